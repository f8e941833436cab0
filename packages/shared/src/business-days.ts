/** Calendar arithmetic on business days ('YYYY-MM-DD'), which carry no time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The later of two days; a missing one loses. */
export const laterDay = (a: string, b: string | null | undefined) => (b && b > a ? b : a);

/** The year in which the Indian financial year (April–March) of `day` starts. */
const financialYearStart = (day: string) => {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
};

/** The first day (1 April) of the financial year before the one `day` is in. */
export const previousFinancialYearStart = (day: string) =>
  `${String(financialYearStart(day) - 1).padStart(4, '0')}-04-01`;

/** The financial year of a day, short form: '2026-11-23' → '26-27'. */
export function financialYearOf(day: string): string {
  const start = financialYearStart(day);
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * A document's number in its financial year's series: 'YB' + '26-27' + 42 → 'YB/26-27/00042'. At
 * most 16 characters (CGST Rule 46): a longer prefix is a configuration error.
 */
export function documentNumber(prefix: string, financialYear: string, serial: number): string {
  const number = `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new Error(`Document number ${number} is longer than 16 characters`);
  return number;
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', as Indian documents print a date. */
export const displayDay = (day: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/**
 * `make`'s Intl formatter for each time zone, built once per zone: building one with a zone costs
 * milliseconds, more than the query or the screen it dates.
 */
export function formatPerZone(make: (timeZone: string) => Intl.DateTimeFormat) {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = make(timeZone);
      formats.set(timeZone, format);
    }
    return format;
  };
}

const wallClockFormat = formatPerZone(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/**
 * A Date whose UTC fields read the wall clock of `timeZone` at `instant` (whole seconds): the one
 * reading of a zone's clock for the server's scheduler and the web app's business day.
 */
export function zoneWallClock(instant: Date, timeZone: string): Date {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    ),
  );
}
