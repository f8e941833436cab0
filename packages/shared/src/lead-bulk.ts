import { z } from 'zod';
import {
  absentIfBlank,
  idField,
  isStorableDate,
  requiredDate,
  requiredText,
  wholeNumber,
  zeroOneFlag,
} from './common';
import { BUSINESS_TYPES } from './reference-values';

/** Leads in bulk (spec 2 §2, §5, §7, §9; DESIGN §7): assign from the admin's pool, import from Excel. */

/** Spec 2 §9. */
export const DEFAULT_LEADS_TO_ASSIGN = 30;
export const MAX_LEADS_TO_ASSIGN = 10_000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** How many rows a preview shows. */
export const IMPORT_PREVIEW_ROWS = 10;

/**
 * What one import file may hold and cost (docs/decisions.md, issue 28): an administrator's
 * purchased list of 1,00,000 leads fits comfortably; a file crafted to exhaust the server's memory
 * (one cell of 700 MB, a shared-strings zip bomb, millions of rows) is refused in seconds.
 */
export const IMPORT_LIMITS = {
  /** Rows of leads under the header row: twice the largest list the bench imports. */
  rows: 200_000,
  /** Filled cells in all: 2,00,000 rows of 20 columns. */
  cells: 4_000_000,
  /** Characters in one cell: Excel's own limit. */
  cellChars: 32_767,
  /** Characters of all the cells read, a text counted each time a cell repeats it. */
  textChars: 40_000_000,
  /** Different texts in an .xlsx's shared-strings table, and the MB that table unpacks to. */
  sharedStrings: 2_000_000,
  sharedStringMb: 64,
  /** MB the parts of an .xlsx unpack to in all (the bench's 1,00,000 rows: 44 MB). */
  unpackedMb: 256,
  /** Unpacked ÷ packed size of one part above 1 MB (sheets of leads pack 5 to 20 times). */
  packingRatio: 100,
  /** The heap (MB) and seconds the reading of one file may take, in its own worker thread. */
  readHeapMb: 256,
  readSeconds: 60,
} as const;

const inWords = (value: number) => value.toLocaleString('en-IN');

/**
 * The sub status of an imported row whose Status is blank (the column may be left out): nobody has
 * spoken to it yet. The preview marks each such row, so it is never a silent default.
 */
export const IMPORT_DEFAULT_STATUS = 'Call Back Later';

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
  /** An Excel file whose data cannot be unpacked or parsed (or whose zip directory lies). */
  fileDamaged:
    'The file is damaged and cannot be read: open it in Excel, save it again and upload it.',
  tooManyRows: `The file has more than ${inWords(IMPORT_LIMITS.rows)} rows of leads: split it into files of at most ${inWords(IMPORT_LIMITS.rows)} rows.`,
  tooManyCells: `The file has more than ${inWords(IMPORT_LIMITS.cells)} filled cells: split it into smaller files.`,
  cellTooLong: (row?: number) =>
    `${row === undefined ? 'A cell' : `A cell of row ${row}`} holds more than ${inWords(IMPORT_LIMITS.cellChars)} characters, more than Excel itself allows.`,
  tooMuchText: `The cells of the file hold more than ${inWords(IMPORT_LIMITS.textChars)} characters in all: split it into smaller files.`,
  tooManyTexts: `The file holds more than ${inWords(IMPORT_LIMITS.sharedStrings)} different texts: split it into smaller files.`,
  textsTooLarge: `The texts of the file unpack to more than ${IMPORT_LIMITS.sharedStringMb} MB: split it into smaller files.`,
  unpacksTooLarge: `The file unpacks to more than ${IMPORT_LIMITS.unpackedMb} MB, far more than a sheet of leads: it is not read.`,
  packedTooTightly: `Part of the file unpacks to more than ${IMPORT_LIMITS.packingRatio} times its packed size, which no sheet of leads does: it is not read.`,
  readTooLarge: `Reading the file needs more than the ${IMPORT_LIMITS.readHeapMb} MB of memory an import may use: split it into smaller files.`,
  readTooLong: `Reading the file took longer than ${IMPORT_LIMITS.readSeconds} seconds: split it into smaller files.`,
  imported: 'Leads imported successfully.',
  previewReady: 'Preview of the import: nothing is saved yet.',
  importFailed: 'Failed to import leads.',
  errorsNotFound: 'This error file is no longer available.',
  previewInvalid: 'Preview must be 0 or 1.',
  importBusinessTypeUnknown: (typed: string) =>
    `'${typed}' is not a business type: write one of ${BUSINESS_TYPES.join(', ')}.`,
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
      absentIfBlank,
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
/** An assignment as checked: what the server moves. */
export type AssignLeads = z.output<typeof assignLeadsSchema>;

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

/** A row as the preview shows it: the file's values, normalised. */
export const importPreviewRowSchema = z.object({
  Row: z.number(),
  CompanyName: z.string(),
  OwnerName: z.string(),
  MobileNo: z.string(),
  City: z.string(),
  Product: z.string(),
  Status: z.string(),
  /** The row's Status was blank: it takes IMPORT_DEFAULT_STATUS (the preview says so). */
  StatusDefaulted: z.boolean().optional(),
  NextDate: z.string(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** A row a preview leaves out (refused or a duplicate), with why, as the error file says it. */
export const importLeftOutRowSchema = z.object({
  Row: z.number(),
  CompanyName: z.string(),
  MobileNo: z.string(),
  Reason: z.string(),
});
export type ImportLeftOutRow = z.infer<typeof importLeftOutRowSchema>;

/** The answer of `POST /import-leads`, a preview's or an import's. */
export const importResultSchema = z.object({
  Imported: z.number(),
  Duplicates: z.number(),
  Refused: z.number(),
  /** A preview's first rows that would be imported. */
  Rows: z.array(importPreviewRowSchema),
  /** A preview's first rows left out, each with its reasons (all of them are in the error file). */
  LeftOut: z.array(importLeftOutRowSchema).optional(),
  /** The error file's path (under the API), when rows were refused; '' otherwise. */
  ErrorFile: z.string(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
