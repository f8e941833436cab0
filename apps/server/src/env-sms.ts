import { z } from 'zod';

const templateId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a template id (letters, digits, _ and -)' });

/**
 * The SMS gateway (docs/decisions.md, issue 33), part of env.ts's schema. In India a commercial
 * SMS must match a DLT-registered template and carry the entity id, the template id and a sender
 * id (header) of up to 6 characters; each message kind has its template id here.
 */
export const smsSettings = {
  /** `dev` (log + SMS_OUTBOX_FILE), `http` (the generic JSON gateway) or `msg91`. */
  SMS_PROVIDER: z
    .enum(['dev', 'http', 'msg91'], { error: 'must be dev, http or msg91' })
    .optional(),
  SMS_OUTBOX_FILE: z.string().min(1).optional(),
  /** http: the gateway's URL; msg91: its Flow API (default https://control.msg91.com/api/v5/flow). */
  SMS_PROVIDER_URL: z.url({ error: 'must be a URL' }).optional(),
  /** http: the bearer key; msg91: the `authkey`. */
  SMS_PROVIDER_KEY: z.string().min(1).optional(),
  /** The principal entity id registered on the DLT platform (digits). */
  SMS_DLT_ENTITY_ID: z
    .string()
    .trim()
    .regex(/^\d{10,25}$/, { error: 'must be the DLT entity id (10 to 25 digits)' })
    .optional(),
  /** The DLT sender id (header): up to 6 letters or digits. */
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,6}$/, { error: 'must be up to 6 letters or digits' })
    .optional(),
  SMS_TEMPLATE_OTP: templateId.optional(),
  SMS_TEMPLATE_RENEWAL: templateId.optional(),
  SMS_TEMPLATE_RENEWAL_UPI: templateId.optional(),
  /** The invoice SMS (issue 44); without it an invoice cannot go by a real gateway's SMS. */
  SMS_TEMPLATE_INVOICE: templateId.optional(),
  /** When the day's licence renewal SMS go out (`HH:MM` in BUSINESS_TZ), or `off`. */
  RENEWAL_NOTICE_TIME: z
    .string()
    .trim()
    .default('10:00')
    .refine((value) => value === 'off' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'must be a time of day HH:MM (24-hour) or off',
    }),
};

type SmsEnv = { [K in keyof typeof smsSettings]?: z.infer<(typeof smsSettings)[K]> } & {
  PAYMENT_UPI_ID?: string;
};

/** The provider in use: SMS_PROVIDER, or `http` when only SMS_PROVIDER_URL is set (as before). */
export const smsProviderOf = (env: SmsEnv) =>
  env.SMS_PROVIDER ?? (env.SMS_PROVIDER_URL ? 'http' : 'dev');

/** What a real gateway cannot do without, as `VARIABLE: why` (the first missing), or null. */
export function smsSettingsProblem(env: SmsEnv): string | null {
  const provider = smsProviderOf(env);
  if (provider === 'dev') return null;
  const required: [keyof SmsEnv, boolean][] = [
    ['SMS_PROVIDER_URL', provider === 'http'],
    ['SMS_PROVIDER_KEY', true],
    ['SMS_SENDER_ID', true],
    ['SMS_DLT_ENTITY_ID', provider === 'http'],
    ['SMS_TEMPLATE_OTP', true],
    ['SMS_TEMPLATE_RENEWAL', true],
    ['SMS_TEMPLATE_RENEWAL_UPI', Boolean(env.PAYMENT_UPI_ID)],
  ];
  const missing = required.find(([name, needed]) => needed && !env[name]);
  if (!missing) return null;
  const [name] = missing;
  if (name === 'SMS_PROVIDER_KEY' && provider === 'http')
    return 'SMS_PROVIDER_KEY: required with SMS_PROVIDER_URL';
  if (name === 'SMS_TEMPLATE_RENEWAL_UPI')
    return 'SMS_TEMPLATE_RENEWAL_UPI: required with PAYMENT_UPI_ID (the renewal notice that names the UPI id)';
  return `${name}: required with SMS_PROVIDER=${provider}`;
}
