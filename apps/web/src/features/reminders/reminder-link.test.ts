import { followUpReminderLink } from '@yaar/shared';
import { describe, expect, it } from 'vitest';
import { pathTo } from '@/lib/paths';

describe("a reminder's link", () => {
  it('is the Leads route on Today, or on Overdue when nothing is due today', () => {
    expect(followUpReminderLink(5)).toBe(pathTo('Leads', { followUp: 'Today' }));
    expect(followUpReminderLink(0)).toBe(pathTo('Leads', { followUp: 'Overdue' }));
  });
});
