import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { gstSettings, gstSettingsProblem } from './gst/gst-settings';
import { mapSettings } from './env-maps';
import { pushSettings, pushSettingsProblem, vapidSubjectOf } from './env-push';
import { smsSettings, smsSettingsProblem } from './env-sms';
import { whatsappSettings, whatsappSettingsProblem } from './env-whatsapp';

/** An IPv4 or IPv6 address, optionally a CIDR range (`10.0.0.0/8`), or proxy-addr's names. */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
};

/** The only reader of process.env: every setting is read and checked here, once. */
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const emailList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'each entry must be an e-mail address' })));

/** An S3 bucket name (3–63 lowercase letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A key prefix: path segments of letters, digits and `._-`, without empty segments. */
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/** `s3://bucket/prefix` (prefix optional) → the bucket and the prefix ('' or ending in '/'). */
const storageUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
    const bucket = match?.[1] ?? '';
    const prefix = (match?.[2] ?? '').replace(/\/+$/, '');
    if (match && BUCKET.test(bucket) && (prefix === '' || PREFIX.test(prefix)))
      return { kind: 's3' as const, bucket, prefix: prefix ? `${prefix}/` : '' };
    ctx.addIssue({
      code: 'custom',
      message: 'must be s3://bucket or s3://bucket/prefix (unset: files under DATA_DIR/uploads)',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address to listen on: every address (0.0.0.0), except behind a proxy (TRUST_PROXY), where
   * only the loopback unless told: a caller that reached the port directly could name its own
   * address in X-Forwarded-For.
   */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Signs file URLs; set it when several processes serve the same files (else kept in DATA_DIR). */
  FILE_URL_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Where uploaded files are kept: unset, DATA_DIR/uploads; `s3://bucket/prefix`, object storage. */
  STORAGE_URL: storageUrl.optional(),
  AWS_REGION: z.string().trim().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** An S3-compatible store's address (MinIO, R2, …); unset: AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** `true` for stores that want `endpoint/bucket/key` rather than `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
    .optional(),
  /**
   * A Redis server (`redis://[:password@]host:6379[/db]`, `rediss://` for TLS) shared by every
   * process: the request rate limits count there. Unset: each process counts in its memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, { error: 'must start with redis:// or rediss://' })
    .optional(),
  PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@yaar.local'),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  RESTRICTED_EMAILS: emailList.optional(),
  /**
   * Who lets a sign-up in: `open` (the spec), active at once; `admin`, it waits, inactive, until
   * the administrator switches it on in the Users list.
   */
  SIGNUP_APPROVAL: z.enum(['open', 'admin'], { error: 'must be open or admin' }).default('open'),
  BUSINESS_TZ: z
    .string()
    .default('Asia/Kolkata')
    .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Kolkata' }),
  ADMIN_MOBILE: z
    .string()
    .regex(/^\d{10}$/, { error: 'must be 10 digits' })
    .default('9000000000'),
  ...smsSettings,
  ...whatsappSettings,
  /** The push gateway of the companion app's announcements; unset: DATA_DIR/push-outbox.jsonl. */
  PUSH_PROVIDER_URL: z.url({ error: 'must be a URL' }).optional(),
  PUSH_PROVIDER_KEY: z.string().min(1).optional(),
  SERVE: z
    .string()
    .default('web,api,oyaar-api')
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(z.array(z.enum(['web', 'api', 'oyaar-api'])).min(1)),
  WEB_API_URL: z.string().min(1).default('/api'),
  WEB_OYAAR_API_URL: z.string().min(1).default('/oyaar-api'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OTP_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  /**
   * Which proxies in front of the app to believe about the client's address: `false` (none: the
   * socket's address), a hop count (`1`: one reverse proxy; `true` means 1), or a comma-separated
   * list of proxy addresses or CIDR ranges. The client is the rightmost X-Forwarded-For address
   * not trusted, so a caller cannot choose it by sending its own header.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      if (value === 'false' || value === '0' || value === '') return false as const;
      if (value === 'true') return 1;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const addresses = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (addresses.length > 0 && addresses.every((entry) => isProxyAddress(entry)))
        return addresses;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be false, a hop count (1, 2, …) or a comma-separated list of proxy addresses',
      });
      return z.NEVER;
    }),
  ...gstSettings,
  ...mapSettings,
  ...pushSettings,
  /** The UPI id customers pay to from the Payment QR screen (`name@bank`); unset: no QR codes. */
  PAYMENT_UPI_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/, {
      error: 'must be a UPI id such as yaar@okaxis',
    })
    .optional(),
  /** The payee's name shown by the customer's payment app. */
  PAYMENT_PAYEE_NAME: z.string().trim().min(1).max(100).optional(),
  /**
   * A referral's commission in rupees, and how many licence purchases the referred business must
   * make before it is owed (DESIGN §7; General Settings may take them over).
   */
  REFERRAL_COMMISSION_RUPEES: z.coerce.number().min(0).max(1_000_000).default(500),
  REFERRAL_REQUIRED_INSTALLATIONS: z.coerce.number().int().min(1).max(100).default(1),
  /** Reports (PDF or xlsx) one process prepares at once, and how many more wait for a turn. */
  REPORTS_AT_ONCE: z.coerce.number().int().min(1).max(32).default(2),
  REPORTS_WAITING: z.coerce.number().int().min(0).max(256).default(4),
  /** Seconds a connection may stay silent mid-request (a stalled upload) before it is closed. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(240),
  /**
   * The address users reach the app at (`https://office.example.com`), for links the server
   * writes (report URLs). Unset: links are relative to the app, never built from the request's
   * Host header (which a caller chooses).
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** How long a generated report's signed URL opens. */
  REPORT_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** Where backups are written (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().min(1).optional(),
  /** The nightly backup's time of day in BUSINESS_TZ (`HH:MM`), or `off`. */
  BACKUP_TIME: z
    .string()
    .trim()
    .default('02:30')
    .refine((value) => value === 'off' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'must be a time of day HH:MM (24-hour) or off',
    }),
  /** How many of the newest backups are kept (in BACKUP_DIR, and at BACKUP_URL). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** `s3://bucket/prefix`: each backup is also copied there (the same S3 settings as files). */
  BACKUP_URL: storageUrl.optional(),
  /**
   * The secret backups are encrypted with (AES-256-GCM, a key per file derived from it). Unset:
   * one is made in DATA_DIR/backup.key and shown once. Required with BACKUP_URL.
   */
  BACKUP_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * With DATABASE_URL: the role the app serves requests as (no superuser, owns nothing); the
   * migrations and restores run as DATABASE_URL's. Unset: the app serves as DATABASE_URL's role.
   */
  APP_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = Omit<
  z.infer<typeof envSchema>,
  'RESTRICTED_EMAILS' | 'BACKUP_DIR' | 'HOST' | 'VAPID_SUBJECT' | 'PUSH_ENDPOINT_ALLOW'
> & {
  VAPID_SUBJECT: string;
  PUSH_ENDPOINT_ALLOW: string[];
  RESTRICTED_EMAILS: string[];
  BACKUP_DIR: string;
  /** HOST, or its default: 0.0.0.0, or 127.0.0.1 behind a proxy (TRUST_PROXY). */
  HOST: string;
  UPLOADS_DIR: string;
  /** REDIS_URL or STORAGE_URL is set: this is one of several processes serving the app. */
  SEVERAL_PROCESSES: boolean;
};

export class ConfigError extends Error {}

/** Reads the configuration; a bad value throws a ConfigError that names the variable. */
export function readConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const gstProblem = gstSettingsProblem(env);
  if (gstProblem) throw new ConfigError(`Invalid configuration:\n  ${gstProblem}`);
  if (env.PUSH_PROVIDER_URL && !env.PUSH_PROVIDER_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_PROVIDER_KEY: required with PUSH_PROVIDER_URL',
    );
  }
  const smsProblem = smsSettingsProblem(env);
  if (smsProblem) throw new ConfigError(`Invalid configuration:\n  ${smsProblem}`);
  const whatsappProblem = whatsappSettingsProblem(env);
  if (whatsappProblem) throw new ConfigError(`Invalid configuration:\n  ${whatsappProblem}`);
  // A process that would make its own signing secret under DATA_DIR cannot be one of several:
  // a URL signed by one would not open on another.
  const severalBy = ['REDIS_URL', 'STORAGE_URL'].filter((name) => present[name] !== undefined);
  if (severalBy.length > 0 && !env.FILE_URL_SECRET) {
    throw new ConfigError(
      `Invalid configuration:\n  FILE_URL_SECRET: required when ${severalBy.join(' and ')} ${
        severalBy.length > 1 ? 'are' : 'is'
      } set (several processes serve the app): set the same secret of at least 32 characters in every process, e.g. the output of \`openssl rand -hex 32\``,
    );
  }
  // Only with S3 storage: other tools' AWS settings in the environment do not stop a local server.
  if (
    (env.STORAGE_URL || env.BACKUP_URL) &&
    Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)
  ) {
    const missing = env.AWS_ACCESS_KEY_ID ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together`,
    );
  }
  if (env.BACKUP_URL && !env.BACKUP_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_KEY: required when BACKUP_URL is set (backups leave this machine): a secret of at least 32 characters, e.g. the output of `openssl rand -hex 32`, kept apart from the backups',
    );
  }
  if (env.APP_DATABASE_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_DATABASE_URL: set it with DATABASE_URL (the embedded database makes its own app role)',
    );
  }
  const pushProblem = pushSettingsProblem(env, severalBy);
  if (pushProblem) throw new ConfigError(`Invalid configuration:\n  ${pushProblem}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    ADMIN_EMAIL: env.ADMIN_EMAIL.toLowerCase(),
    DATA_DIR: dataDir,
    AWS_REGION: env.AWS_REGION ?? (env.STORAGE_URL || env.BACKUP_URL ? 'us-east-1' : undefined),
    RESTRICTED_EMAILS: env.RESTRICTED_EMAILS ?? [env.ADMIN_EMAIL.toLowerCase()],
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    HOST: env.HOST ?? (env.TRUST_PROXY === false ? '0.0.0.0' : '127.0.0.1'),
    SEVERAL_PROCESSES: severalBy.length > 0,
    VAPID_SUBJECT: vapidSubjectOf(env),
    PUSH_ENDPOINT_ALLOW: env.PUSH_ENDPOINT_ALLOW ?? [],
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** What start-up says before it listens: settings that work but put the app at risk. */
export function configWarnings(config: Pick<AppConfig, 'HOST' | 'PORT' | 'TRUST_PROXY'>): string[] {
  const warnings: string[] = [];
  if (config.TRUST_PROXY !== false && !LOOPBACK.test(config.HOST))
    warnings.push(
      `TRUST_PROXY is set and HOST=${config.HOST} listens beyond this machine: a caller that reaches port ${config.PORT} directly, not through the proxy, can pick the address it is counted under (X-Forwarded-For). Let only the proxy reach that port, or leave HOST unset (127.0.0.1).`,
    );
  return warnings;
}
