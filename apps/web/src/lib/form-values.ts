/**
 * A record as a form's values: each of `blank`'s fields from the record's field of that name, as
 * its control's text (a number as its digits, a flag in a Yes / No pick as 'Yes' or 'No'), a
 * switch's boolean as it is; a field the record lacks (or holds null) keeps the blank's value.
 */
export const formValuesOf = <Values extends Record<string, string | boolean>>(
  blank: Values,
  record: Partial<Record<string, string | number | boolean | null>> | null,
): Values =>
  Object.fromEntries(
    Object.entries(blank).map(([name, fallback]) => {
      const value = record?.[name];
      if (value === undefined || value === null) return [name, fallback];
      if (typeof fallback === 'boolean') return [name, Boolean(value)];
      return [name, typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value)];
    }),
  ) as Values;

/** A form's (or a list's filters') text fields, every one blank: `blankFields('Amount', 'Remarks')`. */
export const blankFields = <Name extends string>(...names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>;
