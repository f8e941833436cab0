import { reminderPaths, type PushSubscriptionBody } from '@yaar/shared';
import { api } from '@/lib/api';

/**
 * What this browser can do about follow-up reminders: `supported` (a service worker, the Push API
 * and notifications), `add-to-home-screen` (an iPhone or iPad in Safari: Web Push works only in
 * the app added to the Home Screen, where PushManager then exists), or `unsupported`.
 */
export type PushSupport = 'supported' | 'add-to-home-screen' | 'unsupported';

const isAppleMobile = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  // iPadOS asks for the desktop site: a "Mac" with a touch screen.
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  window.matchMedia('(display-mode: standalone)').matches;

export function pushSupport(): PushSupport {
  const canPush =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isInstalled()) return 'add-to-home-screen';
  return canPush ? 'supported' : 'unsupported';
}

/** Whether this device already said yes to notifications (then the app renews its subscription). */
export const notificationsAllowed = () =>
  pushSupport() === 'supported' && Notification.permission === 'granted';

/** The service worker, or a failure when none takes charge of the page (e.g. the dev server). */
async function serviceWorker(waitMs = 10_000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('No service worker')), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Subscribes this browser with the server's VAPID key (again when the key changed, e.g. a restore
 * elsewhere) and saves it as the user's device. Called after the user allowed notifications, and
 * on every open of the app since, so the server always has the live endpoint.
 */
export async function subscribeThisDevice(options: { quiet?: boolean } = {}): Promise<void> {
  const call = { skipGlobalAlert: options.quiet ?? false };
  const answer = await api.get<{ PublicKey: string }>(reminderPaths.pushKey, call);
  const key = fromBase64url(answer.data!.PublicKey);
  const registration = await serviceWorker();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const body = subscription.toJSON() as PushSubscriptionBody;
  await api.post(
    reminderPaths.pushSubscription,
    { endpoint: body.endpoint, keys: body.keys },
    call,
  );
}

/** On every open: renews the subscription when notifications are allowed; failures stay quiet. */
export async function renewSubscription(): Promise<void> {
  if (!notificationsAllowed()) return;
  await subscribeThisDevice({ quiet: true }).catch(() => undefined);
}

/**
 * Before signing out: this device stops receiving the user's reminders (the server forgets it);
 * whoever signs in next and opens the app with notifications allowed gets it back as theirs.
 * Quiet, and quick: sign-out does not wait on a slow service worker.
 */
export async function forgetThisDevice(): Promise<void> {
  if (!notificationsAllowed()) return;
  const subscription = await (await serviceWorker(2_000)).pushManager.getSubscription();
  if (subscription)
    await api.post(
      reminderPaths.pushSubscriptionDelete,
      { endpoint: subscription.endpoint },
      { skipGlobalAlert: true, timeoutMs: 3_000 },
    );
}
