/** Customer messages on WhatsApp and SMS (issue 44): what app.ts, main.ts and other modules may use. */
export { whatsappRoutes, whatsappWebhookRoutes } from './whatsapp.routes';
export { channelFor, messageRupees, queueMessage } from './whatsapp.service';
export { deliverMessage, messageQueueOf, wakeMessageQueue } from './message-queue';
