import { zoneWallClock } from '@yaar/shared';
import { getConfig } from './config';
import { t } from './i18n/language';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Every day and time the app shows or defaults to is the business's (`BUSINESS_TZ`, from
 * /config.js), never the device's: a phone set to another zone, or a team working past midnight,
 * reads the same day as the server decides (Overdue, Today, an invoice's Entry Date). India
 * Standard Time is UTC+05:30 all year (no daylight saving since 1945), so its wall clock is plain
 * arithmetic: an `Intl.DateTimeFormat` with a time zone costs ~25 ms to build (it loads the zone
 * data) on the first screen that shows a date. Another zone is read through `zoneWallClock`.
 */
const INDIA = 'Asia/Kolkata';
const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A Date whose UTC fields read the business's wall clock at `instant`. */
function businessWallClock(instant: Date): Date {
  const zone = getConfig().businessTimeZone;
  if (zone === INDIA) return new Date(instant.getTime() + INDIA_UTC_OFFSET_MS);
  return zoneWallClock(instant, zone);
}

/** Today's business day as `YYYY-MM-DD` (the value of an `<input type="date">`, a form's default). */
export const businessTodayIso = (now: Date = new Date()): string =>
  businessWallClock(now).toISOString().slice(0, 10);

/** `HH:MM` of an instant on the business's clock. */
export function formatTime(instant: string | Date): string {
  const wall = businessWallClock(new Date(instant));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * A date for people: `DD-MM-YYYY`. A business date (`YYYY-MM-DD`) is shown as it is, without any
 * time-zone shift; a timestamp is shown on the business's calendar. Empty gives `fallback`.
 */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  if (!value) return fallback;
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = businessTodayIso(date);
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
}

/** '27-11-2026 10:42' on the business's clock. */
export const formatDateTime = (value: string | Date) => {
  const iso = typeof value === 'string' ? value : value.toISOString();
  return `${formatDate(iso)} ${formatTime(iso)}`;
};

/** The `YYYY-MM-DD` part of a stored date, for a date input. */
export const toDateInput = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (isoDay: string) =>
  Date.UTC(+isoDay.slice(0, 4), +isoDay.slice(5, 7) - 1, +isoDay.slice(8, 10));

/** Whole days from `fromDay` to `toDay` (both `YYYY-MM-DD`): negative when `toDay` is earlier. */
export const daysBetween = (fromDay: string, toDay: string): number =>
  Math.round((utcDay(toDay) - utcDay(fromDay)) / DAY_MS);

/** When data was fetched, for "as of …": `10:42` today, `26-11 18:05` on another day. */
export function formatAsOf(at: Date, now: Date = new Date()): string {
  const time = formatTime(at);
  const day = businessTodayIso(at);
  return day === businessTodayIso(now) ? time : `${day.slice(8, 10)}-${day.slice(5, 7)} ${time}`;
}

/**
 * When something happened, in words, on the business's calendar: 'today 11:40', 'yesterday
 * 18:05', else '26-11-2026 10:42' (a lead's timeline: "Asha · today 11:40").
 */
export function formatWhen(at: string | Date, now: Date = new Date()): string {
  const instant = new Date(at);
  const time = formatTime(instant);
  const days = daysBetween(businessTodayIso(instant), businessTodayIso(now));
  if (days === 0) return t('today {time}', { time });
  if (days === 1) return t('yesterday {time}', { time });
  return `${formatDate(instant.toISOString())} ${time}`;
}
