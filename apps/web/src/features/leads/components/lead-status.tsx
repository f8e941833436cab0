import type { LeadListItem } from '@yaar/shared';
import { t } from '@/lib/i18n/language';

/** A lead's status: its sub status, with the main status as a coloured badge. */
export function LeadStatus({ status }: { status: LeadListItem['status'] }) {
  const tone = status.MainStatus === 'Completed' ? 'success' : 'warning';
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <span className={`badge text-bg-${tone}`}>{t(status.MainStatus)}</span>
      <span>{t(status.SubStatus)}</span>
    </span>
  );
}
