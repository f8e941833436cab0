import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_VAPID } from '../test/vapid';
import { ConfigError, readConfig } from './env';
import { pushConfigWarnings } from './env-push';
import { readVapidKeys } from './lib/web-push';

const refusal = (env: Record<string, string>) => {
  try {
    readConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`readConfig accepted ${JSON.stringify(env)}`);
};

describe('the Web Push settings', () => {
  it.each([
    'it@yaar-software.in',
    'mailto:admin@localhost',
    'mailto:admin@yaar.local',
    'mailto:nobody',
    'https://localhost',
    'https://127.0.0.1',
    'http://yaar-software.in',
    'ftp://yaar-software.in',
  ])('refuses VAPID_SUBJECT=%s, naming it', (subject) => {
    expect(refusal({ VAPID_SUBJECT: subject })).toContain('VAPID_SUBJECT: must be a real mailto:');
  });

  it('takes a real mailto: or https: subject, else PUBLIC_URL or the administrator’s e-mail', () => {
    for (const subject of ['mailto:it@yaar-software.in', 'https://office.yaar-software.in'])
      expect(readConfig({ VAPID_SUBJECT: subject }).VAPID_SUBJECT).toBe(subject);
    expect(readConfig({ PUBLIC_URL: 'https://office.yaar.in/' }).VAPID_SUBJECT).toBe(
      'https://office.yaar.in',
    );
    const fallback = readConfig({ ADMIN_EMAIL: 'Boss@Yaar.in' });
    expect(fallback.VAPID_SUBJECT).toBe('mailto:boss@yaar.in');
    expect(pushConfigWarnings(fallback)).toEqual([]);
    // The default administrator (admin@yaar.local) is no address Apple takes: a warning, not a stop.
    expect(pushConfigWarnings(readConfig({}))[0]).toContain('set VAPID_SUBJECT');
  });

  it('wants both keys or neither, and both when several processes serve the app', () => {
    expect(refusal({ VAPID_PUBLIC_KEY: TEST_VAPID.VAPID_PUBLIC_KEY })).toContain(
      'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
    expect(refusal({ VAPID_PRIVATE_KEY: 'short' })).toContain('VAPID_PRIVATE_KEY: must be');
    const several = { REDIS_URL: 'redis://127.0.0.1:6379', FILE_URL_SECRET: 'a'.repeat(32) };
    expect(refusal(several)).toContain(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: required when REDIS_URL is set',
    );
    expect(readConfig({ ...several, ...TEST_VAPID })).toMatchObject(TEST_VAPID);
  });

  it('reads PUSH_ENDPOINT_ALLOW as origins and REMINDER_TIME as HH:MM or off', () => {
    expect(
      readConfig({ PUSH_ENDPOINT_ALLOW: 'https://push.yaar.in/x, http://127.0.0.1:9000' })
        .PUSH_ENDPOINT_ALLOW,
    ).toEqual(['https://push.yaar.in', 'http://127.0.0.1:9000']);
    expect(refusal({ PUSH_ENDPOINT_ALLOW: 'file:///etc' })).toContain('PUSH_ENDPOINT_ALLOW');
    expect(readConfig({}).REMINDER_TIME).toBe('09:00');
    expect(readConfig({ REMINDER_TIME: 'off' }).REMINDER_TIME).toBe('off');
    expect(refusal({ REMINDER_TIME: '9am' })).toContain('REMINDER_TIME');
  });

  it('makes the key pair once in DATA_DIR and keeps it; configured keys win', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yaar-vapid-'));
    try {
      const first = readVapidKeys(dataDir, {});
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect(readVapidKeys(dataDir, {})).toEqual(first);
      expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
      expect(readVapidKeys(dataDir, TEST_VAPID)).toEqual({
        publicKey: TEST_VAPID.VAPID_PUBLIC_KEY,
        privateKey: TEST_VAPID.VAPID_PRIVATE_KEY,
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
