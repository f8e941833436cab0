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
