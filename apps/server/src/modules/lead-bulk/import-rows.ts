import {
  BUSINESS_TYPES,
  IMPORT_COLUMNS,
  IMPORT_DEFAULT_STATUS,
  PRODUCTS,
  REQUIRED_IMPORT_COLUMNS,
  leadBulkMessages,
  leadFieldsSchema,
  type ImportColumn,
} from '@yaar/shared';
import type { NewPoolLead } from './lead-bulk.repository';

/** A header's key: case, spaces, dots and underscores do not matter ('Mobile No' is MobileNo). */
const keyOf = (header: string) => header.toLowerCase().replace(/[\s._-]+/g, '');
const COLUMN_BY_KEY = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.map((column) => [keyOf(column), column]),
);

/** Where each known column stands in the header row; null when a required one is missing. */
export function columnPositions(header: readonly string[]) {
  const positions = new Map<ImportColumn, number>();
  header.forEach((text, index) => {
    const column = COLUMN_BY_KEY.get(keyOf(text));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  return REQUIRED_IMPORT_COLUMNS.every((column) => positions.has(column)) ? positions : null;
}

export type SheetRow = Record<ImportColumn, string>;

/** A data row's cells under their column names ('' for a column the file does not have). */
export function rowOf(cells: readonly string[], positions: Map<ImportColumn, number>): SheetRow {
  const row = {} as SheetRow;
  for (const column of IMPORT_COLUMNS) {
    const index = positions.get(column);
    row[column] = index === undefined ? '' : (cells[index] ?? '');
  }
  return row;
}

/** The list's own spelling of a value typed in any case ('vahanyaar' is VahanYaar). */
const spelledAs = (choices: readonly string[], value: string) =>
  choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase()) ?? value;

/** `YYYY-MM-DD` from what a sheet holds: ISO, or the Indian day first (31-12-2026, 31/12/2026). */
export function dayText(value: string): string {
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value.trim());
  if (!dayFirst) return value.trim();
  const [, day, month, year] = dayFirst;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

export interface ImportReference {
  cityIds: Map<string, number>;
  statuses: Map<string, { id: number; subStatus: string }>;
  today: string;
}

const FIELD_COLUMN: Record<string, ImportColumn> = { CityId: 'City', StatusId: 'Status' };

/**
 * One row checked with the lead form's schema: the lead to insert, or the reasons it is refused
 * ('Column: message', as the error file shows them). A blank Status is the import's default and a
 * blank NextDate is today.
 */
export function checkRow(
  row: SheetRow,
  reference: ImportReference,
): { lead: NewPoolLead } | { reasons: string[] } {
  const reasons: [string, string][] = [];
  const city = row.City.trim();
  const cityId = city ? reference.cityIds.get(city.toLowerCase()) : undefined;
  if (city && cityId === undefined) reasons.push(['City', `'${city}' is not in the city list.`]);
  const statusName = row.Status.trim() || IMPORT_DEFAULT_STATUS;
  const status = reference.statuses.get(statusName.toLowerCase());
  if (!status) reasons.push(['Status', `'${statusName}' is not a sub status.`]);
  // A business type the list does not have is named as such (the schema would say 'required').
  const businessType = row.BusinessType.trim();
  const knownType = BUSINESS_TYPES.some(
    (type) => type.toLowerCase() === businessType.toLowerCase(),
  );
  if (businessType && !knownType)
    reasons.push(['BusinessType', leadBulkMessages.importBusinessTypeUnknown(businessType)]);
  const checked = leadFieldsSchema.safeParse({
    ...row,
    BusinessType: spelledAs(BUSINESS_TYPES, row.BusinessType),
    Product: spelledAs(PRODUCTS, row.Product),
    CityId: cityId ?? (city ? 1 : ''),
    StatusId: status?.id ?? 1,
    NextDate: dayText(row.NextDate) || reference.today,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = FIELD_COLUMN[field] ?? field;
      if (!reasons.some(([said]) => said === column)) reasons.push([column, issue.message]);
    }
  }
  if (reasons.length > 0 || !checked.success) {
    // In the sheet's column order, as the admin reads the row.
    const order = (column: string) => IMPORT_COLUMNS.indexOf(column as ImportColumn);
    reasons.sort(([a], [b]) => order(a) - order(b));
    return { reasons: reasons.map(([column, message]) => `${column}: ${message}`) };
  }
  const lead = checked.data;
  return {
    lead: {
      CompanyName: lead.CompanyName,
      OwnerName: lead.OwnerName,
      MobileNo: lead.MobileNo,
      GSTNo: lead.GSTNo,
      BusinessType: lead.BusinessType,
      Address: lead.Address,
      CityId: lead.CityId,
      Pincode: lead.Pincode,
      Product: lead.Product,
      Requirements: lead.Requirements,
      NextDate: lead.NextDate,
      StatusId: lead.StatusId,
    },
  };
}
