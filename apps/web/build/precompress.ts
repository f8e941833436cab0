import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * After the build (and the service worker), writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9)
 * beside each text file over 1 KB; the server sends them as they are (`preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yaar-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = fs.readFileSync(file);
          if (body.length < MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
        }
      },
    },
  };
}
