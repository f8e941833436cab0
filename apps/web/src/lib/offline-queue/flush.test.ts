import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIRST_DELAY_MS, MAX_DELAY_MS, retryDelay } from './backoff';
import { newQueueItem } from './capture';
import { flushQueue } from './flush';
import { addItem, allItems, deleteItem, putItem } from './store';
import type { QueueItem, SendOutcome } from './types';

/**
 * The queue's order and back-off over the real IndexedDB store (fake-indexeddb implements it in
 * memory); the server's answers are scripted per call, as a phone would get them.
 */
let now = 1_000_000;
let sent: string[] = [];
let answers: Record<string, SendOutcome[]> = {};
const USER = 7;

const server = async (item: QueueItem): Promise<SendOutcome> => {
  sent.push(`${item.summary.title}${item.fields.LeadId ? `→${item.fields.LeadId}` : ''}`);
  return answers[item.summary.title]?.shift() ?? { kind: 'sent', message: 'Saved', leadId: 900 };
};
const deps = {
  load: allItems,
  save: putItem,
  remove: deleteItem,
  send: server,
  now: () => now,
};
const flush = (force = false) => flushQueue(deps, { userId: USER, force });

async function add(title: string, leadRef?: string, kind: QueueItem['kind'] = 'follow-up') {
  const item = newQueueItem(
    { kind, path: '/x', leadRef, fields: {}, summary: { title, detail: '' } },
    USER,
  );
  item.nextAttemptAt = now;
  return addItem(item);
}
const noAnswer: SendOutcome = {
  kind: 'retry',
  network: true,
  error: { status: 0, message: 'No answer' },
};
const titles = async () => (await allItems()).map((item) => item.summary.title);

beforeEach(async () => {
  for (const item of await allItems()) await deleteItem(item.id);
  sent = [];
  answers = {};
  now = 1_000_000;
});

describe('order', () => {
  it('sends the items of a lead in the order made; a follow-up of a new lead gets its id', async () => {
    const lead = await add('lead', undefined, 'lead-create');
    await add('first follow-up', lead.leadRef);
    await add('other lead', 'lead:5');
    await add('second follow-up', lead.leadRef);
    answers.lead = [{ kind: 'sent', message: 'Lead created', leadId: 41 }];
    expect(await flush()).toMatchObject({ sent: 4, offline: false });
    expect(sent).toEqual(['lead', 'first follow-up→41', 'other lead', 'second follow-up→41']);
    expect(await allItems()).toEqual([]);
  });

  it('holds back the later items of a refused lead, keeps the refusal, and sends other leads', async () => {
    const lead = await add('lead', undefined, 'lead-create');
    await add('its follow-up', lead.leadRef);
    await add('other lead', 'lead:5');
    answers.lead = [
      {
        kind: 'refused',
        error: { status: 422, message: 'Taken', errors: { MobileNo: 'Taken' } },
      },
    ];
    expect(await flush()).toMatchObject({ sent: 1 });
    expect(sent).toEqual(['lead', 'other lead']);
    const [refused, waiting] = await allItems();
    expect(refused).toMatchObject({
      state: 'refused',
      attempts: 1,
      lastError: { status: 422, errors: { MobileNo: 'Taken' } },
    });
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 0 });
    // A refused item is not sent again by itself.
    sent = [];
    await flush(true);
    expect(sent).toEqual([]);
  });

  it('stops at no answer from the network: nothing else is tried until the next flush', async () => {
    await add('a', 'lead:1');
    await add('b', 'lead:2');
    answers.a = [noAnswer];
    expect(await flush()).toMatchObject({ sent: 0, offline: true });
    expect(sent).toEqual(['a']);
    expect(await titles()).toEqual(['a', 'b']);
  });
});

describe('back-off', () => {
  it('doubles the wait after each failure up to its ceiling', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([
      FIRST_DELAY_MS,
      FIRST_DELAY_MS * 2,
      FIRST_DELAY_MS * 4,
      FIRST_DELAY_MS * 8,
    ]);
    expect(retryDelay(30)).toBe(MAX_DELAY_MS);
  });

  it('waits out the back-off unless forced (the network came back), then removes the item once answered', async () => {
    await add('a', 'lead:1');
    answers.a = [
      noAnswer,
      { kind: 'retry', network: false, error: { status: 503, message: 'Busy' } },
    ];
    const first = await flush();
    expect(first.nextAttemptAt).toBe(now + FIRST_DELAY_MS);
    now += FIRST_DELAY_MS - 1;
    await flush();
    expect(sent).toEqual(['a']);
    now += 1;
    const second = await flush();
    expect(sent).toEqual(['a', 'a']);
    expect(second.nextAttemptAt).toBe(now + FIRST_DELAY_MS * 2);
    expect((await allItems())[0]).toMatchObject({
      attempts: 2,
      lastError: { status: 503, message: 'Busy' },
    });
    await flush(true);
    expect(sent).toEqual(['a', 'a', 'a']);
    expect(await allItems()).toEqual([]);
  });

  it('sends only the signed-in user’s items', async () => {
    const other = newQueueItem(
      {
        kind: 'follow-up',
        path: '/x',
        leadRef: 'lead:3',
        fields: {},
        summary: { title: 'theirs', detail: '' },
      },
      USER + 1,
    );
    await addItem(other);
    await add('mine', 'lead:4');
    await flush();
    expect(sent).toEqual(['mine']);
    expect(await titles()).toEqual(['theirs']);
  });
});
