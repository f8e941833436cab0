import { useEffect } from 'react';

/**
 * On every open of the app (and after signing in): when this device allows notifications, its
 * push subscription is renewed and sent again, so the server keeps the live endpoint (browsers
 * rotate them) and the device belongs to whoever is signed in. Loaded only then, off the sign-in
 * page's bundle.
 */
export function useRenewPushSubscription(userId: number | undefined) {
  useEffect(() => {
    if (userId === undefined) return;
    if (!('Notification' in window) || Notification.permission !== 'granted') return;
    void import('../api/push-device').then((device) => device.renewSubscription());
  }, [userId]);
}

/** Sign-out's first step: the server forgets this device (see `forgetThisDevice`); never fails. */
export function forgetPushDevice(): Promise<void> {
  if (!('Notification' in window) || Notification.permission !== 'granted')
    return Promise.resolve();
  return import('../api/push-device')
    .then((device) => device.forgetThisDevice())
    .catch(() => undefined);
}
