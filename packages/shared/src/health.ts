import { z } from 'zod';

/** `GET /api/health` and `GET /api/ping` (public), their paths in health-paths (no zod: the sign-in page loads them). */
export { healthPaths } from './health-paths';

export const pingAnswerSchema = z.object({ status: z.number(), message: z.string() });

/** Backups that have failed for longer than this make the health check answer 503. */
export const BACKUP_FAILING_HOURS = 48;
/** The administrator's dashboard warns when the last good backup is older than this. */
export const BACKUP_STALE_HOURS = 48;

/**
 * The nightly backups: `ok` (the last run worked), `never` (none yet), `failing` (the last run
 * failed, retried hourly), `failed` (failing for over BACKUP_FAILING_HOURS: 503), `off`
 * (BACKUP_TIME=off). `lastGoodAt` is the start of the last backup that worked.
 */
export const backupHealthSchema = z.object({
  state: z.enum(['ok', 'never', 'failing', 'failed', 'off']),
  lastGoodAt: z.string().nullable(),
});
export type BackupHealth = z.infer<typeof backupHealthSchema>;

export const healthSchema = z.object({
  database: z.enum(['up', 'unreachable']),
  store: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not configured']),
  backup: backupHealthSchema,
});
export type Health = z.infer<typeof healthSchema>;

export const healthAnswerSchema = z.object({
  status: z.number(),
  message: z.string(),
  data: healthSchema,
});

/** Whether the dashboard warns: backups are on and the last good one is missing or too old. */
export function backupNeedsAttention(backup: BackupHealth, now: Date): boolean {
  if (backup.state === 'off') return false;
  if (!backup.lastGoodAt) return true;
  return now.getTime() - new Date(backup.lastGoodAt).getTime() > BACKUP_STALE_HOURS * 3_600_000;
}
