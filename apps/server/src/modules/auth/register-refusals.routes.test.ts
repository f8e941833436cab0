import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, signUpMessages } from '@yaar/shared';
import { ADMIN } from '../../../test/app';
import { createStaffUser } from '../../../test/factories';
import { expectNoSecretsInAnswers } from '../../../test/leaks';
import { verificationTokenFor, verifyMobile } from '../../../test/otp';
import { users } from '../../db/schema';
import { registerHarness } from './register.test-harness';

const { h, form, register, errorsOf, userByMobile } = registerHarness();

describe('POST /api/register', () => {
  it('refuses an e-mail already registered, whatever its case; a corrected form then succeeds', async () => {
    const payload = form({ Email: ADMIN.email.toUpperCase() });
    await verifyMobile(h.t, payload.MobileNo as string);
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
    const staff = await createStaffUser(h.t.ctx);
    await verifyMobile(h.t, staff.mobileNo);
    expect(await errorsOf(form({ MobileNo: staff.mobileNo }))).toEqual({
      status: 422,
      errors: { MobileNo: authMessages.mobileTaken },
    });
  });

  it('tells a stranger nothing about existing accounts: only that the number is not verified', async () => {
    const staff = await createStaffUser(h.t.ctx);
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
    await verifyMobile(h.t, verified.MobileNo as string);
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
    await verifyMobile(h.t, payload.MobileNo as string);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { CityId: authMessages.cityUnknown },
    });
  });

  it('refuses a city id beyond the database integer range with a field error', async () => {
    const payload = form({ CityId: 2_147_483_648 });
    await verifyMobile(h.t, payload.MobileNo as string);
    expect(await errorsOf(payload)).toEqual({
      status: 422,
      errors: { CityId: authMessages.cityUnknown },
    });
  });

  it('creates one account when the same form is sent twice at once', async () => {
    const payload = form();
    await verifyMobile(h.t, payload.MobileNo as string);
    const answers = await Promise.all([register(payload), register(payload)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const rows = await h.t.ctx.db
      .select()
      .from(users)
      .where(eq(users.mobileNo, payload.MobileNo as string));
    expect(rows).toHaveLength(1);
  });
});

describe('the VerificationToken', () => {
  it('proves only the number it was given for', async () => {
    const verified = form();
    await verifyMobile(h.t, verified.MobileNo as string);
    const other = form();
    const answer = await errorsOf({
      ...other,
      VerificationToken: verificationTokenFor(verified.MobileNo),
    });
    expect(answer).toEqual({ status: 422, errors: { MobileNo: signUpMessages.mobileUnverified } });
  });

  it('is spent by a successful register: a second one learns nothing, not even that the number is taken', async () => {
    const first = form();
    await verifyMobile(h.t, first.MobileNo as string);
    expect((await register(first)).statusCode).toBe(200);
    const again = await errorsOf({ ...form(), MobileNo: first.MobileNo });
    expect(again).toEqual({ status: 422, errors: { MobileNo: signUpMessages.mobileUnverified } });
  });

  it('stops answering which e-mails have accounts after three refused attempts', async () => {
    const prober = form();
    await verifyMobile(h.t, prober.MobileNo as string);
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
  await expectNoSecretsInAnswers(h.t);
});
