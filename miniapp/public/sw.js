/*
 * The service worker of browser push (rewards.md 4.3). Our server's push sender sends one payload
 * shape (shared/src/domain/push.ts PushPayload), which carries the spec's numbers:
 * { id, title, body, url: '/bell', closeAfterMs: 5000 }. Each one is shown, closed by itself after
 * closeAfterMs, and a click opens (or focuses and moves) a window to url.
 */
self.addEventListener('push', (event) => {
  const data = event.data.json();
  const tag = `notification-${data.id}`;
  const shown = self.registration
    .showNotification(data.title, { body: data.body, tag, icon: '/favicon.svg', data: { url: data.url } })
    .then(() => new Promise((resolve) => setTimeout(resolve, data.closeAfterMs)))
    .then(() => self.registration.getNotifications({ tag }))
    .then((notifications) => notifications.forEach((n) => n.close()));
  event.waitUntil(shown);
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data.url, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
