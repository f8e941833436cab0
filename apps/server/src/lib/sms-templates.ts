/**
 * Every SMS the app sends, each a DLT template (docs/decisions.md, issue 33): the text exactly as
 * registered, `{#var#}` for each variable, in order. The registered template and this text must
 * stay the same, word for word; a variable holds at most 30 characters (DLT), so values are cut
 * (with '…' never: a cut value ends at a word where it can, else at 30 characters).
 */
export const smsTemplates = {
  /** The sign-up code (auth/otp.service.ts). */
  otp: {
    text: '{#var#} is your Yaar Back Office verification code. It is valid for 5 minutes.',
    vars: ['code'],
  },
  /** A licence's renewal notice, 30, 7 and 1 days before it expires and on the day. */
  renewal: {
    text: 'Your {#var#} licence expires on {#var#}. Renew it for Rs {#var#} incl. GST. Call us to renew. -Yaar',
    vars: ['product', 'expiry', 'amount'],
  },
  /** The same, when payments by UPI are set up (PAYMENT_UPI_ID): it names the UPI id. */
  renewalUpi: {
    text: 'Your {#var#} licence expires on {#var#}. Renew for Rs {#var#} incl. GST: pay by UPI to {#var#}. -Yaar',
    vars: ['product', 'expiry', 'amount', 'upi'],
  },
  /** An invoice sent by SMS (issue 44): chosen on Print Bill, or WhatsApp could not deliver it. */
  invoice: {
    text: 'Your invoice {#var#} for Rs {#var#} dated {#var#} from Yaar. Reply or call us for the PDF copy. -Yaar',
    vars: ['invoiceNo', 'amount', 'date'],
  },
} as const satisfies Record<string, { text: string; vars: readonly string[] }>;

export type SmsKind = keyof typeof smsTemplates;
export type SmsValues<K extends SmsKind> = Record<(typeof smsTemplates)[K]['vars'][number], string>;

/** The DLT limit of one variable's value. */
export const SMS_VAR_MAX = 30;
const VAR = '{#var#}';

/** `value` cut to `max` characters: at the last space when that keeps most of it, else hard. */
export function fitVar(value: string, max = SMS_VAR_MAX): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = [...clean].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return (space >= max / 2 ? cut.slice(0, space) : cut).trim();
}

/** One message of a kind: its variables in template order (each fitted) and its text. */
export interface SmsContent {
  kind: SmsKind;
  vars: string[];
  text: string;
}

export function smsOf<K extends SmsKind>(kind: K, values: SmsValues<K>): SmsContent {
  const template = smsTemplates[kind];
  const vars = template.vars.map((name) => fitVar((values as Record<string, string>)[name] ?? ''));
  let next = 0;
  const text = template.text.split(VAR).reduce((out, part, index) => {
    return index === 0 ? part : `${out}${vars[next++] ?? ''}${part}`;
  }, '');
  return { kind, vars, text };
}

/** GSM 03.38 basic characters (an extension character such as `€` counts twice). */
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/** Septets `text` takes in GSM-7, or null when it needs UCS-2 (one SMS then holds 70). */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM7.includes(char)) length += 1;
    else if (GSM7_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}
