/**
 * What every operation of both OpenAPI documents carries for client generators, added here so no
 * route can forget it: an `operationId` from its method and path (POST /update-license →
 * `updateLicense`, GET /license-report-file → `getLicenseReportFile`), the 4xx answers in the one
 * error envelope (with `errors` by field on a 422), and a 200 where the route streams a file.
 */
const ERROR_ENVELOPE = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer', description: 'The HTTP status again.' },
    message: { type: 'string', description: 'What went wrong, in words a person can read.' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: "On a 422: each refused field's message, by field name.",
    },
  },
};

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The request could not be read.',
  '401': 'No valid token (sign in first).',
  '403': 'Signed in, but not allowed (or a changed or expired link).',
  '404': 'No such record.',
  '409': 'The record changed meanwhile, or the change would break a rule.',
  '422': 'Invalid input: `errors` names each field with its message.',
  '429': 'Too many requests: wait for Retry-After seconds.',
};

const camel = (words: string[]) =>
  words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

export function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'))
    .map((word) => word.toLowerCase());
  const verb = method.toLowerCase();
  return camel(verb === 'post' ? (words.length ? words : ['root']) : [verb, ...words]);
}

type Schema = { operationId?: string; response?: Record<string, unknown> } & Record<
  string,
  unknown
>;

export function forClientGenerators(
  fastifySchema: unknown,
  method: string | string[],
  url: string,
): Schema {
  const schema = fastifySchema as Schema | undefined;
  const response = { ...(schema?.response ?? {}) };
  if (!Object.keys(response).some((code) => code.startsWith('2')))
    response['200'] = { description: 'The file or the answer asked for.' };
  for (const [code, description] of Object.entries(ERROR_ANSWERS))
    response[code] ??= { description, ...ERROR_ENVELOPE };
  return {
    ...schema,
    operationId: schema?.operationId ?? operationIdOf(String(method), url),
    response,
  };
}
