import { z } from 'zod';
import {
  idField,
  isStorableDate,
  requiredDate,
  requiredText,
  wholeNumber,
  zeroOneFlag,
} from './common';

/** Leads in bulk (spec 2 §2, §5, §7, §9; DESIGN §7): assign from the admin's pool, import from Excel. */
export const leadBulkPaths = {
  assignLeads: '/assign-leads',
  importLeads: '/import-leads',
  /** The header row of an import, as an `.xlsx` to fill in. */
  importTemplate: '/import-leads-template',
  /** The refused rows of one import, with a Reason column. */
  importErrors: '/import-leads-errors/:file',
} as const;

/** Spec 2 §9. */
export const DEFAULT_LEADS_TO_ASSIGN = 30;
export const MAX_LEADS_TO_ASSIGN = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** How many rows a preview shows. */
export const IMPORT_PREVIEW_ROWS = 10;
export const leadBulkMessages = {
  noOfLeadsRequired: 'No of leads is required',
  mainStatusRequired: 'Main Status is required',
  subStatusRequired: 'Sub Status is required',
  employeeRequired: 'Employee is required',
  entryDateRequired: 'Entry Date is required',
  nextDateRequired: 'Next Date is required',
  nextDateBeforeEntry: 'Next Date cannot be before the Entry Date.',
  noOfLeadsTooMany: `At most ${MAX_LEADS_TO_ASSIGN.toLocaleString('en-IN')} leads at a time.`,
  employeeInactive: 'Choose an active employee.',
  /** Fewer leads in the pool than asked for (DESIGN §7). */
  tooFewMatch: (matching: number) =>
    matching === 0
      ? 'No leads in your pool match: none to assign.'
      : `Only ${matching} ${matching === 1 ? 'lead matches' : 'leads match'}: enter ${matching} or fewer.`,
  assigned: 'Leads assigned successfully.',
  fileType: 'Invalid file type. Please upload an Excel file (.xlsx or .xls).',
  fileSize: 'File size exceeds the 5MB limit.',
  fileRequired: 'Please select a file.',
  fileRequiredBeforeUpload: 'Please select a file before uploading.',
  /** The file is an Excel file but holds no sheet we can read, or no header row we know. */
  fileUnreadable:
    'The file could not be read as a leads sheet: its first row must name the columns.',
  fileEmpty: 'The file has no rows of leads under its header row.',
  imported: 'Leads imported successfully.',
  previewReady: 'Preview of the import: nothing is saved yet.',
  importFailed: 'Failed to import leads.',
  errorsNotFound: 'This error file is no longer available.',
  previewInvalid: 'Preview must be 0 or 1.',
} as const;

export const IMPORT_TEMPLATE_FILE = 'leads-import-template.xlsx';
export const IMPORT_ERRORS_FILE = 'leads-import-errors.xlsx';

/** `POST /assign-leads` (spec 2 §7). MainStatus is the form's and optional here. */
export const assignLeadsSchema = z
  .object({
    UserId: idField(leadBulkMessages.employeeRequired),
    MainStatus: requiredText(leadBulkMessages.mainStatusRequired).optional(),
    StatusId: idField(leadBulkMessages.subStatusRequired),
    EntryDate: requiredDate(leadBulkMessages.entryDateRequired),
    NextDate: requiredDate(leadBulkMessages.nextDateRequired),
    NoOfLeads: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      wholeNumber(leadBulkMessages.noOfLeadsRequired, 1, Number.MAX_SAFE_INTEGER).pipe(
        z.number().max(MAX_LEADS_TO_ASSIGN, { error: leadBulkMessages.noOfLeadsTooMany }),
      ),
    ),
  })
  .superRefine(
    (body, context) => {
      // With the other fields' messages: two real days out of order (ISO days sort as text).
      const { EntryDate, NextDate } = body as { EntryDate?: unknown; NextDate?: unknown };
      if (
        typeof EntryDate === 'string' &&
        typeof NextDate === 'string' &&
        isStorableDate(EntryDate) &&
        isStorableDate(NextDate) &&
        NextDate < EntryDate
      )
        context.addIssue({
          code: 'custom',
          path: ['NextDate'],
          message: leadBulkMessages.nextDateBeforeEntry,
        });
    },
    { when: () => true },
  );
export type AssignLeadsInput = z.input<typeof assignLeadsSchema>;

/** `POST /import-leads`'s text fields beside its `file`: Preview 1 answers without saving. */
export const importLeadsFieldsSchema = z.object({
  Preview: zeroOneFlag(leadBulkMessages.previewInvalid),
});

/** The columns of an import's header row, in the template's order; the last two may be left out. */
export const IMPORT_COLUMNS = [
  'CompanyName',
  'OwnerName',
  'MobileNo',
  'BusinessType',
  'GSTNo',
  'Address',
  'City',
  'Pincode',
  'Product',
  'Requirements',
  'Status',
  'NextDate',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS = IMPORT_COLUMNS.slice(0, 10);
/** The sub status of an imported row whose Status is blank: nobody has spoken to it yet. */
export const IMPORT_DEFAULT_STATUS = 'Call Back Later';

/** A row as the preview shows it: the file's values, normalised. */
export const importPreviewRowSchema = z.object({
  Row: z.number(),
  CompanyName: z.string(),
  OwnerName: z.string(),
  MobileNo: z.string(),
  City: z.string(),
  Product: z.string(),
  Status: z.string(),
  NextDate: z.string(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** The answer of `POST /import-leads`, a preview's or an import's. */
export const importResultSchema = z.object({
  Imported: z.number(),
  Duplicates: z.number(),
  Refused: z.number(),
  /** A preview's first rows that would be imported. */
  Rows: z.array(importPreviewRowSchema),
  /** The error file's path (under the API), when rows were refused; '' otherwise. */
  ErrorFile: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
