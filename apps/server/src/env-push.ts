import { z } from 'zod';

/** Hosts no push service answers at, so an address there is no real contact (Apple refuses it). */
const NOT_REAL_HOST =
  /(^localhost$|\.(local|localhost|test|invalid|example|internal)$|^[\d.]+$|:)/i;

/**
 * A real `mailto:` or `https:` address for the VAPID `sub` claim: push services contact it about a
 * sender, and Apple answers 403 BadJwtToken for any other (RFC 8292 §2.1).
 */
export function isRealVapidSubject(subject: string): boolean {
  const mail = /^mailto:([^@\s]+)@([^@\s]+)$/.exec(subject);
  if (mail) return /\.[a-z]{2,}$/i.test(mail[2]!) && !NOT_REAL_HOST.test(mail[2]!);
  try {
    const url = new URL(subject);
    return url.protocol === 'https:' && !NOT_REAL_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** Base64url of exactly `bytes` bytes, without padding. */
const base64url = (bytes: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), {
    error: `must be ${what} (base64url, as \`npx web-push generate-vapid-keys\` prints it)`,
  });

/** `https://push.example.com, http://127.0.0.1:8080` → their origins. */
const originList = z.string().transform((text, ctx) => {
  const origins: string[] = [];
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if (!['http:', 'https:'].includes(url.protocol)) throw new Error('protocol');
      origins.push(url.origin);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be comma-separated origins: ${entry}` });
      return z.NEVER;
    }
  }
  return origins;
});

/**
 * Follow-up reminders by Web Push (issue 33), part of env.ts's schema. The VAPID key pair is made
 * once under DATA_DIR when unset (lib/web-push/vapid.ts), as FILE_URL_SECRET is, and must be set,
 * the same in every process, when several serve the app.
 */
export const pushSettings = {
  VAPID_PUBLIC_KEY: base64url(65, 'an uncompressed P-256 public key of 65 bytes').optional(),
  VAPID_PRIVATE_KEY: base64url(32, 'a P-256 private key of 32 bytes').optional(),
  /** Who push services contact about us: `mailto:` or `https:` (unset: PUBLIC_URL or ADMIN_EMAIL). */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine(isRealVapidSubject, {
      error:
        'must be a real mailto: or https: address, e.g. mailto:it@yourcompany.in (Apple refuses pushes otherwise)',
    })
    .optional(),
  /** Origins of push services beyond the known ones (FCM, Mozilla, Apple, Windows); tests' own. */
  PUSH_ENDPOINT_ALLOW: originList.optional(),
  /** The daily follow-up reminders' time of day in BUSINESS_TZ (`HH:MM`), or `off`. */
  REMINDER_TIME: z
    .string()
    .trim()
    .default('09:00')
    .refine((value) => value === 'off' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'must be a time of day HH:MM (24-hour) or off',
    }),
};

/** What the push settings lack or contradict (a line of the ConfigError), or undefined. */
export function pushSettingsProblem(
  env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
  severalBy: string[],
): string | undefined {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    return `${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together`;
  if (severalBy.length > 0 && !env.VAPID_PUBLIC_KEY)
    return `VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: required when ${severalBy.join(' and ')} ${
      severalBy.length > 1 ? 'are' : 'is'
    } set (several processes send reminders to the same devices): set the same pair in every process, e.g. from \`npx web-push generate-vapid-keys\``;
  return undefined;
}

/** The VAPID subject used: VAPID_SUBJECT, else PUBLIC_URL when https, else the administrator's e-mail. */
export const vapidSubjectOf = (env: {
  VAPID_SUBJECT?: string;
  PUBLIC_URL?: string;
  ADMIN_EMAIL: string;
}) =>
  env.VAPID_SUBJECT ??
  (env.PUBLIC_URL?.startsWith('https:') && isRealVapidSubject(env.PUBLIC_URL)
    ? env.PUBLIC_URL
    : `mailto:${env.ADMIN_EMAIL.toLowerCase()}`);

/** Start-up's warning when the subject made from the defaults is no real address. */
export const pushConfigWarnings = (config: { VAPID_SUBJECT: string }): string[] =>
  isRealVapidSubject(config.VAPID_SUBJECT)
    ? []
    : [
        `The Web Push contact ${config.VAPID_SUBJECT} is no real address (Apple refuses pushes from it): set VAPID_SUBJECT to mailto:<your e-mail> or your https:// site.`,
      ];
