import { describe, expect, it } from 'vitest';
import { gstr1ReturnSchema } from '@yaar/shared';
import { gstr1Return } from './gstr1';
import type { ReturnDocument } from './gstr1-documents';
import { shareOut } from './gstr1-summaries';
import { gstr1TableOf } from './gstr1-tables';

const config = {
  SUPPLIER_GSTIN: '24AAACY0000A1ZG',
  SUPPLIER_STATE: 'Gujarat',
  SUPPLIER_GST_REGISTERED: true,
};

/** An invoice of `taxable` rupees (IGST 18 % unless told), to an unregistered buyer in Karnataka. */
const invoice = (fields: Partial<ReturnDocument> & { taxable?: number } = {}): ReturnDocument => {
  const { taxable = 1000, ...rest } = fields;
  const gst = rest.IsGST === false ? 0 : taxable * 0.18;
  return {
    InvoiceNo: 'YB/24-25/00001',
    EntryDate: '2024-08-01',
    CustomerGSTIN: '',
    PlaceOfSupply: 'Karnataka',
    IsGST: true,
    SubTotal: taxable.toFixed(2),
    GSTCharges: gst.toFixed(2),
    TotalCharges: (taxable + gst).toFixed(2),
    CancelledAt: '',
    CreditNoteNo: '',
    CreditOfNo: '',
    CreditOfDate: '',
    ...rest,
  };
};

describe('gstr1TableOf', () => {
  it('takes the B2CL limit of the invoice date: ₹2,50,000 until 31 July 2024, ₹1,00,000 after', () => {
    // ₹2,00,000 + IGST: above ₹1,00,000, below ₹2,50,000.
    const large = { taxable: 169_491.53 };
    expect(gstr1TableOf(invoice({ ...large, EntryDate: '2024-07-31' }), config)).toBe('B2CS');
    expect(gstr1TableOf(invoice({ ...large, EntryDate: '2024-08-01' }), config)).toBe('B2CL');
    // A credit note goes where its invoice went: the limit of the invoice's date.
    const note = {
      ...large,
      InvoiceNo: 'CN/24-25/00001',
      EntryDate: '2024-09-10',
      CreditOfNo: 'YB/24-25/00001',
    };
    expect(gstr1TableOf(invoice({ ...note, CreditOfDate: '2024-07-20' }), config)).toBe('B2CS');
    expect(gstr1TableOf(invoice({ ...note, CreditOfDate: '2024-08-20' }), config)).toBe('CDNUR');
  });

  it('keeps a large sale inside the state and any registered buyer out of B2CL', () => {
    const large = { taxable: 200_000 };
    expect(gstr1TableOf(invoice({ ...large, PlaceOfSupply: 'Gujarat' }), config)).toBe('B2CS');
    expect(gstr1TableOf(invoice({ ...large, PlaceOfSupply: '' }), config)).toBe('B2CS');
    const registered = { ...large, CustomerGSTIN: '29AABCK1234L1Z5' };
    expect(gstr1TableOf(invoice(registered), config)).toBe('B2B');
    expect(gstr1TableOf(invoice({ ...registered, CreditOfNo: 'YB/1' }), config)).toBe('CDNR');
  });

  it('puts a Bill of Supply in NIL, and nothing anywhere for a cancelled, free or unregistered one', () => {
    expect(gstr1TableOf(invoice({ IsGST: false }), config)).toBe('NIL');
    expect(gstr1TableOf(invoice({ CancelledAt: '2024-08-02T10:00:00Z' }), config)).toBe('');
    // A credited invoice was reported: it stays in its table.
    const credited = { CancelledAt: '2024-09-10T10:00:00Z', CreditNoteNo: 'CN/24-25/00001' };
    expect(gstr1TableOf(invoice(credited), config)).toBe('B2CS');
    expect(gstr1TableOf(invoice({ taxable: 0 }), config)).toBe('');
    const unregistered = { ...config, SUPPLIER_GST_REGISTERED: false };
    expect(gstr1TableOf(invoice(), unregistered)).toBe('');
  });
});

describe('shareOut', () => {
  it('shares a tax over lines in proportion, the shares adding up to it, credit notes negative', () => {
    expect(shareOut(504, [2000, 500, 300])).toEqual([360, 90, 54]);
    expect(shareOut(100, [1, 1, 1])).toEqual([33, 33, 34]);
    expect(shareOut(-135, [-1000, -500])).toEqual([-90, -45]);
    expect(shareOut(0, [1000])).toEqual([0]);
  });
});

describe('gstr1Return with Bills of Supply', () => {
  it('reports them in NIL by supply type, at 0 % in the SAC summary, numbered with the invoices', () => {
    const billOfSupply = (InvoiceNo: string, fields: Parameters<typeof invoice>[0]) =>
      invoice({ InvoiceNo, EntryDate: '2026-11-02', IsGST: false, ...fields });
    const documents = [
      billOfSupply('YB/26-27/00001', { PlaceOfSupply: 'Gujarat', taxable: 500 }),
      billOfSupply('YB/26-27/00002', { taxable: 700 }),
      billOfSupply('YB/26-27/00003', {
        taxable: 300,
        CustomerGSTIN: '29AABCK1234L1Z5',
        PlaceOfSupply: 'Karnataka',
      }),
    ];
    const r = gstr1Return(
      '2026-11',
      documents,
      (doc) => [{ sac: '997331', paise: Math.round(Number(doc.SubTotal) * 100) }],
      config,
    );
    expect(gstr1ReturnSchema.parse(r)).toEqual(r);
    expect(r.nil).toEqual({
      inv: [
        { sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 500, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 700, ngsup_amt: 0 },
        { sply_ty: 'INTRB2B', nil_amt: 0, expt_amt: 300, ngsup_amt: 0 },
      ],
    });
    expect(r).not.toHaveProperty('b2cs');
    expect(r.hsn!.hsn_b2c).toEqual([
      expect.objectContaining({ hsn_sc: '997331', rt: 0, txval: 1200, iamt: 0, camt: 0 }),
    ]);
    expect(r.hsn!.hsn_b2b).toEqual([expect.objectContaining({ rt: 0, txval: 300 })]);
    expect(r.doc_issue!.doc_det[0]!.docs[0]).toMatchObject({ totnum: 3, cancel: 0 });
  });
});
