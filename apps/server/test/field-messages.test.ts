import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@yaar/shared';
import { createTestApp, type TestApp } from './app';
import { adminUser, bearer, companionBearer } from './factories';
import { expectFieldErrors } from './field-errors';
import { insertLead } from './leads';
import { operationsOf, type Operation } from './fuzz-input';

/**
 * One message per rule, beside its field, written in packages/shared (issue 40): no refusal ever
 * shows zod's own text ("Invalid input", "Too big: expected string to have <=40 characters",
 * "Invalid ISO datetime"). Zod's default messages are replaced here by a marker, so a rule that
 * names no message of its own shows up wherever it is; every request schema exported from
 * packages/shared, and every route of both OpenAPI documents, gets a bad value of each kind in each
 * field, and every refusal must name a field and say something of ours.
 */
const ZOD_DEFAULT = '<zod default message>';
z.config({ customError: () => ZOD_DEFAULT });

/** What zod writes when a schema names no message (as a second net beside the marker). */
const RAW_ZOD_TEXT =
  /^Invalid (input|ISO|string|option|url|URL|key|element|value)|^Too (big|small)|expected .* received/;

const BAD_VALUES: Record<string, unknown> = {
  'an object': { a: 1 },
  'a list': [1],
  'a yes/no': true,
  'a huge number': 1e20,
  'a negative number': -1,
  'a fraction': 1.5,
  'a text too long': 'x'.repeat(5000),
  'a day that does not exist': '2025-02-30',
  'the last day PostgreSQL holds': '9999-12-31',
  'a time with an impossible offset': '2025-01-01T10:00:00+99:00',
  'a time past PostgreSQL’s range': '9999-12-31T23:59:59-23:00',
  'a word for a time': 'yesterday',
  'a NUL character': 'a\u0000b',
  null: null,
};

const badMessage = (message: string) => message === ZOD_DEFAULT || RAW_ZOD_TEXT.test(message);

type JsonSchema = {
  properties?: Record<string, unknown>;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
};
const fieldsOf = (schema: JsonSchema): string[] => [
  ...Object.keys(schema.properties ?? {}),
  ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap(fieldsOf),
];
const fieldsOfSchema = (schema: z.ZodType) =>
  fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));

let t: TestApp;
let operations: Operation[];
let authorization: string;
let companionAuthorization: string;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    OTP_PER_ADDRESS_PER_HOUR: '1000000',
  });
  operations = [
    ...(await operationsOf(t, '/api/docs/json')),
    ...(await operationsOf(t, '/oyaar-api/docs/json')),
  ];
  const admin = await adminUser(t.ctx);
  authorization = bearer(admin).authorization;
  companionAuthorization = (await companionBearer(t, admin)).authorization;
});
afterAll(() => t.close());

/** The field sets of the routes' request bodies and queries: a shared schema with one is a request. */
const requestFieldSets = () =>
  new Set(
    operations
      .flatMap((operation) => [operation.bodyFields, operation.queryFields])
      .filter((fields) => fields.length > 0)
      .map((fields) => [...fields].sort().join(',')),
  );

describe('every request schema exported from packages/shared', () => {
  it('refuses a bad value of each kind in each field with a message of ours, beside a field', async () => {
    const requests = requestFieldSets();
    const problems: string[] = [];
    let walked = 0;
    for (const [name, schema] of Object.entries(shared)) {
      if (!(schema instanceof z.ZodType)) continue;
      const fields = fieldsOfSchema(schema);
      // Answer shapes (what routes send back) have no messages: only what a caller sends counts.
      const isRequest =
        !name.endsWith('ItemSchema') &&
        (/(Query|Body|Form|Fields|Params)Schema$/.test(name) ||
          requests.has([...fields].sort().join(',')));
      if (!isRequest || fields.length === 0) continue;
      walked += 1;
      const inputs: [string, Record<string, unknown>][] = [
        ['nothing', {}],
        ...fields.flatMap((field) =>
          Object.entries(BAD_VALUES).map(([kind, value]): [string, Record<string, unknown>] => [
            `${field} as ${kind}`,
            { [field]: value },
          ]),
        ),
      ];
      for (const [what, input] of inputs) {
        const result = await schema.safeParseAsync(input);
        for (const issue of result.error?.issues ?? []) {
          if (badMessage(issue.message) || issue.path.length === 0)
            problems.push(`${name}, ${what}: ${JSON.stringify(issue.path)} "${issue.message}"`);
        }
      }
    }
    expect(walked).toBeGreaterThan(40);
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('every route of both OpenAPI documents', () => {
  it('answers a bad value of each kind in each field with a 4xx of ours; a 422 names its fields', async () => {
    const problems: string[] = [];
    for (const operation of operations) {
      if (operation.path.endsWith('/logout')) continue; // would end the session of the rest
      const isGet = operation.method === 'GET';
      const fields = isGet ? operation.queryFields : operation.bodyFields;
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const auth =
        path.startsWith('/oyaar-api/') && path !== '/oyaar-api/login'
          ? companionAuthorization
          : authorization;
      for (const field of fields)
        for (const [kind, value] of Object.entries(BAD_VALUES)) {
          const query = isGet ? `?${field}=${encodeURIComponent(String(value))}` : '';
          const response = await t.app.inject({
            method: operation.method as 'GET' | 'POST',
            url: `${path}${query}`,
            headers: { authorization: auth },
            ...(isGet ? {} : { payload: { [field]: value } }),
          });
          const what = `${operation.method} ${operation.path} ${field} as ${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) problems.push(what);
          if (response.statusCode < 400 || response.statusCode >= 500) continue;
          const { message, errors } = response.json<{
            message: string;
            errors?: Record<string, string>;
          }>();
          const messages = [message, ...Object.values(errors ?? {})];
          if (messages.some(badMessage)) problems.push(what);
          if (
            response.statusCode === 422 &&
            (!errors || Object.keys(errors).length === 0 || 'body' in errors)
          )
            problems.push(what);
        }
    }
    expect(problems).toEqual([]);
  });
});

describe('the refusals the probe found without a field or in zod words', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });

  it('refuses a CapturedAt or SentAt that is no storable time beside the field', async () => {
    const admin = await adminUser(t.ctx);
    const LeadId = await insertLead(t.ctx, admin.id);
    const at = { LeadId, Latitude: 23.02, Longitude: 72.57, Accuracy: 9 };
    for (const time of ['9999-12-31T23:00:00-05:00', '2026-01-01T10:00:00+99:00', 'yesterday'])
      for (const field of ['CapturedAt', 'SentAt'])
        expectFieldErrors(
          await post('/api/lead-visit', { ...at, [field]: time }).then(
            (r) => (console.log(field, time, r.body), r),
          ),
          {
            [field]: shared.inputMessages.timeInvalid,
          },
        );
  });

  it("takes visits-day's Export as every other flag: 1/0, '1'/'0', true/false", async () => {
    const admin = await adminUser(t.ctx);
    const day = { UserId: admin.id, Date: '2026-11-27' };
    for (const no of [0, '0', false]) {
      const response = await post('/api/visits-day', { ...day, Export: no });
      expect(response.statusCode, String(no)).toBe(200);
      expect(response.headers['content-type']).toContain('json');
    }
    for (const yes of [1, '1', true]) {
      const response = await post('/api/visits-day', { ...day, Export: yes });
      expect(response.statusCode, String(yes)).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
    expectFieldErrors(await post('/api/visits-day', { ...day, Export: 'yes' }), {
      Export: shared.inputMessages.numberInvalid,
    });
  });
});
