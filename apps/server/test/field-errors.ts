import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiEnvelope } from '@yaar/shared';

/** A 422 refusing exactly these fields, each with its message (the spec's §5 messages). */
export function expectFieldErrors(
  response: LightMyRequestResponse,
  errors: Record<string, string>,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json<ApiEnvelope>().errors).toEqual(errors);
}

/** A 422 refusing at least these fields, each with its message (others may be refused too). */
export function expectFieldErrorsInclude(
  response: LightMyRequestResponse,
  errors: Record<string, string>,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json<ApiEnvelope>().errors).toMatchObject(errors);
}
