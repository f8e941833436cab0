import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFileName, whatsappMessages, type CustomerMessage } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';
import { adminUser, type TestUser } from '../../../test/factories';
import { recordSale } from '../../../test/licences';
import { postWebhook, whatsappTestApp } from '../../../test/whatsapp-app';
import { TEST_WHATSAPP_TOKEN, whatsappEnv, type WhatsAppCloud } from '../../../test/whatsapp-cloud';
import { readConfig, ConfigError } from '../../env';
import { fixedClock } from '../../lib/clock';
import { signatureOf } from '../../lib/whatsapp';
import { messageQueueOf } from './message-queue';

let cloud: WhatsAppCloud;
let t: TestApp;
let admin: TestUser;
let staff: TestUser;
const logLines: string[] = [];
const env = () => whatsappEnv(cloud);
const NOW = '2026-11-23T06:00:00Z';

let close: () => Promise<void>;

beforeAll(async () => {
  ({ cloud, t, admin, staff, close } = await whatsappTestApp({ logLines }));
  t.ctx.clock = fixedClock(NOW);
});
afterAll(() => close());

const sendInvoice = (id: unknown, Channel: unknown, user: TestUser | null = admin) =>
  t.postAs(user, '/api/send-invoice', { id, Channel });
const messages = async (query: object = {}) => {
  const response = await t.postAs(admin, '/api/whatsapp-messages', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CustomerMessage[]; meta: object }>();
};
const messageOf = async (id: number) => (await messages()).data.find((row) => row.id === id)!;

const webhook = (body: unknown, signature?: string | null) => postWebhook(t, body, signature);
const notification = (value: object) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }],
    },
  ],
});
const statusOf = (wamid: string, status: string, extra: object = {}) =>
  notification({
    statuses: [{ id: wamid, status, timestamp: '1795900000', recipient_id: '91', ...extra }],
  });
const reply = (from: string, text: string) =>
  notification({
    messages: [{ from, id: 'wamid.in', timestamp: '1', type: 'text', text: { body: text } }],
  });

describe('POST /send-invoice', () => {
  it('uploads the invoice PDF as media and sends the invoice template to 91 + the mobile', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500001', Name: 'Shree Auto' });
    const response = await sendInvoice(id, 'whatsapp');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ message: string; data: { MessageId: number } }>();
    expect(answer.message).toMatch(/^Invoice .+ is queued to be sent on WhatsApp\.$/);
    expect((await messageOf(answer.data.MessageId)).Status).toBe('queued');

    await messageQueueOf(t.ctx).tick();
    expect(cloud.media).toHaveLength(1);
    const [upload] = cloud.media;
    expect(upload!.fields).toEqual({ messaging_product: 'whatsapp', type: 'application/pdf' });
    expect(upload!.file.type).toBe('application/pdf');
    expect(upload!.file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(upload!.authorization).toBe(`Bearer ${TEST_WHATSAPP_TOKEN}`);
    const [sent] = cloud.to('9876500001');
    expect(sent!.phoneNumberId).toBe('106540352242922');
    expect(sent!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '919876500001',
      type: 'template',
      biz_opaque_callback_data: `m:${answer.data.MessageId}`,
      template: { name: 'yaar_invoice', language: { code: 'en' } },
    });
    const [header, body] = sent!.body.template.components;
    expect(header).toEqual({
      type: 'header',
      parameters: [{ type: 'document', document: { id: upload!.id, filename: upload!.file.name } }],
    });
    const invoiceNo = body!.parameters[0]!.text!;
    expect(upload!.file.name).toBe(invoiceFileName(invoiceNo));
    expect(body!.parameters.map((p) => p.text)).toEqual([invoiceNo, '1,770.00', '23-11-2026']);
    const row = await messageOf(answer.data.MessageId);
    expect(row).toMatchObject({
      Channel: 'whatsapp',
      Kind: 'invoice',
      Status: 'sent',
      Subject: `Invoice ${invoiceNo}`,
    });
    // The token went only into the Authorization header: never into a log line.
    expect(logLines.join('\n')).not.toContain(TEST_WHATSAPP_TOKEN);
  });

  it('sends the invoice by SMS when asked, through the same queue', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500002' });
    const response = await sendInvoice(id, 'sms');
    expect(response.statusCode, response.body).toBe(200);
    await messageQueueOf(t.ctx).tick();
    const [sms] = t.outbox().filter((m) => m.to === '9876500002');
    expect(sms).toMatchObject({ kind: 'invoice' });
    expect(sms!.text).toMatch(/^Your invoice .+ for Rs 1,770\.00 dated 23-11-2026 from Yaar\./);
    expect(cloud.to('9876500002')).toEqual([]);
  });

  it('refuses a customer who replied STOP with 409 saying so, until START', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500003' });
    expect((await webhook(reply('919876500003', 'Stop'))).statusCode).toBe(200);
    const refused = await sendInvoice(id, 'whatsapp');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: whatsappMessages.optedOut('9876500003') });
    expect((await sendInvoice(id, 'sms')).statusCode).toBe(200);
    expect((await webhook(reply('919876500003', 'START'))).statusCode).toBe(200);
    expect((await sendInvoice(id, 'whatsapp')).statusCode).toBe(200);
  });

  it('checks its input (422 beside the field, 404 for no transaction) and is the administrator’s', async () => {
    const bad = await sendInvoice(1, 'telegram');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { Channel: whatsappMessages.channelInvalid } });
    expect((await sendInvoice('x', 'sms')).statusCode).toBe(422);
    expect((await sendInvoice(999_999, 'sms')).statusCode).toBe(404);
    expect((await sendInvoice(1, 'sms', staff)).statusCode).toBe(403);
    expect((await sendInvoice(1, 'sms', null)).statusCode).toBe(401);
  });

  it('answers 409 for WhatsApp when it is not set up (SMS still works)', async () => {
    const off = await createTestApp();
    try {
      const offAdmin = await adminUser(off.ctx);
      off.ctx.clock = fixedClock(NOW);
      const id = await recordSale(off, offAdmin, offAdmin, { MobileNo: '9876500004' });
      const refused = await off.postAs(offAdmin, '/api/send-invoice', { id, Channel: 'whatsapp' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: whatsappMessages.whatsappOff });
      expect(
        (await off.postAs(offAdmin, '/api/send-invoice', { id, Channel: 'sms' })).statusCode,
      ).toBe(200);
      expect((await off.inject({ method: 'GET', url: '/api/whatsapp-webhook' })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });
});

describe('the webhook', () => {
  it("answers Meta's handshake with the challenge as text, 403 for a wrong token", async () => {
    const handshake = (token: string, mode = 'subscribe') =>
      t.inject({
        method: 'GET',
        url: `/api/whatsapp-webhook?hub.mode=${mode}&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const good = await handshake('verify-me-please');
    expect(good.statusCode).toBe(200);
    expect(good.headers['content-type']).toMatch(/^text\/plain/);
    expect(good.body).toBe('1158201444');
    expect((await handshake('wrong-token')).statusCode).toBe(403);
    expect((await handshake('verify-me-please', 'unsubscribe')).statusCode).toBe(403);
  });

  it('takes nothing without a valid signature: 401 missing, 403 wrong', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500005' });
    const stop = reply('919876500005', 'STOP');
    const missing = await webhook(stop, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: whatsappMessages.signatureMissing });
    const forged = signatureOf(JSON.stringify(stop), 'not-the-app-secret-at-all');
    expect((await webhook(stop, forged)).statusCode).toBe(403);
    expect((await webhook(stop, 'sha256=zz')).statusCode).toBe(403);
    // Signed over other bytes (one space more): refused.
    const other = signatureOf(`${JSON.stringify(stop)} `, env().WHATSAPP_APP_SECRET);
    expect((await webhook(stop, other)).statusCode).toBe(403);
    // Nothing was stored: the customer is not opted out.
    expect((await sendInvoice(id, 'whatsapp')).statusCode).toBe(200);
  });

  it('refuses a body that is not a notification (400) or too large (413), never 500', async () => {
    const raw = 'not json';
    const unreadable = await t.inject({
      method: 'POST',
      url: '/api/whatsapp-webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signatureOf(raw, env().WHATSAPP_APP_SECRET),
      },
      payload: raw,
    });
    expect(unreadable.statusCode).toBe(400);
    const big = await t.inject({
      method: 'POST',
      url: '/api/whatsapp-webhook',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(300 * 1024),
    });
    expect(big.statusCode).toBe(413);
  });

  it('moves a message’s status forward only, whatever order the updates arrive in', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500006' });
    const { data } = (await sendInvoice(id, 'whatsapp')).json<{ data: { MessageId: number } }>();
    await messageQueueOf(t.ctx).tick();
    const wamid = cloud.to('9876500006')[0]!.wamid;
    const status = async () => (await messageOf(data.MessageId)).Status;
    expect((await webhook(statusOf(wamid, 'delivered'))).statusCode).toBe(200);
    expect(await status()).toBe('delivered');
    await webhook(statusOf(wamid, 'sent'));
    expect(await status()).toBe('delivered');
    await webhook(statusOf(wamid, 'read'));
    expect(await status()).toBe('read');
    await webhook(statusOf(wamid, 'delivered'));
    await webhook(
      statusOf(wamid, 'failed', { errors: [{ code: 131047, title: 'Re-engagement' }] }),
    );
    expect(await status()).toBe('read');
  });

  it('keeps a failure with its error', async () => {
    const id = await recordSale(t, admin, staff, { MobileNo: '9876500007' });
    const { data } = (await sendInvoice(id, 'whatsapp')).json<{ data: { MessageId: number } }>();
    await messageQueueOf(t.ctx).tick();
    const wamid = cloud.to('9876500007')[0]!.wamid;
    const failed = statusOf(wamid, 'failed', {
      errors: [
        { code: 131049, title: 'Not delivered', error_data: { details: 'healthy ecosystem' } },
      ],
    });
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await messageOf(data.MessageId)).toMatchObject({
      Status: 'failed',
      Note: 'WhatsApp error 131049: healthy ecosystem',
    });
  });
});

describe('the webhook’s rate limit', () => {
  it('answers 429 past 600 calls a minute from one address', async () => {
    const limited = await createTestApp({ ...env(), RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/whatsapp-webhook',
          headers: { 'content-type': 'application/json' },
          payload: '{}',
        });
      const statuses: number[] = [];
      for (let i = 0; i < 601; i += 1) statuses.push((await post()).statusCode);
      expect(statuses.slice(0, 600).every((status) => status === 401)).toBe(true);
      expect(statuses[600]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /whatsapp-messages', () => {
  it('lists the messages newest first, by mobile, a page at a time', async () => {
    const all = await messages({ Page: 1, PageSize: 2 });
    expect(all.data).toHaveLength(2);
    expect(all.meta).toMatchObject({ page: 1, pageSize: 2 });
    const one = await messages({ MobileNo: '9876500001' });
    expect(one.data.map((row) => row.MobileNo)).toEqual(['9876500001']);
    const prefix = await messages({ MobileNo: '98765000' });
    expect(prefix.data.length).toBeGreaterThan(3);
    const bad = await t.postAs(admin, '/api/whatsapp-messages', { MobileNo: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { MobileNo: whatsappMessages.mobileInvalid } });
    expect((await t.postAs(staff, '/api/whatsapp-messages', {})).statusCode).toBe(403);
  });
});

describe('configuration', () => {
  it('is off when nothing is set, and refuses a half set naming the missing variable', () => {
    const base = { ADMIN_EMAIL: 'admin@yaar.test', DATA_DIR: '/tmp/yaar-whatsapp-config' };
    expect(readConfig(base).WHATSAPP_PHONE_NUMBER_ID).toBeUndefined();
    const half: Record<string, string> = { ...env() };
    delete half.WHATSAPP_APP_SECRET;
    expect(() => readConfig({ ...base, ...half })).toThrow(ConfigError);
    expect(() => readConfig({ ...base, ...half })).toThrow(/WHATSAPP_APP_SECRET: required with/);
    expect(() => readConfig({ ...base, ...env(), WHATSAPP_TEMPLATE_LANGUAGE: 'fr' })).toThrow(
      /WHATSAPP_TEMPLATE_LANGUAGE: must be en, gu or hi/,
    );
    expect(readConfig({ ...base, ...env() }).WHATSAPP_API_URL).toBe(cloud.baseUrl);
  });
});
