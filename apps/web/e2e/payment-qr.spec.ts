import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, test } from './support/test';
import { e2e } from './support/env';
import { screenshotBothWidths, signIn } from './support/pages';

/** What a customer's UPI app reads from a QR code on the screen (its PNG, decoded). */
async function decodeImage(dataUrl: string) {
  const png = PNG.sync.read(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('Payment QR opens signed out with two codes that decode to the UPI links, large enough to scan', async ({
  page,
}, testInfo) => {
  await page.goto('/payment-qr');
  await expect(page.getByRole('heading', { name: 'Payment QR' })).toBeVisible();
  await expect(page.getByText('Yaar Software Solutions', { exact: true })).toBeVisible();
  const fixed = page.getByRole('img', { name: /pay ₹1,500\.00 to Yaar Software Solutions/ });
  const any = page.getByRole('img', { name: /pay Any amount to Yaar Software Solutions/ });
  await expect(fixed).toBeVisible();
  expect(await decodeImage((await fixed.getAttribute('src'))!)).toBe(
    'upi://pay?pa=yaar.soft@okaxis&pn=Yaar%20Software%20Solutions&am=1500.00&cu=INR',
  );
  expect(await decodeImage((await any.getAttribute('src'))!)).toBe(
    'upi://pay?pa=yaar.soft@okaxis&pn=Yaar%20Software%20Solutions&cu=INR',
  );
  await screenshotBothWidths(page, 'payment-qr', (file) => testInfo.outputPath(file));

  // On a phone each code fills the width (at least 280 of 360 px) for a customer's camera.
  await page.setViewportSize({ width: 360, height: 740 });
  expect((await fixed.boundingBox())!.width).toBeGreaterThanOrEqual(280);

  // Download saves the PNG; Share says when the browser cannot share files.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download' }).first().click();
  expect((await download).suggestedFilename()).toBe('payment-qr-1500.png');
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).first().click();
  await expect(page.getByText('Sharing not supported on this browser.')).toBeVisible();
});

test('signed in, every user finds it in the menu as Take Payment via QR', async ({ page }) => {
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.locator('#sidebar').getByRole('link', { name: 'Take Payment via QR' }).click();
  await expect(page.getByRole('img', { name: /pay ₹1,500\.00/ })).toBeVisible();
});
