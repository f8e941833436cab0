import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authMessages,
  signUpMessages,
  type ApiEnvelope,
  type RegisterInput,
  type SignedInUser,
} from '@yaar/shared';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app';
import { adminUser, bearer, createStaffUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import {
  newMobile,
  refusedMobiles,
  sendOtp,
  verificationTokenFor,
  verifyMobile,
} from '../../../test/otp';
import { cities, otpCodes, states, users } from '../../db/schema';
import { expectFieldErrors } from '../../../test/field-errors';

let t: TestApp;
let ahmedabadId: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  const [city] = await t.ctx.db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(cities.name, 'Ahmedabad'), eq(states.name, 'Gujarat')));
  ahmedabadId = city!.id;
});
afterAll(() => t.close());

let emailSequence = 0;
type Form = Record<Exclude<keyof RegisterInput, 'VerificationToken'>, unknown> & {
  VerificationToken?: unknown;
};

/** A complete, valid sign-up form for a fresh number and e-mail (the number is not verified). */
const form = (overrides: Partial<Form> = {}): Form => {
  emailSequence += 1;
  return {
    FirstName: 'Asha',
    LastName: 'Patel',
    Email: `asha${emailSequence}@example.com`,
    MobileNo: newMobile(),
    Address: '12 Ashram Road',
    CityId: ahmedabadId,
    Pincode: '380009',
    Password: 'sign-up-password',
    ...overrides,
  };
};

/** Posts the form with the VerificationToken verify-otp gave this test for its number, if any. */
const register = (payload: Partial<Form>) =>
  t.inject({
    method: 'POST',
    url: '/api/register',
    payload: { VerificationToken: verificationTokenFor(payload.MobileNo), ...payload },
  });
const errorsOf = async (payload: Partial<Form>) => {
  const response = await register(payload);
  return { status: response.statusCode, errors: response.json<ApiEnvelope>().errors ?? {} };
};
const userByMobile = async (mobile: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.mobileNo, mobile)))[0];

describe('POST /api/register', () => {
  it('creates a staff account after send-otp and verify-otp, and it can sign in', async () => {
    const mobile = newMobile();
    await verifyMobile(t, mobile);

    const payload = form({
      FirstName: '  Asha  ',
      MobileNo: mobile,
      Email: 'Asha.New@Example.COM',
      Password: 'my-new-password',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: authMessages.registered });

    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { Email: 'asha.new@example.com', Password: 'my-new-password' },
    });
    expect(login.statusCode).toBe(200);
    const [user] = login.json<ApiEnvelope<SignedInUser[]>>().data!;
    expect(user).toMatchObject({
      FirstName: 'Asha',
      LastName: 'Patel',
      Email: 'asha.new@example.com',
      MobileNo: mobile,
      Status: 1,
      IsAdmin: false,
    });

    const admin = await adminUser(t.ctx);
    const listed = await t.inject({
      url: `/api/users-list?id=${user!.id}`,
      headers: bearer(admin),
    });
    expect(listed.json<ApiEnvelope<unknown[]>>().data).toEqual([
      expect.objectContaining({
        Address: '12 Ashram Road',
        CityName: 'Ahmedabad',
        StateName: 'Gujarat',
        Pincode: '380009',
        IsAdmin: false,
      }),
    ]);
  });

  it('stores the password as an Argon2id hash', async () => {
    const payload = form({ Password: 'hash-me-please' });
    await verifyMobile(t, payload.MobileNo as string);
    expect((await register(payload)).statusCode).toBe(200);
    const row = await userByMobile(payload.MobileNo as string);
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain('hash-me-please');
    expect(row!.role).toBe('staff');
  });

  it('uses up the verification: the same token cannot register the number again', async () => {
    const payload = form();
    const mobile = payload.MobileNo as string;
    await verifyMobile(t, mobile);
    expect((await register(payload)).statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(otpCodes).where(eq(otpCodes.mobileNo, mobile));
    expect(rows).toEqual([]);
    expect(await errorsOf(form({ MobileNo: mobile }))).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
  });

  it('answers every missing field with its message at once', async () => {
    expectFieldErrors(await register({}), {
      FirstName: signUpMessages.firstNameRequired,
      LastName: signUpMessages.lastNameRequired,
      Email: signUpMessages.emailRequired,
      MobileNo: signUpMessages.mobileRequired,
      Address: signUpMessages.addressRequired,
      CityId: signUpMessages.cityRequired,
      Pincode: signUpMessages.pincodeRequired,
      Password: signUpMessages.passwordRequired,
    });
  });

  const fiftyOne = 'a'.repeat(51);
  it.each<[keyof RegisterInput, unknown, string]>([
    ['FirstName', undefined, signUpMessages.firstNameRequired],
    ['FirstName', '', signUpMessages.firstNameRequired],
    ['FirstName', '   ', signUpMessages.firstNameRequired],
    ['FirstName', fiftyOne, signUpMessages.tooLong],
    ['LastName', undefined, signUpMessages.lastNameRequired],
    ['LastName', ' ', signUpMessages.lastNameRequired],
    ['LastName', fiftyOne, signUpMessages.tooLong],
    ['Email', undefined, signUpMessages.emailRequired],
    ['Email', '', signUpMessages.emailRequired],
    ['Email', 'not-an-email', signUpMessages.emailInvalid],
    ['Email', 'asha@example', signUpMessages.emailInvalid],
    ['Email', 'asha@example.c', signUpMessages.emailInvalid],
    ['Email', 'asha@example.abcdefg', signUpMessages.emailInvalid],
    ['Email', 'asha@example.c0m', signUpMessages.emailInvalid],
    ['Email', 'asha patel@example.com', signUpMessages.emailInvalid],
    ['Email', `${'a'.repeat(39)}@example.com`, signUpMessages.tooLong],
    ...refusedMobiles.map(({ MobileNo, message }): [keyof RegisterInput, unknown, string] => [
      'MobileNo',
      MobileNo,
      message,
    ]),
    ['Address', undefined, signUpMessages.addressRequired],
    ['Address', '  ', signUpMessages.addressRequired],
    ['CityId', undefined, signUpMessages.cityRequired],
    ['CityId', '', signUpMessages.cityRequired],
    ['CityId', 0, signUpMessages.cityRequired],
    ['CityId', -3, signUpMessages.cityRequired],
    ['CityId', 1.5, signUpMessages.cityRequired],
    ['CityId', 'Ahmedabad', signUpMessages.cityRequired],
    ['Pincode', undefined, signUpMessages.pincodeRequired],
    ['Pincode', '', signUpMessages.pincodeRequired],
    ['Pincode', '38000', signUpMessages.pincodeInvalid],
    ['Pincode', '3800091', signUpMessages.pincodeInvalid],
    ['Pincode', '38OO09', signUpMessages.pincodeInvalid],
    ['Password', undefined, signUpMessages.passwordRequired],
    ['Password', '', signUpMessages.passwordRequired],
    ['Password', 'seven77', signUpMessages.passwordShort],
  ])('refuses %s = %j with %j', async (field, value, message) => {
    const payload = form({ [field]: value });
    if (value === undefined) delete payload[field];
    expect(await errorsOf(payload)).toEqual({ status: 422, errors: { [field]: message } });
  });

  it.each([
    ['a two-letter top-level domain', 'asha@example.co'],
    ['a six-letter top-level domain', 'asha@example.museum'],
    ['a 50-character address', `${'a'.repeat(38)}@example.com`],
  ])('accepts an e-mail with %s', async (_case, Email) => {
    const { errors } = await errorsOf(form({ Email }));
    expect(errors.Email).toBeUndefined();
  });

  it('accepts 50-character names and an 8-character password', async () => {
    const payload = form({
      FirstName: 'F'.repeat(50),
      LastName: 'L'.repeat(50),
      Password: 'eight888',
    });
    await verifyMobile(t, payload.MobileNo as string);
    expect((await register(payload)).statusCode).toBe(200);
  });

  it('refuses a number that was not verified, and creates nothing', async () => {
    const payload = form();
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      message: signUpMessages.mobileUnverified,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
    expect(await userByMobile(payload.MobileNo as string)).toBeUndefined();
  });

  it('refuses a number whose code was sent but not confirmed', async () => {
    const payload = form();
    await sendOtp(t, payload.MobileNo);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
  });

  it('honours a verification for 30 minutes only', async () => {
    const recent = form();
    const old = form();
    await verifyMobile(t, recent.MobileNo as string);
    await verifyMobile(t, old.MobileNo as string);
    const moveBack = (mobile: unknown, minutes: number) =>
      t.ctx.db.execute(sql`
        update otp_codes set verified_at = verified_at - make_interval(mins => ${minutes})
        where mobile_no = ${mobile as string}`);
    await moveBack(recent.MobileNo, 29);
    await moveBack(old.MobileNo, 31);
    expect((await register(recent)).statusCode).toBe(200);
    expect(await errorsOf(old)).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
    expect(await userByMobile(old.MobileNo as string)).toBeUndefined();
  });

  it('refuses an e-mail already registered, whatever its case; a corrected form then succeeds', async () => {
    const payload = form({ Email: ADMIN.email.toUpperCase() });
    await verifyMobile(t, payload.MobileNo as string);
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 422,
      message: authMessages.emailTaken,
      errors: { Email: authMessages.emailTaken },
    });
    expect(await userByMobile(payload.MobileNo as string)).toBeUndefined();
    expect((await register({ ...payload, Email: 'asha.corrected@example.com' })).statusCode).toBe(
      200,
    );
  });

  it('tells whoever has just verified a registered number that it is registered', async () => {
    const staff = await createStaffUser(t.ctx);
    await verifyMobile(t, staff.mobileNo);
    expect(await errorsOf(form({ MobileNo: staff.mobileNo }))).toEqual({
      status: 422,
      errors: { MobileNo: authMessages.mobileTaken },
    });
  });

  it('tells a stranger nothing about existing accounts: only that the number is not verified', async () => {
    const staff = await createStaffUser(t.ctx);
    for (const payload of [
      form({ MobileNo: staff.mobileNo }),
      form({ Email: ADMIN.email }),
      form({ MobileNo: staff.mobileNo, Email: staff.email, VerificationToken: 'guessed' }),
    ]) {
      expect(await errorsOf(payload)).toEqual({
        status: 422,
        errors: { MobileNo: signUpMessages.mobileUnverified },
      });
    }
  });

  it('binds the verification to whoever verified: another number, or no token, is not verified', async () => {
    const verified = form();
    await verifyMobile(t, verified.MobileNo as string);
    const token = verificationTokenFor(verified.MobileNo);
    // Someone else sends the form for that number without the token, or uses the token for another.
    expect(
      await errorsOf({ ...form(), MobileNo: verified.MobileNo, VerificationToken: undefined }),
    ).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
    expect(await errorsOf(form({ VerificationToken: token }))).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
    expect((await register(verified)).statusCode).toBe(200);
  });

  it('refuses a city that does not exist', async () => {
    const payload = form({ CityId: 99_999_999 });
    await verifyMobile(t, payload.MobileNo as string);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { CityId: authMessages.cityUnknown },
    });
  });

  it('refuses a city id beyond the database integer range with a field error', async () => {
    const payload = form({ CityId: 2_147_483_648 });
    await verifyMobile(t, payload.MobileNo as string);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { CityId: authMessages.cityUnknown },
    });
  });

  it('creates one account when the same form is sent twice at once', async () => {
    const payload = form();
    await verifyMobile(t, payload.MobileNo as string);
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.mobileNo, payload.MobileNo as string));
    expect(rows).toHaveLength(1);
  });
});

describe('the VerificationToken', () => {
  it('proves only the number it was given for', async () => {
    const verified = form();
    await verifyMobile(t, verified.MobileNo as string);
    const other = form();
    const answer = await errorsOf({
      ...other,
      VerificationToken: verificationTokenFor(verified.MobileNo),
    });
    expect(answer).toEqual({ status: 422, errors: { MobileNo: signUpMessages.mobileUnverified } });
  });

  it('is spent by a successful register: a second one learns nothing, not even that the number is taken', async () => {
    const first = form();
    await verifyMobile(t, first.MobileNo as string);
    expect((await register(first)).statusCode).toBe(200);
    const again = await errorsOf({ ...form(), MobileNo: first.MobileNo });
    expect(again).toEqual({ status: 422, errors: { MobileNo: signUpMessages.mobileUnverified } });
  });

  it('stops answering which e-mails have accounts after three refused attempts', async () => {
    const prober = form();
    await verifyMobile(t, prober.MobileNo as string);
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await errorsOf({ ...prober, Email: ADMIN.email }));
    }
    expect(answers.slice(0, 3)).toEqual(
      Array(3).fill({ status: 422, errors: { Email: authMessages.emailTaken } }),
    );
    expect(answers.slice(3)).toEqual(
      Array(2).fill({ status: 422, errors: { MobileNo: signUpMessages.mobileUnverified } }),
    );
    // Spent: even the owner's own form with a free e-mail needs a new code now.
    expect(await errorsOf(prober)).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
  });
});

it('never answers a hash', async () => {
  await expectNoSecretsInAnswers(t);
});
