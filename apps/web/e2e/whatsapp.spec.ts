import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { e2e } from './support/env';
import { uniqueSurname } from './support/leads';
import { newSellerWithSessions, sellLicenceViaApi } from './support/licences';
import { signIn } from './support/pages';

/** Screenshots to look at (issue 44), beside the test's own output. */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/h44-shots';
const cloudUrl = process.env.E2E_WHATSAPP_URL!;
const appSecret = process.env.E2E_WHATSAPP_APP_SECRET!;

/** A screenshot kept for review; an open menu is shot as the viewport (a full page resizes, which closes it). */
async function shoot(
  page: Page,
  name: string,
  outputPath: (name: string) => string,
  fullPage = true,
) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: outputPath(name), fullPage, animations: 'disabled' });
  fs.copyFileSync(outputPath(name), path.join(SHOTS, name));
}

/** A year's licence sold for `sellerId`, to a buyer named `name`. */
const sell = (request: APIRequestContext, token: string, sellerId: number, name: string) =>
  sellLicenceViaApi(request, token, { sellerId, name, days: 365 });

/** Meta's webhook call, signed with the app secret. */
const webhook = (request: APIRequestContext, value: object) => {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: '1', changes: [{ field: 'messages', value }] }],
  });
  const signature = `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
  return request.post('/api/whatsapp-webhook', {
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    data: body,
  });
};

/**
 * The message the local Cloud API took for `mobile`: its wamid, and the callback data Meta echoes
 * in every status webhook of it. A status may arrive before our server has recorded the send's
 * answer (the wamid): the callback data (our message id) is what matches it then.
 */
async function sentTo(request: APIRequestContext, mobile: string) {
  let sent: { wamid: string; callbackData?: string } = { wamid: '' };
  await expect(async () => {
    const answer = await request.get(`${cloudUrl}/received`);
    const { messages } = (await answer.json()) as {
      messages: { body: { to: string; biz_opaque_callback_data?: string }; wamid: string }[];
    };
    const message = messages.find((each) => each.body.to === `91${mobile}`);
    sent = { wamid: message?.wamid ?? '', callbackData: message?.body.biz_opaque_callback_data };
    expect(sent.wamid).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return sent;
}

test('[WHATSAPP] the administrator sends invoices on WhatsApp and by SMS and follows their delivery', async ({
  page,
  request,
}, testInfo) => {
  const { admin, seller } = await newSellerWithSessions(request);
  const surname = uniqueSurname();
  const shree = await sell(request, admin.token, seller.id, `Shree ${surname} Auto`);
  const bala = await sell(request, admin.token, seller.id, `Bala ${surname} Stores`);
  const mehta = await sell(request, admin.token, seller.id, `Mehta ${surname} Traders`);
  // Mehta's customer replied STOP.
  const stop = await webhook(request, {
    messages: [{ from: `91${mehta.MobileNo}`, type: 'text', text: { body: 'STOP' } }],
  });
  expect(stop.status()).toBe(200);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, e2e.admin.email, e2e.admin.password);
  await page.goto(`/license-transactions?MobileNo=${shree.MobileNo}`);
  const row = page.getByRole('row').filter({ hasText: shree.InvoiceNo });
  await row.getByRole('button', { name: `Action for ${shree.InvoiceNo}` }).click();
  await expect(page.getByRole('button', { name: 'Send on WhatsApp' })).toBeVisible();
  await shoot(page, 'print-bill-send-on-whatsapp-1440.png', (n) => testInfo.outputPath(n), false);
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(
    page.getByText(`Invoice ${shree.InvoiceNo} is queued to be sent on WhatsApp.`),
  ).toBeVisible();

  // Meta reports it delivered, then read (out of order: read first, then a late 'delivered').
  const { wamid, callbackData } = await sentTo(request, shree.MobileNo);
  for (const status of ['read', 'delivered']) {
    const update = { id: wamid, status, biz_opaque_callback_data: callbackData };
    expect((await webhook(request, { statuses: [update] })).status()).toBe(200);
  }

  // Bala by SMS; Mehta on WhatsApp is refused: they opted out.
  await page.goto(`/license-transactions?MobileNo=${bala.MobileNo}`);
  const balaRow = page.getByRole('row').filter({ hasText: bala.InvoiceNo });
  await balaRow.getByRole('button', { name: `Action for ${bala.InvoiceNo}` }).click();
  await page.getByRole('button', { name: 'Send by SMS' }).click();
  await expect(
    page.getByText(`Invoice ${bala.InvoiceNo} is queued to be sent by SMS.`),
  ).toBeVisible();
  await page.goto(`/license-transactions?MobileNo=${mehta.MobileNo}`);
  const mehtaRow = page.getByRole('row').filter({ hasText: mehta.InvoiceNo });
  await mehtaRow.getByRole('button', { name: `Action for ${mehta.InvoiceNo}` }).click();
  await page.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(page.getByText(/has opted out of WhatsApp messages/)).toBeVisible();

  await page.goto(`/whatsapp-messages?MobileNo=${shree.MobileNo}`);
  await expect(page.getByRole('heading', { name: 'Customer Messages' })).toBeVisible();
  const shreeRow = page.getByRole('row').filter({ hasText: `Invoice ${shree.InvoiceNo}` });
  await expect(shreeRow).toContainText('Read');
  await expect(shreeRow).toContainText('WhatsApp');
  await page.goto('/whatsapp-messages');
  const balaMessage = page.getByRole('row').filter({ hasText: `Invoice ${bala.InvoiceNo}` });
  await expect(balaMessage).toContainText('SMS');
  await expect(balaMessage).toContainText('Sent');
  await shoot(page, 'messages-list-1440.png', (n) => testInfo.outputPath(n));

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Invoice ${shree.InvoiceNo}` }),
  ).toContainText('Read');
  await shoot(page, 'messages-list-360.png', (n) => testInfo.outputPath(n));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto(`/license-transactions?MobileNo=${shree.MobileNo}`);
  const card = page.getByRole('listitem').filter({ hasText: shree.InvoiceNo });
  await card.getByRole('button', { name: `Action for ${shree.InvoiceNo}` }).click();
  await expect(page.getByRole('button', { name: 'Send on WhatsApp' })).toBeVisible();
  await shoot(page, 'print-bill-send-on-whatsapp-360.png', (n) => testInfo.outputPath(n), false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The transaction's view shows the customer's messages.
  await page.getByRole('button', { name: 'Edit' }).click();
  const messages = page.getByRole('region', { name: `Messages to ${shree.MobileNo}` });
  await expect(messages).toContainText(`Invoice ${shree.InvoiceNo}`);
  await expect(messages).toContainText('Read');
  await messages.scrollIntoViewIfNeeded();
  await shoot(page, 'transaction-messages-360.png', (n) => testInfo.outputPath(n));
});
