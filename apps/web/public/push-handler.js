/*
 * The service worker's Web Push part (issue 33), kept in its own file and loaded by the generated
 * Workbox worker (vite.config.ts, workbox.importScripts) so that other service-worker code stays
 * apart. Every push shows a notification (iOS drops a subscription after silent ones); a tap opens
 * the link it carries in an open window of the app, or a new one.
 *
 * The payload (packages/shared/src/reminders.ts, PushPayload): { title, body, url, tag }.
 */
/* global self */
self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || 'Yaar Back Office';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || '',
      tag: payload.tag || undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: payload.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  // Only the app's own pages: a payload cannot send the user elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => (client || open).navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
