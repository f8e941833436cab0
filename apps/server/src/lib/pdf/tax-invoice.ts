import { displayDay, formatRupees, rupeesInWords, type TaxLine } from '@yaar/shared';
import type { AppConfig } from '../../env';
import { FONT, FONT_BOLD, contentWidth, createPdf, type Pdf } from './pdf-document';
import { pdfTable } from './pdf-table';
import { writeText } from './script-text';

/** Who supplies: the business's own details (configuration). */
export type Supplier = Pick<
  AppConfig,
  'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_GSTIN' | 'SUPPLIER_STATE'
>;

/** A GST tax invoice (CGST Rule 46), as its lines and totals in paise. */
export interface TaxInvoice {
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  payment: string;
  billTo: { name: string; mobile: string; address: string; gstin: string; state: string };
  /** [description, SAC, taxable value] per line. */
  lines: readonly (readonly [string, string, number])[];
  subTotal: number;
  taxes: readonly TaxLine[];
  total: number;
  /** A sentence under the lines (the SAC's meaning). */
  note?: string;
  remarks?: string;
}

function partiesBlock(doc: Pdf, invoice: TaxInvoice, supplier: Supplier) {
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  const half = width / 2 - 10;
  const top = doc.y;
  doc.font(FONT_BOLD).fontSize(11).text(supplier.SUPPLIER_NAME, left, top, { width: half });
  doc.font(FONT).fontSize(9).text(supplier.SUPPLIER_ADDRESS, { width: half });
  doc.text(`GSTIN: ${supplier.SUPPLIER_GSTIN}`, { width: half });
  doc.text(`State: ${supplier.SUPPLIER_STATE} (code ${supplier.SUPPLIER_GSTIN.slice(0, 2)})`, {
    width: half,
  });
  const leftBottom = doc.y;
  const right = left + width / 2 + 10;
  const { billTo } = invoice;
  const facts: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice Date', displayDay(invoice.date)],
    [
      'Place of Supply',
      billTo.gstin ? `${billTo.state} (${billTo.gstin.slice(0, 2)})` : billTo.state,
    ],
    ['Reverse Charge', 'No'],
    ['Payment', invoice.payment || '—'],
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
  doc.text(`State: ${billTo.state}`);
  doc.moveDown(1);
}

function signatureBlock(doc: Pdf, supplier: Supplier) {
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
    .text('This is a computer-generated invoice.', left, doc.y, { width });
}

/** The invoice as a PDF, streamed: parties, lines, taxes, total in words, signature. */
export function writeTaxInvoice(invoice: TaxInvoice, supplier: Supplier): Pdf {
  const doc = createPdf({
    title: `Tax invoice ${invoice.number}`,
    footer: `${supplier.SUPPLIER_NAME} · GSTIN ${supplier.SUPPLIER_GSTIN} · Invoice ${invoice.number}`,
  });
  doc.font(FONT_BOLD).fontSize(16).text('TAX INVOICE', { align: 'center' });
  doc.font(FONT).fontSize(8).fillColor('#555555');
  doc.text('Original for recipient', { align: 'center' }).fillColor('#000000');
  doc.moveDown(0.8);
  partiesBlock(doc, invoice, supplier);

  const table = pdfTable(doc, [
    { header: '#', weight: 0.4 },
    { header: 'Description of service', weight: 5 },
    { header: 'SAC', weight: 1 },
    { header: 'Taxable value', weight: 1.6, align: 'right' },
  ]);
  invoice.lines.forEach(([text, sac, amount], i) =>
    table.row([String(i + 1), text, sac, formatRupees(amount)]),
  );
  table.row(['', 'Total taxable value', '', formatRupees(invoice.subTotal)], true);
  for (const [tax, rate, amount] of invoice.taxes) {
    table.row(['', `${tax} ${rate}`, '', formatRupees(amount)]);
  }
  table.row(['', 'Invoice total', '', formatRupees(invoice.total)], true);

  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;
  doc.font(FONT).fontSize(9);
  if (invoice.note) doc.text(invoice.note).moveDown(0.4);
  doc.font(FONT_BOLD).text('Amount in words: ', { continued: true });
  doc.font(FONT).text(rupeesInWords(invoice.total));
  if (invoice.remarks) writeText(doc.moveDown(0.4), `Remarks: ${invoice.remarks}`);
  signatureBlock(doc, supplier);
  doc.end();
  return doc;
}
