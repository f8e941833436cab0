import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsSender } from './sms';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local SMS gateway that records each request and answers with `answerStatus`. */
let server: http.Server;
let url: string;
let received: Received[] = [];
let answerStatus = 200;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

describe('createHttpSmsSender', () => {
  it('posts {to, text} as JSON with the bearer key, and never the separate code', async () => {
    const sender = createHttpSmsSender(url, 'gateway-key');
    await sender.send({ to: '9876543210', text: '123456 is your code', otp: '123456' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v1/messages');
    expect(request!.headers.authorization).toBe('Bearer gateway-key');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({ to: '9876543210', text: '123456 is your code' });
  });

  it.each([400, 401, 500, 503])('throws when the gateway answers %i', async (status) => {
    answerStatus = status;
    const sender = createHttpSmsSender(url, 'gateway-key');
    await expect(sender.send({ to: '9876543210', text: 'hello' })).rejects.toThrow(String(status));
    expect(received).toHaveLength(1);
  });

  it('throws when the gateway cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sender = createHttpSmsSender(`http://127.0.0.1:${port}/`, 'gateway-key');
    await expect(sender.send({ to: '9876543210', text: 'hello' })).rejects.toThrow();
  });
});
