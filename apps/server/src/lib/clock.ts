import { addDays, formatPerZone, zoneWallClock } from '@yaar/shared';
/** The current time, injectable so tests can stand at any instant (e.g. just after midnight in Kolkata). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `instant` (an ISO time or a Date). */
export const fixedClock = (instant: string | Date): Clock => {
  const at = new Date(instant);
  return { now: () => new Date(at) };
};

/** The formatter of a zone's business day (`YYYY-MM-DD`). */
const dayFormat = formatPerZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * The last day computed per time zone, and the minute it was computed for: every time zone's
 * midnight falls on a whole minute, so within one minute the day cannot change (and formatting a
 * date costs more per request than the dashboard's query).
 */
const lastDays = new Map<string, { minute: number; day: string }>();

/** The calendar day (`YYYY-MM-DD`) of `instant` in `timeZone`: the business day of DESIGN §2. */
export function dayIn(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** Today's business day for a context: its clock read in BUSINESS_TZ. */
export const businessToday = (ctx: { clock: Clock; config: { BUSINESS_TZ: string } }) =>
  dayIn(ctx.clock.now(), ctx.config.BUSINESS_TZ);

/**
 * Whether `day` is today's business day or one of the `daysBack` before it: what a run of a daily
 * job by hand may name (a missed day after an outage), never a day ahead.
 */
export function isTodayOrDaysBack(
  ctx: { clock: Clock; config: { BUSINESS_TZ: string } },
  day: string,
  daysBack: number,
): boolean {
  const today = businessToday(ctx);
  return day <= today && day >= addDays(today, -daysBack);
}

/**
 * `instant` as ISO 8601 on `timeZone`'s wall clock with its offset, to the second:
 * '2026-11-29T11:40:00+05:30' — the time a user of that zone reads, and the instant exactly.
 */
export function isoInZone(instant: Date, timeZone: string): string {
  const wall = zoneWallClock(instant, timeZone);
  const offsetMinutes = Math.round(
    (wall.getTime() - Math.floor(instant.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall.toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}
