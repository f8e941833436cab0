import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsSender, createMsg91SmsSender, type DltSettings } from './sms';
import { smsOf } from './sms-templates';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local SMS gateway that records each request and answers `answerStatus` with `answerBody`. As
 * MSG91's Flow API (https://control.msg91.com/api/v5/flow) it checks the documented fields:
 * the `authkey` header, `template_id`, and each recipient's `mobiles` with the 91 prefix.
 */
let server: http.Server;
let base: string;
let received: Received[] = [];
let answerStatus = 200;
let answerBody = '{"type":"success","message":"3763646c3058373530393830"}';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.url === '/api/v5/flow') {
        const flow = JSON.parse(body) as {
          template_id?: string;
          recipients?: { mobiles?: string }[];
        };
        const valid =
          request.headers.authkey === 'msg91-key' &&
          typeof flow.template_id === 'string' &&
          (flow.recipients ?? []).every((r) => /^91\d{10}$/.test(r.mobiles ?? ''));
        if (!valid) {
          response.writeHead(200).end('{"type":"error","message":"Invalid request"}');
          return;
        }
      }
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end(answerBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answerStatus = 200;
  answerBody = '{"type":"success","message":"3763646c3058373530393830"}';
});

const dlt: DltSettings = {
  entityId: '1201159100000012345',
  sender: 'YAARSW',
  templateIds: { otp: '1207161700000011111', renewal: '1207161700000022222' },
};
const otp = { to: '9876543210', ...smsOf('otp', { code: '123456' }), otp: '123456' };

describe('createHttpSmsSender', () => {
  it('posts the text with the DLT template, entity and sender, and never the separate code', async () => {
    const sender = createHttpSmsSender(`${base}/v1/messages`, 'gateway-key', dlt);
    await sender.send(otp);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/messages');
    expect(request!.headers.authorization).toBe('Bearer gateway-key');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({
      to: '9876543210',
      text: '123456 is your Yaar Back Office verification code. It is valid for 5 minutes.',
      templateId: '1207161700000011111',
      entityId: '1201159100000012345',
      sender: 'YAARSW',
    });
  });

  it.each([400, 401, 500, 503])('throws when the gateway answers %i', async (status) => {
    answerStatus = status;
    const sender = createHttpSmsSender(`${base}/v1/messages`, 'gateway-key', dlt);
    await expect(sender.send(otp)).rejects.toThrow(String(status));
    expect(received).toHaveLength(1);
  });

  it('sends nothing for a kind without a template id', async () => {
    const sender = createHttpSmsSender(`${base}/v1/messages`, 'gateway-key', dlt);
    const upi = smsOf('renewalUpi', { product: 'A', expiry: 'B', amount: 'C', upi: 'D' });
    await expect(sender.send({ to: '9876543210', ...upi })).rejects.toThrow('renewalUpi');
    expect(received).toHaveLength(0);
  });

  it('throws when the gateway cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = createHttpSmsSender(`http://127.0.0.1:${port}/`, 'gateway-key', dlt);
    await expect(sender.send(otp)).rejects.toThrow();
  });
});

describe('createMsg91SmsSender', () => {
  it('posts the Flow API body: template_id, sender, recipients with 91 and var1…', async () => {
    const sender = createMsg91SmsSender('msg91-key', dlt, `${base}/api/v5/flow`);
    const notice = smsOf('renewal', {
      product: 'Yaar Billing',
      expiry: '27-12-2026',
      amount: '1,770.00',
    });
    await sender.send({ to: '9876543210', ...notice });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.authkey).toBe('msg91-key');
    expect(JSON.parse(received[0]!.body)).toEqual({
      template_id: '1207161700000022222',
      short_url: '0',
      sender: 'YAARSW',
      recipients: [
        { mobiles: '919876543210', var1: 'Yaar Billing', var2: '27-12-2026', var3: '1,770.00' },
      ],
    });
  });

  it('throws when MSG91 answers 200 with type error (a wrong key)', async () => {
    const sender = createMsg91SmsSender('wrong-key', dlt, `${base}/api/v5/flow`);
    await expect(sender.send(otp)).rejects.toThrow('Invalid request');
  });

  it('throws when MSG91 answers an HTTP error', async () => {
    answerStatus = 401;
    const sender = createMsg91SmsSender('msg91-key', dlt, `${base}/api/v5/flow`);
    await expect(sender.send(otp)).rejects.toThrow('401');
  });
});
