import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages, leadMessages } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from './app';
import { adminUser, bearer, companionBearer, createStaffUser } from './factories';
import {
  bodyFor,
  operationsOf,
  pathFor,
  queryFor,
  toFormData,
  type Operation,
  type Plausible,
} from './fuzz-input';
import { cityIdOf, insertLead, leadFields, statusIdOf } from './leads';
import { updateBody } from './licences';

/**
 * DESIGN §4: nothing ever answers 500 for bad input. Every route of both OpenAPI documents gets
 * arbitrary bodies (the route's own field names, mostly valid, with hostile values mixed in, and
 * free-form JSON; as JSON and, where the route takes one, as a multipart form with a file) and
 * arbitrary query strings and path parameters, with a valid administrator bearer token and
 * without one. FUZZ_RUNS_PER_ROUTE (default 60) sets the runs per route; FUZZ_REPORT=1 prints the
 * statuses seen per route.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 60);

/** Valid values by field name, filled in once the database is there. */
const plausibleValues: Plausible = {};
/** The same values as lists (the arranged leads, users and statuses). */
let known: Record<string, unknown[]> = {};

let t: TestApp;
let operations: Operation[];
let authorization: string;
/** The administrator's full-scope OYToken: the companion's guarded routes take no other. */
let companionAuthorization: string;
/** The bearer a signed-in caller sends: the OYToken on the companion, but to its /login. */
const bearerFor = (path: string) =>
  path.startsWith('/oyaar-api/') && path !== '/oyaar-api/login'
    ? companionAuthorization
    : authorization;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    OTP_PER_ADDRESS_PER_HOUR: '1000000',
    // An administrator who may change every lead reaches the update, transfer and delete code.
    RESTRICTED_EMAILS: 'nobody@yaar.test',
  });
  // Deleting goes last, so that the arranged leads are there for the other routes.
  operations = [
    ...(await operationsOf(t, '/api/docs/json')),
    ...(await operationsOf(t, '/oyaar-api/docs/json')),
  ].sort((a, b) => Number(a.path.endsWith('-delete')) - Number(b.path.endsWith('-delete')));
  const admin = await adminUser(t.ctx);
  authorization = bearer(admin).authorization;
  companionAuthorization = (await companionBearer(t, admin)).authorization;
  const staff = await createStaffUser(t.ctx);
  const leadIds = [await insertLead(t.ctx, admin.id), await insertLead(t.ctx, staff.id)];
  const asOptions = (fields: object) =>
    Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, [value]]));
  const values: Record<string, unknown[]> = {
    ...asOptions(updateBody({ MobileNo: '9876543211', EmployeeId: admin.id })),
    ...asOptions(await leadFields(t.ctx)),
    FromDate: ['2026-11-01'],
    ToDate: ['2026-11-30'],
    PlaceOfSupply: ['Gujarat'],
    CustomerAddress: ['1 Relief Road, Ahmedabad'],
    Email: [ADMIN.email, 'nobody@yaar.test'],
    Password: [ADMIN.password, 'wrong-password'],
    FirstName: ['Asha'],
    LastName: ['Shah'],
    MobileNo: ['9876543210', ADMIN.mobile],
    otp: ['123456'],
    CityId: [await cityIdOf(t.ctx)],
    StatusId: [await statusIdOf(t.ctx, 'Pending', 'Interested')],
    MainStatus: ['Pending'],
    SubStatus: ['Interested', await statusIdOf(t.ctx, 'Pending', 'Interested')],
    Status: ['Pending', 'Completed'],
    FollowUpStatus: ['Today', 'Overdue'],
    Search: ['Arranged', '98765'],
    ByUser: [true, 'true'],
    ExportLead: [false],
    FollowUpDate: ['2026-11-20'],
    Remarks: ['Called'],
    LocationAccuracy: [12],
    LocationTakenAt: ['2026-11-20T10:00:00+05:30'],
    RefMobileNo: [''],
    id: [...leadIds, 999_999],
    LeadId: leadIds,
    UserId: [admin.id, staff.id],
    Page: [1, 2],
    PageSize: [10],
    expires: [String(Date.now() + 60_000)],
    Version: ['2.4.0'],
    DeviceType: ['Android', 'IOS'],
    ForceUpdate: [0, 1, '1'],
    IsUnMaintain: [0, 1, '0'],
  };
  known = values;
  for (const [field, options] of Object.entries(values)) {
    plausibleValues[field] = fc.constantFrom(...options);
  }
  // A lead form needs a number no live lead has: a fresh one most of the time.
  plausibleValues.MobileNo = fc.oneof(
    fc.constantFrom(...values.MobileNo!),
    fc.integer({ min: 6_000_000_000, max: 6_999_999_999 }).map(String),
  );
  plausibleValues.BusinessType = fc.constantFrom('Service', 'PUC');
});
afterAll(() => t.close());

describe('arbitrary input to every documented route', () => {
  it('finds the routes of both APIs in their OpenAPI documents', () => {
    const paths = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['POST /api/leads-list', 'POST /oyaar-api/login']),
    );
  });

  it('never answers 5xx, signed in as the administrator or anonymous', async () => {
    let requests = 0;
    const statuses: Record<string, number> = {};
    for (const operation of operations) {
      // Signing out would end the administrator's session for the routes after it.
      const signedIn = operation.path.endsWith('/logout') ? [false] : [true, false];
      const sample = fc.record({
        path: pathFor(operation),
        query: queryFor(operation, plausibleValues),
        body: bodyFor(operation, plausibleValues),
        signedIn: fc.constantFrom(...signedIn),
        asForm: operation.multipart ? fc.boolean() : fc.constant(false),
      });
      await fc.assert(
        fc.asyncProperty(sample, async ({ path, query, body, signedIn, asForm }) => {
          requests += 1;
          const isGet = operation.method === 'GET';
          const json = !isGet && !asForm;
          const response = await t.app.inject({
            method: operation.method as 'GET' | 'POST',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(signedIn ? { authorization: bearerFor(operation.path) } : {}),
              ...(json ? { 'content-type': 'application/json' } : {}),
            },
            ...(json ? { payload: JSON.stringify(body) } : {}),
            ...(asForm ? { payload: toFormData(body) } : {}),
          });
          const sent = isGet ? '' : `${asForm ? 'form ' : ''}${JSON.stringify(body)}`;
          const request = `${operation.method} ${path}?${query} ${sent}`;
          statuses[`${operation.method} ${operation.path} ${response.statusCode}`] =
            (statuses[`${operation.method} ${operation.path} ${response.statusCode}`] ?? 0) + 1;
          expect(response.statusCode, `${request}\n${response.body}`).toBeLessThan(500);
          // Every refusal of the input says which field it was about.
          if (response.statusCode === 422) {
            const { errors } = response.json<{ errors?: Record<string, string> }>();
            expect(Object.keys(errors ?? {}), `${request}\n${response.body}`).not.toHaveLength(0);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    if (process.env.FUZZ_REPORT) console.log(statuses);
    expect(requests).toBeGreaterThanOrEqual(operations.length * RUNS_PER_ROUTE);
  });
});

describe('the inputs the review found answering 500', () => {
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const expectFieldError = (
    response: { statusCode: number; json: () => unknown },
    field: string,
    message: string,
  ) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 422, errors: { [field]: message } });
  };

  it('refuses a NUL byte in list filters, the login e-mail and lead fields with a field error', async () => {
    for (const field of ['Search', 'Status', 'SubStatus']) {
      expectFieldError(
        await post('/api/leads-list', { [field]: 'a\u0000b' }),
        field,
        inputMessages.textInvalid,
      );
    }
    expectFieldError(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { Email: `${ADMIN.email}\u0000`, Password: 'x'.repeat(8) },
      }),
      'Email',
      inputMessages.textInvalid,
    );
    const fields = await leadFields(t.ctx, { CompanyName: 'Nul\u0000Motors' });
    expectFieldError(
      await post('/api/lead-create', fields),
      'CompanyName',
      inputMessages.textInvalid,
    );
  });

  it('refuses a follow-up whose remarks hold a NUL byte or whose date PostgreSQL cannot hold', async () => {
    const valid = {
      LeadId: known.LeadId![0],
      FollowUpDate: '2026-11-20',
      Remarks: 'Called',
      UserId: known.UserId![0],
      StatusId: known.StatusId![0],
      NextDate: '2026-11-27',
    };
    const refusals = [
      ['Remarks', 'a\u0000', inputMessages.textInvalid],
      ['FollowUpDate', '0000-01-01', inputMessages.dateInvalid],
    ] as const;
    for (const [field, value, message] of refusals) {
      expectFieldError(
        await post('/api/create-followup', { ...valid, [field]: value }),
        field,
        message,
      );
    }
  });

  it('refuses a sub status id beyond PostgreSQL integer and a fix time in year 0', async () => {
    const lead = await leadFields(t.ctx, { LocationTakenAt: '0000-01-01T00:00:00Z' });
    const refusals = [
      ['/api/leads-list', { SubStatus: 99_999_999_999 }, 'SubStatus', leadMessages.statusUnknown],
      ['/api/lead-create', lead, 'LocationTakenAt', inputMessages.timeInvalid],
    ] as const;
    for (const [url, body, field, message] of refusals) {
      expectFieldError(await post(url, body), field, message);
    }
  });
});
