import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { STORAGE_KEY_PATTERN, checkedStorageKey, type FileStorage } from './storage';
import type { FileExtension } from './file-check';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './private-folder';

/** `<area>/<2 hex>/<uuid>.<ext>`: random, spread over folders, never derived from a file name. */
export function newStorageKey(area: string, extension: FileExtension): string {
  const id = randomUUID();
  return `${area}/${id.slice(0, 2)}/${id}.${extension}`;
}

/** Files under one folder (DATA_DIR/uploads): real files on disk, one per key, 0600 in 0700 folders. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, ...checkedStorageKey(key).split('/'));
  return {
    async put(key, sourcePath) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      try {
        await fsp.rename(sourcePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await fsp.copyFile(sourcePath, target);
        await fsp.rm(sourcePath, { force: true });
      }
      // Whatever made the file (an upload, a report, the demo seed), only the app reads it.
      await fsp.chmod(target, PRIVATE_FILE_MODE);
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const { size } = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },
    async *keysWrittenBefore(area, cutoff) {
      const areaDir = path.join(root, area);
      const folders = await fsp.readdir(areaDir).catch(() => [] as string[]);
      for (const folder of folders) {
        const names = await fsp.readdir(path.join(areaDir, folder)).catch(() => [] as string[]);
        const keys: string[] = [];
        for (const name of names) {
          const key = `${area}/${folder}/${name}`;
          if (!STORAGE_KEY_PATTERN.test(key)) continue;
          const stat = await fsp.stat(pathOf(key)).catch(() => null);
          if (stat?.isFile() && stat.mtime < cutoff) keys.push(key);
        }
        if (keys.length > 0) yield keys;
      }
    },
    async *allKeys() {
      const files = await fsp.readdir(root, { recursive: true }).catch(() => [] as string[]);
      const keys = files
        .map((file) => file.split(path.sep).join('/'))
        .filter((key) => STORAGE_KEY_PATTERN.test(key));
      for (let start = 0; start < keys.length; start += 1000) yield keys.slice(start, start + 1000);
    },
  };
}
