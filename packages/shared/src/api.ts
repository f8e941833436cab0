import { z } from 'zod';
import type { PageMeta } from './paging';

/** Every answer of both APIs: `{ status, message, data?, errors?, meta? }`, status equal to the HTTP status. */
export type FieldErrors = Record<string, string>;

export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data?: T;
  errors?: FieldErrors;
  meta?: PageMeta;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number(), message: z.string(), data });

export const messageEnvelopeSchema = z.object({ status: z.number(), message: z.string() });

// Without zod (the service worker's offline queue bundles it alone).
export { IDEMPOTENCY_HEADER, IDEMPOTENCY_TRANSPORT_FIELDS } from './idempotency-header';
