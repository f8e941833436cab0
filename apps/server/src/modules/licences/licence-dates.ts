/** Calendar arithmetic on business days ('YYYY-MM-DD'), which carry no time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The later of two days; a missing one loses. */
export const laterDay = (a: string, b: string | null | undefined) => (b && b > a ? b : a);

/** The Indian financial year (April–March) of a day, short form: '2026-11-23' → '26-27'. */
/** The first day (1 April) of the financial year before the one `day` is in: the oldest EntryDate. */
export function previousFinancialYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${String(start - 1).padStart(4, '0')}-04-01`;
}

export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** 'YB' + '26-27' + 42 → 'YB/26-27/00042' (at most 16 characters: Rule 46). */
export function invoiceNumber(prefix: string, financialYear: string, serial: number): string {
  const number = `${prefix}/${financialYear}/${String(serial).padStart(5, '0')}`;
  if (number.length > 16) throw new Error(`Invoice number ${number} is longer than 16 characters`);
  return number;
}
