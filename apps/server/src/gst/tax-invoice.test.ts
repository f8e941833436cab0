import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { INDIAN_NAMES } from '../../test/indian-names';
import { pdfTextAsWritten } from '../../test/licences';
import { writeTaxInvoice, type Supplier, type TaxInvoice } from './tax-invoice';

const supplier: Supplier = {
  SUPPLIER_NAME: 'Yaar Software Solutions',
  SUPPLIER_ADDRESS: '4 CG Road, Ahmedabad',
  SUPPLIER_GSTIN: '24AAACY0000A1Z5',
  SUPPLIER_STATE: 'Gujarat',
};

/** A two-line invoice to `name`, the name also in the address, a line and the remarks. */
const invoiceTo = (name: string): TaxInvoice => ({
  number: 'YB/26-27/00001',
  date: '2026-11-23',
  payment: 'UPI',
  billTo: { name, mobile: '9100000001', address: `${name}, અમદાવાદ`, gstin: '', state: 'Gujarat' },
  lines: [
    [`OYaar software license for ${name}`, '997331', 100000],
    ['OYaar server charges', '998315', 50000],
  ],
  subTotal: 150000,
  gstCharged: true,
  taxes: [
    ['CGST', '9%', 13500],
    ['SGST', '9%', 13500],
  ],
  total: 177000,
  remarks: `Paid by ${name}`,
});

describe('writeTaxInvoice', () => {
  it('prints every name of the corpus in the bill-to, the address, a line and the remarks (issue 28)', async () => {
    for (const name of INDIAN_NAMES) {
      const text = pdfTextAsWritten(await buffer(writeTaxInvoice(invoiceTo(name), supplier)));
      // Two copies, each with the name four times: bill-to, address, line, remarks.
      expect(text.split(name).length - 1, name).toBeGreaterThanOrEqual(8);
      expect(text, name).toContain('Duplicate for supplier');
    }
  });
});
