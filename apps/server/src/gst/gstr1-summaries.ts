import { SAC_DESCRIPTIONS, type Gstr1HsnRow, type Gstr1Return } from '@yaar/shared';
import {
  figuresOf,
  posOf,
  rateOf,
  rupees,
  type Figures,
  type ReturnDocument,
} from './gstr1-documents';
import { isCreditNote, toRegistered, type Gstr1Settings } from './gstr1-tables';
import { intraState } from './place-of-supply';

/** One line of a document by its SAC, in paise, signed as the document (the caller's `linesOf`). */
export interface SacLine {
  sac: string;
  paise: number;
}

const NO_FIGURES: Figures = { txval: 0, iamt: 0, camt: 0, samt: 0 };
const plus = (a: Figures, b: Figures): Figures => ({
  txval: a.txval + b.txval,
  iamt: a.iamt + b.iamt,
  camt: a.camt + b.camt,
  samt: a.samt + b.samt,
});
const isZero = (f: Figures) => !f.txval && !f.iamt && !f.camt && !f.samt;
const taxesInRupees = (f: Figures) => ({
  txval: rupees(f.txval),
  iamt: rupees(f.iamt),
  camt: rupees(f.camt),
  samt: rupees(f.samt),
  csamt: 0,
});

/** Sums figures under a key, in the order the keys first appear; sums that come to nothing go. */
function summed<Key>(entries: Iterable<[string, Key, Figures]>) {
  const sums = new Map<string, { key: Key; figures: Figures }>();
  for (const [id, key, figures] of entries)
    sums.set(id, { key, figures: plus(sums.get(id)?.figures ?? NO_FIGURES, figures) });
  return [...sums.values()].filter((sum) => !isZero(sum.figures));
}

/**
 * Table 7: the other supplies to unregistered buyers, one row per supply type, place and rate,
 * net of their credit notes (a month's row may be negative when its credit notes exceed it).
 */
export const b2csSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) =>
  summed(
    docs.map((doc) => {
      const key = {
        sply_ty: intraState(doc.PlaceOfSupply, config.SUPPLIER_STATE) ? 'INTRA' : 'INTER',
        pos: posOf(doc, config),
        rt: rateOf(doc),
      } as const;
      return [`${key.sply_ty} ${key.pos} ${key.rt}`, key, figuresOf(doc, config.SUPPLIER_STATE)];
    }),
  ).map(({ key, figures }) => ({
    sply_ty: key.sply_ty,
    pos: key.pos,
    typ: 'OE' as const,
    rt: key.rt,
    ...taxesInRupees(figures),
  })) satisfies Gstr1Return['b2cs'];

const nilSupplyType = (doc: ReturnDocument, config: Gstr1Settings) =>
  `${intraState(doc.PlaceOfSupply, config.SUPPLIER_STATE) ? 'INTRA' : 'INTR'}${toRegistered(doc) ? 'B2B' : 'B2C'}` as const;

/** Table 8: Bills of Supply, exempt, by supply type, net of their credit notes. */
export const nilSection = (docs: readonly ReturnDocument[], config: Gstr1Settings) => ({
  inv: summed(
    docs.map((doc) => {
      const type = nilSupplyType(doc, config);
      return [type, type, figuresOf(doc, config.SUPPLIER_STATE)];
    }),
  ).map(({ key, figures }) => ({
    sply_ty: key,
    nil_amt: 0,
    expt_amt: rupees(figures.txval),
    ngsup_amt: 0,
  })),
});

/**
 * `total` shared out over `weights` (same sign) in proportion, rounded half up, the last line
 * taking what is left: the shares always add up to the total.
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.abs(b), 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  let given = 0;
  return weights.map((weight, i) => {
    if (i === weights.length - 1) return total - given;
    const share =
      sign *
      Number(
        (BigInt(Math.abs(total)) * BigInt(Math.abs(weight)) * 2n + BigInt(sum)) /
          (2n * BigInt(sum)),
      );
    given += share;
    return share;
  });
}

/** A document's figures per SAC: each line's value, the taxes shared out over the lines. */
function figuresPerSac(doc: ReturnDocument, lines: readonly SacLine[], supplierState: string) {
  const figures = figuresOf(doc, supplierState);
  const weights = lines.map((line) => line.paise);
  const [iamt, camt, samt] = [figures.iamt, figures.camt, figures.samt].map((tax) =>
    shareOut(tax, weights),
  );
  return lines.map((line, i): [string, Figures] => [
    line.sac,
    { txval: line.paise, iamt: iamt![i]!, camt: camt![i]!, samt: samt![i]! },
  ]);
}

/**
 * The SAC's description as the summary writes it: the portal takes 30 characters, so the licence's
 * three SACs have short names of their own; another is its reference description cut at a word.
 */
const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '997331': 'Software licensing services',
  '998315': 'Hosting and IT infrastructure',
  '998599': 'Other support services',
};
const describe = (sac: string) => {
  const words = HSN_DESCRIPTIONS[sac] ?? SAC_DESCRIPTIONS[sac] ?? '';
  return words.length <= 30 ? words : words.slice(0, words.lastIndexOf(' ', 30));
};

/**
 * Table 12: the SAC summary, supplies to registered buyers (`hsn_b2b`) and to unregistered ones
 * (`hsn_b2c`) apart, one row per SAC and rate, net of credit notes. Services: UQC 'NA', quantity 0.
 */
export function hsnSection<Doc extends ReturnDocument>(
  docs: readonly Doc[],
  linesOf: (doc: Doc) => readonly SacLine[],
  config: Gstr1Settings,
) {
  const rowsFor = (registered: boolean): Gstr1HsnRow[] =>
    summed(
      docs
        .filter((doc) => toRegistered(doc) === registered)
        .flatMap((doc) =>
          figuresPerSac(doc, linesOf(doc), config.SUPPLIER_STATE).map(
            ([sac, figures]): [string, { sac: string; rt: number }, Figures] => [
              `${sac} ${rateOf(doc)}`,
              { sac, rt: rateOf(doc) },
              figures,
            ],
          ),
        ),
    ).map(({ key, figures }, i) => ({
      num: i + 1,
      hsn_sc: key.sac,
      desc: describe(key.sac),
      uqc: 'NA',
      qty: 0,
      rt: key.rt,
      ...taxesInRupees(figures),
    }));
  const [b2b, b2c] = [rowsFor(true), rowsFor(false)];
  return { ...(b2b.length ? { hsn_b2b: b2b } : {}), ...(b2c.length ? { hsn_b2c: b2c } : {}) };
}

const DOCUMENT_NATURES = [
  { doc_num: 1, doc_typ: 'Invoices for outward supply', creditNotes: false },
  { doc_num: 5, doc_typ: 'Credit Note', creditNotes: true },
] as const;

/**
 * Table 13: each series of documents issued in the month (tax invoices and bills of supply share
 * one; credit notes have their own), first and last number, how many, how many cancelled.
 */
export function docIssueSection(docs: readonly ReturnDocument[]) {
  const numbered = docs.filter((doc) => doc.InvoiceNo !== '');
  const seriesOf = (doc: ReturnDocument) => doc.InvoiceNo.slice(0, doc.InvoiceNo.lastIndexOf('/'));
  return {
    doc_det: DOCUMENT_NATURES.map(({ doc_num, doc_typ, creditNotes }) => {
      const ofNature = numbered.filter((doc) => isCreditNote(doc) === creditNotes);
      const series = new Map<string, string[]>();
      const cancelled = new Map<string, number>();
      for (const doc of ofNature) {
        series.set(seriesOf(doc), [...(series.get(seriesOf(doc)) ?? []), doc.InvoiceNo]);
        const isCancelled = doc.CancelledAt !== '' && doc.CreditNoteNo === '';
        cancelled.set(seriesOf(doc), (cancelled.get(seriesOf(doc)) ?? 0) + (isCancelled ? 1 : 0));
      }
      const docsIssued = [...series].map(([name, numbers], i) => {
        const sorted = numbers.toSorted();
        const cancel = cancelled.get(name) ?? 0;
        return {
          num: i + 1,
          from: sorted[0]!,
          to: sorted.at(-1)!,
          totnum: sorted.length,
          cancel,
          net_issue: sorted.length - cancel,
        };
      });
      return { doc_num, doc_typ, docs: docsIssued };
    }).filter((nature) => nature.docs.length > 0),
  } satisfies Gstr1Return['doc_issue'];
}
