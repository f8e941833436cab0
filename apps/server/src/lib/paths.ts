import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file whether it runs from src/ or the dist bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@yaar/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @yaar/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src', 'db', 'migrations');
/** One file per database function, its current definition, which migrations apply (db/README.md). */
export const functionsDir = path.join(serverRoot, 'src', 'db', 'functions');
export const webDistDir = path.resolve(serverRoot, '..', 'web', 'dist');
export const fontsDir = path.join(serverRoot, 'assets', 'fonts');

/** Where an upload waits while its request is read (the files sweep empties what a crash leaves). */
export const uploadsTempDir = (config: { DATA_DIR: string }) =>
  path.join(config.DATA_DIR, 'tmp', 'uploads');
