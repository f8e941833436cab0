import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, readConfig } from './env';
import { TEST_VAPID } from '../test/vapid';

/** The ConfigError thrown by readConfig(env); fails the test when nothing is thrown. */
const configError = (env: Record<string, string>): ConfigError => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
};

describe('readConfig', () => {
  it.each<[string, string]>([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['BUSINESS_TZ', 'Mars/Olympus'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_EMAIL', 'admin@'],
    ['DATABASE_URL', 'mysql://user:pass@localhost/yaar'],
    ['DATABASE_URL', 'localhost:5432/yaar'],
    ['ADMIN_MOBILE', '12345'],
    ['ADMIN_PASSWORD', 'short'],
    ['RESTRICTED_EMAILS', 'boss@yaar.test, not-an-email'],
    ['SMS_PROVIDER_URL', 'not a url'],
    ['SERVE', 'web,ftp'],
    ['TRUST_PROXY', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['TOKEN_TTL_HOURS', '0'],
    ['RATE_LIMIT_PER_MINUTE', 'many'],
    // Its check character is 6 (GSTN's Luhn mod 36), and its state must be SUPPLIER_STATE's.
    ['SUPPLIER_GSTIN', '24ABCDE1234F1Z9'],
    ['SUPPLIER_GSTIN', '27AAPFU0939F1ZV'],
    ['SUPPLIER_GST_REGISTERED', 'yes'],
    ['GST_FILED_UNTIL', '30-11-2026'],
    ['GST_ANNUAL_RETURN_FILED', '2026-09-30'],
    ['GST_ANNUAL_RETURN_FILED', '25-27:2026-09-30'],
    ['GST_ANNUAL_RETURN_FILED', '25-26:2026-03-31'],
    ['CREDIT_NOTE_PREFIX', 'YB'],
  ])('refuses %s=%j with a ConfigError naming it', (name, value) => {
    expect(configError({ [name]: value }).message).toContain(name);
  });

  it('names every bad variable at once', () => {
    const { message } = configError({
      PORT: 'x',
      BUSINESS_TZ: 'Mars/Olympus',
      ADMIN_EMAIL: 'nope',
    });
    for (const name of ['PORT', 'BUSINESS_TZ', 'ADMIN_EMAIL']) expect(message).toContain(name);
  });

  it('needs SMS_PROVIDER_KEY with SMS_PROVIDER_URL', () => {
    const { message } = configError({ SMS_PROVIDER_URL: 'https://sms.example.com/send' });
    expect(message).toContain('SMS_PROVIDER_KEY');
  });

  const dlt = {
    SMS_PROVIDER_KEY: 'k',
    SMS_SENDER_ID: 'YAARSW',
    SMS_DLT_ENTITY_ID: '1201159100000012345',
    SMS_TEMPLATE_OTP: '1207161700000011111',
    SMS_TEMPLATE_RENEWAL: '1207161700000022222',
  };
  it('needs the DLT sender, entity and template ids for a real gateway, naming the first missing', () => {
    const url = 'https://sms.example.com/send';
    expect(readConfig({ SMS_PROVIDER_URL: url, ...dlt }).SMS_PROVIDER_KEY).toBe('k');
    expect(configError({ SMS_PROVIDER_URL: url, ...dlt, SMS_SENDER_ID: '' }).message).toContain(
      'SMS_SENDER_ID: required with SMS_PROVIDER=http',
    );
    expect(configError({ SMS_PROVIDER: 'msg91', SMS_PROVIDER_KEY: 'k' }).message).toContain(
      'SMS_SENDER_ID',
    );
    // MSG91 maps the entity on its own panel; a UPI id needs the notice that names it.
    const msg91 = { ...dlt, SMS_PROVIDER: 'msg91', SMS_DLT_ENTITY_ID: '' };
    expect(readConfig(msg91).SMS_PROVIDER).toBe('msg91');
    expect(configError({ ...msg91, PAYMENT_UPI_ID: 'yaar@okaxis' }).message).toContain(
      'SMS_TEMPLATE_RENEWAL_UPI',
    );
    expect(configError({ SMS_PROVIDER: 'twilio' }).message).toContain('SMS_PROVIDER');
    expect(configError({ ...msg91, SMS_SENDER_ID: 'TOOLONG' }).message).toContain(
      'SMS_SENDER_ID: must be up to 6 letters or digits',
    );
  });

  it.each([
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'REDIS_URL is set'],
    [{ STORAGE_URL: 's3://yaar-files' }, 'STORAGE_URL is set'],
    [
      { REDIS_URL: 'redis://127.0.0.1:6379', STORAGE_URL: 's3://yaar-files' },
      'REDIS_URL and STORAGE_URL are set',
    ],
  ])(
    'refuses to make its own signing secret when %j says it is one of several processes',
    (env, why) => {
      const { message } = configError(env);
      expect(message).toContain('FILE_URL_SECRET: required when');
      expect(message).toContain(why);
      const secret = 'a'.repeat(32);
      expect(readConfig({ ...env, FILE_URL_SECRET: secret, ...TEST_VAPID })).toMatchObject({
        FILE_URL_SECRET: secret,
        SEVERAL_PROCESSES: true,
      });
      expect(readConfig({}).SEVERAL_PROCESSES).toBe(false);
    },
  );

  it('refuses a REDIS_URL that is not redis:// or rediss://', () => {
    expect(configError({ REDIS_URL: 'http://cache:6379' }).message).toContain('REDIS_URL');
  });

  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      BUSINESS_TZ: 'Asia/Kolkata',
      ADMIN_EMAIL: 'admin@yaar.local',
      RESTRICTED_EMAILS: ['admin@yaar.local'],
      SERVE: ['web', 'api', 'oyaar-api'],
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMS_PROVIDER_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.UPLOADS_DIR).toBe(path.join(path.resolve('./data'), 'uploads'));
  });

  it('treats empty values as unset', () => {
    expect(readConfig({ PORT: '', BUSINESS_TZ: '', ADMIN_EMAIL: '' })).toMatchObject({
      PORT: 3000,
      BUSINESS_TZ: 'Asia/Kolkata',
      ADMIN_EMAIL: 'admin@yaar.local',
    });
  });

  it('restricts the administrator by default, in lower case', () => {
    const config = readConfig({ ADMIN_EMAIL: 'Boss@Example.COM' });
    expect(config.ADMIN_EMAIL).toBe('boss@example.com');
    expect(config.RESTRICTED_EMAILS).toEqual(['boss@example.com']);
  });

  it('reads RESTRICTED_EMAILS as a trimmed, lower-cased list', () => {
    const config = readConfig({ RESTRICTED_EMAILS: ' One@Yaar.test, two@yaar.test ,,' });
    expect(config.RESTRICTED_EMAILS).toEqual(['one@yaar.test', 'two@yaar.test']);
  });

  it('reads valid values', () => {
    const config = readConfig({
      PORT: '8080',
      BUSINESS_TZ: 'Europe/London',
      DATABASE_URL: 'postgresql://yaar:secret@db:5432/yaar',
      SERVE: 'api, oyaar-api',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      BUSINESS_TZ: 'Europe/London',
      DATABASE_URL: 'postgresql://yaar:secret@db:5432/yaar',
      SERVE: ['api', 'oyaar-api'],
      TRUST_PROXY: 1,
    });
  });

  it('reads the annual returns filed, per financial year (CGST s. 34(2)); none by default', () => {
    expect(readConfig({}).GST_ANNUAL_RETURN_FILED).toEqual({});
    expect(
      readConfig({ GST_ANNUAL_RETURN_FILED: '25-26:2026-09-30, 99-00:2000-06-01' })
        .GST_ANNUAL_RETURN_FILED,
    ).toEqual({ '25-26': '2026-09-30', '99-00': '2000-06-01' });
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8, ::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as a hop count or a list of proxies', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('listens on every address, but only on the loopback behind a proxy unless HOST says otherwise', () => {
    expect(readConfig({}).HOST).toBe('0.0.0.0');
    expect(readConfig({ TRUST_PROXY: '1' }).HOST).toBe('127.0.0.1');
    expect(readConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('warns, naming TRUST_PROXY, when a trusted proxy can be bypassed on a public address', () => {
    expect(configWarnings(readConfig({}))).toEqual([]);
    expect(configWarnings(readConfig({ TRUST_PROXY: '1' }))).toEqual([]);
    const [warning, ...more] = configWarnings(readConfig({ TRUST_PROXY: '1', HOST: '0.0.0.0' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^TRUST_PROXY is set and HOST=0\.0\.0\.0 listens beyond this machine/);
    expect(warning).toContain('port 3000');
  });
});
