import type { LicenceTransaction } from '@yaar/shared';
import { todayIso } from '@/lib/dates';

/** What the Update License form holds: the controls' strings (and the Free WA switch). */
export interface LicenceFormValues {
  TranType: string;
  EmployeeId: string;
  EntryDate: string;
  LicenseYears: string;
  NoOfCompanies: string;
  ProductCharges: string;
  ServerCharges: string;
  WABalance: string;
  FreeWABalance: boolean;
  IsGST: string;
  PaymentMethod: string;
  Remarks: string;
  CustomerAddress: string;
  CustomerGSTIN: string;
  PlaceOfSupply: string;
}

/** A new transaction: dated today, GST charged. */
export const blankValues = (): LicenceFormValues => ({
  TranType: '',
  EmployeeId: '',
  EntryDate: todayIso(),
  LicenseYears: '',
  NoOfCompanies: '',
  ProductCharges: '',
  ServerCharges: '',
  WABalance: '',
  FreeWABalance: false,
  IsGST: 'Yes',
  PaymentMethod: '',
  Remarks: '',
  CustomerAddress: '',
  CustomerGSTIN: '',
  PlaceOfSupply: '',
});

/** A recorded transaction's figures, for the read-only view. */
export const valuesOf = (t: LicenceTransaction): LicenceFormValues => ({
  ...t,
  EmployeeId: t.EmployeeId ? String(t.EmployeeId) : '',
  LicenseYears: String(t.LicenseYears),
  NoOfCompanies: String(t.NoOfCompanies),
  IsGST: t.IsGST ? 'Yes' : 'No',
});
