import { z } from 'zod';

/** `GET /api/health` and `GET /api/ping` (public), their paths in health-paths (no zod: the sign-in page loads them). */
export { healthPaths } from './health-paths';

export const pingAnswerSchema = z.object({ status: z.number(), message: z.string() });

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
