import type { ApiEnvelope } from '@yaar/shared';
import { IDEMPOTENCY_HEADER } from '@yaar/shared';
import type { QueueError, QueueItem, QueueSession, SendOutcome } from './types';

/** A photo upload on a slow mobile link may take a while; past this the send is retried later. */
const SEND_TIMEOUT_MS = 60_000;
export const NO_ANSWER = 'No answer: there is no network.';

/**
 * The request the spec call takes: a multipart form for a lead and for a visit with a photo, JSON
 * for a follow-up or a visit without one (a visit says when it is sent, so the server tells a late
 * send from a phone's wrong clock).
 */
export function requestBody(item: QueueItem): { body: BodyInit; headers: Record<string, string> } {
  const fields =
    item.kind === 'lead-visit' ? { ...item.fields, SentAt: new Date().toISOString() } : item.fields;
  if (item.kind !== 'lead-create' && item.files.length === 0) {
    return { body: JSON.stringify(fields), headers: { 'Content-Type': 'application/json' } };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of item.files) {
    form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
  }
  return { body: form, headers: {} };
}

/**
 * Whether an answer means "try again later" rather than "no": the server failing or busy, or an
 * answer with Retry-After (the same key still being processed, a rate limit).
 */
const worthRetrying = (response: Response) =>
  response.status >= 500 ||
  response.status === 408 ||
  response.status === 429 ||
  response.headers.has('Retry-After');

/** An answer's envelope: a new record's id, or a 409's current values. */
type Answer = ApiEnvelope<Record<string, string | number | null>>;

/**
 * Sends one item once, with its Idempotency-Key; never throws. 2xx: sent (a lead's new id); no
 * answer, a time-out or a 5xx: retry; any other answer: refused, with the server's message and
 * field errors.
 */
export async function sendItem(
  item: QueueItem,
  session: QueueSession,
  fetchFn: typeof fetch = fetch,
): Promise<SendOutcome> {
  const { body, headers } = requestBody(item);
  let response: Response;
  try {
    response = await fetchFn(`${session.apiUrl}${item.path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${session.token}`,
        [IDEMPOTENCY_HEADER]: item.idempotencyKey,
        ...headers,
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'retry', network: true, error: { status: 0, message: NO_ANSWER } };
  }
  let envelope: Answer | null = null;
  try {
    envelope = (await response.json()) as Answer;
  } catch {
    // An answer without a readable body still counts as the server's answer.
  }
  const message = envelope?.message || response.statusText || `HTTP ${response.status}`;
  // The key was kept with this item's earlier send (its answer lost): the write is on the server.
  // Not a refusal to fix, and never to send again under a new key (a second visit).
  if (response.status === 422 && envelope?.errors?.[IDEMPOTENCY_HEADER]) {
    return { kind: 'sent', message, data: envelope.data };
  }
  if (response.ok) {
    const id = envelope?.data?.id;
    const leadId = typeof id === 'number' ? id : undefined;
    return { kind: 'sent', message, leadId, data: envelope?.data };
  }
  const error: QueueError = { status: response.status, message, errors: envelope?.errors ?? {} };
  if (response.status === 409 && envelope?.data) error.current = envelope.data;
  if (worthRetrying(response)) return { kind: 'retry', network: false, error };
  return { kind: 'refused', error };
}
