import type { apiMessages } from '../api-messages';
import type { authMessages, signInMessages, signUpMessages } from '../auth-messages';
import type { inputMessages } from '../common';
import type { languageMessages } from './languages';
import type { followUpMessages, leadMessages, transferMessages } from '../lead-messages';
import type { leadTimelineMessages } from '../lead-timeline-values';
import type { paymentQrMessages } from '../payment-qr';
import type { reminderMessages } from '../reminder-messages';
import type { renewalMessages } from '../renewals';
import type { visitMessages } from '../visits';

/** A message object's texts, only those written out (a literal type): none built at run time. */
type ValuesOf<T> = LiteralOnly<T[keyof T]>;
type LiteralOnly<T> = T extends string ? (string extends T ? never : T) : never;

/**
 * The shared messages translated so far (issue 45): those of sign-in, the leads and their
 * follow-ups and transfers, and the API's own (`messages.*.ts`), those of the field work
 * (`field-messages.*.ts`). A catalogue that lacks one fails the typecheck
 * (`Record<SharedMessage, string>`) and `shared-messages.test.ts`. The rest fall back to English.
 */
export type SharedMessage = CoreMessage | FieldMessage | SharedTemplate;

/** Sign-in's, the leads', the API's: the messages the light Sign In page needs some of. */
export type CoreMessage =
  | ValuesOf<typeof signInMessages>
  | ValuesOf<typeof signUpMessages>
  | ValuesOf<typeof authMessages>
  | ValuesOf<typeof leadMessages>
  | ValuesOf<typeof transferMessages>
  | ValuesOf<typeof followUpMessages>
  | ValuesOf<typeof inputMessages>
  | ValuesOf<typeof apiMessages>
  | ValuesOf<typeof languageMessages>;

/** The field work's: visits, follow-up reminders, Payment QR, renewals, the lead's timeline. */
export type FieldMessage = Exclude<
  | ValuesOf<typeof visitMessages>
  | ValuesOf<typeof reminderMessages>
  | ValuesOf<typeof paymentQrMessages>
  | ValuesOf<typeof renewalMessages>
  | ValuesOf<typeof leadTimelineMessages>,
  CoreMessage
>;

/** Messages written with figures in them (`textTooLong(max)`), as ICU templates. */
export const sharedTemplates = {
  textTooLong: 'Please enter at most {max} characters.',
  lengthLimitReached:
    '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.',
  entryDateTooOld: 'Entry Date cannot be before {date}, the start of the previous financial year.',
} as const;
export type SharedTemplate = ValuesOf<typeof sharedTemplates>;
