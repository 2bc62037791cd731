/*
 * The service worker of browser push (rewards.md 4.3): shows each pushed notification, closes it by
 * itself after 5 s, and a click opens /bell. The payload is JSON: { id, title, body, icon, url }.
 */
const CLOSE_AFTER_MS = 5000;
const DEFAULT_URL = '/bell';

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const tag = `notification-${data.id ?? Date.now()}`;
  const shown = self.registration
    .showNotification(data.title || 'Уведомление', {
      body: data.body || '',
      tag,
      icon: '/favicon.svg',
      data: { url: data.url || DEFAULT_URL },
    })
    .then(() => new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_MS)))
    .then(() => self.registration.getNotifications({ tag }))
    .then((notifications) => notifications.forEach((n) => n.close()));
  event.waitUntil(shown);
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || DEFAULT_URL, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
