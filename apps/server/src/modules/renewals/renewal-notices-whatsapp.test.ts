import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerMessage } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { update, updateBody } from '../../../test/licences';
import { postWebhook, whatsappTestApp } from '../../../test/whatsapp-app';
import type { WhatsAppCloud } from '../../../test/whatsapp-cloud';
import { fixedClock } from '../../lib/clock';
import { messageQueueOf } from '../whatsapp';

let cloud: WhatsAppCloud;
let t: TestApp;
let admin: TestUser;
let staff: TestUser;
// 00:30 in India on 23 November (still the 22nd in UTC): the business day is India's.
const TODAY = '2026-11-23';
const at = (day: string) => fixedClock(`${day}T00:30:00+05:30`);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, t, admin, staff, close } = await whatsappTestApp());
  t.ctx.clock = at(TODAY);
  for (const MobileNo of ['9100000301', '9100000302']) {
    const body = updateBody({ EmployeeId: staff.id, MobileNo, LicenseYears: 30 });
    expect((await update(t, admin, body)).status).toBe(200); // expires 2026-12-23: notice today
  }
});
afterAll(() => close());

const run = (Date: string) => t.postAs(admin, '/api/run-renewal-notices', { Date });
const messagesTo = async (MobileNo: string) =>
  (await t.postAs(admin, '/api/whatsapp-messages', { MobileNo })).json<{
    data: CustomerMessage[];
  }>().data;

describe('renewal notices with WhatsApp on', () => {
  it('queues each notice once, however often the day is run, and sends the renewal template', async () => {
    // The customer of …302 replied STOP: theirs goes by SMS.
    const stop = await postWebhook(t, {
      entry: [
        {
          changes: [
            {
              value: { messages: [{ from: '919100000302', type: 'text', text: { body: 'STOP' } }] },
            },
          ],
        },
      ],
    });
    expect(stop.statusCode).toBe(200);
    const first = await run(TODAY);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ data: { Day: TODAY, Sent: 2, Failed: 0 } });
    expect((await run(TODAY)).json()).toMatchObject({ data: { Sent: 0 } });
    expect(t.outbox()).toEqual([]); // queued, not sent by SMS in the run

    await messageQueueOf(t.ctx).drain();
    const [whatsapp] = cloud.to('9100000301');
    expect(cloud.to('9100000301')).toHaveLength(1);
    expect(whatsapp!.body.template).toEqual({
      name: 'yaar_renewal_notice',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'OYaar' },
            { type: 'text', text: '23-12-2026' },
            { type: 'text', text: '1,770.00' },
          ],
        },
      ],
    });
    expect(t.outbox().filter((sms) => sms.to === '9100000301')).toEqual([]);
    expect(await messagesTo('9100000301')).toMatchObject([
      {
        Kind: 'renewal',
        Channel: 'whatsapp',
        Status: 'sent',
        Subject: 'Renewal: OYaar expires 23-12-2026 (30 days)',
      },
    ]);
    expect(cloud.to('9100000302')).toEqual([]);
    expect(t.outbox().filter((sms) => sms.to === '9100000302')).toHaveLength(1);
    expect(await messagesTo('9100000302')).toMatchObject([{ Channel: 'sms', Status: 'sent' }]);
  });
});
