import { z } from 'zod';
import { mobilePattern } from './constants';

/**
 * Our messages for input no form would send (a NUL byte, a date PostgreSQL cannot hold, a number
 * where text belongs): every rule of every request schema names one of these or its own, so zod's
 * defaults ("Invalid input", "Too big: …") never reach a person (test/field-messages.test.ts).
 */
export const inputMessages = {
  textInvalid: 'This text contains a character that is not allowed.',
  textExpected: 'Please enter text here.',
  dateInvalid: 'Please enter a valid date.',
  timeInvalid:
    'Please enter a valid date and time with its offset (like 2026-01-31T10:30:00+05:30).',
  numberInvalid: 'Please enter a valid number.',
  flagInvalid: 'Send 1 or 0 (true or false).',
  mobileFilterInvalid: 'Type the digits of a mobile number.',
  linkInvalid: 'This link is not valid. Open it again from the app.',
} as const;

/** Beside a text longer than its field takes. */
export const textTooLong = (max: number) => `Please enter at most ${max} characters.`;

/** Beside a value that is none of a list's (a filter, a sort order). */
export const choiceInvalid = (choices: readonly string[]) =>
  `Please choose one of: ${choices.join(', ')}.`;

/** Under a text field whose text reached its length limit (the rest of a paste was not kept). */
export const lengthLimitReached = (max: number) =>
  `${max} of ${max} characters: the limit. Anything typed or pasted beyond it is not kept.`;

/** Trims strings before they are checked; other values pass as they are. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * "Blank means absent", the one step before a field a form may leave empty: '' and null (what a
 * blank box, an 'All' pick or multipart sends) read as not sent; anything else passes as it is.
 */
export const absentIfBlank = (value: unknown) =>
  value === '' || value === null ? undefined : value;

/** A field that may be left blank: blank or missing is absent, anything else must pass `schema`. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess(absentIfBlank, schema.optional());

/** Half of a UTF-16 pair standing alone ('\uD800'): no character, stored as '�' if let through. */
const loneSurrogate = /\p{Surrogate}/u;

/**
 * Text PostgreSQL can store as it was sent. Its text types refuse the NUL character, and a lone
 * surrogate would be stored as '�', so either in any field or filter is a field error here
 * instead of a database error (a 500) or a changed text later. Every text of a request is built on
 * this.
 */
export const storableText = (message: string = inputMessages.textExpected) =>
  z
    .string({ error: message })
    .refine((value) => !value.includes('\u0000') && !loneSurrogate.test(value), {
      error: inputMessages.textInvalid,
    });

/** A required text field: missing, null and blank all give `message`. */
export const requiredText = (message: string) =>
  z.preprocess((value) => trimmed(value) ?? '', storableText(message).min(1, { error: message }));

/** An optional text field of at most `max` characters: missing and null read as ''. */
export const optionalText = (max: number, tooLongMessage: string) =>
  z.preprocess((value) => trimmed(value) ?? '', storableText().max(max, { error: tooLongMessage }));

/**
 * A mobile number as people write it, reduced to what is stored: spaces, dashes, dots and brackets
 * go, and so does a +91, 0091, 91 or 0 before ten digits ("+91 98250 12345", "098250-12345" →
 * 9825012345). Anything else is left for the check to refuse, never cut to fit.
 */
export function normaliseMobile(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  return /^(?:0091|91|0)(\d{10})$/.exec(compact)?.[1] ?? compact;
}

/**
 * A mobile field's text as it is typed or pasted: the ten digits alone once it holds a whole
 * number in any of the forms `normaliseMobile` reads, else as typed less what no phone number
 * holds (letters), so "+91 98" can still be finished.
 */
export const mobileAsTyped = (value: string) => {
  const typed = value.replace(/[^\d+\-\s().]/g, '');
  const normalised = normaliseMobile(typed);
  return mobilePattern.test(normalised) ? normalised : typed;
};

/**
 * A mobile number filter as typed: the whole number normalised, or the first digits of one (a
 * leading +91, 0091 or 0 dropped: "+91 98250" → "98250"), for a search by prefix.
 */
export function mobilePrefix(value: string): string {
  const compact = value.replace(/[\s\-().]/g, '');
  const whole = normaliseMobile(compact);
  return mobilePattern.test(whole) ? whole : compact.replace(/^(?:\+91|0091|0)/, '');
}

/** One to ten digits: a whole mobile number, or how one begins. */
export const mobilePrefixPattern = /^\d{1,10}$/;

/** The longest text a mobile field takes as typed: "(+91) 98250-12345" with room to spare. */
export const MOBILE_INPUT_MAX = 20;

/** A required 10-digit mobile number, normalised first (`normaliseMobile`), then checked. */
export const mobileNumber = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage)
    .transform(normaliseMobile)
    .pipe(z.string().regex(mobilePattern, { error: invalidMessage }));

/** The largest id a PostgreSQL `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive integer id that fits the database's `integer`; `message` for anything else. */
export const dbId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(MAX_DB_ID, { error: message });

/** Digits only, as a form field or a query string sends a whole number. */
const digitsPattern = /^\s*\d{1,16}\s*$/;

/**
 * A whole number from `min` to `max` as a caller sends one: a JSON integer (`16`), or a string of
 * digits (`"16"`, from a form, multipart or a query string). Nothing else is read as a number:
 * not `"0x10"`, `"3e3"`, `"1.5"`, `1.5`, `true` or `[1]` (`message` for each). Every id, year,
 * page and count of every route, main and companion, is one of these.
 */
export const wholeNumber = (message: string, min: number, max: number) => {
  const read = (value: unknown) =>
    typeof value === 'number'
      ? value
      : typeof value === 'string' && digitsPattern.test(value)
        ? Number(value)
        : Number.NaN;
  // A refinement, not a type error: the form's other checks (a password confirmation) still run.
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const number = read(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
      }
    })
    .transform(read);
};

/** A record's id (a whole number from 1 to the database's largest `integer`), strictly read. */
export const idField = (message: string) => wholeNumber(message, 1, MAX_DB_ID);

/** A business date, `YYYY-MM-DD`. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;
/**
 * A real calendar day that PostgreSQL's `date` reads: JavaScript takes year 0000 (1 BC), which
 * PostgreSQL refuses, so years run from 0001 to 9999.
 */
export const isStorableDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.getUTCFullYear() >= 1 &&
    date.toISOString().slice(0, 10) === value
  );
};

/** A required business date: missing or blank gives `message`, anything else not a real day the date message. */
export const requiredDate = (message: string) =>
  requiredText(message).pipe(
    z
      .string()
      .regex(isoDatePattern, { error: inputMessages.dateInvalid })
      .refine(isStorableDate, { error: inputMessages.dateInvalid }),
  );

/**
 * An ISO 8601 time with its offset, within PostgreSQL's `timestamptz` (years 0001 to 9999, as
 * written and as the instant it names: 9999-12-31T23:00-05:00 is past the year 9999).
 */
export const isoTimestamp = () =>
  z.iso.datetime({ offset: true, error: inputMessages.timeInvalid }).refine(
    (value) => {
      const instant = new Date(value);
      return (
        isStorableDate(value.slice(0, 10)) &&
        instant.getUTCFullYear() >= 1 &&
        instant.getUTCFullYear() <= 9999
      );
    },
    { error: inputMessages.timeInvalid },
  );

/** An optional business date: blank or null is absent, anything else must be a real day. */
export const optionalDate = blankAsAbsent(requiredDate(inputMessages.dateInvalid));

/** What a yes/no flag may be sent as, by the spec (0/1, a form's '0'/'1') or a JavaScript client. */
const flagSent = (message: string) =>
  z
    .union([z.literal([0, 1]), z.literal(['0', '1', 'true', 'false']), z.boolean()], {
      error: message,
    })
    .meta({ description: "A flag: 1, '1' or true for yes; 0, '0' or false for no." });
const isYes = (sent: unknown) => sent === 1 || sent === '1' || sent === 'true' || sent === true;

/**
 * Every 0/1 flag of both APIs (Export, ExportCompany, Preview, ForceUpdate, Status…): 1/0,
 * '1'/'0' or true/false, read as 1 or 0; anything else is `message` beside the field.
 */
export const flagField = (message: string = inputMessages.numberInvalid) =>
  flagSent(message).transform((sent): 0 | 1 => (isYes(sent) ? 1 : 0));

/** A 0/1 flag that may be left out: absent is `absent` (0 unless told). */
export const zeroOneFlag = (message: string = inputMessages.numberInvalid, absent: 0 | 1 = 0) =>
  flagField(message).optional().default(absent);

/** A flag read as true or false (the same forms as `flagField`); absent stays undefined. */
export const booleanFlag = (message: string = inputMessages.flagInvalid) =>
  flagSent(message).transform(isYes).optional();
