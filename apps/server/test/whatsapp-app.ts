import { createTestApp } from './app';
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
