import {
  SAC_DESCRIPTIONS,
  displayDay,
  formatRupees,
  rupeesInWords,
  stateWithCode,
  type TaxLine,
} from '@yaar/shared';
import type { AppConfig } from '../env';
import {
  FONT,
  FONT_BOLD,
  contentWidth,
  createPdf,
  pdfTable,
  writeText,
  type Pdf,
} from '../lib/pdf';

/** Who supplies: the business's own details (configuration). */
export type Supplier = Pick<
  AppConfig,
  'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_GSTIN' | 'SUPPLIER_STATE'
> &
  Partial<Pick<AppConfig, 'SUPPLIER_GST_REGISTERED'>>;

/**
 * A GST tax invoice (CGST Rule 46) or, when no GST is charged, a bill of supply (Rule 49), as its
 * lines and totals in paise.
 */
export interface TaxInvoice {
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** How the sale was paid; none on a credit note, which prints no payment line. */
  payment?: string;
  billTo: { name: string; mobile: string; address: string; gstin: string; state: string };
  /** [description, SAC, taxable value] per line. */
  lines: readonly (readonly [string, string, number])[];
  subTotal: number;
  /** No GST charged: a bill of supply, with no tax lines. */
  gstCharged: boolean;
  taxes: readonly TaxLine[];
  total: number;
  /** The business day the sale was deleted: the document is stamped CANCELLED (it stays on record). */
  cancelledOn?: string;
  remarks?: string;
  /** A credit note (its own series) against this invoice: its figures are the invoice's, reduced. */
  creditOf?: { number: string; date: string };
}

/** Why a bill of supply charges no GST: an unregistered supplier may charge none at all. */
const noGstSentence = (supplier: Supplier) =>
  supplier.SUPPLIER_GST_REGISTERED === false
    ? 'The supplier is not registered for GST: no GST is charged on this supply.'
    : 'No GST is charged on this supply.';

/** What each SAC on the lines means, once each, under the lines. */
const sacNotes = (lines: TaxInvoice['lines']) =>
  [...new Set(lines.map(([, sac]) => sac))].flatMap((sac) =>
    SAC_DESCRIPTIONS[sac] ? [`SAC ${sac}: ${SAC_DESCRIPTIONS[sac]}.`] : [],
  );

/** Rule 48: a service's invoice is made in duplicate; each copy says whose it is. */
const COPIES = ['Original for recipient', 'Duplicate for supplier'] as const;

/** The words that differ between a tax invoice and a bill of supply. */
const wordsOf = (invoice: TaxInvoice) =>
  invoice.creditOf
    ? {
        title: 'CREDIT NOTE',
        number: 'Credit Note No.',
        date: 'Credit Note Date',
        value: invoice.gstCharged ? 'Taxable value' : 'Value',
        total: 'Credit note total',
        kind: 'credit note',
      }
    : invoice.gstCharged
      ? {
          title: 'TAX INVOICE',
          number: 'Invoice No.',
          date: 'Invoice Date',
          value: 'Taxable value',
          total: 'Invoice total',
          kind: 'invoice',
        }
      : {
          title: 'BILL OF SUPPLY',
          number: 'Bill No.',
          date: 'Bill Date',
          value: 'Value',
          total: 'Total',
          kind: 'bill of supply',
        };

function partiesBlock(doc: Pdf, invoice: TaxInvoice, supplier: Supplier) {
  const words = wordsOf(invoice);
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  const half = width / 2 - 10;
  const top = doc.y;
  doc.font(FONT_BOLD).fontSize(11).text(supplier.SUPPLIER_NAME, left, top, { width: half });
  doc.font(FONT).fontSize(9).text(supplier.SUPPLIER_ADDRESS, { width: half });
  const registered = supplier.SUPPLIER_GST_REGISTERED ?? true;
  doc.text(registered ? `GSTIN: ${supplier.SUPPLIER_GSTIN}` : 'Not registered for GST', {
    width: half,
  });
  doc.text(`State: ${stateWithCode(supplier.SUPPLIER_STATE)}`, { width: half });
  const leftBottom = doc.y;
  const right = left + width / 2 + 10;
  const { billTo } = invoice;
  const facts: [string, string][] = [
    [words.number, invoice.number],
    [words.date, displayDay(invoice.date)],
    ...(invoice.creditOf
      ? [
          [
            'Against invoice',
            `${invoice.creditOf.number} of ${displayDay(invoice.creditOf.date)}`,
          ] as [string, string],
        ]
      : []),
    ['Place of Supply', stateWithCode(billTo.state)],
    ['Reverse Charge', 'No'],
    ...(invoice.payment === undefined
      ? []
      : [['Payment', invoice.payment || '—'] as [string, string]]),
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(FONT).fontSize(9).text(label, right, y, { width: 90 });
    doc.font(FONT_BOLD).text(value, right + 90, y, { width: half - 90 });
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;
  doc.x = left;
  doc.font(FONT_BOLD).fontSize(10).text('Bill to');
  writeText(doc.font(FONT).fontSize(9), billTo.name || '—');
  doc.text(`Mobile: ${billTo.mobile}`);
  if (billTo.address) writeText(doc, billTo.address, undefined, undefined, { width: half * 1.4 });
  doc.text(billTo.gstin ? `GSTIN: ${billTo.gstin}` : 'GSTIN: unregistered');
  doc.text(`State: ${stateWithCode(billTo.state)}`);
  doc.moveDown(1);
}

function signatureBlock(doc: Pdf, supplier: Supplier, kind: string) {
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  const rightHalf = { width: width / 2, align: 'right' as const };
  doc.moveDown(3);
  doc
    .font(FONT)
    .fontSize(9)
    .text(`For ${supplier.SUPPLIER_NAME}`, left + width / 2, doc.y, rightHalf);
  doc.moveDown(2.5);
  const lineY = doc.y;
  doc
    .save()
    .moveTo(left + width - 160, lineY)
    .lineTo(left + width, lineY)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke()
    .restore();
  doc.text('Authorised Signatory', left + width / 2, lineY + 4, rightHalf);
  doc.x = left;
  doc.moveDown(1.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(`This is a computer-generated ${kind}.`, left, doc.y, { width });
}

/** 'CANCELLED on DD-MM-YYYY' under the title, and across the page, faint, so no copy passes for live. */
function stampCancelled(doc: Pdf, day: string) {
  const { width, height } = doc.page;
  doc.moveDown(0.3);
  doc.font(FONT_BOLD).fontSize(12).fillColor('#c62828');
  doc.text(`CANCELLED on ${displayDay(day)}`, { align: 'center' }).fillColor('#000000');
  const y = doc.y;
  doc
    .save()
    .rotate(-35, { origin: [width / 2, height / 2] })
    .fillOpacity(0.12);
  doc.font(FONT_BOLD).fontSize(80).fillColor('#c62828');
  const across = doc.widthOfString('CANCELLED');
  doc.text('CANCELLED', (width - across) / 2, height / 2 - 40, { lineBreak: false });
  doc.restore();
  doc.font(FONT).fontSize(8).fillColor('#000000').fillOpacity(1);
  doc.x = doc.page.margins.left;
  doc.y = y;
}

/** One copy of the document, on its own page. */
function drawCopy(doc: Pdf, invoice: TaxInvoice, supplier: Supplier, copy: string) {
  const words = wordsOf(invoice);
  doc.font(FONT_BOLD).fontSize(16).text(words.title, { align: 'center' });
  doc.font(FONT).fontSize(8).fillColor('#555555');
  doc.text(copy, { align: 'center' }).fillColor('#000000');
  if (invoice.cancelledOn) stampCancelled(doc, invoice.cancelledOn);
  doc.moveDown(0.8);
  partiesBlock(doc, invoice, supplier);

  const table = pdfTable(doc, [
    { header: '#', weight: 0.4 },
    { header: 'Description of service', weight: 5 },
    { header: 'SAC', weight: 1 },
    { header: words.value, weight: 1.6, align: 'right' },
  ]);
  invoice.lines.forEach(([text, sac, amount], i) =>
    table.row([String(i + 1), text, sac, formatRupees(amount)]),
  );
  if (invoice.gstCharged) {
    table.row(['', 'Total taxable value', '', formatRupees(invoice.subTotal)], true);
    for (const [tax, rate, amount] of invoice.taxes) {
      table.row(['', `${tax} ${rate}`, '', formatRupees(amount)]);
    }
  }
  table.row(['', words.total, '', formatRupees(invoice.total)], true);

  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;
  doc.font(FONT).fontSize(9);
  if (!invoice.gstCharged) doc.text(noGstSentence(supplier)).moveDown(0.4);
  const notes = sacNotes(invoice.lines);
  for (const note of notes) doc.text(note);
  if (notes.length) doc.moveDown(0.4);
  doc.font(FONT_BOLD).text('Amount in words: ', { continued: true });
  doc.font(FONT).text(rupeesInWords(invoice.total));
  if (invoice.remarks) writeText(doc.moveDown(0.4), `Remarks: ${invoice.remarks}`);
  signatureBlock(doc, supplier, words.kind);
}

/**
 * The document as a PDF, streamed: the original for the recipient, then the duplicate for the
 * supplier, each a page (parties, lines, taxes, total in words, signature).
 */
export function writeTaxInvoice(invoice: TaxInvoice, supplier: Supplier): Pdf {
  const words = wordsOf(invoice);
  const doc = createPdf({
    title: `${words.title.charAt(0)}${words.title.slice(1).toLowerCase()} ${invoice.number}`,
    footer: `${supplier.SUPPLIER_NAME}${supplier.SUPPLIER_GST_REGISTERED === false ? '' : ` · GSTIN ${supplier.SUPPLIER_GSTIN}`} · ${words.number} ${invoice.number}`,
  });
  COPIES.forEach((copy, i) => {
    if (i > 0) doc.addPage();
    drawCopy(doc, invoice, supplier, copy);
  });
  doc.end();
  return doc;
}
