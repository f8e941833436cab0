import { licenceMessages } from './licence-messages';

/**
 * The recipient a GST document names (CGST Rule 46(d), (e)), and what it must give (issue 42).
 * The server checks it with what the sale and the licence hold; the License form with its fields.
 */
export interface DocumentRecipient {
  /** '' for a buyer without a GSTIN. */
  gstin: string;
  name: string;
  address: string;
  /** The place of supply as decided ('' when none is known). */
  placeOfSupply: string;
  /** The taxable value, in paise. */
  taxablePaise: number;
}

/** Rule 46(e): from this taxable value (₹50,000) an unregistered buyer's name and address print. */
export const RECIPIENT_DETAILS_FROM_PAISE = 5_000_000;

/**
 * What a document's recipient lacks, beside the field to give it in: a registered buyer's
 * address; an unregistered buyer's state (IGST Act s. 12(2)(b): the place of supply is their
 * address), and from ₹50,000 their name and address. Empty when nothing is missing.
 */
export function recipientRefusals(recipient: DocumentRecipient): Record<string, string> {
  const refused: Record<string, string> = {};
  const blank = (text: string) => text.trim() === '';
  if (recipient.gstin) {
    if (blank(recipient.address)) refused.CustomerAddress = licenceMessages.addressOfRegistered;
    return refused;
  }
  if (blank(recipient.placeOfSupply)) refused.PlaceOfSupply = licenceMessages.stateRequired;
  if (recipient.taxablePaise >= RECIPIENT_DETAILS_FROM_PAISE) {
    if (blank(recipient.name)) refused.Name = licenceMessages.nameForLargeSale;
    if (blank(recipient.address)) refused.CustomerAddress = licenceMessages.addressForLargeSale;
  }
  return refused;
}
