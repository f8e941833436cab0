import { z } from 'zod';
import {
  idField,
  inputMessages,
  mobileNumber,
  optionalText,
  requiredText,
  storableText,
  trimmed,
  wholeNumber,
  zeroOneFlag,
} from './common';

/**
 * General Settings (spec 2 §2 'six cards', §3, §5, §7; DESIGN §3, §7): a company's reminder days,
 * UPI id and receive-payments switch, the app's tutorial links and default messages, and the
 * one-time security PIN of an app user. All on the companion API (`/oyaar-api`).
 */

/** A company's reminders go out 0 (on the due date) to 365 days before it. */
export const MAX_REMINDER_DAYS = 365;
/** A PIN lives this long (DESIGN §3). */
export const SECURITY_PIN_MINUTES = 10;
/** A UPI id (VPA): handle@psp. */
export const upiIdPattern = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;
/** A tutorial's link: empty, or an http(s) address. */
export const httpUrlPattern = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export const settingsMessages = {
  // Spec 2 §5, exactly.
  mobileRequired: 'Mobile number is required.',
  companyRequired: 'Company is required.',
  reminderDaysRequired: 'Reminder days is required.',
  upiIdRequired: 'UPI Id is required.',
  tutorialRequired: 'Tutorial selection is required.',
  tutorialTitleRequired: 'Tutorial title is required.',
  messageKeyRequired: 'Message selection is required.',
  // Spec 2 §8.
  pinCopied: 'Security Pin Copied Successfully.',
  // Ours.
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  reminderDaysInvalid: `Reminder days must be a whole number from 0 to ${MAX_REMINDER_DAYS}.`,
  upiIdInvalid: 'Please enter a valid UPI Id, like name@bank.',
  upiIdTooLong: 'UPI Id must be at most 322 characters.',
  receivePaymentsInvalid: 'Send 0 or 1.',
  tutorialTitleTooLong: 'Tutorial title must be at most 100 characters.',
  screenTooLong: 'Screen must be at most 50 characters.',
  urlInvalid: 'Please enter a link that starts with http:// or https://.',
  urlTooLong: 'URL must be at most 500 characters.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message must be at most 1000 characters.',
  companyNotFound: 'This company no longer exists.',
  tutorialNotFound: 'This tutorial no longer exists.',
  messageNotFound: 'This default message no longer exists.',
  appUserUnknown: 'No app user has this mobile number.',
  pinCopyFailed: 'Could not copy the Security Pin. Please copy it by hand.',
  reminderDaysSaved: 'Reminder days saved successfully.',
  upiIdSaved: 'UPI Id saved successfully.',
  receivePaymentsOn: 'Receive payments turned on successfully.',
  receivePaymentsOff: 'Receive payments turned off successfully.',
  tutorialSaved: 'Tutorial link saved successfully.',
  messageSaved: 'Default message saved successfully.',
  pinIssued: `Security Pin generated. It is valid for ${SECURITY_PIN_MINUTES} minutes.`,
  companies: 'Companies',
  tutorials: 'Tutorials',
  defaultMessages: 'Default messages',
  appUser: 'App user',
} as const;

const blank = (value: unknown) => value === undefined || value === null || trimmed(value) === '';

/** A required whole number: missing or blank → `requiredMessage`; anything else not in range → `invalidMessage`. */
const requiredWhole = (requiredMessage: string, invalidMessage: string, min: number, max: number) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (blank(value)) ctx.addIssue({ code: 'custom', message: requiredMessage });
    })
    .pipe(wholeNumber(invalidMessage, min, max));

/** A required record id: missing or blank → `requiredMessage`, not an id → the number message. */
const requiredId = (requiredMessage: string) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (blank(value)) ctx.addIssue({ code: 'custom', message: requiredMessage });
    })
    .pipe(idField(inputMessages.numberInvalid));

const companyId = requiredId(settingsMessages.companyRequired);

export const reminderDaysSchema = z.object({
  CompanyId: companyId,
  ReminderDays: requiredWhole(
    settingsMessages.reminderDaysRequired,
    settingsMessages.reminderDaysInvalid,
    0,
    MAX_REMINDER_DAYS,
  ),
});
export type ReminderDaysInput = z.output<typeof reminderDaysSchema>;

export const upiIdSchema = z.object({
  CompanyId: companyId,
  UPIId: requiredText(settingsMessages.upiIdRequired)
    .pipe(z.string().max(322, { error: settingsMessages.upiIdTooLong }))
    .pipe(z.string().regex(upiIdPattern, { error: settingsMessages.upiIdInvalid })),
});
export type UpiIdInput = z.output<typeof upiIdSchema>;

/** CompanyId, and ReceivePayments 0 (off) or 1 (on); without it the call turns payments on. */
export const receivePaymentsSchema = z.object({
  CompanyId: companyId,
  ReceivePayments: z.preprocess(
    (value) => (blank(value) ? undefined : value),
    zeroOneFlag(settingsMessages.receivePaymentsInvalid, 1),
  ),
});
export type ReceivePaymentsInput = z.output<typeof receivePaymentsSchema>;

export const tutorialLinkSchema = z.object({
  TutorialId: requiredId(settingsMessages.tutorialRequired),
  Title: requiredText(settingsMessages.tutorialTitleRequired).pipe(
    z.string().max(100, { error: settingsMessages.tutorialTitleTooLong }),
  ),
  Screen: optionalText(50, settingsMessages.screenTooLong),
  URL: optionalText(500, settingsMessages.urlTooLong).pipe(
    z.string().refine((url) => url === '' || httpUrlPattern.test(url), {
      error: settingsMessages.urlInvalid,
    }),
  ),
});
export type TutorialLinkInput = z.output<typeof tutorialLinkSchema>;

export const defaultMessageSchema = z.object({
  key: requiredText(settingsMessages.messageKeyRequired),
  message: requiredText(settingsMessages.messageRequired).pipe(
    storableText().max(1000, { error: settingsMessages.messageTooLong }),
  ),
});
export type DefaultMessageInput = z.output<typeof defaultMessageSchema>;

/** `/get-referred-username` and `/security-pin`: an app user by mobile. */
export const appUserMobileSchema = z.object({
  MobileNo: mobileNumber(settingsMessages.mobileRequired, settingsMessages.mobileInvalid),
});
export type AppUserMobile = z.output<typeof appUserMobileSchema>;

export const companySettingsSchema = z.object({
  id: z.number(),
  Name: z.string(),
  PhoneNo: z.string(),
  ReminderDays: z.number(),
  UPIId: z.string(),
  ReceivePayments: z.number(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

export const tutorialSchema = z.object({
  id: z.number(),
  Title: z.string(),
  Screen: z.string(),
  URL: z.string(),
});
export type Tutorial = z.infer<typeof tutorialSchema>;

export const defaultMessageItemSchema = z.object({ key: z.string(), message: z.string() });
export type DefaultMessage = z.infer<typeof defaultMessageItemSchema>;

export const referredUserSchema = z.object({ UserName: z.string() });
export type ReferredUser = z.infer<typeof referredUserSchema>;

/** The PIN, answered once (spec 2 §7: data[0].Pin). */
export const securityPinSchema = z.array(z.object({ Pin: z.string() }));
export type SecurityPinAnswer = z.infer<typeof securityPinSchema>;
