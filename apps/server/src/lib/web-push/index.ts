/** Web Push to employees' devices (issue 33): see apps/server/src/modules/README.md. */
export {
  createWebPushNotifier,
  type DeliveryOutcome,
  type DeviceNotification,
  type DeviceNotifier,
  type PushDevice,
} from './notifier';
export { isPushServiceEndpoint } from './push-services';
export { readVapidKeys, type VapidKeys } from './vapid';
