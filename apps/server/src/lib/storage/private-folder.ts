import fs from 'node:fs';

/**
 * What is kept under DATA_DIR (uploads, secrets, the database's cluster) is the app's alone: its
 * folders are 0700 and its files 0600, as the secrets always were, so no other account on the
 * machine reads a customer's photo or a backup.
 */
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes `folder` (and any missing parent) if need be, and leaves it 0700 even when it existed. */
export function makePrivateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.chmodSync(folder, PRIVATE_FOLDER_MODE);
}
