import {
  authMessages,
  envelopeSchema,
  messageEnvelopeSchema,
  mobileVerificationSchema,
  registerSchema,
  sendOtpSchema,
  signedInUserSchema,
  signInSchema,
  verifyOtpSchema,
  authPaths,
} from '@yaar/shared';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { login, logout } from './auth.service';
import { sendOtp, verifyOtp } from './otp.service';
import { register } from './register.service';
import { moduleRoutes } from '../../lib/route';

export const authRoutes = moduleRoutes('auth', (route, ctx, app) => {
  const perAddress = {
    rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
  };
  const tags = ['auth'];

  route.post(
    authPaths.login,
    {
      config: perAddress,
      summary: 'Sign in; the answer carries the user and a bearer token (ApiToken)',
      body: signInSchema,
      response: envelopeSchema(z.array(signedInUserSchema)),
    },
    async (request) => ok(authMessages.loginSuccess, [await login(ctx, request.body, request.ip)]),
  );

  app.get(
    authPaths.logout,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Revoke the bearer token',
        response: { 200: messageEnvelopeSchema },
      },
    },
    async (request) => {
      await logout(ctx, request.bearerToken!);
      return ok(authMessages.logoutSuccess);
    },
  );

  route.post(
    authPaths.sendOtp,
    {
      config: perAddress,
      summary:
        'Validate a mobile number and send it a 6-digit OTP by SMS (CheckOnly: validate only)',
      body: sendOtpSchema,
      response: messageEnvelopeSchema,
    },
    async (request) => {
      const { sent } = await sendOtp(ctx, request.body, request.ip);
      return ok(sent ? authMessages.otpSent : authMessages.mobileCanBeVerified);
    },
  );

  route.post(
    authPaths.verifyOtp,
    {
      config: perAddress,
      summary:
        'Check the OTP; the answer carries a VerificationToken with which register accepts ' +
        'this number for 30 minutes',
      body: verifyOtpSchema,
      response: envelopeSchema(mobileVerificationSchema),
    },
    async (request) => ok(authMessages.otpVerified, await verifyOtp(ctx, request.body)),
  );

  route.post(
    authPaths.register,
    {
      config: perAddress,
      summary:
        'Create a staff account: the VerificationToken of verify-otp for MobileNo is checked ' +
        'first; taken e-mails and numbers are told only after it. With SIGNUP_APPROVAL=admin ' +
        'the account waits for the administrator, and the message says so',
      body: registerSchema,
      response: messageEnvelopeSchema,
    },
    async (request) => ok(await register(ctx, request.body)),
  );
});
