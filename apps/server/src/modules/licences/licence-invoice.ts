import {
  EXTENDING_TYPES,
  INVOICE_DESCRIPTION,
  INVOICE_SAC,
  formatRupees,
  paise,
  rupeesInWords,
  type TransactionType,
} from '@yaar/shared';
import type { AppConfig } from '../../env';
import { FONT, FONT_BOLD, contentWidth, createPdf, pdfTable, type Pdf } from '../../lib/pdf';
import type { InvoiceRow } from './licences.repository';

type Supplier = Pick<
  AppConfig,
  'SUPPLIER_NAME' | 'SUPPLIER_ADDRESS' | 'SUPPLIER_GSTIN' | 'SUPPLIER_STATE'
>;

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const displayDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** CGST + SGST inside the supplier's state (halves of the GST, the odd paisa to CGST), else IGST. */
export function taxLines(
  row: Pick<InvoiceRow, 'GSTCharges' | 'IsGST' | 'PlaceOfSupply'>,
  supplierState: string,
) {
  const gst = paise(row.GSTCharges);
  if (!row.IsGST) return [['GST', 'not charged', 0]] as const;
  if (sameState(row.PlaceOfSupply, supplierState)) {
    const cgst = Math.ceil(gst / 2);
    return [
      ['CGST', '9%', cgst],
      ['SGST', '9%', gst - cgst],
    ] as const;
  }
  return [['IGST', '18%', gst]] as const;
}

/** What the transaction sold, one line per charge (the free WA balance shown at ₹0.00). */
function chargeLines(row: InvoiceRow): [string, number][] {
  const extending = EXTENDING_TYPES.includes(row.TranType as TransactionType);
  const period =
    extending && row.ExpiresOnAfter && row.LicenseYears > 0
      ? `, ${row.LicenseYears} days, valid to ${displayDate(row.ExpiresOnAfter)}`
      : '';
  const companies =
    extending && row.NoOfCompanies > 0
      ? `, ${row.NoOfCompanies} ${row.NoOfCompanies === 1 ? 'company' : 'companies'}`
      : '';
  const lines: [string, number][] = [];
  if (extending || paise(row.ProductCharges) > 0) {
    lines.push([
      `${row.Product} software licence (${row.TranType}${period}${companies})`,
      paise(row.ProductCharges),
    ]);
  }
  if (paise(row.ServerCharges) > 0)
    lines.push([`${row.Product} server charges`, paise(row.ServerCharges)]);
  if (paise(row.WABalance) > 0) {
    lines.push([
      row.FreeWABalance
        ? `${row.Product} WhatsApp balance ${formatRupees(paise(row.WABalance))} (free)`
        : `${row.Product} WhatsApp balance recharge`,
      row.FreeWABalance ? 0 : paise(row.WABalance),
    ]);
  }
  if (lines.length === 0) lines.push([`${row.Product} ${row.TranType}`, 0]);
  return lines;
}

/** The GST tax invoice of one licence transaction (CGST Rule 46), streamed. */
export function writeInvoice(row: InvoiceRow, supplier: Supplier): Pdf {
  const doc = createPdf({
    title: `Tax invoice ${row.InvoiceNo}`,
    footer: `${supplier.SUPPLIER_NAME} · GSTIN ${supplier.SUPPLIER_GSTIN} · Invoice ${row.InvoiceNo}`,
  });
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  doc.font(FONT_BOLD).fontSize(16).text('TAX INVOICE', { align: 'center' });
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor('#555555')
    .text('Original for recipient', { align: 'center' })
    .fillColor('#000000');
  doc.moveDown(0.8);

  const top = doc.y;
  const half = width / 2 - 10;
  doc.font(FONT_BOLD).fontSize(11).text(supplier.SUPPLIER_NAME, left, top, { width: half });
  doc.font(FONT).fontSize(9).text(supplier.SUPPLIER_ADDRESS, { width: half });
  doc.text(`GSTIN: ${supplier.SUPPLIER_GSTIN}`, { width: half });
  doc.text(`State: ${supplier.SUPPLIER_STATE} (code ${supplier.SUPPLIER_GSTIN.slice(0, 2)})`, {
    width: half,
  });
  const leftBottom = doc.y;
  const right = left + width / 2 + 10;
  const facts: [string, string][] = [
    ['Invoice No.', row.InvoiceNo],
    ['Invoice Date', displayDate(row.EntryDate)],
    [
      'Place of Supply',
      row.CustomerGSTIN
        ? `${row.PlaceOfSupply} (${row.CustomerGSTIN.slice(0, 2)})`
        : row.PlaceOfSupply,
    ],
    ['Reverse Charge', 'No'],
    ['Payment', row.PaymentMethod || '—'],
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
  doc
    .font(FONT)
    .fontSize(9)
    .text(row.Name || '—');
  doc.text(`Mobile: ${row.MobileNo}`);
  if (row.CustomerAddress) doc.text(row.CustomerAddress, { width: half * 1.4 });
  doc.text(row.CustomerGSTIN ? `GSTIN: ${row.CustomerGSTIN}` : 'GSTIN: unregistered');
  doc.text(`State: ${row.PlaceOfSupply}`);
  doc.moveDown(1);

  const table = pdfTable(doc, [
    { header: '#', weight: 0.4 },
    { header: 'Description of service', weight: 5 },
    { header: 'SAC', weight: 1 },
    { header: 'Taxable value', weight: 1.6, align: 'right' },
  ]);
  chargeLines(row).forEach(([text, amount], i) =>
    table.row([String(i + 1), text, INVOICE_SAC, formatRupees(amount)]),
  );
  table.row(['', 'Total taxable value', '', formatRupees(paise(row.SubTotal))], true);
  for (const [tax, rate, amount] of taxLines(row, supplier.SUPPLIER_STATE)) {
    table.row(['', `${tax} ${rate}`, '', formatRupees(amount)]);
  }
  table.row(['', 'Invoice total', '', formatRupees(paise(row.TotalCharges))], true);

  doc.moveDown(0.8);
  doc.x = left;
  doc.font(FONT).fontSize(9).text(`SAC ${INVOICE_SAC}: ${INVOICE_DESCRIPTION}.`);
  doc.moveDown(0.4);
  doc
    .font(FONT_BOLD)
    .text('Amount in words: ', { continued: true })
    .font(FONT)
    .text(rupeesInWords(paise(row.TotalCharges)));
  if (row.Remarks) doc.moveDown(0.4).text(`Remarks: ${row.Remarks}`);

  doc.moveDown(3);
  const signTop = doc.y;
  doc
    .font(FONT)
    .fontSize(9)
    .text(`For ${supplier.SUPPLIER_NAME}`, left + width / 2, signTop, {
      width: width / 2,
      align: 'right',
    });
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
  doc.y = lineY + 4;
  doc.text('Authorised Signatory', left + width / 2, doc.y, { width: width / 2, align: 'right' });
  doc.x = left;
  doc.moveDown(1.5);
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text('This is a computer-generated invoice.', left, doc.y, { width });
  doc.end();
  return doc;
}
