import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  envelopeSchema,
  messageEnvelopeSchema,
  registerSchema,
  sendOtpSchema,
  signedInUserSchema,
  signInSchema,
  verifyOtpSchema,
  authPaths,
} from '@yaar/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { login, logout } from './auth.service';
import { sendOtp, verifyOtp } from './otp.service';
import { register } from './register.service';

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const perAddress = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
    const tags = ['auth'];

    app.post(
      authPaths.login,
      {
        config: perAddress,
        schema: {
          tags,
          summary: 'Sign in; the answer carries the user and a bearer token (ApiToken)',
          body: signInSchema,
          response: { 200: envelopeSchema(z.array(signedInUserSchema)) },
        },
      },
      async (request) => ok(authMessages.loginSuccess, [await login(ctx, request.body)]),
    );

    app.get(
      authPaths.logout,
      {
        onRequest: requireUser,
        schema: { tags, summary: 'Revoke the bearer token', response: { 200: messageEnvelopeSchema } },
      },
      async (request) => {
        await logout(ctx, request.bearerToken!);
        return ok(authMessages.logoutSuccess);
      },
    );

    app.post(
      authPaths.sendOtp,
      {
        config: perAddress,
        schema: {
          tags,
          summary: 'Validate a mobile number and send it a 6-digit OTP by SMS (CheckOnly: validate only)',
          body: sendOtpSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        const { sent } = await sendOtp(ctx, request.body, request.ip);
        return ok(sent ? authMessages.otpSent : authMessages.mobileCanBeVerified);
      },
    );

    app.post(
      authPaths.verifyOtp,
      {
        config: perAddress,
        schema: {
          tags,
          summary: 'Check the OTP; a verified number may register for 30 minutes',
          body: verifyOtpSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await verifyOtp(ctx, request.body);
        return ok(authMessages.otpVerified);
      },
    );

    app.post(
      authPaths.register,
      {
        config: perAddress,
        schema: {
          tags,
          summary: 'Create a staff account (mobile number verified by OTP first)',
          body: registerSchema,
          response: { 200: messageEnvelopeSchema },
        },
      },
      async (request) => {
        await register(ctx, request.body);
        return ok(authMessages.registered);
      },
    );
  };
