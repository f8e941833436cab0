import { fireEvent, screen } from '@testing-library/react';
import { reminderMessages } from '@yaar/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, sentTo } from '@/testing/mock-fetch';
import { renderApp, staffUser } from '@/testing/render';
import { RemindMeButton } from './remind-me-button';

const PUBLIC_KEY =
  'BEVvh37D1deOPNTQUy7oo6kkDSa70tzmiUX8EIBE70wyiW4RiqQJc2AqFxNnf4ilqKlecGH4m6zAcN3Lz4JN0Lk';
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A browser with a service worker, the Push API and notifications not yet allowed or refused. */
function browserWithPush(answer: NotificationPermission = 'granted') {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  vi.stubGlobal('PushManager', class {});
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
    options: {},
    toJSON: () => SUBSCRIPTION,
  }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  return { requestPermission, subscribe };
}

/** Safari on an iPhone, in the browser rather than the app added to the Home Screen. */
function iPhoneSafari() {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  const requestPermission = vi.fn(async () => 'granted' as const);
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { requestPermission };
}

const server = () =>
  mockFetch({
    'GET /api/push-key': ok(reminderMessages.pushKey, { PublicKey: PUBLIC_KEY }),
    'POST /api/push-subscription': ok(reminderMessages.subscribed),
  });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const button = () => screen.getByRole('button', { name: reminderMessages.remindMe });

describe('Remind me of my follow-ups', () => {
  it('asks for permission only when tapped, then subscribes with the VAPID key and saves the device', async () => {
    const fetchMock = server();
    const { requestPermission, subscribe } = browserWithPush();
    renderApp(<RemindMeButton />, { user: staffUser });
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(reminderMessages.reminding);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array).slice(0, 1)).toEqual([4]);
    expect(sentTo(fetchMock, 'POST /api/push-subscription')).toEqual([
      { endpoint: SUBSCRIPTION.endpoint, keys: SUBSCRIPTION.keys },
    ]);
  });

  it('says how to allow notifications when they are refused, and saves nothing', async () => {
    const fetchMock = server();
    const { subscribe } = browserWithPush('denied');
    renderApp(<RemindMeButton />, { user: staffUser });
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(reminderMessages.permissionDenied);
    expect(subscribe).not.toHaveBeenCalled();
    expect(sentTo(fetchMock, 'POST /api/push-subscription')).toEqual([]);
  });

  it('on an iPhone in Safari, explains that the app must be added to the Home Screen first', async () => {
    const fetchMock = server();
    const { requestPermission } = iPhoneSafari();
    renderApp(<RemindMeButton />, { user: staffUser });
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(reminderMessages.addToHomeScreen);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on an iPhone, in the app opened from the Home Screen, asks for permission as elsewhere', async () => {
    server();
    iPhoneSafari();
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    const { requestPermission } = browserWithPush();
    renderApp(<RemindMeButton />, { user: staffUser });
    fireEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent(reminderMessages.reminding);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('shows that reminders are on when this device already allowed them', () => {
    browserWithPush();
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    renderApp(<RemindMeButton />, { user: staffUser });
    expect(screen.getByText(reminderMessages.reminding)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: reminderMessages.remindMe })).toBeNull();
  });
});
