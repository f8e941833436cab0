import { GST_STATE_CODES } from './gst-states';

/**
 * GSTINs (docs/decisions.md, issue 30): two digits of the state, the holder's PAN (ten), the
 * registration's number in that state, 'Z', and a check character (GSTN's Luhn mod 36).
 */
export const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character GSTN computes over the first 14 characters: Luhn mod 36. */
export function gstinCheckCharacter(gstin: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/**
 * GST state codes that are not a state of the reference list: 97 (Other Territory), and the codes
 * of registrations made before a merger or a split (25 Daman and Diu, 28 Andhra Pradesh).
 */
const OTHER_CODES: Readonly<Record<string, string>> = {
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '28': 'Andhra Pradesh',
  '97': 'Other Territory',
};
const stateByCode = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name] as const),
  ...Object.entries(OTHER_CODES),
]);

/** The state a GSTIN is registered in (its first two digits), by the reference spelling. */
export const stateOfGstin = (gstin: string) => stateByCode.get(gstin.slice(0, 2));

/** What is wrong with a GSTIN (upper case), or undefined when it is one. */
export function gstinProblem(gstin: string): 'format' | 'state' | 'check' | undefined {
  if (!gstinPattern.test(gstin)) return 'format';
  if (!stateOfGstin(gstin)) return 'state';
  if (gstinCheckCharacter(gstin) !== gstin[14]) return 'check';
  return undefined;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === undefined;
