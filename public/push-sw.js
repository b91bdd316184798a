/*
 * Claybook reminders' Web Push handlers (issue 23, docs/decisions/0138-web-push.md), for the app's service worker to
 * load with importScripts('/push-sw.js') (vite-plugin-pwa: workbox.importScripts, or importScripts at the top of an
 * injectManifest worker). It shows the server's payload { title, body, url, tag } and, on a tap, focuses an open
 * Claybook window on that address (the Today view) or opens one.
 */
/* global self, clients */
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Claybook";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || "",
      tag: data.tag || "claybook-reminders",
      data: { url: data.url || "/today" },
      icon: "/icon-192.png",
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || "/today", self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const win of windows) {
        if (new URL(win.url).origin === self.location.origin && "focus" in win) {
          return win.focus().then((focused) => (focused && "navigate" in focused ? focused.navigate(target) : focused));
        }
      }
      return clients.openWindow(target);
    }),
  );
});
