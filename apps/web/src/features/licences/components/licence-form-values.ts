import type { LicenceRecord, LicenceSearch, LicenceTransaction } from '@yaar/shared';
import { licenceMessages, licenceTotals, paiseToRupees } from '@yaar/shared';
import { getConfig } from '@/lib/config';
import { todayIso } from '@/lib/dates';
import { blankFields, formValuesOf } from '@/lib/form-values';
import { paiseOfInput } from '@/lib/money';

/** The licence's details as the left card edits them; blank for a new licence. */
export const detailsOf = (licence?: LicenceRecord | null) => ({
  Name: licence?.Name ?? '',
  LicenseProductCharges: licence?.ProductCharges ?? '',
  LicenseServerCharges: licence?.ServerCharges ?? '',
});

/**
 * What the License screen's one form holds, as its controls' strings (and the Free WA switch):
 * the licence's details (the left card: its name and usual charges, saved with the sale) and a new
 * sale, dated today, GST charged.
 */
export const blankValues = (licence?: LicenceRecord | null) => ({
  ...detailsOf(licence),
  ...blankFields('TranType', 'EmployeeId', 'PaymentMethod', 'PlaceOfSupply'),
  ...blankFields('LicenseYears', 'NoOfCompanies', 'ProductCharges', 'ServerCharges', 'WABalance'),
  ...blankFields('CustomerAddress', 'CustomerGSTIN', 'Remarks'),
  EntryDate: todayIso(),
  FreeWABalance: false,
  IsGST: 'Yes',
});
export type LicenceFormValues = ReturnType<typeof blankValues>;

/** A recorded transaction's figures, for the read-only view. */
export const valuesOf = (t: LicenceTransaction | null) => formValuesOf(blankValues(), t);

/** The place of supply is the supplier's state ('' is: 'Our own state'). */
const isSupplierState = (state: string) =>
  state === '' || state.toLowerCase() === getConfig().supplierState.toLowerCase();

/** SubTotal, GST and Total of what the form holds, by the one function the server checks with. */
export const totalsOf = (values: LicenceFormValues) =>
  licenceTotals({
    productCharges: paiseOfInput(values.ProductCharges),
    serverCharges: paiseOfInput(values.ServerCharges),
    waBalance: paiseOfInput(values.WABalance),
    freeWABalance: values.FreeWABalance,
    gst: values.IsGST === 'Yes',
    intraState: isSupplierState(values.PlaceOfSupply),
  });

/** A sale that creates its licence (none of this product and mobile yet) needs the licence's name. */
export const nameMissing = (values: LicenceFormValues, isNew?: boolean) =>
  isNew && !values.Name.trim() ? { Name: licenceMessages.nameRequired } : {};

/** What the call sends: the searched licence, its details and the sale, with its totals. */
export const bodyOf = (values: LicenceFormValues, target: LicenceSearch) => {
  const totals = totalsOf(values);
  return {
    ...values,
    ...target,
    LicenseProductCharges: values.LicenseProductCharges || undefined,
    LicenseServerCharges: values.LicenseServerCharges || undefined,
    IsGST: values.IsGST === 'Yes',
    SubTotal: paiseToRupees(totals.subTotal),
    GSTCharges: paiseToRupees(totals.gstCharges),
    TotalCharges: paiseToRupees(totals.totalCharges),
  };
};
