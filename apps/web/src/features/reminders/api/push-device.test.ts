import { reminderMessages } from '@yaar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { forgetThisDevice, renewSubscription } from './push-device';

const SERVER_KEY =
  'BEVvh37D1deOPNTQUy7oo6kkDSa70tzmiUX8EIBE70wyiW4RiqQJc2AqFxNnf4ilqKlecGH4m6zAcN3Lz4JN0Lk';
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A browser that allowed notifications, already subscribed with `subscribedKey`. */
function subscribedBrowser(subscribedKey: string) {
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal('PushManager', class {});
  const unsubscribe = vi.fn(async () => true);
  const current = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/old',
    options: { applicationServerKey: keyBytes(subscribedKey).buffer },
    unsubscribe,
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/old', keys: KEYS }),
  };
  const subscribe = vi.fn(async () => ({
    ...current,
    endpoint: 'https://fcm.googleapis.com/fcm/send/new',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/new', keys: KEYS }),
  }));
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return { subscribe, unsubscribe };
}

const server = () =>
  mockFetch({
    'GET /api/push-key': ok(reminderMessages.pushKey, { PublicKey: SERVER_KEY }),
    'POST /api/push-subscription': ok(reminderMessages.subscribed),
    'POST /api/push-subscription-delete': ok(reminderMessages.unsubscribed),
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the device’s subscription', () => {
  it('is sent again on every open, as it is while the key is the same', async () => {
    const fetchMock = server();
    const { subscribe } = subscribedBrowser(SERVER_KEY);
    await renewSubscription();
    expect(subscribe).not.toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST /api/push-subscription')).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/old', keys: KEYS },
    ]);
  });

  it('is made again with the new key when the server’s key changed', async () => {
    const fetchMock = server();
    const other = `BA${SERVER_KEY.slice(2)}`;
    const { subscribe, unsubscribe } = subscribedBrowser(other);
    await renewSubscription();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(sentTo(fetchMock, 'POST /api/push-subscription')).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/new', keys: KEYS },
    ]);
  });

  it('is not touched when notifications are not allowed', async () => {
    const fetchMock = server();
    subscribedBrowser(SERVER_KEY);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    await renewSubscription();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is forgotten by the server before signing out', async () => {
    const fetchMock = server();
    subscribedBrowser(SERVER_KEY);
    await forgetThisDevice();
    expect(sentTo(fetchMock, 'POST /api/push-subscription-delete')).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/old' },
    ]);
  });
});
