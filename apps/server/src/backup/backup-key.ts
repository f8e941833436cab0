import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../env';

/**
 * The key backups are sealed with: BACKUP_KEY when set (required with BACKUP_URL), else one made
 * once and kept with the app's other secrets, DATA_DIR/backup.key (0600), never inside a backup.
 */
export const backupKeyFile = (dataDir: string) => path.join(dataDir, 'backup.key');

/** The key a backup is made with; made (and announced once, with a warning) when there is none. */
export function readOrCreateBackupKey(
  config: Pick<AppConfig, 'BACKUP_KEY' | 'DATA_DIR'>,
  log: (line: string) => void,
): string {
  if (config.BACKUP_KEY) return config.BACKUP_KEY;
  const file = backupKeyFile(config.DATA_DIR);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
  log(`Made the key backups are encrypted with (kept in ${file}): BACKUP_KEY=${key}`);
  log(
    'Warning: store this key safely, apart from the backups (a password manager, a safe). Without it no backup can be restored; it is shown only once.',
  );
  return key;
}

/** The key a restore opens the file with: BACKUP_KEY, else the one kept in DATA_DIR; none is made. */
export function existingBackupKey(
  config: Pick<AppConfig, 'BACKUP_KEY' | 'DATA_DIR'>,
): string | null {
  if (config.BACKUP_KEY) return config.BACKUP_KEY;
  try {
    return fs.readFileSync(backupKeyFile(config.DATA_DIR), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
