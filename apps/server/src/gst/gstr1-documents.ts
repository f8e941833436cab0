import {
  GST_PERCENT,
  displayDay,
  gstStateCode,
  paise,
  type Gstr1RateItem,
  type Gstr1Return,
} from '@yaar/shared';
import type { DocumentRow } from './documents';
import type { Gstr1Settings, TabledDocument } from './gstr1-tables';
import { taxAmountsOf } from './place-of-supply';

/** A document of the month as the return reads it. */
export type ReturnDocument = TabledDocument & Pick<DocumentRow, 'InvoiceNo'>;

/** A document's taxable value and taxes, in paise, signed as recorded (a credit note's negative). */
export interface Figures {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

/** Paise → rupees, the portal's number (two decimals at most: an integer of paise / 100). */
export const rupees = (paiseAmount: number) => paiseAmount / 100;

/** The GST rate a document charges, as the portal writes it: 18, or 0 for a Bill of Supply. */
export const rateOf = (doc: Pick<DocumentRow, 'IsGST'>) => (doc.IsGST ? GST_PERCENT : 0);

export function figuresOf(doc: ReturnDocument, supplierState: string): Figures {
  const taxes = taxAmountsOf(doc, supplierState);
  return { txval: paise(doc.SubTotal), iamt: taxes.IGST, camt: taxes.CGST, samt: taxes.SGST };
}

/**
 * The place of supply as a state code ('27'): the state on the document (a registered buyer's is
 * their GSTIN's), the supplier's own when none is recorded; the GSTIN's digits for a state the
 * reference list does not name (97, Other Territory).
 */
export const posOf = (doc: ReturnDocument, config: Gstr1Settings) =>
  gstStateCode(doc.PlaceOfSupply || config.SUPPLIER_STATE) ??
  (doc.CustomerGSTIN || config.SUPPLIER_GSTIN).slice(0, 2);

/**
 * A document's one line per rate, amounts without sign (a note's are credited by its type).
 * `num` is the rate's item number as the offline tool writes it (1801 for 18 %). B2CL and CDNUR
 * are inter-state only: IGST alone.
 */
function rateItem(doc: ReturnDocument, figures: Figures, igstOnly = false): Gstr1RateItem[] {
  const rt = rateOf(doc);
  const amount = (paiseAmount: number) => rupees(Math.abs(paiseAmount));
  const intraTaxes = igstOnly ? {} : { camt: amount(figures.camt), samt: amount(figures.samt) };
  return [
    {
      num: rt * 100 + 1,
      itm_det: {
        txval: amount(figures.txval),
        rt,
        iamt: amount(figures.iamt),
        ...intraTaxes,
        csamt: 0,
      },
    },
  ];
}

/** Entries grouped under a key, in the order the keys first appear. */
function groupedBy<T>(entries: readonly T[], keyOf: (entry: T) => string) {
  const groups = new Map<string, T[]>();
  for (const entry of entries)
    groups.set(keyOf(entry), [...(groups.get(keyOf(entry)) ?? []), entry]);
  return groups;
}

const value = (doc: ReturnDocument) => rupees(Math.abs(paise(doc.TotalCharges)));

/** What an invoice and a credit note to a registered buyer both say besides number and date. */
const registeredDocument = (doc: ReturnDocument, config: Gstr1Settings) => ({
  val: value(doc),
  pos: posOf(doc, config),
  rchrg: 'N' as const,
  inv_typ: 'R' as const,
  itms: rateItem(doc, figuresOf(doc, config.SUPPLIER_STATE)),
});

/** Table 4A: invoices to registered buyers, by the buyer's GSTIN. */
export const b2bSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) =>
  [...groupedBy(docs, (doc) => doc.CustomerGSTIN)].map(([ctin, invoices]) => ({
    ctin,
    inv: invoices.map((doc) => ({
      inum: doc.InvoiceNo,
      idt: displayDay(doc.EntryDate),
      ...registeredDocument(doc, config),
    })),
  })) satisfies Gstr1Return['b2b'];

/** Table 5: large inter-state invoices to unregistered buyers, by place of supply. */
export const b2clSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) =>
  [...groupedBy(docs, (doc) => posOf(doc, config))].map(([pos, invoices]) => ({
    pos,
    inv: invoices.map((doc) => ({
      inum: doc.InvoiceNo,
      idt: displayDay(doc.EntryDate),
      val: value(doc),
      itms: rateItem(doc, figuresOf(doc, config.SUPPLIER_STATE), true),
    })),
  })) satisfies Gstr1Return['b2cl'];

/** A credit note's type, number and date. */
const noteOf = (doc: ReturnDocument) => ({
  ntty: 'C' as const,
  nt_num: doc.InvoiceNo,
  nt_dt: displayDay(doc.EntryDate),
});

/** Table 9B: credit notes to registered buyers, by the buyer's GSTIN; amounts without sign. */
export const cdnrSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) =>
  [...groupedBy(docs, (doc) => doc.CustomerGSTIN)].map(([ctin, notes]) => ({
    ctin,
    nt: notes.map((doc) => ({ ...noteOf(doc), ...registeredDocument(doc, config) })),
  })) satisfies Gstr1Return['cdnr'];

/** Table 9B: credit notes of B2CL invoices (unregistered buyers); amounts without sign. */
export const cdnurSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) =>
  docs.map((doc) => ({
    ...noteOf(doc),
    val: value(doc),
    typ: 'B2CL' as const,
    pos: posOf(doc, config),
    itms: rateItem(doc, figuresOf(doc, config.SUPPLIER_STATE), true),
  })) satisfies Gstr1Return['cdnur'];
