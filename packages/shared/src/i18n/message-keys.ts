import type { apiMessages } from '../api-messages';
import type { authMessages, signInMessages, signUpMessages } from '../auth-messages';
import type { commissionMessages } from '../commissions';
import type { analyticsMessages } from '../companion-analytics-messages';
import type { announcementMessages } from '../companion-announcements';
import type { mediaMessages } from '../companion-media';
import type { offerMessages } from '../companion-offers';
import type { settingsMessages } from '../companion-settings';
import type { versionMessages } from '../companion-versions';
import type { inputMessages } from '../common';
import type { gstr1Messages } from '../gstr1';
import type { leadBulkMessages } from '../lead-bulk';
import type { licenceMessages } from '../licence-messages';
import type { referralMessages } from '../referrals';
import type { userAdminMessages } from '../user-admin';
import type { whatsappMessages } from '../whatsapp';
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
 * (`field-messages.*.ts`), those of the office: licences, users, commissions, referrals,
 * assigning and importing leads, invoices on WhatsApp, GSTR-1 (`office-messages.*.ts`), and
 * the OYaar companion's (`companion-messages.*.ts`). A catalogue that lacks one fails the typecheck
 * (`Record<SharedMessage, string>`) and `shared-messages.test.ts`. The rest fall back to English.
 */
export type SharedMessage =
  CoreMessage | FieldMessage | OfficeMessage | CompanionMessage | SharedTemplate;

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

/** The office's: licences, users, commissions, referrals, lead-bulk, WhatsApp, GSTR-1. */
export type OfficeMessage = Exclude<
  | ValuesOf<typeof licenceMessages>
  | ValuesOf<typeof userAdminMessages>
  | ValuesOf<typeof referralMessages>
  | ValuesOf<typeof commissionMessages>
  | ValuesOf<typeof leadBulkMessages>
  | ValuesOf<typeof whatsappMessages>
  | ValuesOf<typeof gstr1Messages>,
  // An export's file name is no message.
  CoreMessage | FieldMessage | `${string}.xlsx`
>;

/** The OYaar companion screens': announcements, media, offers, settings, versions, analytics. */
export type CompanionMessage = Exclude<
  | ValuesOf<typeof announcementMessages>
  | ValuesOf<typeof mediaMessages>
  | ValuesOf<typeof offerMessages>
  | ValuesOf<typeof settingsMessages>
  | ValuesOf<typeof versionMessages>
  | ValuesOf<typeof analyticsMessages>,
  CoreMessage | FieldMessage | OfficeMessage | `${string}.xlsx`
>;

/** Messages written with figures in them (`textTooLong(max)`), as ICU templates. */
export const sharedTemplates = {
  textTooLong: 'Please enter at most {max} characters.',
  lengthLimitReached:
    '{max} of {max} characters: the limit. Anything typed or pasted beyond it is not kept.',
  /** `entryDateMessages` (commissions, referrals): a plain string type, so listed here. */
  entryDateFuture: 'Entry Date cannot be after today.',
  entryDateTooOld: 'Entry Date cannot be before {date}, the start of the previous financial year.',
  amountTooLarge: 'The WhatsApp balance would be too large: at most {amount}.',
  entryDateFiled:
    'Entry Date must be after {date}: the GST return for that period is filed or due, so no sale can be dated in it.',
  moreThanOwed: 'Only {amount} is still owed for this referral.',
  moreThanDue: 'Only {amount} of commission is due.',
  noOfLeadsTooMany: 'At most {count} leads at a time.',
  tooManyRows:
    'The file has more than {rows} rows of leads: split it into files of at most {rows} rows.',
  tooManyCells: 'The file has more than {cells} filled cells: split it into smaller files.',
  tooMuchText:
    'The cells of the file hold more than {chars} characters in all: split it into smaller files.',
  tooManyTexts: 'The file holds more than {texts} different texts: split it into smaller files.',
  tooFewMatch: 'Only {count} leads match: enter {count} or fewer.',
  invoiceQueuedWhatsApp: 'Invoice {invoice} is queued to be sent on WhatsApp.',
  invoiceQueuedSms: 'Invoice {invoice} is queued to be sent by SMS.',
  optedOut:
    'The customer {mobile} has opted out of WhatsApp messages (replied STOP): send the invoice by SMS.',
  tooFewMatchOne: 'Only {count} lead matches: enter {count} or fewer.',
  tooFewMatchNone: 'No leads in your pool match: none to assign.',
  noticesRun: '{count} renewal notices sent for {day}.',
  noticesRunOne: '{count} renewal notice sent for {day}.',
  cellTooLong: 'A cell holds more than {chars} characters, more than Excel itself allows.',
  cellOfRowTooLong:
    'A cell of row {row} holds more than {chars} characters, more than Excel itself allows.',
} as const;
export type SharedTemplate = ValuesOf<typeof sharedTemplates>;
