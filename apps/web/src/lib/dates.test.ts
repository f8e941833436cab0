import { afterEach, describe, expect, it } from 'vitest';
import { businessTodayIso, formatAsOf, formatDate, formatDateTime, formatWhen } from './dates';

afterEach(() => {
  delete window.YAAR_CONFIG;
});

describe("the business's day and time, whatever the device's zone", () => {
  it("reads India's clock by default: 00:20 IST is already the next day", () => {
    const afterMidnight = new Date('2026-11-28T18:50:00Z');
    expect(businessTodayIso(afterMidnight)).toBe('2026-11-29');
    expect(formatDateTime(afterMidnight)).toBe('29-11-2026 00:20');
    expect(formatDate('2026-11-28T18:50:00Z')).toBe('29-11-2026');
    // A business date is shown as it is, never shifted.
    expect(formatDate('2026-11-28')).toBe('28-11-2026');
  });

  it('reads another BUSINESS_TZ from /config.js, daylight saving included', () => {
    window.YAAR_CONFIG = { businessTimeZone: 'America/New_York' };
    expect(businessTodayIso(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-27');
    expect(formatDateTime(new Date('2026-07-01T12:05:00Z'))).toBe('01-07-2026 08:05');
    expect(formatAsOf(new Date('2026-11-28T03:00:00Z'), new Date('2026-11-28T12:00:00Z'))).toBe(
      '27-11 22:00',
    );
  });
});

describe('formatWhen: a timeline’s "when" in words, on the business’s calendar', () => {
  it('says today and yesterday by India’s day, even just after its midnight', () => {
    const now = new Date('2026-11-28T18:50:00Z'); // 00:20 on 29-11 in India
    expect(formatWhen('2026-11-28T18:45:00Z', now)).toBe('today 00:15');
    expect(formatWhen('2026-11-28T18:00:00+00:00', now)).toBe('yesterday 23:30');
    expect(formatWhen('2026-11-29T00:10:00+05:30', now)).toBe('today 00:10');
    expect(formatWhen('2026-11-27T10:00:00+05:30', now)).toBe('27-11-2026 10:00');
  });
});
