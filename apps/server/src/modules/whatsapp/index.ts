/** Customer messages on WhatsApp and SMS (issue 44): what app.ts, main.ts and other modules may use. */
export { whatsappRoutes, whatsappWebhookRoutes } from './whatsapp.routes';
export {
  channelFor,
  channelsFor,
  messageRupees,
  queueMessage,
  queueMessages,
} from './whatsapp.service';
export type { NewMessage } from './whatsapp.repository';
export { deliverMessage, messageQueueOf, wakeMessageQueue } from './message-queue';
