const pad = (value: number) => String(value).padStart(2, '0');

/** Today on this device as `YYYY-MM-DD` (the value of an `<input type="date">`). */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date for people: `DD-MM-YYYY`. A business date (`YYYY-MM-DD`) is shown as it is, without any
 * time-zone shift; a timestamp is shown in this device's time zone. Empty gives `fallback`.
 */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
}

/** The `YYYY-MM-DD` part of a stored date, for a date input. */
export const toDateInput = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

/**
 * The business day is the server's (`BUSINESS_TZ`, Asia/Kolkata): Overdue, Today and Upcoming are
 * decided there, and the list's labels ('Overdue 3 days') follow it so that a phone set to another
 * zone still reads the same day. India Standard Time is UTC+05:30 all year (no daylight saving
 * since 1945), so that day is plain arithmetic: an `Intl.DateTimeFormat` with a time zone costs
 * ~25 ms to build (it loads the zone data) on the first screen that shows a lead's date.
 */
const BUSINESS_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's business day as `YYYY-MM-DD`. */
export const businessTodayIso = (now: Date = new Date()): string =>
  new Date(now.getTime() + BUSINESS_UTC_OFFSET_MS).toISOString().slice(0, 10);

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (isoDay: string) =>
  Date.UTC(+isoDay.slice(0, 4), +isoDay.slice(5, 7) - 1, +isoDay.slice(8, 10));

/** Whole days from `fromDay` to `toDay` (both `YYYY-MM-DD`): negative when `toDay` is earlier. */
export const daysBetween = (fromDay: string, toDay: string): number =>
  Math.round((utcDay(toDay) - utcDay(fromDay)) / DAY_MS);

/** When data was fetched, for "as of …": `10:42` today, `26-11 18:05` on another day. */
export function formatAsOf(at: Date, now: Date = new Date()): string {
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return todayIso(at) === todayIso(now)
    ? time
    : `${pad(at.getDate())}-${pad(at.getMonth() + 1)} ${time}`;
}
