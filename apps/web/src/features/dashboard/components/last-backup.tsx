import { apiMessages, backupNeedsAttention } from '@yaar/shared';
import { LoadingShape } from '@/components/ui/loading-shape';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useBackupHealth } from '../api/get-backup-health';
import { t } from '@/lib/i18n/language';

const when = formatDateTime;

/**
 * "Last backup: …" for the administrator (issue 29): a warning when backups are on and the last
 * good one is missing or older than two days, or when the health check says they are failing.
 */
export function LastBackup() {
  const health = useBackupHealth();
  // One line's room while it loads, so the analytics below do not move when it comes.
  if (health.isPending)
    return (
      <LoadingShape label="Checking the last backup…">
        <section className="section">
          <p className="mb-0">Last backup: 1 Jan 2026, 2:00 am</p>
        </section>
      </LoadingShape>
    );
  let text: string;
  let warn: boolean;
  if (health.error) {
    warn = true;
    text =
      health.error instanceof ApiError && health.error.message === apiMessages.backupsFailing
        ? t('Last backup: {when}', { when: t(apiMessages.backupsFailing) })
        : t('Last backup: could not be checked.');
  } else {
    const backup = health.data;
    if (!backup || backup.state === 'off') {
      warn = false;
      text = t('Last backup: {when} (nightly backups are off)', {
        when: backup?.lastGoodAt ? when(backup.lastGoodAt) : t('none'),
      });
    } else {
      warn = backupNeedsAttention(backup, new Date()) || backup.state === 'failing';
      const last = t('Last backup: {when}', {
        when: backup.lastGoodAt ? when(backup.lastGoodAt) : t('none yet'),
      });
      text =
        backup.state === 'failing'
          ? t('{last} — the last attempt failed, retried hourly', { last })
          : last;
    }
  }
  return (
    <section className="section">
      <p
        className={warn ? 'alert alert-warning mb-0' : 'text-body-secondary mb-0'}
        role={warn ? 'alert' : undefined}
      >
        {warn ? <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" /> : null}
        {text}
      </p>
    </section>
  );
}
