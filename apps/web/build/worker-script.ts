import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * Bundles a script the service worker loads with `importScripts` (the offline queue's Background
 * Sync handler) into one classic script at `fileName`, beside the app's files. Workbox's generated
 * worker stays as it is; the script shares the app's code (the queue, its store, its sender).
 */
export function workerScript(
  entry: string,
  fileName: string,
  alias: Record<string, string>,
): Plugin {
  return {
    name: 'yaar-worker-script',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2022',
        minify: true,
        write: false,
        alias,
        logLevel: 'silent',
      });
      this.emitFile({ type: 'asset', fileName, source: result.outputFiles[0]!.text });
    },
  };
}
