import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createStaffUser, type TestUser } from '../../../test/factories';
import { tempFiles } from '../../../test/leads';

/**
 * An upload cut off half-way (the caller's connection drops) or stalled past the request time-out
 * leaves no temporary file behind: through the real app on a real socket.
 */
let t: TestApp;
let staff: TestUser;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ IDLE_TIMEOUT_SECONDS: '2' });
  staff = await createStaffUser(t.ctx);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = '----yaar-upload-test';

/** The start of a lead form whose Hoarding photo is announced as 300 KB but only half arrives. */
function halfUpload(): { head: string; chunk: Buffer; declaredLength: number } {
  const preamble =
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="CompanyName"\r\n\r\nCut Off Traders\r\n` +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="Hoarding"; filename="shop.jpg"\r\n` +
    `Content-Type: image/jpeg\r\n\r\n`;
  const photo = Buffer.alloc(300 * 1024, 0xab);
  photo.set([0xff, 0xd8, 0xff, 0xe0], 0);
  const declaredLength = Buffer.byteLength(preamble) + photo.length + 100;
  const head =
    `POST /api/lead-create HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Authorization: Bearer ${staff.token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
    `Content-Length: ${declaredLength}\r\n\r\n`;
  return {
    head,
    chunk: Buffer.concat([Buffer.from(preamble), photo.subarray(0, photo.length / 2)]),
    declaredLength,
  };
}

/** Sends the head and half the body; then `then(socket)` decides how the caller goes away. */
function sendHalf(then: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve) => {
    const { head, chunk } = halfUpload();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      socket.write(chunk, () => setTimeout(() => then(socket), 300));
    });
    let answer = '';
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
}

it('removes the partial file when the caller hangs up half-way', async () => {
  await sendHalf((socket) => socket.destroy());
  await expect.poll(() => tempFiles(t.ctx), { timeout: 3000 }).toEqual([]);
});

it('closes an upload that stalls past the idle time-out, and removes its partial file', async () => {
  const answer = await sendHalf(() => undefined); // never sends the rest: the server closes it
  expect(answer).toBe('');
  await expect.poll(() => tempFiles(t.ctx), { timeout: 3000 }).toEqual([]);
});
