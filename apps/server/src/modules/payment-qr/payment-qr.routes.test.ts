import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { paymentQrMessages, type ApiEnvelope, type PaymentQr } from '@yaar/shared';
import { createTestApp, type TestApp } from '../../../test/app';

/** Decodes a PNG data URL's QR code, as a customer's payment app reads it. */
export function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

let t: TestApp;
let unset: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PAYMENT_UPI_ID: 'yaar.soft@okaxis',
    PAYMENT_PAYEE_NAME: 'Yaar Software & Co',
  });
  unset = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await unset.close();
});

it('answers the payee and two codes, signed out, that decode to the UPI links (₹1,500 and any amount)', async () => {
  const response = await t.inject({ url: '/api/payment-qr' });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<ApiEnvelope<PaymentQr>>();
  expect(data).toMatchObject({ PayeeName: 'Yaar Software & Co', UpiId: 'yaar.soft@okaxis' });
  const [fixed, any] = data!.Codes;
  expect(fixed!.Link).toBe(
    'upi://pay?pa=yaar.soft@okaxis&pn=Yaar%20Software%20%26%20Co&am=1500.00&cu=INR',
  );
  expect(any!.Link).toBe('upi://pay?pa=yaar.soft@okaxis&pn=Yaar%20Software%20%26%20Co&cu=INR');
  expect(fixed!.Amount).toBe('1500.00');
  expect(any!.Amount).toBeNull();
  expect(decodeQr(fixed!.Image)).toBe(fixed!.Link);
  expect(decodeQr(any!.Image)).toBe(any!.Link);
});

it('says clearly that it is not set up when the UPI id or payee is missing', async () => {
  const response = await unset.inject({ url: '/api/payment-qr' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ status: 404, message: paymentQrMessages.notConfigured });
});

it('refuses a malformed UPI id at start-up, naming the variable', async () => {
  await expect(createTestApp({ PAYMENT_UPI_ID: 'not a upi id' })).rejects.toThrow(/PAYMENT_UPI_ID/);
});
