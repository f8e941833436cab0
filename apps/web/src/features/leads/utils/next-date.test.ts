import { describe, expect, it } from 'vitest';
import { businessTodayIso, daysBetween } from '@/lib/dates';
import { nextDateUrgency } from './next-date';

describe('nextDateUrgency', () => {
  it.each([
    ['2025-03-07', 'overdue', 'Overdue 3 days'],
    ['2025-03-09', 'overdue', 'Overdue 1 day'],
    ['2025-03-10', 'today', 'Today'],
    ['2025-03-11', 'upcoming', 'Tomorrow'],
    ['2025-03-15', 'upcoming', 'in 5 days'],
    ['2025-04-01T00:00:00.000Z', 'upcoming', 'in 22 days'],
  ])('says %s is %s on 10 March: “%s”', (nextDate, tone, label) => {
    expect(nextDateUrgency(nextDate, '2025-03-10')).toEqual({ tone, label });
  });

  it('counts across a month and a year', () => {
    expect(daysBetween('2024-12-31', '2025-03-01')).toBe(60);
    expect(daysBetween('2025-03-01', '2024-12-31')).toBe(-60);
  });

  it('takes today from the business day in Kolkata, not from the device’s zone', () => {
    // 20:00 UTC on 9 March is already 10 March at 01:30 in Kolkata.
    expect(businessTodayIso(new Date('2025-03-09T20:00:00Z'))).toBe('2025-03-10');
    expect(businessTodayIso(new Date('2025-03-09T18:00:00Z'))).toBe('2025-03-09');
  });
});
