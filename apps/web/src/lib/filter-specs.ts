import type { FieldOption } from './pick-options';

/**
 * One filter of a list: a select (with `options`, 'All' first), a date, or a mobile number (the
 * whole number or its first digits, a search by prefix; +91 and spaces as typed are read).
 */
export interface FilterSpec<Key extends string> {
  key: Key;
  label: string;
  options?: readonly (string | FieldOption)[];
  type?: 'date' | 'mobile';
  /** The 'All' choice's text; null: no 'All' (one of the options is always chosen). */
  allLabel?: string | null;
  /** A date that may not come before another filter's date (To after From): refused beside it. */
  notBefore?: { key: Key; message: string };
}

/**
 * A range of days: the From and To dates, each a [key, label] (the spec's FromDate 'From Date' and
 * ToDate 'To Date' unless given); a To before the From (or a From after the To) is refused beside
 * it with `message`.
 */
export const dateRangeFilters = <Key extends string = 'FromDate' | 'ToDate'>(
  message: string,
  [fromKey, fromLabel] = ['FromDate', 'From Date'] as [Key, string],
  [toKey, toLabel] = ['ToDate', 'To Date'] as [Key, string],
): FilterSpec<Key>[] => [
  { key: fromKey, label: fromLabel, type: 'date' },
  { key: toKey, label: toLabel, type: 'date', notBefore: { key: fromKey, message } },
];
