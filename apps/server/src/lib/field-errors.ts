import type { z } from 'zod';
import type { FieldErrors } from '@yaar/shared';

/** A zod failure as `{ field: first message }`, the shape of every 422 (DESIGN §4). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return errors;
}
