import type { BackupHealth } from './health';

// No zod here: the administrator's dashboard warns about backups without building schemas.

/** Backups that have failed for longer than this make the health check answer 503. */
export const BACKUP_FAILING_HOURS = 48;
/** The administrator's dashboard warns when the last good backup is older than this. */
export const BACKUP_STALE_HOURS = 48;

/** Whether the dashboard warns: backups are on and the last good one is missing or too old. */
export function backupNeedsAttention(backup: BackupHealth, now: Date): boolean {
  if (backup.state === 'off') return false;
  if (!backup.lastGoodAt) return true;
  return now.getTime() - new Date(backup.lastGoodAt).getTime() > BACKUP_STALE_HOURS * 3_600_000;
}
