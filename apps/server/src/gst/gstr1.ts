import { returnPeriodOf, type Gstr1Return } from '@yaar/shared';
import {
  b2bSection,
  b2clSection,
  cdnrSection,
  cdnurSection,
  type ReturnDocument,
} from './gstr1-documents';
import {
  b2csSection,
  docIssueSection,
  hsnSection,
  nilSection,
  type SacLine,
} from './gstr1-summaries';
import { gstr1TableOf, type Gstr1Settings, type Gstr1Table } from './gstr1-tables';

/**
 * The version the GST offline tool writes in the files it makes (with `hash`), the one since the
 * HSN summary split into B2B and B2C (docs/decisions.md, issue 42).
 */
const OFFLINE_TOOL_VERSION = 'GST3.2.1';

/** A section only when it has something to report. */
const unlessEmpty = <Key extends string, T>(key: Key, rows: T[]) =>
  (rows.length ? { [key]: rows } : {}) as Partial<Record<Key, T[]>>;

/**
 * GSTR-1 of `month` ('YYYY-MM') as the portal's JSON, from every document dated in the month
 * (cancelled ones included: Table 13 counts them). Each document goes to its table
 * (`gstr1TableOf`, the licence report's rule too): B2B and B2CL invoice by invoice, B2CS summed
 * by place and rate, credit notes in the month they are issued (CDNR, CDNUR, or netted in B2CS),
 * Bills of Supply in NIL; the SAC summary from what each document sold (`linesOf`: its lines by
 * SAC, signed as the document) and the series issued. Money is summed in paise and written in
 * rupees, so every section adds up to the documents' own figures.
 */
export function gstr1Return<Doc extends ReturnDocument>(
  month: string,
  documents: readonly Doc[],
  linesOf: (doc: Doc) => readonly SacLine[],
  config: Gstr1Settings,
): Gstr1Return {
  const inTable = (table: Gstr1Table) =>
    documents.filter((doc) => gstr1TableOf(doc, config) === table);
  const reported = documents.filter((doc) => gstr1TableOf(doc, config) !== '');
  const hsn = hsnSection(reported, linesOf, config);
  const docIssue = docIssueSection(documents);
  const nil = nilSection(inTable('NIL'), config);
  return {
    gstin: config.SUPPLIER_GSTIN,
    fp: returnPeriodOf(month),
    version: OFFLINE_TOOL_VERSION,
    hash: 'hash',
    ...unlessEmpty('b2b', b2bSection(inTable('B2B'), config)),
    ...unlessEmpty('b2cl', b2clSection(inTable('B2CL'), config)),
    ...unlessEmpty('b2cs', b2csSection(inTable('B2CS'), config)),
    ...unlessEmpty('cdnr', cdnrSection(inTable('CDNR'), config)),
    ...unlessEmpty('cdnur', cdnurSection(inTable('CDNUR'), config)),
    ...(nil.inv.length ? { nil } : {}),
    ...(Object.keys(hsn).length ? { hsn } : {}),
    ...(docIssue.doc_det.length ? { doc_issue: docIssue } : {}),
  };
}
