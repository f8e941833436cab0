import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CustomerMessage } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { postWebhook, whatsappTestApp } from '../../../test/whatsapp-app';
import type { WhatsAppCloud } from '../../../test/whatsapp-cloud';
import { createAppContext } from '../../app-context';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { messageQueueOf } from './message-queue';
import { queueMessage } from './whatsapp.service';

let cloud: WhatsAppCloud;
let t: TestApp;
let admin: TestUser;
const handles: DatabaseHandle[] = [];
/** The app's clock, moved by the tests: 11:30 in India on 23 November 2026. */
let now = new Date('2026-11-23T06:00:00Z');
const clock: Clock = { now: () => new Date(now) };
const later = (ms: number) => (now = new Date(now.getTime() + ms));

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, t, admin, close } = await whatsappTestApp());
  t.ctx.clock = clock;
});
afterAll(async () => {
  for (const handle of handles) await handle.close();
  await close();
});

let nextMobile = 9_700_000_000;
/** A renewal-like notice queued for a new customer (or `mobile`), as the renewal run queues it. */
const queueNotice = (mobile = String(nextMobile++), smsOnFailure = true) =>
  queueMessage(t.ctx.db, {
    channel: 'whatsapp',
    kind: 'renewal',
    mobileNo: mobile,
    licenceId: null,
    transactionId: null,
    subject: `Renewal ${mobile}`,
    content: {
      whatsapp: { template: 'renewal', body: ['OYaar', '23-12-2026', '1,770.00'] },
      sms: {
        kind: 'renewal',
        vars: ['OYaar', '23-12-2026', '1,770.00'],
        text: `Renewal for ${mobile}`,
      },
      smsOnFailure,
    },
    dedupeKey: `test:${mobile}:${Math.random()}`,
    at: clock.now(),
  }).then((id) => ({ id: id!, mobile }));

const rowOf = async (id: number) => {
  const response = await t.postAs(admin, '/api/whatsapp-messages', { PageSize: 500 });
  return response.json<{ data: CustomerMessage[] }>().data.find((row) => row.id === id)!;
};
const smsTo = (mobile: string) => t.outbox().filter((sms) => sms.to === mobile);
/** Everything queued before this test is out of the way. */
const settle = async () => {
  later(3_600_000);
  await messageQueueOf(t.ctx).drain();
};

/** Another app process on the same database and the same Cloud API. */
function anotherProcess() {
  const handle = connectDatabase(t.databaseUrl, 5);
  handles.push(handle);
  const ctx = createAppContext(handle.db, t.ctx.config, t.ctx.sms);
  ctx.clock = clock;
  return ctx;
}

describe('the send queue', () => {
  it('sends each message exactly once when two processes claim at the same moment', async () => {
    await settle();
    const queued = await Promise.all(Array.from({ length: 40 }, () => queueNotice()));
    const [one, two] = [anotherProcess(), anotherProcess()];
    const before = cloud.messages.length;
    const claims = await Promise.all([messageQueueOf(one).tick(), messageQueueOf(two).tick()]);
    expect(claims[0].claimed + claims[1].claimed).toBe(40);
    // Again, and after a "restart" (new queues of new processes): nothing is sent twice.
    await Promise.all([messageQueueOf(one).tick(), messageQueueOf(two).tick()]);
    later(10_000);
    await Promise.all([messageQueueOf(anotherProcess()).drain(), messageQueueOf(t.ctx).drain()]);
    const sent = cloud.messages
      .slice(before)
      .map((message) => message.body.biz_opaque_callback_data);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
    expect(new Set(sent)).toEqual(new Set(queued.map(({ id }) => `m:${id}`)));
  });

  it('paces: at most 80 a second across processes, one customer not twice within 6 s', async () => {
    await settle();
    await Promise.all(Array.from({ length: 100 }, () => queueNotice()));
    const first = await Promise.all([
      messageQueueOf(anotherProcess()).tick(),
      messageQueueOf(t.ctx).tick(),
    ]);
    expect(first.reduce((sum, claim) => sum + claim.claimed, 0)).toBe(80);
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(0); // the same second
    later(1001);
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(20);

    later(10_000);
    const a = await queueNotice('9600000001');
    const b = await queueNotice('9600000001');
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(1);
    later(3000);
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(0);
    later(3001);
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(1);
    expect(cloud.to('9600000001').map((m) => m.body.biz_opaque_callback_data)).toEqual([
      `m:${a.id}`,
      `m:${b.id}`,
    ]);
  });

  it('retries 130429 (429) and 5xx with backoff, then sends once', async () => {
    await settle();
    const { id, mobile } = await queueNotice();
    cloud.fail({ status: 429, code: 130429, details: 'Rate limit hit', to: `91${mobile}` });
    cloud.fail({
      status: 503,
      code: 2,
      details: 'Service temporarily unavailable',
      to: `91${mobile}`,
    });
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({
      Status: 'queued',
      Note: expect.stringContaining('error 130429') as string,
    });
    expect((await messageQueueOf(t.ctx).tick()).claimed).toBe(0); // not before its backoff
    later(30_001);
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({
      Status: 'queued',
      Note: expect.stringContaining('answered 503') as string,
    });
    later(120_001);
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({ Status: 'sent', Channel: 'whatsapp' });
    expect(cloud.to(mobile)).toHaveLength(1);
    expect(smsTo(mobile)).toEqual([]);
  });

  it('sends the SMS instead when the number is not on WhatsApp (131026): never both', async () => {
    await settle();
    const { id, mobile } = await queueNotice();
    cloud.fail({ status: 400, code: 131026, details: 'Message undeliverable', to: `91${mobile}` });
    await messageQueueOf(t.ctx).tick();
    await messageQueueOf(t.ctx).tick();
    expect(cloud.to(mobile)).toEqual([]);
    expect(smsTo(mobile).map((sms) => sms.text)).toEqual([`Renewal for ${mobile}`]);
    expect(await rowOf(id)).toMatchObject({
      Channel: 'sms',
      Status: 'sent',
      Note: expect.stringMatching(/^Sent by SMS: WhatsApp answered 400 \(error 131026\)/) as string,
    });
  });

  it('sends a renewal notice by SMS once its WhatsApp retries run out; another message fails', async () => {
    await settle();
    const notice = await queueNotice();
    const other = await queueNotice(undefined, false);
    for (const { mobile } of [notice, other])
      cloud.fail({ status: 500, code: 1, details: 'Unknown error', to: `91${mobile}`, times: 5 });
    for (let i = 0; i < 6; i += 1) {
      await messageQueueOf(t.ctx).tick();
      later(1_800_001);
    }
    expect(await rowOf(notice.id)).toMatchObject({ Channel: 'sms', Status: 'sent' });
    expect(smsTo(notice.mobile)).toHaveLength(1);
    expect(cloud.to(notice.mobile)).toEqual([]);
    expect(await rowOf(other.id)).toMatchObject({
      Channel: 'whatsapp',
      Status: 'failed',
      Note: expect.stringContaining('(after 5 attempts)') as string,
    });
    expect(smsTo(other.mobile)).toEqual([]);
  });

  it('a permanent refusal of a renewal notice (template missing) goes by SMS at once', async () => {
    await settle();
    const { id, mobile } = await queueNotice();
    cloud.fail({
      status: 404,
      code: 132001,
      details: 'Template name does not exist',
      to: `91${mobile}`,
    });
    await messageQueueOf(t.ctx).tick();
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({ Channel: 'sms', Status: 'sent' });
  });

  it('a failed status from the webhook (131026 later) turns the notice into its SMS', async () => {
    await settle();
    const { id, mobile } = await queueNotice();
    await messageQueueOf(t.ctx).tick();
    const wamid = cloud.to(mobile)[0]!.wamid;
    const answer = await postWebhook(t, {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                statuses: [
                  {
                    id: wamid,
                    status: 'failed',
                    errors: [{ code: 131026, title: 'Message undeliverable' }],
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    expect(answer.statusCode).toBe(200);
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({ Channel: 'sms', Status: 'sent' });
    expect(smsTo(mobile)).toHaveLength(1);
  });

  it('a message left "sending" by a process that died is marked failed, never sent again blindly', async () => {
    await settle();
    const { id, mobile } = await queueNotice();
    await t.ctx.db.execute(
      sql`update customer_messages set status = 'sending', claimed_at = ${clock.now()} where id = ${id}`,
    );
    later(600_001);
    await messageQueueOf(t.ctx).tick();
    expect(await rowOf(id)).toMatchObject({
      Status: 'failed',
      Note: expect.stringContaining('Interrupted') as string,
    });
    expect(cloud.to(mobile)).toEqual([]);
    expect(smsTo(mobile)).toEqual([]);
  });
});
