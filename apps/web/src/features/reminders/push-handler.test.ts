import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/**
 * public/push-handler.js, the service worker's Web Push part, run against a stand-in of the
 * worker's global scope (the real worker is checked in Chromium by e2e/reminders.spec.ts).
 */
function loadHandler(windows: { url: string }[] = []) {
  const file = ['apps/web/public/push-handler.js', 'public/push-handler.js']
    .map((name) => path.resolve(name))
    .find((name) => fs.existsSync(name))!;
  const code = fs.readFileSync(file, 'utf8');
  const handlers: Record<string, (event: unknown) => void> = {};
  const navigated: string[] = [];
  const clients = windows.map((w) => ({
    url: w.url,
    focus: vi.fn(async function (this: unknown) {
      return this;
    }),
    navigate: vi.fn(async (url: string) => navigated.push(url)),
  }));
  const scope = {
    location: { origin: 'https://office.yaar.in' },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async () => null),
    },
  };
  vm.runInNewContext(code, { self: scope, URL });
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { scope, dispatch, navigated, clients };
}

describe('the service worker’s push handler', () => {
  it('shows every push as a notification with its text, tag and link', async () => {
    const { scope, dispatch } = loadHandler();
    const payload = {
      title: 'Your follow-ups',
      body: '1 follow-up today',
      url: '/leads/Today',
      tag: 't',
    };
    await dispatch('push', { data: { json: () => payload, text: () => JSON.stringify(payload) } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Your follow-ups', {
      body: '1 follow-up today',
      tag: 't',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: '/leads/Today' },
    });
    // Even a push without a readable payload shows something: none is silent.
    await dispatch('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Yaar Back Office',
      expect.objectContaining({ body: '' }),
    );
  });

  it('a tap opens the link in the app’s open window, or a new one; never another site', async () => {
    const open = loadHandler([{ url: 'https://office.yaar.in/' }]);
    const close = vi.fn();
    await open.dispatch('notificationclick', {
      notification: { close, data: { url: '/leads/Today' } },
    });
    expect(close).toHaveBeenCalled();
    expect(open.navigated).toEqual(['https://office.yaar.in/leads/Today']);

    const none = loadHandler();
    await none.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://evil.example/steal' } },
    });
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://office.yaar.in/');
  });
});
