/*
 * Claybook reminders' Web Push handlers (docs/decisions/0138-web-push.md), for the app's service worker to load with
 * importScripts('/push-sw.js') (vite-plugin-pwa: workbox.importScripts, or importScripts at the top of an
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

/**
 * Opens `url` in Claybook: an open Claybook window is taken there (navigate first: it needs no user gesture, so the
 * address changes even where focusing is refused) and brought forward; with none open, a new window opens.
 * A property of the worker so a browser test can run it: no browser lets a test click a notification.
 */
self.claybookOpenFromNotification = (url) => {
  const target = new URL(url || "/today", self.location.origin).href;
  return clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const win = windows.find((w) => new URL(w.url).origin === self.location.origin);
    if (!win) return clients.openWindow(target);
    const moved = "navigate" in win ? win.navigate(target).catch(() => win) : Promise.resolve(win);
    return moved.then((w) => (w || win).focus().catch(() => w || win));
  });
};

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.claybookOpenFromNotification(event.notification.data && event.notification.data.url));
});
