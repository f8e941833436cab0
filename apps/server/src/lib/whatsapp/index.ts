/** WhatsApp Business (issue 44): the Cloud API client and the webhook's checks. */
export {
  createWhatsAppClient,
  outcomeOfError,
  WHATSAPP_ERRORS,
  type MediaOutcome,
  type TemplateMessage,
  type WhatsAppClient,
  type WhatsAppOutcome,
  type WhatsAppSettings,
} from './cloud-api';
export {
  callbackDataOf,
  checkSignature,
  consentOf,
  notificationSchema,
  readNotification,
  signatureOf,
  type CustomerReply,
  type DeliveryStatus,
  type SignatureCheck,
  type StatusUpdate,
} from './webhook';
