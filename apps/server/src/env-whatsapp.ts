import { z } from 'zod';
import { WHATSAPP_LANGUAGES } from '@yaar/shared';

/** Meta's Graph API, versioned: the Cloud API lives under it (docs/decisions.md, issue 44). */
export const WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, {
    error: 'must be a template name as Meta keeps it (lower-case letters, digits and _)',
  });

/**
 * The WhatsApp Business Platform (Cloud API), part of env.ts's schema. All unset: WhatsApp is
 * off and customers get SMS as before. Set one and every one without a default must be set.
 */
export const whatsappSettings = {
  /** The business phone number's id in WhatsApp Manager (digits), the sender of every message. */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, { error: 'must be the phone number id (digits)' })
    .optional(),
  /** A system user's permanent access token: sent only in the Authorization header. */
  WHATSAPP_ACCESS_TOKEN: z
    .string()
    .trim()
    .min(20, { error: 'must be the access token' })
    .optional(),
  /** The Meta app's secret: the webhook's X-Hub-Signature-256 is an HMAC-SHA256 with it. */
  WHATSAPP_APP_SECRET: z.string().trim().min(16, { error: 'must be the app secret' }).optional(),
  /** The token we chose when subscribing the webhook (Meta's handshake echoes it). */
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .trim()
    .min(8, { error: 'must be at least 8 characters' })
    .optional(),
  /** The Graph API's versioned base; tests point it at a local fake. */
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .default(WHATSAPP_GRAPH_URL),
  /** The approved utility templates' names (docs/whatsapp-templates.md). */
  WHATSAPP_TEMPLATE_INVOICE: templateName.optional(),
  WHATSAPP_TEMPLATE_RENEWAL: templateName.optional(),
  /** The language the templates were approved in. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .enum(WHATSAPP_LANGUAGES, { error: 'must be en, gu or hi' })
    .default('en'),
};

const REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_TEMPLATE_INVOICE',
  'WHATSAPP_TEMPLATE_RENEWAL',
] as const;

type WhatsAppEnv = Partial<Record<(typeof REQUIRED)[number], string>>;

/** Whether WhatsApp is on (every required setting present; env.ts refuses a half set). */
export const whatsappOn = (env: WhatsAppEnv) => REQUIRED.every((name) => Boolean(env[name]));

/** A half-set WhatsApp configuration, as `VARIABLE: why` (the first missing), or null. */
export function whatsappSettingsProblem(env: WhatsAppEnv): string | null {
  const given = REQUIRED.filter((name) => env[name]);
  if (given.length === 0 || given.length === REQUIRED.length) return null;
  const missing = REQUIRED.find((name) => !env[name])!;
  return `${missing}: required with ${given[0]} (WhatsApp is on when every WHATSAPP_ setting is set, off when none is)`;
}
