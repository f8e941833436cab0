import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type ApiEnvelope } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../test/app';
import { expectNoSecretsInAnswers } from '../test/leaks';
import { newMobile, verificationTokenFor, verifyMobile } from '../test/otp';
import { users } from './db/schema';

/** Cross-cutting abuse of the public auth routes: bad bodies, wrong types, injection, limits. */
let t: TestApp;
let cityId: number;
beforeAll(async () => {
  // AUTH_RATE_LIMIT_PER_MINUTE keeps its default (30): tested below from one address.
  t = await createTestApp();
  const cities = await t.inject({ url: '/api/cities-list' });
  cityId = cities.json<ApiEnvelope<{ CityId: number }[]>>().data![0]!.CityId;
});
afterAll(() => t.close());

/** Each abusive request comes from its own address, so the per-address limit stays out of the way. */
let addressSequence = 0;
const freshAddress = () => {
  addressSequence += 1;
  return `10.20.${Math.floor(addressSequence / 250)}.${(addressSequence % 250) + 1}`;
};
const send = (options: InjectOptions) => t.inject({ remoteAddress: freshAddress(), ...options });
const post = (url: string, payload: unknown) =>
  send({ method: 'POST', url, payload: payload as object });
const postRaw = (url: string, body: string, contentType = 'application/json') =>
  send({ method: 'POST', url, payload: body, headers: { 'content-type': contentType } });

const validForms = (): Record<string, Record<string, unknown>> => ({
  '/api/login': { Email: 'abuse@yaar.test', Password: 'abuse-password' },
  '/api/register': {
    FirstName: 'Abuse',
    LastName: 'Tester',
    Email: 'abuse@example.com',
    MobileNo: newMobile(),
    Address: 'Somewhere',
    CityId: cityId,
    Pincode: '380001',
    Password: 'abuse-password',
  },
  '/api/send-otp': { MobileNo: newMobile() },
  '/api/verify-otp': { MobileNo: newMobile(), otp: '123456' },
});
const stringFields: Record<string, string[]> = {
  '/api/login': ['Email', 'Password'],
  '/api/register': ['FirstName', 'LastName', 'Email', 'MobileNo', 'Address', 'Pincode', 'Password'],
  '/api/send-otp': ['MobileNo'],
  '/api/verify-otp': ['MobileNo', 'otp'],
};
const routes = Object.keys(stringFields);
const usersCount = async () => (await t.ctx.db.select({ value: count() }).from(users))[0]!.value;

describe.each(routes)('POST %s with a bad body', (url) => {
  it.each(['{"Email":', '{bad json}', "{'MobileNo': '9876543210'}", '{"a":1,}'])(
    'answers malformed JSON %j with 400 and the envelope',
    async (body) => {
      const response = await postRaw(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 400, message: apiMessages.malformedBody });
    },
  );

  it.each(['{"__proto__":{"IsAdmin":true}}', '{"constructor":{"prototype":{"IsAdmin":true}}}'])(
    'refuses prototype poisoning %j with 400',
    async (body) => {
      const response = await postRaw(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: apiMessages.malformedBody });
    },
  );

  it.each(['[]', '5', '"text"', 'true', 'null', '{}'])(
    'answers the JSON value %s with 422 and field errors',
    async (body) => {
      const response = await postRaw(url, body);
      expect(response.statusCode).toBe(422);
      const answer = response.json<ApiEnvelope>();
      expect(answer.status).toBe(422);
      expect(typeof answer.message).toBe('string');
      expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('answers a plain-text body with 422 and an XML one with 415, both as JSON', async () => {
    const text = await postRaw(url, 'MobileNo=9876543210', 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json<ApiEnvelope>().status).toBe(422);
    const xml = await postRaw(url, '<MobileNo>9876543210</MobileNo>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json<ApiEnvelope>().status).toBe(415);
  });

  it('answers a 10 MB body with 413', async () => {
    const body = JSON.stringify({ ...validForms()[url], Email: 'x'.repeat(10 * 1024 * 1024) });
    const response = await postRaw(url, body);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 413, message: apiMessages.bodyTooLarge });
  });

  it('answers numbers, arrays, objects, booleans and null in string fields with 422 under the field', async () => {
    const wrongValues: unknown[] = [
      9876543210,
      0,
      [],
      ['9876543210'],
      {},
      { $ne: null },
      true,
      null,
    ];
    for (const field of stringFields[url]!) {
      for (const value of wrongValues) {
        const response = await post(url, { ...validForms()[url], [field]: value });
        const label = `${field} = ${JSON.stringify(value)}`;
        expect(response.statusCode, label).toBe(422);
        expect(response.json<ApiEnvelope>().errors, label).toHaveProperty(field);
      }
    }
  });
});

describe('SQL metacharacters', () => {
  const injections = ["' OR 1=1 --", '"; drop table users; --', "x'); delete from users; --"];

  it('are refused with 4xx wherever they land, and the users table stays intact', async () => {
    const before = await usersCount();
    for (const injection of injections) {
      const registerFields = [
        'FirstName',
        'LastName',
        'Email',
        'MobileNo',
        'Address',
        'Pincode',
        'Password',
      ];
      const answers = [
        post('/api/login', { Email: injection, Password: injection }),
        post('/api/login', { Email: `x'or'1'='1@yaar.test`, Password: injection }),
        post('/api/send-otp', { MobileNo: injection }),
        post('/api/verify-otp', { MobileNo: injection, otp: injection }),
        ...registerFields.map((field) =>
          post('/api/register', { ...validForms()['/api/register'], [field]: injection }),
        ),
      ];
      for (const response of await Promise.all(answers)) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }
    }
    expect(await usersCount()).toBe(before);
    const admin = await post('/api/login', { Email: ADMIN.email, Password: ADMIN.password });
    expect(admin.statusCode).toBe(200);
  });

  it('are stored verbatim as names when the sign-up is otherwise valid', async () => {
    const form = validForms()['/api/register']!;
    await verifyMobile(t, form.MobileNo as string);
    const payload = {
      ...form,
      FirstName: injections[0],
      LastName: injections[1],
      Address: injections[2],
      VerificationToken: verificationTokenFor(form.MobileNo),
    };
    expect((await post('/api/register', payload)).statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.mobileNo, form.MobileNo as string));
    expect(row).toMatchObject({
      firstName: injections[0],
      lastName: injections[1],
      address: injections[2],
    });
    const login = await post('/api/login', { Email: form.Email, Password: form.Password });
    expect(login.statusCode).toBe(200);
  });
});

describe('unknown paths', () => {
  it.each<['GET' | 'POST', string]>([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/login'],
    ['GET', '/oyaar-api/nope'],
    ['POST', '/oyaar-api/users-list'],
    ['GET', '/no-such-page.js'],
  ])('%s %s answers 404 as JSON', async (method, url) => {
    const response = await send({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: 404, message: apiMessages.notFound });
  });
});

describe('per-address limit of the auth routes', () => {
  it('answers 429 after AUTH_RATE_LIMIT_PER_MINUTE requests a minute from one address, not to others', async () => {
    const limit = t.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE;
    const address = '198.51.100.9';
    for (let request = 0; request < limit; request += 1) {
      // A forged X-Forwarded-For does not make a new address (TRUST_PROXY is off).
      const response = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload: {},
        remoteAddress: address,
        headers: { 'x-forwarded-for': `192.0.2.${request + 1}` },
      });
      expect(response.statusCode).toBe(422);
    }
    const limited = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: {},
      remoteAddress: address,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, message: apiMessages.tooManyRequests });
    expect((await post('/api/login', {})).statusCode).toBe(422);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('throttles a caller who rotates the leftmost X-Forwarded-For address', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const login = (forwardedFor: string) =>
        behind.inject({
          method: 'POST',
          url: '/api/login',
          payload: {},
          remoteAddress: '10.0.0.2', // the proxy
          headers: { 'x-forwarded-for': forwardedFor },
        });
      const answers: number[] = [];
      for (let request = 0; request < 7; request += 1) {
        answers.push((await login(`192.0.2.${request + 1}, 203.0.113.7`)).statusCode);
      }
      expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
      // Another client behind the same proxy is not held back.
      expect((await login('203.0.113.8')).statusCode).toBe(422);
    } finally {
      await behind.close();
    }
  });
});

it('sends the security headers with API answers', async () => {
  const response = await post('/api/login', {});
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
