/**
 * Licence money (spec 2 §9, DESIGN §7): integer paise everywhere, rupee strings only at the edges.
 * The one arithmetic the server checks and the web form shows live.
 */

export const GST_PERCENT = 18;

export interface LicenceCharges {
  productCharges: number;
  serverCharges: number;
  waBalance: number;
  /** Free WA balance: added to the licence at zero price. */
  freeWABalance: boolean;
  /** GST Yes/No on the form. */
  gst: boolean;
  /** The place of supply is the supplier's own state: CGST + SGST, 9 % each (`gstForSupply`). */
  intraState?: boolean;
}

export interface LicenceTotals {
  subTotal: number;
  gstCharges: number;
  totalCharges: number;
}

/** 18 % of `paise`, rounded half up to the paisa (paise are non-negative integers). */
export const gstOf = (paise: number) => Math.floor((paise * GST_PERCENT + 50) / 100);

/**
 * The GST of a supply as the invoice charges it: inside the supplier's state CGST and SGST are
 * each 9 % rounded half up, so they are equal and the GST is their sum (it may differ from 18 %
 * rounded by a paisa); to another state, IGST 18 % rounded half up.
 */
export const gstForSupply = (taxablePaise: number, intraState: boolean) =>
  intraState ? 2 * Math.floor((taxablePaise * (GST_PERCENT / 2) + 50) / 100) : gstOf(taxablePaise);

/** Whether a sent GST figure is one of the two a supply may carry (18 %, or 9 % + 9 %). */
export const isGstOf = (gstPaise: number, taxablePaise: number) =>
  gstPaise === gstForSupply(taxablePaise, false) || gstPaise === gstForSupply(taxablePaise, true);

/** One tax line of a GST invoice: its name, its rate as printed, its amount in paise. */
export type TaxLine = readonly [tax: string, rate: string, paise: number];

/** Whether two state names are the same state (a place of supply and the supplier's state). */
export const sameState = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How `gstPaise` is printed: CGST + SGST when the place of supply is the supplier's own state
 * (halves: equal for every sale recorded with `gstForSupply`; an older sale's odd paisa goes to
 * CGST), else IGST; 'not charged' when no GST applies. `percent`: the rate the document was
 * issued at (issue 42: a document reprints as issued), GST_PERCENT unless told.
 */
export function taxLinesOf(
  gstPaise: number,
  gstCharged: boolean,
  placeOfSupply: string,
  supplierState: string,
  percent: number = GST_PERCENT,
): TaxLine[] {
  if (!gstCharged) return [['GST', 'not charged', 0]];
  if (!sameState(placeOfSupply, supplierState)) return [['IGST', `${percent}%`, gstPaise]];
  const cgst = Math.ceil(gstPaise / 2);
  const half = `${percent / 2}%`;
  return [
    ['CGST', half, cgst],
    ['SGST', half, gstPaise - cgst],
  ];
}

/** SubTotal = product + server + WA (0 when free); GST 18 % when it applies; Total = SubTotal + GST. */
export function licenceTotals(charges: LicenceCharges): LicenceTotals {
  const subTotal =
    charges.productCharges +
    charges.serverCharges +
    (charges.freeWABalance ? 0 : charges.waBalance);
  const gstCharges = charges.gst ? gstForSupply(subTotal, charges.intraState ?? false) : 0;
  return { subTotal, gstCharges, totalCharges: subTotal + gstCharges };
}

/** Rupees with at most two decimals, as typed or sent: '1500', '1500.5', '1500.50'. */
export const rupeesPattern = /^\d{1,10}(\.\d{1,2})?$/;

/** The largest amount a numeric(12,2) column holds, in paise (₹99,99,99,999.99). */
export const MAX_MONEY_PAISE = 999_999_999_999;

/** Digits grouped the Indian way (1,50,000) or the Western way (150,000), with decimals or not. */
const groupedRupees = /^(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/** An amount as people type it: '₹1,50,000.50', '₹ 500', '1,500' → '150000.50', '500', '1500'. */
function plainRupees(typed: string): string {
  const text = typed.trim().replace(/^₹\s*/, '');
  return groupedRupees.test(text) ? text.replace(/,/g, '') : text;
}

/**
 * '1500.5' → 150050, also typed the Indian way ('₹1,50,000', '1,500'); undefined for anything
 * that is not a non-negative rupee amount (commas out of place included).
 */
export function rupeesToPaise(value: string | number): number | undefined {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? value.toFixed(2)
        : ''
      : plainRupees(value);
  if (!rupeesPattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A numeric(12,2) column's text ('1500.50') → 150050, '-1500.50' (a credit note's) → -150050; 0 for
 * anything else (never in the database).
 */
export const paise = (numeric: string) =>
  numeric.startsWith('-') ? -(rupeesToPaise(numeric.slice(1)) ?? 0) : (rupeesToPaise(numeric) ?? 0);

/** 150050 → '1500.50' (the numeric(12,2) text and the JSON form of money). */
export function paiseToRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 150050 → '₹1,500.50' in the Indian grouping (lakh, crore). */
export function formatRupees(paise: number): string {
  const [whole = '0', fraction = '00'] = paiseToRupees(Math.abs(paise)).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  return `${paise < 0 ? '-' : ''}₹${grouped}.${fraction}`;
}

/**
 * Rupees as the API writes them ('1234.50', a credit note's '-1770.00') as people read them
 * ('₹1,234.50', '-₹1,770.00'): every amount a screen or a message shows. Unreadable: ₹0.00.
 */
export const rupeesShown = (numeric: string) => formatRupees(paise(numeric));

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)]}${unit ? ` ${ONES[unit]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in Indian words: 1,25,00,050 → 'One Crore Twenty Five Lakh Fifty'. */
export function numberToIndianWords(value: number): string {
  if (value === 0) return 'Zero';
  const crore = Math.floor(value / 10_000_000);
  const lakh = Math.floor((value % 10_000_000) / 100_000);
  const thousand = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  return [
    crore ? `${numberToIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 150050 → 'Rupees One Thousand Five Hundred and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${numberToIndianWords(rupees)}`;
  return rest ? `${words} and ${belowHundred(rest)} Paise Only` : `${words} Only`;
}
