import { describe, expect, it } from 'vitest';
import {
  formatRupees,
  gstForSupply,
  licenceTotals,
  licenceUpdateSchema,
  numberToIndianWords,
  paiseToRupees,
  rupeesInWords,
  rupeesToPaise,
} from '@yaar/shared';

describe('gstForSupply (paise)', () => {
  it.each([
    // taxable, intra-state (9 % + 9 %, each rounded half up), inter-state (18 % rounded half up)
    [1260050, 226810, 226809],
    [150000, 27000, 27000],
    [1, 0, 0],
    [3, 0, 1],
    [6, 2, 1],
    [99999, 18000, 18000],
  ])('%i paise: %i inside the state, %i to another', (taxable, intra, inter) => {
    expect(gstForSupply(taxable, true)).toBe(intra);
    expect(gstForSupply(taxable, false)).toBe(inter);
    expect(gstForSupply(taxable, true) % 2).toBe(0);
    expect(Math.abs(intra - inter)).toBeLessThanOrEqual(1);
  });
});

describe('licenceTotals (paise)', () => {
  it.each([
    // product, server, WA, free, gst → subTotal, gst, total
    [100000, 50000, 20000, false, true, 170000, 30600, 200600],
    [100000, 50000, 20000, false, false, 170000, 0, 170000],
    [100000, 50000, 20000, true, true, 150000, 27000, 177000],
    [0, 0, 50000, true, true, 0, 0, 0],
    [0, 0, 0, false, true, 0, 0, 0],
    // 18 % of ₹0.25 is 4.5 paise → 5 (half up); of ₹0.24 is 4.32 → 4; of ₹0.03 is 0.54 → 1
    [25, 0, 0, false, true, 25, 5, 30],
    [24, 0, 0, false, true, 24, 4, 28],
    [3, 0, 0, false, true, 3, 1, 4],
    [99999999, 1, 0, false, true, 100000000, 18000000, 118000000],
  ])('%i + %i + WA %i (free %s, GST %s) → %i, %i, %i', (p, s, w, free, gst, sub, tax, total) => {
    expect(
      licenceTotals({
        productCharges: p,
        serverCharges: s,
        waBalance: w,
        freeWABalance: free,
        gst,
      }),
    ).toEqual({ subTotal: sub, gstCharges: tax, totalCharges: total });
  });
});

describe('rupees ↔ paise', () => {
  it('parses what a form sends and refuses the rest', () => {
    expect(rupeesToPaise('1500')).toBe(150000);
    expect(rupeesToPaise('1500.5')).toBe(150050);
    expect(rupeesToPaise(1500.05)).toBe(150005);
    expect(rupeesToPaise('0.1')).toBe(10);
    for (const bad of ['-1', '1.234', 'abc', '', '1e5', NaN])
      expect(rupeesToPaise(bad)).toBeUndefined();
  });
  it('reads amounts typed the Indian way, and refuses commas out of place', () => {
    expect(rupeesToPaise('1,500')).toBe(150000);
    expect(rupeesToPaise('₹500')).toBe(50000);
    expect(rupeesToPaise('₹ 1,50,000.50')).toBe(15000050);
    expect(rupeesToPaise('1,23,45,678.90')).toBe(1234567890);
    expect(rupeesToPaise('150,000')).toBe(15000000);
    for (const bad of ['1,5,0', '15,00', ',500', '1,500,', '₹-5', '1,50,0000'])
      expect(rupeesToPaise(bad), bad).toBeUndefined();
  });
  it('prints numeric text and Indian grouping', () => {
    expect(paiseToRupees(150005)).toBe('1500.05');
    expect(formatRupees(1234567890)).toBe('₹1,23,45,678.90');
    expect(formatRupees(99900)).toBe('₹999.00');
  });
});

describe('Indian number words', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [45, 'Forty Five'],
    [100, 'One Hundred'],
    [1005, 'One Thousand Five'],
    [21_180, 'Twenty One Thousand One Hundred Eighty'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_25_00_050, 'One Crore Twenty Five Lakh Fifty'],
    [150_00_00_000, 'One Hundred Fifty Crore'],
  ])('%i → %s', (n, words) => expect(numberToIndianWords(n)).toBe(words));

  it('says rupees and paise', () => {
    expect(rupeesInWords(200600)).toBe('Rupees Two Thousand Six Only');
    expect(rupeesInWords(177050)).toBe(
      'Rupees One Thousand Seven Hundred Seventy and Fifty Paise Only',
    );
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
  });
});

describe('licenceUpdateSchema', () => {
  const base = {
    Product: 'OYaar',
    MobileNo: '9876543210',
    Name: 'Asha',
    TranType: 'Purchase',
    EmployeeId: 5,
    EntryDate: '2026-11-23',
    LicenseYears: 365,
    NoOfCompanies: 1,
    ProductCharges: '1000',
    ServerCharges: '500',
    WABalance: '200',
    FreeWABalance: false,
    IsGST: true,
    SubTotal: '1700',
    GSTCharges: '306',
    TotalCharges: '2006',
    PaymentMethod: 'UPI',
  };
  it('accepts figures that agree and turns money into paise', () => {
    const parsed = licenceUpdateSchema.parse(base);
    expect(parsed.TotalCharges).toBe(200600);
  });
  it('names the figure that disagrees', () => {
    const result = licenceUpdateSchema.safeParse({ ...base, TotalCharges: '2000' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['TotalCharges', 'TotalCharges does not match the charges: it should be ₹2,006.00.'],
    ]);
  });
});
