import type { LicenceRecord, LicenceSearch, LicenceTransaction } from '@yaar/shared';
import {
  GST_PERCENT,
  gstinProblem,
  issuesDocument,
  licenceMessages,
  licenceTotals,
  paiseToRupees,
  recipientRefusals,
  sameState,
  stateOfGstin,
  taxLinesOf,
} from '@yaar/shared';
import { getConfig } from '@/lib/config';
import { businessTodayIso } from '@/lib/dates';
import { blankFields, formValuesOf } from '@/lib/form-values';
import { paiseOfInput } from '@/lib/money';

/** The licence's details as the left card edits them; blank for a new licence. */
export const detailsOf = (licence?: LicenceRecord | null) => ({
  Name: licence?.Name ?? '',
  LicenseProductCharges: licence?.ProductCharges ?? '',
  LicenseServerCharges: licence?.ServerCharges ?? '',
  /** No renewal SMS to this customer (issue 33). */
  NoReminders: licence?.NoReminders === 1,
});

/**
 * The customer as their last sale printed them (issue 30): a renewal's invoice keeps the GSTIN,
 * address and state (issue 42: our own state too, never a blank that stood for it).
 */
export const customerOf = (licence?: LicenceRecord | null) => ({
  CustomerGSTIN: licence?.CustomerGSTIN ?? '',
  CustomerAddress: licence?.CustomerAddress ?? '',
  PlaceOfSupply: licence?.PlaceOfSupply ?? '',
});

/**
 * What the License screen's one form holds, as its controls' strings (and the Free WA switch):
 * the licence's details (the left card: its name and usual charges, saved with the sale) and a new
 * sale, dated today, GST charged (none by a supplier not registered for GST).
 */
export const blankValues = (licence?: LicenceRecord | null) => ({
  ...detailsOf(licence),
  ...blankFields('TranType', 'EmployeeId', 'PaymentMethod', 'PlaceOfSupply'),
  ...blankFields('LicenseYears', 'NoOfCompanies', 'ProductCharges', 'ServerCharges', 'WABalance'),
  ...blankFields('CustomerAddress', 'CustomerGSTIN', 'Remarks'),
  EntryDate: businessTodayIso(),
  FreeWABalance: false,
  IsGST: getConfig().supplierGstRegistered ? 'Yes' : 'No',
});
export type LicenceFormValues = ReturnType<typeof blankValues>;

/** A recorded transaction's figures, for the read-only view. */
export const valuesOf = (t: LicenceTransaction | null) => formValuesOf(blankValues(), t);

/**
 * Where the sale is supplied, as the server decides it: a registered buyer's GSTIN says their
 * state; else the chosen state (IGST Act s. 12(2)(b): the buyer's address), '' until one is.
 */
export function placeOfSupplyOf(
  values: Pick<LicenceFormValues, 'CustomerGSTIN' | 'PlaceOfSupply'>,
) {
  const gstin = values.CustomerGSTIN.trim().toUpperCase();
  if (gstin && !gstinProblem(gstin)) return stateOfGstin(gstin)!;
  return values.PlaceOfSupply;
}

const gstCharged = (values: LicenceFormValues) => values.IsGST === 'Yes';

/** SubTotal, GST and Total of what the form holds, by the one function the server checks with. */
export const totalsOf = (values: LicenceFormValues) =>
  licenceTotals({
    productCharges: paiseOfInput(values.ProductCharges),
    serverCharges: paiseOfInput(values.ServerCharges),
    waBalance: paiseOfInput(values.WABalance),
    freeWABalance: values.FreeWABalance,
    gst: gstCharged(values),
    intraState: sameState(placeOfSupplyOf(values), getConfig().supplierState),
  });

/**
 * The GST as the invoice will print it: CGST + SGST in our state, IGST in another; GST 18 % until
 * the state is known.
 */
export const taxLinesOfForm = (values: LicenceFormValues) => {
  const place = placeOfSupplyOf(values);
  const gst = totalsOf(values).gstCharges;
  if (gstCharged(values) && !place) return [['GST', `${GST_PERCENT}%`, gst] as const];
  return taxLinesOf(gst, gstCharged(values), place, getConfig().supplierState);
};

/**
 * What a sale's document must name, as the server refuses it (issue 42): a registered buyer's
 * address; an unregistered buyer's state, and from ₹50,000 their name and address. Nothing for a
 * sale that charges nothing: it issues no document.
 */
export function recipientRefusalsOf(values: LicenceFormValues) {
  const totals = totalsOf(values);
  if (!issuesDocument(totals.totalCharges)) return {};
  return recipientRefusals({
    gstin: values.CustomerGSTIN.trim(),
    name: values.Name,
    address: values.CustomerAddress,
    placeOfSupply: placeOfSupplyOf(values),
    taxablePaise: totals.subTotal,
  });
}

/**
 * The screen's own rules, checked with the shared schema (every message at once): a sale that
 * creates its licence (none of this product and mobile yet) needs the licence's name and a type.
 */
export const newLicenceRefusals = (values: LicenceFormValues, isNew?: boolean) => ({
  ...(isNew && !values.Name.trim() ? { Name: licenceMessages.nameRequired } : {}),
  ...(isNew && !values.TranType ? { TranType: licenceMessages.tranTypeRequired } : {}),
});

/** What the call sends: the searched licence, its details and the sale, with its totals. */
export const bodyOf = (values: LicenceFormValues, target: LicenceSearch) => {
  const totals = totalsOf(values);
  return {
    ...values,
    ...target,
    LicenseProductCharges: values.LicenseProductCharges || undefined,
    LicenseServerCharges: values.LicenseServerCharges || undefined,
    NoReminders: values.NoReminders ? 1 : 0,
    IsGST: gstCharged(values),
    SubTotal: paiseToRupees(totals.subTotal),
    GSTCharges: paiseToRupees(totals.gstCharges),
    TotalCharges: paiseToRupees(totals.totalCharges),
  };
};
