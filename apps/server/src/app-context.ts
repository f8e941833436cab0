import { companionLinks } from './companion';
import type { AppContext } from './context';
import type { Database } from './db/client';
import type { AppConfig } from './env';
import { systemClock } from './lib/clock';
import { createDevPushSender, createHttpPushSender } from './lib/push';
import { connectRedis } from './lib/redis';
import type { SmsSender } from './lib/sms';
import path from 'node:path';
import { createFileServices } from './lib/storage';
import { createWebPushNotifier, readVapidKeys } from './lib/web-push';
import { createWhatsAppClient, type WhatsAppClient } from './lib/whatsapp';
import { whatsappOn } from './env-whatsapp';

/** The Cloud API client when every WHATSAPP_ setting is given (env.ts refuses a half set). */
const whatsappOf = (config: AppConfig): WhatsAppClient | null =>
  whatsappOn(config)
    ? createWhatsAppClient({
        baseUrl: config.WHATSAPP_API_URL,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
        accessToken: config.WHATSAPP_ACCESS_TOKEN!,
      })
    : null;

/**
 * The one place an `AppContext` is put together (start-up, the demo seed, tests, the bench, the
 * OpenAPI writer): the database and SMS sender given, the rest from the configuration, the
 * companion's links wired in here so that no module imports the companion.
 */
export const createAppContext = (db: Database, config: AppConfig, sms: SmsSender): AppContext => ({
  db,
  config,
  sms,
  push:
    config.PUSH_PROVIDER_URL && config.PUSH_PROVIDER_KEY
      ? createHttpPushSender(config.PUSH_PROVIDER_URL, config.PUSH_PROVIDER_KEY)
      : createDevPushSender(path.join(config.DATA_DIR, 'push-outbox.jsonl')),
  webPush: createWebPushNotifier({
    keys: () => readVapidKeys(config.DATA_DIR, config),
    subject: config.VAPID_SUBJECT,
    allowedOrigins: config.PUSH_ENDPOINT_ALLOW,
  }),
  whatsapp: whatsappOf(config),
  clock: systemClock,
  ...createFileServices(config),
  companion: companionLinks,
  redis: config.REDIS_URL ? connectRedis(config.REDIS_URL) : null,
});
