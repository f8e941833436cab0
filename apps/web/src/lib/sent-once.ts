import { IDEMPOTENCY_HEADER } from '@yaar/shared';

/**
 * A write that must happen once: the submission's key (`useCheckedSubmit`) as its Idempotency-Key.
 * Not in lib/api.ts: that file loads with the sign-in page, and this one needs the shared package.
 */
export const sentOnce = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });
