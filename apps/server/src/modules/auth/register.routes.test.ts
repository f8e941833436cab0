import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authMessages,
  signUpMessages,
  type ApiEnvelope,
  type RegisterInput,
  type SignedInUser,
} from '@yaar/shared';
import { adminUser, bearer } from '../../../test/factories';
import { newMobile, refusedMobiles, sendOtp, verifyMobile } from '../../../test/otp';
import { otpCodes } from '../../db/schema';
import { expectFieldErrors } from '../../../test/field-errors';
import { registerHarness } from './register.test-harness';

const { h, form, register, errorsOf, userByMobile } = registerHarness();

describe('POST /api/register', () => {
  it('creates a staff account after send-otp and verify-otp, and it can sign in', async () => {
    const mobile = newMobile();
    await verifyMobile(h.t, mobile);

    const payload = form({
      FirstName: '  Asha  ',
      MobileNo: mobile,
      Email: 'Asha.New@Example.COM',
      Password: 'my-new-password',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: authMessages.registered });

    const login = await h.t.inject({
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

    const admin = await adminUser(h.t.ctx);
    const listed = await h.t.inject({
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
    await verifyMobile(h.t, payload.MobileNo as string);
    expect((await register(payload)).statusCode).toBe(200);
    const row = await userByMobile(payload.MobileNo as string);
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain('hash-me-please');
    expect(row!.role).toBe('staff');
  });

  it('uses up the verification: the same token cannot register the number again', async () => {
    const payload = form();
    const mobile = payload.MobileNo as string;
    await verifyMobile(h.t, mobile);
    expect((await register(payload)).statusCode).toBe(200);
    const rows = await h.t.ctx.db.select().from(otpCodes).where(eq(otpCodes.mobileNo, mobile));
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
    await verifyMobile(h.t, payload.MobileNo as string);
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
    await sendOtp(h.t, payload.MobileNo);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { MobileNo: signUpMessages.mobileUnverified },
    });
  });

  it('honours a verification for 30 minutes only', async () => {
    const recent = form();
    const old = form();
    await verifyMobile(h.t, recent.MobileNo as string);
    await verifyMobile(h.t, old.MobileNo as string);
    const moveBack = (mobile: unknown, minutes: number) =>
      h.t.ctx.db.execute(sql`
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
});
