import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followUpMessages,
  languageMessages,
  signInMessages,
  type ApiEnvelope,
  type SignedInUser,
} from '@yaar/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createStaffUser, type TestUser } from '../../test/factories';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.ctx);
});
afterAll(() => t.close());

const login = async (user: TestUser, language?: string) =>
  (
    await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: language ? { 'accept-language': language } : {},
      payload: { Email: user.email, Password: user.password },
    })
  ).json<ApiEnvelope<SignedInUser[]>>();

describe('answers in the caller’s language (issue 45)', () => {
  it('keeps English exactly without Accept-Language, or with a language of none of ours', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR, de;q=0.8' }]) {
      const answer = (
        await t.inject({ method: 'POST', url: '/api/login', headers, payload: {} })
      ).json<ApiEnvelope>();
      expect(answer.errors).toEqual({
        Email: signInMessages.emailRequired,
        Password: signInMessages.passwordRequired,
      });
    }
  });

  it('translates the message and each field error in Gujarati and Hindi, beside the same fields', async () => {
    const gu = (
      await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'gu-IN,gu;q=0.9,en;q=0.8' },
        payload: { Email: 'x', Password: '1' },
      })
    ).json<ApiEnvelope>();
    expect(gu.status).toBe(422);
    expect(gu.errors).toEqual({
      Email: 'કૃપા કરીને માન્ય ઇમેઇલ સરનામું લખો.',
      Password: 'પાસવર્ડ ઓછામાં ઓછા 6 અક્ષરનો હોવો જોઈએ.',
    });
    expect(gu.message).toBe(gu.errors!.Email);

    const hi = (
      await t.inject({
        method: 'POST',
        url: '/api/create-followup',
        headers: { ...bearer(staff), 'accept-language': 'hi' },
        payload: {},
      })
    ).json<ApiEnvelope>();
    expect(hi.status).toBe(422);
    expect(hi.errors?.Remarks).toBe('टिप्पणी ज़रूरी है।');
    expect(Object.values(hi.errors ?? {})).not.toContain(followUpMessages.remarksRequired);
  });

  it('translates a success message, and a refusal', async () => {
    expect((await login(staff, 'hi')).message).toBe('लॉगिन हो गया।');
    const refused = (
      await t.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'accept-language': 'gu' },
        payload: { Email: staff.email, Password: 'wrong-password' },
      })
    ).json<ApiEnvelope>();
    expect(refused).toMatchObject({ status: 401, message: 'ઇમેઇલ અથવા પાસવર્ડ ખોટો છે.' });
  });
});

describe('POST /api/user-language', () => {
  it('keeps the language for the user: every later login returns it', async () => {
    expect((await login(staff)).data![0]!.Language).toBeNull();
    const saved = await t.inject({
      method: 'POST',
      url: '/api/user-language',
      headers: bearer(staff),
      payload: { Language: 'gu' },
    });
    expect(saved.json()).toEqual({ status: 200, message: languageMessages.saved });
    expect((await login(staff)).data![0]!.Language).toBe('gu');
  });

  it('refuses a language of none of ours, and a caller not signed in', async () => {
    const refused = await t.inject({
      method: 'POST',
      url: '/api/user-language',
      headers: bearer(staff),
      payload: { Language: 'fr' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ApiEnvelope>().errors).toEqual({ Language: languageMessages.invalid });
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/user-language',
      payload: { Language: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
