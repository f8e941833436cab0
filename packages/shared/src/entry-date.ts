import { previousFinancialYearStart } from './business-days';

const display = (day: string) => day.split('-').reverse().join('-');

/** What an entry date outside the window says: the money forms' own words, or these. */
export interface EntryDateMessages {
  future: string;
  tooOld: (earliest: string) => string;
}

export const entryDateMessages: EntryDateMessages = {
  future: 'Entry Date cannot be after today.',
  tooOld: (earliest) =>
    `Entry Date cannot be before ${display(earliest)}, the start of the previous financial year.`,
};

/**
 * The window every money entry's EntryDate keeps (licence sales, commission payments): from 1
 * April of the previous financial year to today (the business day). A later day is in the future;
 * an earlier one belongs to a closed year's books and returns. The message, or undefined.
 */
export function entryDateProblem(
  day: string,
  today: string,
  messages: EntryDateMessages = entryDateMessages,
): string | undefined {
  if (day > today) return messages.future;
  const earliest = previousFinancialYearStart(today);
  return day < earliest ? messages.tooOld(earliest) : undefined;
}
