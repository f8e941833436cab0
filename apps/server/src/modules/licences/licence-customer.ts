import { paise, paiseToRupees, type LicenceUpdate } from '@yaar/shared';
import type { Executor } from '../../db/client';
import { placeOfSupply } from '../../gst';
import { findStateName } from '../cities';
import type { licences } from '../../db/schema';

type Licence = typeof licences.$inferSelect;

/**
 * The recipient a sale's invoice prints (docs/decisions.md, issues 30 and 42). What the sale
 * leaves out is the licence's own (its last sale's): a renewal keeps the name, GSTIN, address
 * and state. The place of supply is the law's (gst's `placeOfSupply`: a registered buyer's GSTIN
 * decides it, an unregistered buyer's is the state chosen, '' when none is).
 */
export async function customerOfSale(db: Executor, input: LicenceUpdate, licence: Licence) {
  const gstin = input.CustomerGSTIN ?? licence.customerGstin;
  const address = input.CustomerAddress ?? licence.customerAddress;
  const recipient = {
    gstin,
    sent: input.PlaceOfSupply,
    chosen: input.PlaceOfSupply ?? licence.customerState,
  };
  const state = await placeOfSupply(recipient, (name) => findStateName(db, name));
  return { name: input.Name || licence.name, gstin, address, placeOfSupply: state };
}

/**
 * The licence's usual charges after a sale: what the left card sent, else (while still ₹0.00, as
 * after a first sale made without the left card) the sale's own charges; undefined leaves one as it is.
 */
export function usualChargesAfter(input: LicenceUpdate, licence: Licence) {
  const usual = (sent: number | undefined, current: string, sale: number) =>
    sent !== undefined
      ? paiseToRupees(sent)
      : paise(current) === 0 && sale > 0
        ? paiseToRupees(sale)
        : undefined;
  return {
    productCharges: usual(
      input.LicenseProductCharges,
      licence.productCharges,
      input.ProductCharges,
    ),
    serverCharges: usual(input.LicenseServerCharges, licence.serverCharges, input.ServerCharges),
  };
}
