import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { AppConfig } from '../env';
import type { FileStorage } from '../lib/storage';
import { BackupFileError } from './backup-format';
import { BackupReader, verifyBackupFile, type BackupOpening } from './backup-reader';
import type { BackupSecrets } from './backup';
import { existingBackupKey } from './backup-key';
import {
  beginLoad,
  databaseHoldsData,
  endLoad,
  loadTable,
  planRestore,
  prepareSchema,
} from './restore-database';
import { applyMigrationsInTransaction, committedMigrations, isHashOf } from './schema-version';

/** A restore that was refused before anything was touched; the message says why. */
export class RestoreRefused extends Error {}

const UNCHANGED = 'Nothing was changed.';

export interface RestoreTarget {
  /** The database to restore into (created when missing). */
  databaseUrl: string;
  storage: FileStorage;
  config: AppConfig;
  log: (line: string) => void;
  /** Restore over a database or store that already holds data. */
  force?: boolean;
  /** Accept a file of the first format, not encrypted (--allow-unencrypted). */
  allowUnencrypted?: boolean;
}

/** How a restore opens files: BACKUP_KEY (or DATA_DIR/backup.key), unencrypted ones if allowed. */
export const openingFor = (
  config: Pick<AppConfig, 'BACKUP_KEY' | 'DATA_DIR'>,
  allowUnencrypted = false,
): BackupOpening => ({ key: existingBackupKey(config), allowUnencrypted });

export interface RestoreResult {
  createdAt: string;
  schemaTag: string;
  migratedTo: string;
  rows: number;
  files: number;
}

/** Whether the storage holds any file (the health probe's are not files of the app). */
export async function storageHoldsFiles(storage: FileStorage): Promise<boolean> {
  for await (const keys of storage.allKeys())
    if (keys.some((key) => !key.startsWith('health/'))) return true;
  return false;
}

export type CheckedBackup = Awaited<ReturnType<typeof verifyBackupFile>>;

/**
 * Reads the whole file and checks it (every part's checksum, the manifest, the end mark) and that
 * this version of the app knows its schema version; refuses it with a sentence saying why.
 */
export async function checkBackup(
  file: string,
  log: (line: string) => void,
  opening: BackupOpening,
): Promise<CheckedBackup> {
  const name = path.basename(file);
  log(`Checking ${name}…`);
  let checked: CheckedBackup;
  try {
    checked = await verifyBackupFile(file, opening);
  } catch (error) {
    if (error instanceof BackupFileError)
      throw new RestoreRefused(
        `${name} cannot be restored: ${error.message}. Nothing was changed.`,
      );
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefused(`There is no backup file ${file}.`);
    throw error;
  }
  const atBackup = committedMigrations()[Number(checked.header.schema?.index)];
  if (!atBackup || !isHashOf(atBackup, checked.header.schema.hash))
    throw new RestoreRefused(
      `${name} holds schema version ${checked.header.schema.tag}, which this version of the app does not know: restore it with the version that made it, or a newer one. Nothing was changed.`,
    );
  return checked;
}

/**
 * Restores a backup file into the target: first the whole file is read and checked (a damaged or
 * truncated file is refused before anything is touched), then the target is checked to be empty
 * (unless `force`), then in ONE transaction the schema is built at the backup's version, the rows
 * loaded, the sequences set and the newer migrations applied; the files are put into the storage
 * before the commit. A failure rolls the database back.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  checked?: CheckedBackup,
): Promise<RestoreResult> {
  const { config, log, storage } = target;
  const opening = openingFor(config, target.allowUnencrypted);
  const { header, manifest } = checked ?? (await checkBackup(file, log, opening));
  const name = path.basename(file);
  const migrations = committedMigrations();
  const client = new pg.Client({ connectionString: target.databaseUrl });
  // A connection lost mid-restore rejects the query under way; it must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  const tempDir = path.join(config.DATA_DIR, 'tmp', `restore-${randomUUID()}`);
  try {
    if (!target.force) {
      const where = (await databaseHoldsData(client))
        ? 'its database'
        : (await storageHoldsFiles(storage))
          ? 'its file storage'
          : null;
      if (where)
        throw new RestoreRefused(
          `The target already holds data (${where}): restoring would replace it. Nothing was changed. Restore into an empty DATA_DIR or database, or add --force to replace it.`,
        );
    }
    log(
      `Restoring the backup of ${header.createdAt} (schema ${header.schema.tag}, ${manifest.parts.length} parts)`,
    );
    await fsp.mkdir(tempDir, { recursive: true });
    const reader = await BackupReader.open(file, opening);
    let rows = 0;
    let files = 0;
    let secrets: BackupSecrets | null = null;
    await client.query('begin');
    try {
      if (JSON.stringify(reader.header) !== JSON.stringify(header))
        throw new RestoreRefused(`${name} changed while it was being restored. ${UNCHANGED}`);
      await prepareSchema(client, migrations.slice(0, header.schema.index + 1));
      // The schema at the backup's version says which tables and columns are loaded; the file's
      // lists must be exactly these, and no name from the file is ever part of a statement.
      const plan = await planRestore(client, header, manifest);
      if (!plan)
        throw new RestoreRefused(
          `${name} cannot be restored: its tables, columns or sequences are not those of schema version ${header.schema.tag}. ${UNCHANGED}`,
        );
      await beginLoad(client, plan);
      for await (const part of reader.parts()) {
        if (part.kind === 'table') {
          const table = plan.tables.find((t) => t.name === part.name);
          if (!table) throw new BackupFileError(`it holds an unknown table ${part.name}`);
          await loadTable(client, table, part.chunks);
          rows += manifest.parts.find((p) => p.name === part.name)?.rows ?? 0;
        } else if (part.kind === 'secrets') {
          const chunks: Buffer[] = [];
          for await (const chunk of part.chunks) chunks.push(chunk);
          secrets = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupSecrets;
        } else {
          const temp = path.join(tempDir, randomUUID());
          await pipeline(Readable.from(part.chunks), fs.createWriteStream(temp));
          await storage.put(part.name, temp);
          files += 1;
          if (files % 1000 === 0) log(`${files} files restored…`);
        }
      }
      await endLoad(client, plan, manifest.sequences);
      const newer = migrations.slice(header.schema.index + 1);
      if (newer.length > 0) {
        log(`Migrating forward: ${newer.map((m) => m.tag).join(', ')}`);
        await applyMigrationsInTransaction(client, newer);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      reader.close();
    }
    if (secrets) writeSecrets(config, secrets, log);
    return {
      createdAt: header.createdAt,
      schemaTag: header.schema.tag,
      migratedTo: migrations.at(-1)!.tag,
      rows,
      files,
    };
  } finally {
    await client.end();
    await fsp.rm(tempDir, { recursive: true, force: true });
  }
}

/**
 * The URL signing secret made in DATA_DIR goes back there, so links signed before still open; so
 * does the Web Push key pair, so the devices subscribed to it still receive reminders.
 */
function writeSecrets(config: AppConfig, secrets: BackupSecrets, log: (line: string) => void) {
  if (secrets.vapidKeys && !config.VAPID_PUBLIC_KEY) {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(config.DATA_DIR, 'vapid-keys.json'),
      JSON.stringify(secrets.vapidKeys),
      {
        mode: 0o600,
      },
    );
  }
  if (config.FILE_URL_SECRET) {
    if (config.FILE_URL_SECRET !== secrets.fileUrlSecret)
      log(
        "FILE_URL_SECRET differs from the backup's: links signed before the backup will not open.",
      );
    return;
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  fs.writeFileSync(path.join(config.DATA_DIR, 'file-url.secret'), secrets.fileUrlSecret, {
    mode: 0o600,
  });
}
