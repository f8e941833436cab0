import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { newQueueItem } from './capture';
import { IDEMPOTENCY_HEADER, apiMessages } from '@yaar/shared';
import { requestBody, sendItem } from './send';
import { addItem, allItems, deleteItem, withFiles } from './store';
import type { QueueItem } from './types';

const visit = (files: QueueItem['files']) => ({
  ...newQueueItem(
    {
      kind: 'lead-visit',
      path: '/lead-visit',
      leadRef: 'lead:5',
      fields: { LeadId: 5, Latitude: 23.0226, Longitude: 72.5715, Accuracy: 9 },
      files,
      summary: { title: 'Visit', detail: '' },
    },
    7,
  ),
  seq: 1,
});

describe('requestBody of a queued visit', () => {
  it('is JSON without a photo, with the time it is sent', () => {
    const { body, headers } = requestBody(visit([]));
    expect(headers).toEqual({ 'Content-Type': 'application/json' });
    const sent = JSON.parse(body as string) as Record<string, unknown>;
    expect([sent.LeadId, typeof sent.SentAt]).toEqual([5, 'string']);
  });

  it('is a multipart form with its photo, the same fields and the time it is sent', async () => {
    const photo = {
      field: 'Photo',
      name: 'shop.jpg',
      type: 'image/jpeg',
      data: new ArrayBuffer(4),
    };
    const { body, headers } = requestBody(visit([photo]));
    expect(headers).toEqual({});
    const form = body as FormData;
    expect(form.get('LeadId')).toBe('5');
    expect(form.get('Accuracy')).toBe('9');
    expect(form.get('SentAt')).toEqual(expect.any(String));
    const file = form.get('Photo') as File;
    expect([file.name, file.type, file.size]).toEqual(['shop.jpg', 'image/jpeg', 4]);
    expect((await file.arrayBuffer()).byteLength).toBe(4);
  });

  it('keeps its photo on the phone while offline and sends it with the visit later', async () => {
    const photo = {
      field: 'Photo',
      name: 'shop.jpg',
      type: 'image/jpeg',
      data: new ArrayBuffer(6),
    };
    const kept = await addItem(visit([photo]));
    const [stored] = await allItems();
    expect(stored!.files).toEqual([]);
    const form = requestBody(await withFiles(stored!)).body as FormData;
    expect((form.get('Photo') as File).size).toBe(6);
    await deleteItem(kept.id);
  });
});

describe('sendItem', () => {
  const session = { userId: 7, token: 't', apiUrl: 'http://server/api' };
  const answering = (status: number, body: object) => async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  /** A visit sent once and answered 422 with these field errors. */
  const refusedWith = (errors: Record<string, string>) =>
    sendItem(
      visit([]),
      session,
      answering(422, { status: 422, message: apiMessages.validation, errors }),
    );

  it('sends the same key on every try, and a new SentAt', async () => {
    const item = visit([]);
    const seen: { key: string | null; sentAt: string }[] = [];
    const fetchFn = async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const body = JSON.parse(init?.body as string) as { SentAt: string };
      seen.push({ key: headers.get(IDEMPOTENCY_HEADER), sentAt: body.SentAt });
      await new Promise((resolve) => setTimeout(resolve, 2));
      return new Response(JSON.stringify({ status: 200, message: 'Visit recorded.' }));
    };
    await sendItem(item, session, fetchFn);
    await sendItem(item, session, fetchFn);
    expect(seen[0]!.key).toBe(item.idempotencyKey);
    expect(seen[1]!.key).toBe(item.idempotencyKey);
    expect(seen[1]!.sentAt >= seen[0]!.sentAt).toBe(true);
  });

  it('takes "this key was already used" as the earlier send having landed, never as a refusal to send again', async () => {
    const outcome = await refusedWith({ [IDEMPOTENCY_HEADER]: apiMessages.idempotencyKeyReused });
    expect(outcome.kind).toBe('sent');
  });

  it('keeps any other 422 as a refusal with its field errors', async () => {
    const outcome = await refusedWith({ CapturedAt: 'Too old' });
    expect(outcome).toMatchObject({
      kind: 'refused',
      error: { errors: { CapturedAt: 'Too old' } },
    });
  });
});
