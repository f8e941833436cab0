import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputMessages, leadMessages } from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from './app';
import { adminUser, bearer, createStaffUser } from './factories';
import { cityIdOf, insertLead, leadFields, statusIdOf } from './leads';

/**
 * DESIGN §4: nothing ever answers 500 for bad input. Every route of both OpenAPI documents gets
 * arbitrary JSON bodies (the route's own field names with hostile values, and free-form JSON) and
 * arbitrary query strings, with a valid administrator bearer token and without one.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 60);

interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
  queryFields: string[];
}
type OpenApiDocument = {
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
};
type OpenApiOperation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema }> };
};
type OpenApiSchema = {
  properties?: Record<string, unknown>;
  allOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
};

const fieldsOf = (schema: OpenApiSchema | undefined): string[] => {
  if (!schema) return [];
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap(fieldsOf);
  return [...Object.keys(schema.properties ?? {}), ...nested];
};

async function operationsOf(t: TestApp, docsUrl: string): Promise<Operation[]> {
  const document = (await t.app.inject({ url: docsUrl })).json<OpenApiDocument>();
  const prefix = document.servers[0]!.url;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: `${prefix}${path}`,
      bodyFields: [
        ...new Set(
          Object.values(operation.requestBody?.content ?? {}).flatMap((content) =>
            fieldsOf(content.schema),
          ),
        ),
      ],
      queryFields: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}

/** Values that broke the server before: NUL bytes, ids past int4, dates past PostgreSQL's range. */
const hostile = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  'admin@yaar.test\u0000',
  99_999_999_999,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -0,
  0.5,
  '0000-01-01',
  '99999-12-31',
  '10000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '1-1-1',
  '',
  ' ',
  '%',
  "'; drop table leads; --",
  'Pending',
  'Customer Reference',
  '9876543210',
  '12.5,77.5',
  '2026-02-30',
  'x'.repeat(5000),
  [],
  {},
);
const anyValue = fc.oneof(
  hostile,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const queryText = fc.oneof(
  fc.constantFrom(
    '%00',
    '%zz',
    '99999999999',
    '0000-01-01',
    '',
    '-1',
    'true',
    '1e400',
    '%F0%28%8C%28',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
);

/**
 * Mostly plausible values with a few hostile ones, so that a request gets past the fields it does
 * not break and reaches the database with the one it does.
 */
const fieldValue = (plausible: unknown[] | undefined) =>
  plausible
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...plausible) },
        { weight: 1, arbitrary: hostile },
        { weight: 1, arbitrary: anyValue },
      )
    : anyValue;
const bodyFor = (operation: Operation) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        Object.fromEntries(
          operation.bodyFields.map((field) => [field, fieldValue(plausibleValues[field])]),
        ),
        { requiredKeys: [] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...operation.bodyFields, 'id', 'x'), anyValue, {
        maxKeys: 8,
      }),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
const queryFor = (operation: Operation) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record(
          Object.fromEntries(
            operation.queryFields.map((field) => [
              field,
              fc.oneof(
                {
                  weight: 3,
                  arbitrary: fc.constantFrom(...(plausibleValues[field] ?? ['1'])).map(String),
                },
                { weight: 1, arbitrary: queryText },
              ),
            ]),
          ),
          { requiredKeys: [] },
        )
        .map((fields) =>
          Object.entries(fields)
            .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
            .join('&'),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...operation.queryFields, 'id', 'a[b]'), queryText), {
          maxLength: 5,
        })
        .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 30 })
        .map((text) => encodeURI(text).replace(/#/g, '%23')),
    },
  );
/** Path parameters (`{id}`) get arbitrary text too. */
const pathFor = (operation: Operation) =>
  fc
    .array(fc.oneof(queryText, fc.integer().map(String)), { minLength: 3, maxLength: 3 })
    .map((parts) => {
      let index = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => parts[index++] || 'x');
    });

/** Valid values by field name, filled in once the database is there. */
const plausibleValues: Record<string, unknown[]> = {};

let t: TestApp;
let operations: Operation[];
let authorization: string;
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
  const staff = await createStaffUser(t.ctx);
  const leadIds = [await insertLead(t.ctx, admin.id), await insertLead(t.ctx, staff.id)];
  Object.assign(plausibleValues, {
    ...Object.fromEntries(
      Object.entries(await leadFields(t.ctx)).map(([field, value]) => [field, [value]]),
    ),
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
  });
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
        query: queryFor(operation),
        body: bodyFor(operation),
        signedIn: fc.constantFrom(...signedIn),
      });
      await fc.assert(
        fc.asyncProperty(sample, async ({ path, query, body, signedIn }) => {
          requests += 1;
          const isGet = operation.method === 'GET';
          const response = await t.app.inject({
            method: operation.method as 'GET' | 'POST',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(signedIn ? { authorization } : {}),
              ...(isGet ? {} : { 'content-type': 'application/json' }),
            },
            ...(isGet ? {} : { payload: JSON.stringify(body) }),
          });
          const request = `${operation.method} ${path}?${query} ${isGet ? '' : JSON.stringify(body)}`;
          statuses[`${operation.method} ${operation.path} ${response.statusCode}`] =
            (statuses[`${operation.method} ${operation.path} ${response.statusCode}`] ?? 0) + 1;
          expect(response.statusCode, `${request}\n${response.body}`).toBeLessThan(500);
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
      LeadId: plausibleValues.LeadId![0],
      FollowUpDate: '2026-11-20',
      Remarks: 'Called',
      UserId: plausibleValues.UserId![0],
      StatusId: plausibleValues.StatusId![0],
      NextDate: '2026-11-27',
    };
    expectFieldError(
      await post('/api/create-followup', { ...valid, Remarks: 'a\u0000' }),
      'Remarks',
      inputMessages.textInvalid,
    );
    expectFieldError(
      await post('/api/create-followup', { ...valid, FollowUpDate: '0000-01-01' }),
      'FollowUpDate',
      inputMessages.dateInvalid,
    );
  });

  it('refuses a sub status id beyond PostgreSQL integer and a fix time in year 0', async () => {
    expectFieldError(
      await post('/api/leads-list', { SubStatus: 99_999_999_999 }),
      'SubStatus',
      leadMessages.statusUnknown,
    );
    const fields = await leadFields(t.ctx, { LocationTakenAt: '0000-01-01T00:00:00Z' });
    expectFieldError(
      await post('/api/lead-create', fields),
      'LocationTakenAt',
      inputMessages.dateInvalid,
    );
  });
});
