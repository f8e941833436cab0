import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import type { AppConfig } from '../env';
import type { FileStorage } from '../lib/storage';
import { readUrlSecret } from '../lib/storage/signed-url';
import { readVapidKeys, type VapidKeys } from '../lib/web-push';
import { BackupWriter, type BackupManifest } from './backup-format';
import { appSequences, dumpDatabase } from './backup-database';
import { readOrCreateBackupKey } from './backup-key';

/** What a backup reads: the database (one connection), the stored files, the configuration. */
export interface BackupSource {
  pool: pg.Pool;
  storage: FileStorage;
  config: AppConfig;
  log: (line: string) => void;
  now?: () => Date;
  /** Stops a backup under way (the app shutting down); its partial file is removed. */
  signal?: AbortSignal;
}

export interface BackupResult {
  file: string;
  bytes: number;
  createdAt: Date;
  schemaTag: string;
  rows: number;
  files: number;
}

/** The secrets a restore needs to open links signed before (the URL signing secret). */
export interface BackupSecrets {
  fileUrlSecret: string;
  /** The secret was made in DATA_DIR (not set by FILE_URL_SECRET): a restore writes it there. */
  madeInDataDir: boolean;
  /** The Web Push key pair made in DATA_DIR (devices subscribed to it); absent when configured. */
  vapidKeys?: VapidKeys;
}

export const BACKUP_EXTENSION = '.yaarbackup';
const PROGRESS_EVERY_MS = 5_000;

/** `yaar-backup-2026-05-01T02-30-00Z.yaarbackup`: sorts by time, safe in every file system. */
export const backupFileName = (at: Date) =>
  `yaar-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}${BACKUP_EXTENSION}`;

async function* fromString(text: string) {
  yield Buffer.from(text);
}

/**
 * Writes one backup file into BACKUP_DIR while the app runs and takes writes: the database from one
 * snapshot, then the stored files, then the manifest; the file appears under its name only once
 * complete (written as `.partial`, then renamed). Keeps the BACKUP_KEEP newest.
 */
export async function createBackup(source: BackupSource): Promise<BackupResult> {
  const { config, log, storage, signal } = source;
  const createdAt = source.now?.() ?? new Date();
  await fsp.mkdir(config.BACKUP_DIR, { recursive: true });
  const file = path.join(config.BACKUP_DIR, backupFileName(createdAt));
  const partial = `${file}.partial`;
  const writer = new BackupWriter(partial, readOrCreateBackupKey(config, log));
  let lastProgress = Date.now();
  const progress = (line: () => string) => {
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    log(`${line()}, ${(writer.bytesWritten / 1e6).toFixed(1)} MB written`);
  };
  const client = await source.pool.connect();
  try {
    const header = await dumpDatabase(
      client,
      writer,
      createdAt,
      ({ table, rows }) => progress(() => `Backing up ${table}: ${rows} rows`),
      signal,
    );
    const secrets: BackupSecrets = {
      fileUrlSecret: readUrlSecret(config.DATA_DIR, config.FILE_URL_SECRET),
      madeInDataDir: !config.FILE_URL_SECRET,
      ...(config.VAPID_PUBLIC_KEY ? {} : { vapidKeys: readVapidKeys(config.DATA_DIR, config) }),
    };
    await writer.writePart('secrets', 'secrets.json', fromString(JSON.stringify(secrets)));
    let files = 0;
    for await (const keys of storage.allKeys()) {
      for (const key of keys) {
        signal?.throwIfAborted();
        if (key.startsWith('health/')) continue;
        const stored = await storage.get(key);
        if (!stored) continue;
        await writer.writePart('file', key, stored.stream as AsyncIterable<Buffer>);
        files += 1;
        progress(() => `Backing up the stored files: ${files}`);
      }
    }
    const manifest: BackupManifest = await writer.finish(await appSequences(client));
    await fsp.rename(partial, file);
    const rows = manifest.parts.reduce((sum, part) => sum + (part.rows ?? 0), 0);
    const { size } = await fsp.stat(file);
    await pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
    return { file, bytes: size, createdAt, schemaTag: header.schema.tag, rows, files };
  } catch (error) {
    await writer.abort();
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}

/** Removes all but the `keep` newest backup files of `folder` (and partial files left by a crash). */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await fsp.readdir(folder)).filter((name) => name.startsWith('yaar-backup-'));
  const complete = names.filter((name) => name.endsWith(BACKUP_EXTENSION)).sort();
  const removed = complete.slice(0, Math.max(0, complete.length - keep));
  const stale = names.filter(
    (name) =>
      name.endsWith('.partial') &&
      Date.now() - fs.statSync(path.join(folder, name)).mtimeMs > 24 * 3600_000,
  );
  for (const name of [...removed, ...stale]) await fsp.rm(path.join(folder, name), { force: true });
  return removed;
}
