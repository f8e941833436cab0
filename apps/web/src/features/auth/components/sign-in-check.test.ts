import { checkSignIn, signInSchema } from '@yaar/shared';
import { describe, expect, it } from 'vitest';

/** The first message of each field, as the schema gives them. */
function schemaErrors(input: { Email: string; Password: string }) {
  const result = signInSchema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('checkSignIn (the sign-in screen’s check without zod)', () => {
  const cases = [
    { Email: '', Password: '' },
    { Email: '   ', Password: '12345' },
    { Email: 'ravi', Password: '123456' },
    { Email: 'ravi@example', Password: 'secret' },
    { Email: ' ravi@example.com ', Password: 'secret' },
    { Email: 'ravi@example.com', Password: 'short' },
    { Email: `${'a'.repeat(250)}@example.com`, Password: 'long enough' },
    { Email: 'ravi shah@example.com', Password: 'secret1' },
    { Email: 'ravi@example.com', Password: '      ' },
  ];

  it.each(cases)('gives the schema’s messages for %o', (input) => {
    expect(checkSignIn(input)).toEqual(schemaErrors(input));
  });
});
