import type { LeadListItem } from '@yaar/shared';
import { DEFAULT_MAIN_STATUS } from '@yaar/shared';
import { businessTodayIso, formatDate } from '@/lib/dates';
import type { NextDateTone } from '../utils/next-date';
import { nextDateUrgency } from '../utils/next-date';
import { t } from '@/lib/i18n/language';

/** Bootstrap's colours for each urgency: red, amber, neutral (the words say it too). */
const TONE_CLASSES: Record<NextDateTone, { date: string; badge: string }> = {
  overdue: { date: 'text-danger-emphasis fw-semibold', badge: 'text-bg-danger' },
  today: { date: 'text-warning-emphasis fw-semibold', badge: 'text-bg-warning' },
  upcoming: { date: '', badge: 'bg-body-secondary text-body-secondary border' },
};

/**
 * A lead's Next Date with how urgent it is on the business day: 'Overdue 3 days' in red, 'Today' in
 * amber, 'in 5 days' neutral. Only a pending lead is due; a completed lead's date is shown plain.
 */
export function LeadNextDate({ lead }: { lead: Pick<LeadListItem, 'NextDate' | 'status'> }) {
  if (!lead.NextDate) return <span className="text-body-secondary">{t('N/A')}</span>;
  const date = formatDate(lead.NextDate);
  if (lead.status.MainStatus !== DEFAULT_MAIN_STATUS) return <span>{date}</span>;
  const urgency = nextDateUrgency(lead.NextDate, businessTodayIso());
  const tone = TONE_CLASSES[urgency.tone];
  return (
    <span className="lead-next-date d-inline-flex flex-wrap align-items-center column-gap-2">
      <span className={tone.date || undefined}>{date}</span>
      <span className={`badge rounded-pill fw-medium ${tone.badge}`}>{urgency.label}</span>
    </span>
  );
}
