import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadEvent } from '@yaar/shared';
import type { TestApp } from '../../../test/app';
import type { TestUser } from '../../../test/factories';
import { insertLead } from '../../../test/leads';
import { recordSale } from '../../../test/licences';
import { postWebhook, whatsappTestApp } from '../../../test/whatsapp-app';
import type { WhatsAppCloud } from '../../../test/whatsapp-cloud';
import { fixedClock } from '../../lib/clock';
import { messageQueueOf } from './message-queue';

let cloud: WhatsAppCloud;
let t: TestApp;
let admin: TestUser;
let staff: TestUser;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, t, admin, staff, close } = await whatsappTestApp());
  t.ctx.clock = fixedClock('2026-11-23T06:00:00Z');
});
afterAll(() => close());

/** The lead's timeline as its holder reads it: its message events, newest first. */
const messageEvents = async (LeadId: number, user: TestUser = staff) => {
  const response = await t.postAs(user, '/api/lead-timeline', { LeadId });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<{ data: LeadEvent[] }>()
    .data.filter((event) => event.Type === 'whatsapp' || event.Type === 'sms');
};
const sendInvoice = async (id: number, Channel: 'whatsapp' | 'sms') => {
  const response = await t.postAs(admin, '/api/send-invoice', { id, Channel });
  expect(response.statusCode, response.body).toBe(200);
};
const delivered = (wamid: string) => {
  return postWebhook(t, {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              statuses: [{ id: wamid, status: 'delivered', timestamp: '1', recipient_id: '91' }],
            },
          },
        ],
      },
    ],
  });
};

describe("a customer's messages on the lead's timeline", () => {
  it('shows an invoice sent on WhatsApp by whoever sent it, as far as it got', async () => {
    const lead = await insertLead(t.ctx, staff.id, { mobileNo: '9876511001' });
    const sale = await recordSale(t, admin, staff, { MobileNo: '9876511001' });
    await sendInvoice(sale, 'whatsapp');
    const [queued] = await messageEvents(lead);
    expect(queued).toMatchObject({
      Type: 'whatsapp',
      By: { id: admin.id },
      Summary: expect.stringMatching(/^Invoice \S+ on WhatsApp: waiting to be sent$/) as string,
    });

    await messageQueueOf(t.ctx).tick();
    expect((await messageEvents(lead))[0]!.Summary).toMatch(/ on WhatsApp: sent$/);
    expect((await delivered(cloud.to('9876511001')[0]!.wamid)).statusCode).toBe(200);
    expect((await messageEvents(lead))[0]!.Summary).toMatch(/ on WhatsApp: delivered$/);
    // The kind filters like any other.
    const filtered = await t.postAs(admin, '/api/lead-timeline', {
      LeadId: lead,
      Type: 'whatsapp',
    });
    expect(filtered.json<{ data: LeadEvent[] }>().data.map((event) => event.Type)).toEqual([
      'whatsapp',
    ]);
  });

  it('says when WhatsApp could not deliver and the SMS went instead (131026)', async () => {
    const lead = await insertLead(t.ctx, staff.id, { mobileNo: '9876511002' });
    const sale = await recordSale(t, admin, staff, { MobileNo: '9876511002' });
    cloud.fail({ status: 400, code: 131026, details: 'Message undeliverable', to: '919876511002' });
    await sendInvoice(sale, 'whatsapp');
    await messageQueueOf(t.ctx).drain();
    const [event] = await messageEvents(lead);
    expect(event!.Type).toBe('whatsapp');
    expect(event!.Summary).toMatch(/^Invoice \S+ by SMS, as WhatsApp could not deliver it: sent$/);
  });

  it('records an SMS as an SMS, and nothing on a number no lead has', async () => {
    const lead = await insertLead(t.ctx, staff.id, { mobileNo: '9876511003' });
    await sendInvoice(await recordSale(t, admin, staff, { MobileNo: '9876511003' }), 'sms');
    expect((await messageEvents(lead)).map((event) => event.Type)).toEqual(['sms']);

    await sendInvoice(await recordSale(t, admin, staff, { MobileNo: '9876511004' }), 'whatsapp');
    const { rows } = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from lead_events where type in ('whatsapp', 'sms')`,
    );
    expect(rows[0]!.n).toBe(3);
  });
});
