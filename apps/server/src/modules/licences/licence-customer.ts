import { paise, paiseToRupees, type LicenceUpdate } from '@yaar/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { placeOfSupply } from '../../gst';
import { findStateName } from '../cities';
import type { licences } from '../../db/schema';

type Licence = typeof licences.$inferSelect;

/**
 * The recipient a sale's invoice prints (docs/decisions.md, issue 30). What the sale leaves out
 * is the licence's own (its last sale's): a renewal keeps the GSTIN, address and state. The place
 * of supply is the law's (gst's `placeOfSupply`: a registered buyer's GSTIN decides it).
 */
export async function customerOfSale(
  db: Executor,
  ctx: AppContext,
  input: LicenceUpdate,
  licence: Licence,
) {
  const gstin = input.CustomerGSTIN ?? licence.customerGstin;
  const address = input.CustomerAddress ?? licence.customerAddress;
  const recipient = {
    gstin,
    sent: input.PlaceOfSupply,
    chosen: input.PlaceOfSupply ?? licence.customerState,
  };
  const state = await placeOfSupply(recipient, ctx.config.SUPPLIER_STATE, (name) =>
    findStateName(db, name),
  );
  return { gstin, address, placeOfSupply: state };
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
