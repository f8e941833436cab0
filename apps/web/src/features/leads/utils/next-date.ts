import { daysBetween } from '@/lib/dates';
import { t } from '@/lib/i18n/language';

export type NextDateTone = 'overdue' | 'today' | 'upcoming';

export interface NextDateUrgency {
  tone: NextDateTone;
  /** Says the urgency in words, so that it never rests on colour alone. */
  label: string;
}

/**
 * How urgent a pending lead's Next Date is on the business day `today`: 'Overdue 3 days', 'Today',
 * 'Tomorrow' or 'in 5 days'.
 */
export function nextDateUrgency(nextDate: string, today: string): NextDateUrgency {
  const ahead = daysBetween(today, nextDate.slice(0, 10));
  if (ahead < 0) {
    const label = t('Overdue {count, plural, one {# day} other {# days}}', { count: -ahead });
    return { tone: 'overdue', label };
  }
  if (ahead === 0) return { tone: 'today', label: t('Today') };
  if (ahead === 1) return { tone: 'upcoming', label: t('Tomorrow') };
  return {
    tone: 'upcoming',
    label: t('in {count, plural, one {# day} other {# days}}', { count: ahead }),
  };
}
