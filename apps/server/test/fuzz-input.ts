import fc from 'fast-check';
import type { TestApp } from './app';
import { FILES } from './leads';

/**
 * What the no-5xx property test throws at the routes: the operations of the OpenAPI documents, and
 * bodies, query strings and paths built from their own field names with hostile values mixed in.
 */

/** A valid value for a field name (e.g. an existing lead id), so a request gets past that field. */
export type Plausible = Record<string, fc.Arbitrary<unknown>>;

export interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
  queryFields: string[];
  /** The route also takes `multipart/form-data` (a form with files). */
  multipart: boolean;
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

/** Every operation of an OpenAPI document, with the fields its body and query name. */
export async function operationsOf(t: TestApp, docsUrl: string): Promise<Operation[]> {
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
      multipart: 'multipart/form-data' in (operation.requestBody?.content ?? {}),
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
 * Mostly plausible values with a few hostile or missing ones, so that a request gets past the
 * fields it does not break (a lead form has 16) and reaches the database with the one it does.
 */
const fieldValue = (plausible: fc.Arbitrary<unknown> | undefined) =>
  plausible
    ? fc.oneof(
        { weight: 40, arbitrary: plausible },
        { weight: 1, arbitrary: hostile },
        { weight: 1, arbitrary: anyValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(
        { weight: 3, arbitrary: anyValue },
        { weight: 1, arbitrary: fc.constant(undefined) },
      );
export const bodyFor = (operation: Operation, plausibleValues: Plausible) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        Object.fromEntries(
          operation.bodyFields.map((field) => [field, fieldValue(plausibleValues[field])]),
        ),
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
export const queryFor = (operation: Operation, plausibleValues: Plausible) =>
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
                  arbitrary: (plausibleValues[field] ?? fc.constant('1')).map(String),
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
export const pathFor = (operation: Operation) =>
  fc
    .array(fc.oneof(queryText, fc.integer().map(String)), { minLength: 3, maxLength: 3 })
    .map((parts) => {
      let index = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => parts[index++] || 'x');
    });

const FILE_FIELDS = new Set(['Hoarding', 'VFront', 'VBack']);

/** A multipart form of `body` (text fields as text) with a real JPG as the Hoarding. */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined || value === null || FILE_FIELDS.has(name)) continue;
      form.append(
        name,
        typeof value === 'object' ? JSON.stringify(value) : String(value as string),
      );
    }
  }
  form.append('Hoarding', new Blob([FILES.jpg], { type: 'image/jpeg' }), 'hoarding.jpg');
  return form;
}
