import {
  licenceMessages,
  paise,
  paiseToRupees,
  sameState,
  stateOfGstin,
  type LicenceUpdate,
} from '@yaar/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { validationFailed } from '../../lib/errors';
import { findStateName } from '../cities';
import type { licences } from '../../db/schema';

type Licence = typeof licences.$inferSelect;

/**
 * The recipient a sale's invoice prints (docs/decisions.md, issue 30). What the sale leaves out
 * is the licence's own (its last sale's): a renewal keeps the GSTIN, address and state. A
 * registered buyer's place of supply is the state of their GSTIN, and a sent state that
 * contradicts it is refused beside the field; otherwise the sent state, or the supplier's own
 * when none is chosen ('Our own state').
 */
export async function customerOfSale(
  db: Executor,
  ctx: AppContext,
  input: LicenceUpdate,
  licence: Licence,
) {
  const gstin = input.CustomerGSTIN ?? licence.customerGstin;
  const address = input.CustomerAddress ?? licence.customerAddress;
  const chosen = input.PlaceOfSupply ?? licence.customerState;
  const gstinState = gstin ? stateOfGstin(gstin) : undefined;
  if (gstinState) {
    if (input.PlaceOfSupply && !sameState(input.PlaceOfSupply, gstinState))
      throw validationFailed({
        PlaceOfSupply: licenceMessages.placeOfSupplyOfGstin(gstinState),
      });
    return { gstin, address, placeOfSupply: gstinState };
  }
  const placeOfSupply = chosen ? await findStateName(db, chosen) : ctx.config.SUPPLIER_STATE;
  if (!placeOfSupply) throw validationFailed({ PlaceOfSupply: licenceMessages.stateUnknown });
  return { gstin, address, placeOfSupply };
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
