import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAdminMessages, versionMessages } from '@yaar/shared';
import type { Headers, TestApp } from './app';
import { appWithCompanionAdmin, bearer, createStaffUser, type TestUser } from './factories';

/**
 * Every 0/1 flag of both APIs takes the forms a client sends: the spec's 1/0 and '1'/'0', and a
 * JavaScript client's true/false (and 'true'/'false' from a query string or a form); anything else
 * is refused beside the field.
 */
let t: TestApp, adminAccount: TestUser, oyAdmin: Headers;
beforeAll(async () => ({ t, adminAccount, admin: oyAdmin } = await appWithCompanionAdmin()));
afterAll(() => t.close());

const YES = [1, '1', true, 'true'] as const;
const NO = [0, '0', false, 'false'] as const;
const NEITHER = [2, 'yes', 'on', '', null, [1], { a: 1 }] as const;

const post = (url: string, payload: object, headers: Headers) =>
  t.inject({ method: 'POST', url, payload, headers });
const isSheet = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['content-type']).includes('spreadsheetml');
const fieldErrors = (response: { json: () => unknown }) =>
  (response.json() as { errors?: Record<string, string> }).errors;

/** One referral's history, or (exported) every payment of the range. */
const history = {
  RefMobileNo: '9000000001',
  MobileNo: '9000000002',
  FromDate: '2026-01-01',
  ToDate: '2026-12-31',
};

describe.each([
  ['/api/leads-list', 'ExportLead', 'main', {}],
  ['/api/pending-payment-reference-leads', 'Export', 'main', {}],
  ['/api/pay-transaction-history-ref-leads', 'Export', 'main', history],
  ['/oyaar-api/analytics', 'ExportCompany', 'companion', {}],
  ['/oyaar-api/analytics', 'ExportUsers', 'companion', {}],
  ['/oyaar-api/countings', 'ExportCompany', 'companion', {}],
] as const)('%s %s', (url, flag, api, rest) => {
  const headers = () => (api === 'main' ? bearer(adminAccount) : oyAdmin);
  const send = (value: unknown) => post(url, { ...rest, [flag]: value }, headers());

  it.each(YES)('answers the sheet for %j', async (value) => {
    const response = await send(value);
    expect(response.statusCode).toBe(200);
    expect(isSheet(response)).toBe(true);
  });

  it.each(NO)('answers the list for %j', async (value) => {
    const response = await send(value);
    expect(response.statusCode).toBe(200);
    expect(isSheet(response)).toBe(false);
  });

  it.each(NEITHER)('refuses %j beside the field', async (value) => {
    const response = await send(value);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(response) ?? {})).toEqual([flag]);
  });
});

describe('flags that change a record', () => {
  it('creates a version forced and under maintenance from true, and neither from false', async () => {
    const create = (ForceUpdate: unknown, IsUnMaintain: unknown, Version: string) =>
      post(
        '/oyaar-api/version-create',
        { Version, DeviceType: 'Android', ForceUpdate, IsUnMaintain, Message: '' },
        oyAdmin,
      );
    expect((await create(true, 'true', '9.1.0')).statusCode).toBe(200);
    expect((await create(false, '0', '9.1.1')).statusCode).toBe(200);
    const refused = await create('yes', 1, '9.1.2');
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({ ForceUpdate: versionMessages.flagInvalid });
    const list = await t.inject({ url: '/oyaar-api/version-list', headers: oyAdmin });
    const versions = list.json<{
      data: { Version: string; ForceUpdate: number; IsUnMaintain: number }[];
    }>().data;
    expect(versions.find((v) => v.Version === '9.1.0')).toMatchObject({
      ForceUpdate: 1,
      IsUnMaintain: 1,
    });
    expect(versions.find((v) => v.Version === '9.1.1')).toMatchObject({
      ForceUpdate: 0,
      IsUnMaintain: 0,
    });
  });

  it('switches an employee off with false and on with true', async () => {
    const staff = await createStaffUser(t.ctx);
    const status = async (Status: unknown) =>
      post('/api/update-user', { id: staff.id, Status }, bearer(adminAccount));
    expect((await status(false)).statusCode).toBe(200);
    expect(
      (await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, staff.id) }))!.status,
    ).toBe(0);
    expect((await status(true)).statusCode).toBe(200);
    expect(
      (await t.ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, staff.id) }))!.status,
    ).toBe(1);
    const refused = await status('off');
    expect(refused.statusCode).toBe(422);
    expect(fieldErrors(refused)).toEqual({ Status: userAdminMessages.statusInvalid });
  });

  it('names a flag’s accepted forms in both OpenAPI documents', async () => {
    for (const [docs, path, field] of [
      ['/api/docs/json', '/leads-list', 'ExportLead'],
      ['/oyaar-api/docs/json', '/analytics', 'ExportCompany'],
    ] as const) {
      const document = (await t.inject({ url: docs })).json<{
        paths: Record<
          string,
          {
            post: {
              requestBody: {
                content: Record<string, { schema: { properties: Record<string, unknown> } }>;
              };
            };
          }
        >;
      }>();
      const schema =
        document.paths[path]!.post.requestBody.content['application/json']!.schema.properties[
          field
        ];
      expect(schema).toMatchObject({
        anyOf: [
          { type: 'number', enum: [0, 1] },
          { type: 'string', enum: ['0', '1', 'true', 'false'] },
          { type: 'boolean' },
        ],
      });
    }
  });
});
