import { signatureOf } from '../src/lib/whatsapp';
import { createTestApp, type TestApp } from './app';
import { adminUser, createStaffUser } from './factories';
import { startWhatsAppCloud, TEST_WHATSAPP_TOKEN, whatsappEnv } from './whatsapp-cloud';

/**
 * A test app with WhatsApp on, talking to a local Cloud API of its own, with its administrator
 * and a staff member (Ravi): the set-up of every WhatsApp test file. `close` stops both.
 */
export async function whatsappTestApp(options: { logLines?: string[] } = {}) {
  const cloud = await startWhatsAppCloud({ token: TEST_WHATSAPP_TOKEN });
  const t = await createTestApp(
    { ...whatsappEnv(cloud), ...(options.logLines ? { LOG_LEVEL: 'info' } : {}) },
    options,
  );
  const admin = await adminUser(t.ctx);
  const staff = await createStaffUser(t.ctx, { firstName: 'Ravi' });
  const close = async () => {
    await t.close();
    await cloud.close();
  };
  return { cloud, t, admin, staff, close };
}

/**
 * Meta's POST of `body` to the app's webhook, signed with the app's secret (or with `signature` as
 * given, or unsigned when it is null).
 */
export function postWebhook(t: TestApp, body: unknown, signature?: string | null) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const header =
    signature === undefined ? signatureOf(raw, t.ctx.config.WHATSAPP_APP_SECRET!) : signature;
  if (header !== null) headers['x-hub-signature-256'] = header;
  return t.inject({ method: 'POST', url: '/api/whatsapp-webhook', headers, payload: raw });
}
