import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { ApiEnvelope, RegisterInput } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { newMobile, verificationTokenFor } from '../../../test/otp';
import { cities, states, users } from '../../db/schema';

type Form = Record<Exclude<keyof RegisterInput, 'VerificationToken'>, unknown> & {
  VerificationToken?: unknown;
};

/**
 * Shared by the register tests: one app per file (sign-ups not rate limited), a valid form for a
 * fresh number and e-mail, the register call with the test's VerificationToken, the user stored.
 */
export function registerHarness() {
  const h = {} as { t: TestApp; ahmedabadId: number };
  let emailSequence = 0;
  beforeAll(async () => {
    h.t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
    const [city] = await h.t.ctx.db
      .select({ id: cities.id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(and(eq(cities.name, 'Ahmedabad'), eq(states.name, 'Gujarat')));
    h.ahmedabadId = city!.id;
  });
  afterAll(() => h.t.close());

  /** A complete, valid sign-up form for a fresh number and e-mail (the number is not verified). */
  const form = (overrides: Partial<Form> = {}): Form => {
    emailSequence += 1;
    return {
      FirstName: 'Asha',
      LastName: 'Patel',
      Email: `asha${emailSequence}@example.com`,
      MobileNo: newMobile(),
      Address: '12 Ashram Road',
      CityId: h.ahmedabadId,
      Pincode: '380009',
      Password: 'sign-up-password',
      ...overrides,
    };
  };
  /** Posts the form with the VerificationToken verify-otp gave this test for its number, if any. */
  const register = (payload: Partial<Form>) =>
    h.t.inject({
      method: 'POST',
      url: '/api/register',
      payload: { VerificationToken: verificationTokenFor(payload.MobileNo), ...payload },
    });
  const errorsOf = async (payload: Partial<Form>) => {
    const response = await register(payload);
    return { status: response.statusCode, errors: response.json<ApiEnvelope>().errors ?? {} };
  };
  const userByMobile = async (mobile: string) =>
    (await h.t.ctx.db.select().from(users).where(eq(users.mobileNo, mobile)))[0];
  return { h, form, register, errorsOf, userByMobile };
}
