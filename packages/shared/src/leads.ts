/**
 * Leads (spec 1): the lead's fields and records, the list's query, transfer and follow-ups. Split by
 * concern; this file re-exports the rest so `@yaar/shared` exports what it always did.
 */
export * from './lead-messages';
export * from './lead-files';
export * from './lead-views';
export * from './lead-view-schemas';
import { z } from 'zod';
import {
  absentIfBlank,
  choiceInvalid,
  textTooLong,
  blankAsAbsent,
  dbId,
  idField,
  inputMessages,
  isoTimestamp,
  MOBILE_INPUT_MAX,
  mobileNumber,
  normaliseMobile,
  optionalText as optionalTextOf,
  requiredDate,
  requiredText,
  storableText,
  booleanFlag,
} from './common';
import { PINCODE_DIGITS, mobilePattern, pincodePattern } from './constants';
import { followUpMessages, leadMessages, transferMessages } from './lead-messages';
import { leadStatusSchema } from './lead-view-schemas';
import { FOLLOW_UP_VIEWS, LEAD_SORTS } from './lead-views';
import { DEFAULT_PAGE_SIZE, pageQueryShape } from './paging';
import { BUSINESS_TYPES, PRODUCTS } from './reference-values';
import { leadVisitItemSchema } from './visits';

/** GST No on save: upper case, no whitespace (spec 1 §5). */
export const normaliseGst = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** `"lat,long"`, both in range. */
export function parseLocation(value: string): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

const optionalText = (max: number) => optionalTextOf(max, leadMessages.tooLong);

const leadMobile = mobileNumber(leadMessages.mobileRequired, leadMessages.mobileInvalid);

/** A required id picked from a list; multipart sends it as text. */
const pickedId = (message: string) => z.preprocess(absentIfBlank, idField(message));

/**
 * The text fields of `POST /lead-create` and `POST /lead-update` (multipart). The files
 * (Hoarding, VFront, VBack) travel beside them and are checked by content on the server.
 * Beyond the spec: `LocationAccuracy` (metres) and `LocationTakenAt` (ISO time of the fix),
 * and `RefMobileNo` (the 'Ref From' mobile of a referred lead).
 */
export const leadFieldsSchema = z
  .object({
    CompanyName: optionalText(100),
    OwnerName: optionalText(100),
    BusinessType: requiredText(leadMessages.businessTypeRequired).pipe(
      z.enum(BUSINESS_TYPES, { error: leadMessages.businessTypeRequired }),
    ),
    MobileNo: leadMobile,
    GSTNo: optionalText(30).transform(normaliseGst),
    Address: optionalText(500),
    CityId: pickedId(leadMessages.cityRequired),
    Pincode: optionalText(PINCODE_DIGITS).refine(
      (value) => value === '' || pincodePattern.test(value),
      {
        error: leadMessages.pincodeInvalid,
      },
    ),
    Product: requiredText(leadMessages.productRequired).pipe(
      z.enum(PRODUCTS, { error: leadMessages.productRequired }),
    ),
    Requirements: requiredText(leadMessages.remarksRequired).pipe(
      z.string().max(2000, { error: leadMessages.tooLong }),
    ),
    NextDate: requiredDate(leadMessages.nextDateRequired),
    StatusId: pickedId(leadMessages.subStatusRequired),
    Location: optionalText(60).refine((value) => value === '' || parseLocation(value) !== null, {
      error: leadMessages.locationInvalid,
    }),
    LocationAccuracy: z.preprocess(
      (value) =>
        typeof value === 'string' && /^\s*\d{1,7}(\.\d{1,6})?\s*$/.test(value)
          ? Number(value)
          : absentIfBlank(value),
      z
        .number({ error: inputMessages.numberInvalid })
        .nonnegative({ error: inputMessages.numberInvalid })
        .max(1_000_000, { error: inputMessages.numberInvalid })
        .optional(),
    ),
    LocationTakenAt: blankAsAbsent(isoTimestamp()),
    RefMobileNo: optionalText(MOBILE_INPUT_MAX)
      .transform(normaliseMobile)
      .refine((value) => value === '' || mobilePattern.test(value), {
        error: leadMessages.mobileInvalid,
      }),
  })
  .superRefine(
    (lead, context) => {
      // Runs even when other fields failed, so an empty form shows every message at once.
      const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
      if (blank(lead.CompanyName) && blank(lead.OwnerName)) {
        context.addIssue({
          code: 'custom',
          path: ['CompanyName'],
          message: leadMessages.companyRequired,
        });
        context.addIssue({
          code: 'custom',
          path: ['OwnerName'],
          message: leadMessages.ownerRequired,
        });
      }
    },
    { when: () => true },
  );
export type LeadFields = z.output<typeof leadFieldsSchema>;
export type LeadFieldsInput = z.input<typeof leadFieldsSchema>;

/** Update also carries the lead's id. */
export const leadIdSchema = z.object({ id: pickedId(leadMessages.leadNotFound) });
export const leadUpdateFieldsSchema = leadFieldsSchema.and(leadIdSchema);

/** The duplicate-mobile check (DESIGN §4): a body with only MobileNo (and id on update). */
export const duplicateCheckSchema = z.object({
  MobileNo: leadMobile,
  id: pickedId(leadMessages.leadNotFound).optional(),
});

/** The web form: the lead fields plus the Main Status picker (only StatusId is sent). */
export const leadFormSchema = leadFieldsSchema.and(
  z.object({ MainStatus: requiredText(leadMessages.mainStatusRequired) }),
);

/** A lead as `lead-details` answers it (spec 1 §3). File fields are short-lived signed URLs. */
export const followUpSchema = z.object({
  id: z.number(),
  LeadId: z.number(),
  FollowUpDate: z.string(),
  NextDate: z.string().nullable(),
  UserId: z.number(),
  EmployeeName: z.string(),
  Remarks: z.string(),
  status: leadStatusSchema.nullable(),
  EntryDate: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const leadListItemSchema = z.object({
  id: z.number(),
  CompanyName: z.string(),
  OwnerName: z.string(),
  MobileNo: z.string(),
  UserId: z.number(),
  UserName: z.string(),
  CityName: z.string().nullable(),
  Product: z.string(),
  EntryDate: z.string(),
  NextDate: z.string().nullable(),
  status: leadStatusSchema,
});
export type LeadListItem = z.infer<typeof leadListItemSchema>;

export const leadSchema = leadListItemSchema.extend({
  GSTNo: z.string(),
  BusinessType: z.string(),
  Address: z.string(),
  CityId: z.number().nullable(),
  StateName: z.string().nullable(),
  Pincode: z.string(),
  Requirements: z.string(),
  Location: z.string(),
  LocationAccuracy: z.number().nullable(),
  LocationTakenAt: z.string().nullable(),
  RefMobileNo: z.string(),
  RefName: z.string().nullable(),
  Hoarding: z.string().nullable(),
  VFront: z.string().nullable(),
  VBack: z.string().nullable(),
  Followups: z.array(followUpSchema),
  /** The lead's check-ins, newest first (issue 34). */
  Visits: z.array(leadVisitItemSchema),
});
export type Lead = z.infer<typeof leadSchema>;

const optionalFlag = booleanFlag();
const optionalFilter = blankAsAbsent(storableText().max(100, { error: textTooLong(100) }));

/** `POST /leads-list` (spec 1 §2.7 and §7, DESIGN §4). */
export const leadsListQuerySchema = z.object({
  UserId: blankAsAbsent(idField(leadMessages.leadNotFound)),
  ByUser: optionalFlag,
  /** Main status name, e.g. 'Pending'. */
  Status: optionalFilter,
  /** Sub status: its StatusId (the picker's value) or its name. */
  SubStatus: blankAsAbsent(
    z.union([dbId(leadMessages.statusUnknown), storableText().max(100)], {
      error: leadMessages.statusUnknown,
    }),
  ),
  FollowUpStatus: blankAsAbsent(z.enum(FOLLOW_UP_VIEWS, { error: choiceInvalid(FOLLOW_UP_VIEWS) })),
  ExportLead: optionalFlag,
  /** Company, owner or mobile: a substring. */
  Search: optionalFilter,
  /** The order; without it the view's own (`LEAD_VIEWS`), else the newest lead first. */
  Sort: blankAsAbsent(z.enum(LEAD_SORTS, { error: choiceInvalid(LEAD_SORTS) })),
  ...pageQueryShape,
});
export type LeadsListQuery = z.input<typeof leadsListQuerySchema>;
export const DEFAULT_LEADS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
/**
 * A searched list counts its matches up to this many and then says `totalCapped`: counting every
 * match of a broad term (one lead in sixteen at 200,000 leads) costs more than the page itself.
 */
export const SEARCH_COUNT_CAP = 1000;
export const LEADS_EXPORT_FILE = 'leads.xlsx';

export const transferSchema = z.object({
  id: pickedId(leadMessages.leadNotFound),
  UserId: pickedId(transferMessages.employeeRequired),
});
export type TransferInput = z.input<typeof transferSchema>;

export const followUpCreateSchema = z
  .object({
    LeadId: pickedId(leadMessages.leadNotFound),
    FollowUpDate: requiredDate(followUpMessages.followUpDateRequired),
    Remarks: requiredText(followUpMessages.remarksRequired).pipe(
      z.string().max(2000, { error: leadMessages.tooLong }),
    ),
    UserId: pickedId(followUpMessages.employeeRequired),
    StatusId: pickedId(followUpMessages.subStatusRequired),
    NextDate: requiredDate(followUpMessages.nextDateRequired),
  })
  .refine((input) => input.NextDate >= input.FollowUpDate, {
    path: ['NextDate'],
    error: followUpMessages.nextDateBeforeFollowUp,
  });
export type FollowUpCreateInput = z.input<typeof followUpCreateSchema>;

/** The follow-up dialog also picks the Main Status (only StatusId is sent). */
export const followUpFormSchema = followUpCreateSchema.and(
  z.object({ MainStatus: requiredText(followUpMessages.mainStatusRequired) }),
);

/** 'Ref From': the companion-app user with this mobile. */
export const refNameQuerySchema = z.object({
  MobileNo: leadMobile,
});

/** WhatsApp link of spec 1 §2.7: non-digits stripped, country prefix 91. */
export function whatsappLink(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `https://wa.me/91${digits.length > 10 ? digits.slice(-10) : digits}`;
}
