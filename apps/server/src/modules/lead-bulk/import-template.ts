import {
  BUSINESS_TYPES,
  IMPORT_COLUMNS,
  IMPORT_DEFAULT_STATUS,
  PRODUCTS,
  REQUIRED_IMPORT_COLUMNS,
} from '@yaar/shared';
import { streamXlsx } from '../../lib/xlsx/xlsx-stream';

/** A row as the admin would fill it (on the second sheet: a row of the first would be imported). */
const EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  CompanyName: 'Shree Ganesh Motors',
  OwnerName: 'Ramesh Patel',
  MobileNo: '9825012345',
  BusinessType: 'Vehicle Service',
  GSTNo: '24AAACY0000A1ZG',
  Address: 'Station Road',
  City: 'Ahmedabad',
  Pincode: '380001',
  Product: 'VahanYaar',
  Requirements: 'Wants billing software',
  Status: IMPORT_DEFAULT_STATUS,
  NextDate: '15-12-2026',
};

/** The second sheet: the example row, then what each column takes. */
export function howToFill(subStatuses: readonly string[]): string[][] {
  const optional = (column: string) =>
    (REQUIRED_IMPORT_COLUMNS as readonly string[]).includes(column) ? '' : ' (may be left out)';
  return [
    ['An example row (fill the Leads sheet; this sheet is never imported)'],
    [...IMPORT_COLUMNS],
    IMPORT_COLUMNS.map((column) => EXAMPLE[column]),
    [],
    ['Column', 'What it takes'],
    ['MobileNo', '10 digits; +91, a leading 0, spaces and dashes are read'],
    ['CompanyName / OwnerName', 'at least one of the two'],
    ['BusinessType', BUSINESS_TYPES.join(', ')],
    ['City', 'a city of the list, as the lead form offers it'],
    ['Pincode', '6 digits, or empty'],
    ['Product', PRODUCTS.join(', ')],
    ['Requirements', 'required'],
    [
      `Status${optional('Status')}`,
      `a sub status; empty is ${IMPORT_DEFAULT_STATUS}: ${subStatuses.join(', ')}`,
    ],
    [`NextDate${optional('NextDate')}`, 'DD-MM-YYYY or YYYY-MM-DD; empty is the day of the import'],
  ];
}

/** The import's template: the Leads sheet's header row, and a sheet on how to fill it. */
export const importTemplate = (subStatuses: readonly string[]) =>
  streamXlsx<Record<string, string>>({
    sheetName: 'Leads',
    columns: IMPORT_COLUMNS.map((column) => ({
      header: column,
      width: column === 'Requirements' || column === 'Address' ? 30 : 16,
      value: (row) => row[column],
    })),
    produceRows: async () => undefined,
    onError: () => undefined,
    moreSheets: [{ name: 'How to fill', rows: howToFill(subStatuses) }],
  });
