import { z } from 'zod';
import {
  dbId,
  idField,
  inputMessages,
  isoTimestamp,
  optionalText as optionalTextOf,
  requiredDate,
  requiredText,
  storableText,
} from './common';
import { MOBILE_DIGITS, PINCODE_DIGITS, pincodePattern } from './constants';
import { DEFAULT_PAGE_SIZE, pageQueryShape } from './paging';
import { BUSINESS_TYPES, CUSTOMER_REFERENCE, PRODUCTS, type MainStatus } from './reference';

/**
 * The lead lifecycle (spec 1 §2.6–2.12, §3, §5, §7): the one contract of the server's lead module
 * and the web's lead screens. Texts marked "spec" are exact; the others are ours.
 */
export const leadMessages = {
  // spec 1 §5, lead create and update
  companyRequired: 'Company name is required when Owner name is empty.',
  ownerRequired: 'Owner name is required when Company name is empty.',
  businessTypeRequired: 'Business Type selection is required.',
  mobileRequired: 'Mobile number is required.',
  mobileInvalid: 'Please enter a valid 10-digit mobile number.',
  cityRequired: 'City is required.',
  pincodeInvalid: 'Please enter a valid 6-digit pincode.',
  remarksRequired: 'Remarks are required.',
  hoardingRequired: 'Hoarding is required.',
  productRequired: 'Product is required.',
  mainStatusRequired: 'Main Status is required.',
  subStatusRequired: 'Sub Status is required.',
  nextDateRequired: 'Next Date is required.',
  fileType: 'Only JPG, PNG, and PDF files are allowed.',
  fileSize: 'File size should not exceed 8MB.',
  // spec 1 §8
  created: 'Lead Created successfully',
  updated: 'Lead Updated successfully',
  saveFailed: 'Something went wrong',
  deleteConfirmTitle: 'Are you sure?',
  deleteConfirmText: 'Do you really want to delete this lead?',
  deleteConfirmButton: 'Yes, Delete',
  deleteCancelButton: 'Cancel',
  deletingTitle: 'Deleting...',
  deletingText: 'Please wait while the lead is being deleted.',
  deletedTitle: 'Success!',
  deletedText: 'Lead deleted successfully.',
  deleteFailedTitle: 'Error!',
  deleteFailedText: 'Failed to delete lead.',
  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  noLeads: 'No leads available.',
  noFollowUps: 'No follow-up data available.',
  // ours
  mobileDuplicate: 'A lead with this mobile number already exists.',
  cityUnknown: 'Please select a city from the list.',
  statusUnknown: 'Please select a sub status from the list.',
  locationInvalid: 'Location must be "latitude,longitude".',
  dateInvalid: inputMessages.dateInvalid,
  tooLong: 'This text is too long.',
  deleted: 'Lead deleted successfully.',
  transferred: 'Lead transferred successfully.',
  followUpCreated: 'Follow up added successfully.',
  leadNotFound: 'Lead not found.',
  restrictedAccount: 'This account may change only its own leads.',
} as const;

/** spec 1 §5, transfer and follow-up (exact), plus our date-order message. */
export const transferMessages = {
  employeeRequired: 'Please select an employee',
  employeeUnknown: 'Please select an active employee.',
} as const;

export const followUpMessages = {
  followUpDateRequired: 'FollowUp Date is required.',
  remarksRequired: 'Remarks is required.',
  employeeRequired: 'Employee is required.',
  mainStatusRequired: 'Main Status is required.',
  subStatusRequired: 'Sub Status is required.',
  nextDateRequired: 'Next FollowUp Date is required.',
  nextDateBeforeFollowUp: 'Next FollowUp Date cannot be earlier than the FollowUp Date.',
  employeeNotSelf: 'You may record follow-ups only as yourself.',
} as const;

/** spec 1 §9: lead files. */
export const LEAD_FILE_KINDS = ['Hoarding', 'VFront', 'VBack'] as const;
export type LeadFileKind = (typeof LEAD_FILE_KINDS)[number];
export const LEAD_FILE_LABELS: Record<LeadFileKind, string> = {
  Hoarding: 'Hoarding',
  VFront: 'Visiting Card Front',
  VBack: 'Visiting Card Back',
};
export const MAX_LEAD_FILE_BYTES = 8 * 1024 * 1024;
export const LEAD_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const LEAD_FILE_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const IMAGE_PREVIEW_PX = 150;

/** The dashboard's views (spec 1 §2.6) and the counts answering `GET /dashboard-counts`. */
export const FOLLOW_UP_VIEWS = [
  'Overdue',
  'Today',
  'Upcoming',
  'Pending',
  'Completed',
  'Referral',
] as const;
export type FollowUpView = (typeof FOLLOW_UP_VIEWS)[number];
/** The views filtered by NextDate against the business day. */
export const DATE_VIEWS = ['Overdue', 'Today', 'Upcoming'] as const;

/**
 * The orders a lead list can take: a column, ascending, or descending with a leading '-'.
 * `Newest` (the default) is the most recently entered lead first; `-UpdatedAt` the most recently
 * worked on (a follow-up or an edit) first.
 */
export const LEAD_SORTS = [
  'Newest',
  'NextDate',
  '-NextDate',
  'EntryDate',
  '-EntryDate',
  'CompanyName',
  '-CompanyName',
  '-UpdatedAt',
] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

/** What a view holds: live leads of a main status, maybe one sub status, maybe by NextDate vs today. */
export interface LeadViewRule {
  mainStatus: MainStatus;
  subStatus?: string;
  nextDate?: 'before' | 'on' | 'after';
  /** The order the view's name asks for when the user picked none. */
  sort: LeadSort;
}

/** The six views, defined once: the dashboard's counts, the list's filter and the export use these. */
export const LEAD_VIEWS: Record<FollowUpView, LeadViewRule> = {
  Overdue: { mainStatus: 'Pending', nextDate: 'before', sort: 'NextDate' },
  Today: { mainStatus: 'Pending', nextDate: 'on', sort: 'Newest' },
  Upcoming: { mainStatus: 'Pending', nextDate: 'after', sort: 'NextDate' },
  Pending: { mainStatus: 'Pending', sort: 'Newest' },
  Completed: { mainStatus: 'Completed', sort: '-UpdatedAt' },
  Referral: { mainStatus: 'Pending', subStatus: CUSTOMER_REFERENCE, sort: 'Newest' },
};

export const DASHBOARD_CARDS: {
  title: string;
  view: FollowUpView;
  count: keyof DashboardCounts;
}[] = [
  { title: 'Overdue FollowUp', view: 'Overdue', count: 'OverdueLeads' },
  { title: 'Today FollowUp', view: 'Today', count: 'TodayLeads' },
  { title: 'Upcoming FollowUp', view: 'Upcoming', count: 'UpcomingLeads' },
  { title: 'Pending Leads', view: 'Pending', count: 'PendingLeads' },
  { title: 'Complete Leads', view: 'Completed', count: 'CompleteLeads' },
  { title: 'OY Referral Leads', view: 'Referral', count: 'ReferralLeads' },
];

export const dashboardCountsSchema = z.object({
  OverdueLeads: z.number(),
  TodayLeads: z.number(),
  UpcomingLeads: z.number(),
  PendingLeads: z.number(),
  CompleteLeads: z.number(),
  ReferralLeads: z.number(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** `GET /statuses-list`: keyed by main status, each list sorted by SubStatus. */
export const statusItemSchema = z.object({ StatusId: z.number(), SubStatus: z.string() });
export type StatusItem = z.infer<typeof statusItemSchema>;
export const statusCatalogueSchema = z.record(z.string(), z.array(statusItemSchema));
export type StatusCatalogue = z.infer<typeof statusCatalogueSchema>;

export const leadStatusSchema = z.object({
  MainStatus: z.string(),
  SubStatus: z.string(),
  StatusId: z.number(),
});

/** Digits only; a leading +91 / 91 / 0 on a longer number is dropped (spec: exactly 10 digits). */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

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

const leadMobile = requiredText(leadMessages.mobileRequired)
  .transform(normaliseMobile)
  .pipe(
    z.string().regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), { error: leadMessages.mobileInvalid }),
  );

/** A required id picked from a list; multipart sends it as text. */
const pickedId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : value),
    idField(message),
  );

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
        value === '' || value === null
          ? undefined
          : typeof value === 'string' && /^\s*\d{1,7}(\.\d{1,6})?\s*$/.test(value)
            ? Number(value)
            : value,
      z
        .number({ error: inputMessages.numberInvalid })
        .nonnegative({ error: inputMessages.numberInvalid })
        .max(1_000_000, { error: inputMessages.numberInvalid })
        .optional(),
    ),
    LocationTakenAt: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      isoTimestamp().optional(),
    ),
    RefMobileNo: optionalText(15)
      .transform(normaliseMobile)
      .refine((value) => value === '' || value.length === MOBILE_DIGITS, {
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
});
export type Lead = z.infer<typeof leadSchema>;

const optionalFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);
const optionalFilter = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  storableText().max(100).optional(),
);

/** `POST /leads-list` (spec 1 §2.7 and §7, DESIGN §4). */
export const leadsListQuerySchema = z.object({
  UserId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField(leadMessages.leadNotFound).optional(),
  ),
  ByUser: optionalFlag,
  /** Main status name, e.g. 'Pending'. */
  Status: optionalFilter,
  /** Sub status: its StatusId (the picker's value) or its name. */
  SubStatus: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.union([dbId(leadMessages.statusUnknown), storableText().max(100)]).optional(),
  ),
  FollowUpStatus: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(FOLLOW_UP_VIEWS).optional(),
  ),
  ExportLead: optionalFlag,
  /** Company, owner or mobile: a substring. */
  Search: optionalFilter,
  /** The order; without it the view's own (`LEAD_VIEWS`), else the newest lead first. */
  Sort: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(LEAD_SORTS).optional(),
  ),
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

/** Paths the spec does not show (DESIGN §4: same style, listed in OpenAPI). */
export const leadPaths = {
  dashboardCounts: '/dashboard-counts',
  statusesList: '/statuses-list',
  leadsList: '/leads-list',
  leadCreate: '/lead-create',
  leadUpdate: '/lead-update',
  leadDetails: '/lead-details',
  leadDelete: '/lead-delete',
  transferLeads: '/transfer-leads',
  createFollowUp: '/create-followup',
  followUpsList: '/followups-list',
  refName: '/ref-name',
  leadFile: '/lead-file',
} as const;

/** WhatsApp link of spec 1 §2.7: non-digits stripped, country prefix 91. */
export function whatsappLink(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `https://wa.me/91${digits.length > 10 ? digits.slice(-10) : digits}`;
}
