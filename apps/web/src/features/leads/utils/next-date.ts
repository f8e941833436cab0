import { daysBetween } from '@/lib/dates';

export type NextDateTone = 'overdue' | 'today' | 'upcoming';

export interface NextDateUrgency {
  tone: NextDateTone;
  /** Says the urgency in words, so that it never rests on colour alone. */
  label: string;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * How urgent a pending lead's Next Date is on the business day `today`: 'Overdue 3 days', 'Today',
 * 'Tomorrow' or 'in 5 days'.
 */
export function nextDateUrgency(nextDate: string, today: string): NextDateUrgency {
  const ahead = daysBetween(today, nextDate.slice(0, 10));
  if (ahead < 0) return { tone: 'overdue', label: `Overdue ${days(-ahead)}` };
  if (ahead === 0) return { tone: 'today', label: 'Today' };
  return { tone: 'upcoming', label: ahead === 1 ? 'Tomorrow' : `in ${days(ahead)}` };
}
