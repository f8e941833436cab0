import path from 'node:path';
import type { Clock } from '../lib/clock';
import type { DailyJob } from '../lib/scheduler';
import { copyBackupToS3 } from './backup-copy';
import { createBackup, type BackupResult, type BackupSource } from './backup';

/** The nightly backup's row in scheduled_jobs (health reads it). */
export const BACKUP_JOB = 'backup';

export interface BackupRun extends BackupResult {
  /** Where the copy went (BACKUP_URL), or null without it. */
  copiedTo: string | null;
}

/** One backup, the copy to BACKUP_URL, and the pruning of both: `npm run backup` and the nightly. */
export async function runBackup(source: BackupSource): Promise<BackupRun> {
  const result = await createBackup(source);
  const size = `${(result.bytes / 1e6).toFixed(1)} MB`;
  source.log(
    `Backed up ${result.rows} rows and ${result.files} files (schema ${result.schemaTag}) into ${result.file} (${size})`,
  );
  const copiedTo = await copyBackupToS3(source.config, result.file);
  if (copiedTo) source.log(`Copied it to ${copiedTo}`);
  return { ...result, copiedTo };
}

/** The nightly backup as a daily job of lib/scheduler, at BACKUP_TIME in BUSINESS_TZ. */
export function backupJob(source: Omit<BackupSource, 'signal' | 'now'>, clock: Clock): DailyJob {
  return {
    name: BACKUP_JOB,
    at: source.config.BACKUP_TIME,
    timeZone: source.config.BUSINESS_TZ,
    async run(signal) {
      const result = await runBackup({ ...source, signal, now: () => clock.now() });
      return path.basename(result.file);
    },
  };
}
