import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { newQueueItem } from './capture';
import { fixedItem } from './fix';
import { flushQueue } from './flush';
import { sendItem } from './send';
import { addItem, allItems, deleteItem, putItem } from './store';
import type { QueueItem, SendOutcome } from './types';

/** A refused item fixed in place: a new key, its place among its lead's items kept. */
const USER = 7;
let sent: QueueItem[] = [];

beforeEach(async () => {
  for (const item of await allItems()) await deleteItem(item.id);
  sent = [];
});

const add = (title: string, fields: QueueItem['fields'] = {}) =>
  addItem(
    newQueueItem(
      {
        kind: 'follow-up',
        path: '/create-followup',
        leadRef: 'lead:5',
        fields,
        summary: { title, detail: '' },
      },
      USER,
    ),
  );
const flush = (answer: (item: QueueItem) => SendOutcome) =>
  flushQueue(
    {
      load: allItems,
      save: putItem,
      remove: deleteItem,
      send: async (item) => {
        sent.push(item);
        return answer(item);
      },
      now: Date.now,
    },
    { userId: USER },
  );

it('sends the fixed item first, then the later items of its lead held back behind it, each once', async () => {
  const first = await add('first', { Remarks: 'old' });
  await add('second');
  const conflict: SendOutcome = {
    kind: 'refused',
    error: { status: 409, message: 'Changed meanwhile', current: { StatusId: 22 } },
  };
  await flush((item) => (item.id === first.id ? conflict : { kind: 'sent', message: 'Saved' }));
  // The refused first holds the second back: nothing of the lead went past it.
  expect(sent.map((item) => item.summary.title)).toEqual(['first']);
  const refused = (await allItems())[0]!;
  expect(refused).toMatchObject({ state: 'refused', lastError: conflict.error });

  const fixed = fixedItem(refused, { Remarks: 'new' });
  expect(fixed).toMatchObject({
    id: first.id,
    seq: first.seq,
    leadRef: 'lead:5',
    state: 'waiting',
  });
  expect(fixed.idempotencyKey).not.toBe(first.idempotencyKey);
  expect(fixed.lastError).toBeUndefined();
  await putItem(fixed);
  sent = [];
  expect(await flush(() => ({ kind: 'sent', message: 'Saved' }))).toMatchObject({ sent: 2 });
  expect(sent.map((item) => [item.summary.title, item.fields.Remarks])).toEqual([
    ['first', 'new'],
    ['second', undefined],
  ]);
  expect(sent[0]!.idempotencyKey).toBe(fixed.idempotencyKey);
  expect(await allItems()).toEqual([]);
});

it('keeps what a 409 says the record holds now (and nothing of the kind for other refusals)', async () => {
  const item = { ...(await add('x')), files: [] };
  const answer = (status: number, body: object) => async () =>
    new Response(JSON.stringify({ status, message: 'No', ...body }), { status });
  const session = { userId: USER, token: 't', apiUrl: 'http://localhost/api' };
  const conflict = await sendItem(
    item,
    session,
    answer(409, {
      errors: { NextDate: 'Changed' },
      data: { StatusId: 22, NextDate: '2030-02-01' },
    }),
  );
  expect(conflict).toEqual({
    kind: 'refused',
    error: {
      status: 409,
      message: 'No',
      errors: { NextDate: 'Changed' },
      current: { StatusId: 22, NextDate: '2030-02-01' },
    },
  });
  const invalid = await sendItem(item, session, answer(422, { errors: { Remarks: 'Too long' } }));
  expect(invalid).toEqual({
    kind: 'refused',
    error: { status: 422, message: 'No', errors: { Remarks: 'Too long' } },
  });
});
