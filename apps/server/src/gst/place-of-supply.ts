import {
  gstForSupply,
  licenceMessages,
  paise,
  sameState,
  stateOfGstin,
  taxLinesOf,
  type LicenceTransaction,
} from '@yaar/shared';
import { validationFailed } from '../lib/errors';

/** The recipient as a sale names them: GSTIN, the state sent with the sale, the state chosen (sent or on record). */
export interface Recipient {
  gstin: string;
  sent?: string;
  chosen: string;
}

/**
 * The place of supply (docs/decisions.md, issues 30 and 42). A registered buyer's is the state of
 * their GSTIN, and a sent state that contradicts it is refused beside PlaceOfSupply. An
 * unregistered buyer's is the state of their address (IGST Act s. 12(2)(b)): the state chosen, as
 * the reference list spells it (`stateNamed`; unknown, refused), never the supplier's own by
 * default. '' when none is chosen: `recipientRefusals` refuses a document without it.
 */
export async function placeOfSupply(
  recipient: Recipient,
  stateNamed: (state: string) => Promise<string | undefined>,
) {
  const gstinState = recipient.gstin ? stateOfGstin(recipient.gstin) : undefined;
  if (gstinState) {
    if (recipient.sent && !sameState(recipient.sent, gstinState))
      throw validationFailed({
        PlaceOfSupply: licenceMessages.placeOfSupplyOfGstin(gstinState),
      });
    return gstinState;
  }
  if (!recipient.chosen) return '';
  const state = await stateNamed(recipient.chosen);
  if (!state) throw validationFailed({ PlaceOfSupply: licenceMessages.stateUnknown });
  return state;
}

/** Whether a supply stays inside the supplier's state (CGST + SGST); no place on record is the supplier's own. */
export const intraState = (placeOfSupply: string, supplierState: string) =>
  sameState(placeOfSupply || supplierState, supplierState);

/**
 * The GST a supply charges, in paise (0 when none is charged): 9 % + 9 % in the supplier's state,
 * 18 % to another (`gstForSupply`; a sent figure a paisa apart is taken, docs/decisions.md).
 */
export const gstOfSupply = (
  taxablePaise: number,
  charged: boolean,
  placeOfSupply: string,
  supplierState: string,
) => (charged ? gstForSupply(taxablePaise, intraState(placeOfSupply, supplierState)) : 0);

/** CGST, SGST and IGST of a document, as it prints them (0 where a tax does not apply). */
export const taxAmountsOf = (
  row: Pick<LicenceTransaction, 'GSTCharges' | 'IsGST' | 'PlaceOfSupply'>,
  supplierState: string,
) => {
  const lines = taxLinesOf(paise(row.GSTCharges), row.IsGST, row.PlaceOfSupply, supplierState);
  const amount = (tax: string) => lines.find(([name]) => name === tax)?.[2] ?? 0;
  return { CGST: amount('CGST'), SGST: amount('SGST'), IGST: amount('IGST') };
};
