import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';

/**
 * No answer collected by `t.inject` carries a password or OTP or security-PIN hash (Argon2) or a stored token hash
 * (main API or companion), whatever the test did before.
 */
export async function expectNoSecretsInAnswers(t: TestApp): Promise<void> {
  const { rows } = await t.ctx.db.execute<{ secret: string }>(sql`
    select token_hash as secret from api_tokens
    union all select token_hash from companion.tokens
    union all select password_hash from users
    union all select code_hash from otp_codes
    union all select pin_hash from companion.security_pins`);
  const secrets = rows.map((row) => row.secret);
  expect(t.answers().length).toBeGreaterThan(0);
  for (const body of t.answers()) {
    expect(/argon2/i.test(body), 'an answer mentions argon2').toBe(false);
    const leaked = secrets.filter((secret) => body.includes(secret));
    expect(leaked, 'an answer carries a stored hash').toEqual([]);
  }
}
