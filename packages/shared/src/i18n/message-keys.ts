import type { apiMessages } from '../api-messages';
import type { authMessages, signInMessages, signUpMessages } from '../auth-messages';
import type { commissionMessages } from '../commissions';
import type { inputMessages } from '../common';
import type { licenceMessages } from '../licence-messages';
import type { referralMessages } from '../referrals';
import type { userAdminMessages } from '../user-admin';
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
 * (`field-messages.*.ts`), those of the office: licences, users, commissions, referrals
 * (`office-messages.*.ts`). A catalogue that lacks one fails the typecheck
 * (`Record<SharedMessage, string>`) and `shared-messages.test.ts`. The rest fall back to English.
 */
export type SharedMessage = CoreMessage | FieldMessage | OfficeMessage | SharedTemplate;

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

/** The office's: licences, users, commissions, referrals (an export's file name is no message). */
export type OfficeMessage = Exclude<
  | ValuesOf<typeof licenceMessages>
  | ValuesOf<typeof userAdminMessages>
  | ValuesOf<typeof referralMessages>
  | ValuesOf<typeof commissionMessages>,
  CoreMessage | FieldMessage | `${string}.xlsx`
>;

/** Messages written with figures in them (`textTooLong(max)`), as ICU templates. */
export const sharedTemplates = {
  textTooLong: 'Please enter at most {max} characters.',
  lengthLimitReached:
    '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.',
  entryDateTooOld: 'Entry Date cannot be before {date}, the start of the previous financial year.',
  amountTooLarge: 'The WhatsApp balance would be too large: at most {amount}.',
  entryDateFiled:
    'Entry Date must be after {date}: the GST return for that period is filed or due, so no sale can be dated in it.',
  moreThanOwed: 'Only {amount} is still owed for this referral.',
  moreThanDue: 'Only {amount} of commission is due.',
} as const;
export type SharedTemplate = ValuesOf<typeof sharedTemplates>;
