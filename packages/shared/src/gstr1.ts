import { z } from 'zod';
import { requiredText, zeroOneFlag } from './common';

/**
 * GSTR-1 of a month as the GST portal's JSON (issue 42; docs/decisions.md "Issue 42: GSTR-1"):
 * the file its offline tool and the portal take. The server builds it (apps/server/src/gst/
 * gstr1.ts); these are the call, its messages and the file's shape, field for field.
 */

/** 'YYYY-MM' → 'MM-YYYY', as a month is written to people ('11-2026'). */
export const displayMonth = (month: string) => `${month.slice(5, 7)}-${month.slice(0, 4)}`;

export const gstr1Messages = {
  /** The screen's button beside the licence report. */
  button: 'GSTR-1 (JSON)',
  monthRequired: 'Month is required.',
  monthInvalid: 'Enter the month as YYYY-MM, e.g. 2026-11.',
  monthFuture: 'Month cannot be after this month: its documents are not issued yet.',
  monthTooOld: (firstMonth: string) =>
    `Month cannot be before ${displayMonth(firstMonth)}: the documents on record start in the financial year from then.`,
  notRegistered:
    'We are not registered for GST (SUPPLIER_GST_REGISTERED is false): there is no GSTIN and no GSTR-1 to file. Every document is a Bill of Supply.',
  ready: (month: string) => `GSTR-1 for ${displayMonth(month)}.`,
} as const;

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `POST /gstr1`: the month; Export 1 answers the file GSTR1_<gstin>_<MMYYYY>.json. */
export const gstr1QuerySchema = z.object({
  Month: requiredText(gstr1Messages.monthRequired).pipe(
    z.string().regex(monthPattern, { error: gstr1Messages.monthInvalid }),
  ),
  Export: zeroOneFlag(),
});
export type Gstr1Query = z.output<typeof gstr1QuerySchema>;

/** The return period as the portal writes it: '2026-11' → '112026'. */
export const returnPeriodOf = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The file's name, as the offline tool names a return: 'GSTR1_24AAACY0000A1ZG_112026.json'. */
export const gstr1FileName = (gstin: string, fp: string) => `GSTR1_${gstin}_${fp}.json`;

// The portal's fields (GSTN's GSTR-1 JSON, as its offline tool writes it; sources in
// docs/decisions.md). Money is rupees, a number with at most two decimals.
const rupees = z.number();
const stateCode = z.string().regex(/^\d{2}$/);
const day = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);

/** An invoice's or a note's line per rate: `num` is the rate's (1801 for 18 %), as the tool writes it. */
const rateItem = z.object({
  num: z.number().int(),
  itm_det: z.object({
    txval: rupees,
    rt: z.number(),
    iamt: rupees.optional(),
    camt: rupees.optional(),
    samt: rupees.optional(),
    csamt: rupees,
  }),
});
const items = z.array(rateItem);

/** What an invoice and a note to a registered buyer both say besides their number and date. */
const registeredFields = {
  val: rupees,
  pos: stateCode,
  rchrg: z.enum(['Y', 'N']),
  inv_typ: z.literal('R'),
  itms: items,
};
/** A credit note's type ('C'), number and date. */
const noteFields = { ntty: z.literal('C'), nt_num: z.string(), nt_dt: day };
/** A summary row's taxable value and taxes. */
const amounts = { txval: rupees, iamt: rupees, camt: rupees, samt: rupees, csamt: rupees };

const b2bInvoice = z.object({ inum: z.string(), idt: day, ...registeredFields });
const b2clInvoice = z.object({ inum: z.string(), idt: day, val: rupees, itms: items });
const registeredNote = z.object({ ...noteFields, ...registeredFields });
const unregisteredNote = z.object({
  ...noteFields,
  val: rupees,
  typ: z.literal('B2CL'),
  pos: stateCode,
  itms: items,
});
const b2csRow = z.object({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: stateCode,
  typ: z.literal('OE'),
  rt: z.number(),
  ...amounts,
});
const nilRow = z.object({
  sply_ty: z.enum(['INTRB2B', 'INTRAB2B', 'INTRB2C', 'INTRAB2C']),
  nil_amt: rupees,
  expt_amt: rupees,
  ngsup_amt: rupees,
});
const hsnRow = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  ...amounts,
});
const documentRange = z.object({
  num: z.number().int(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int(),
  cancel: z.number().int(),
  net_issue: z.number().int(),
});

/** The return: every section present only when it has something to report. */
export const gstr1ReturnSchema = z.object({
  gstin: z.string(),
  fp: z.string().regex(/^\d{6}$/),
  version: z.string(),
  hash: z.string(),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(b2bInvoice) })).optional(),
  b2cl: z.array(z.object({ pos: stateCode, inv: z.array(b2clInvoice) })).optional(),
  b2cs: z.array(b2csRow).optional(),
  cdnr: z.array(z.object({ ctin: z.string(), nt: z.array(registeredNote) })).optional(),
  cdnur: z.array(unregisteredNote).optional(),
  nil: z.object({ inv: z.array(nilRow) }).optional(),
  hsn: z
    .object({ hsn_b2b: z.array(hsnRow).optional(), hsn_b2c: z.array(hsnRow).optional() })
    .optional(),
  doc_issue: z
    .object({
      doc_det: z.array(
        z.object({ doc_num: z.number().int(), doc_typ: z.string(), docs: z.array(documentRange) }),
      ),
    })
    .optional(),
});
export type Gstr1Return = z.infer<typeof gstr1ReturnSchema>;
export type Gstr1RateItem = z.infer<typeof rateItem>;
export type Gstr1HsnRow = z.infer<typeof hsnRow>;
