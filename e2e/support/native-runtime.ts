/**
 * A simulated iOS Capacitor runtime for browser tests (docs/decisions/0082). The platform comes from
 * Capacitor's own detection (window.CapacitorCustomPlatform); the secure-storage, HTTP, app-state, keyboard and
 * local-notification plugins are answered by test doubles at the plugin boundary (web/lib/native/plugins.ts). Secure storage is
 * kept in localStorage under SECURE_PREFIX so a reload keeps it, as the keychain would.
 */
import type { Page } from "@playwright/test";

export const SECURE_PREFIX = "native-secure:";

function installNativeDoubles(securePrefix: string): void {
  const w = window as unknown as Record<string, unknown>;
  w.CapacitorCustomPlatform = { name: "ios", plugins: {} };
  const listeners: { resume: Array<() => void>; keyboard: Array<(visible: boolean) => void>; tap: Array<(url: string) => void> } = {
    resume: [],
    keyboard: [],
    tap: [],
  };
  // The device's pending notifications, as the OS would hold them (kept across reloads, like the OS).
  const pendingKey = "native-notifications";
  w.__nativeTest = {
    resume: () => listeners.resume.forEach((l) => l()),
    keyboard: (visible: boolean) => listeners.keyboard.forEach((l) => l(visible)),
    tapNotification: (url: string) => listeners.tap.forEach((l) => l(url)),
  };
  w.__CLAYBOOK_NATIVE_TEST__ = {
    appUrl: location.origin,
    plugins: {
      secureStorage: {
        get: async (key: string) => localStorage.getItem(securePrefix + key),
        set: async (key: string, value: string) => localStorage.setItem(securePrefix + key, value),
        remove: async (key: string) => localStorage.removeItem(securePrefix + key),
      },
      http: {
        request: async (o: { url: string; method: string; headers: Record<string, string>; data?: string }) => {
          const res = await fetch(o.url, { method: o.method, headers: o.headers, body: o.data, credentials: "omit" });
          const text = await res.text();
          const headers: Record<string, string> = {};
          res.headers.forEach((v, k) => (headers[k] = v));
          let data: unknown = text;
          try {
            data = text ? JSON.parse(text) : null;
          } catch {
            // keep text
          }
          return { status: res.status, headers, data };
        },
      },
      appState: {
        onResume: (l: () => void) => {
          listeners.resume.push(l);
          return () => undefined;
        },
      },
      keyboard: {
        onChange: (l: (visible: boolean) => void) => {
          listeners.keyboard.push(l);
          return () => undefined;
        },
      },
      notifications: {
        requestPermission: async () => localStorage.getItem("native-notifications-permission") !== "denied",
        replaceAll: async (items: { id: number; at: Date; title: string; body: string; url: string }[]) =>
          localStorage.setItem(pendingKey, JSON.stringify(items.map((n) => ({ ...n, at: n.at.toISOString() })))),
        onOpen: (l: (url: string) => void) => {
          listeners.tap.push(l);
          return () => undefined;
        },
      },
    },
  };
}

export async function simulateIos(page: Page): Promise<void> {
  await page.addInitScript(installNativeDoubles, SECURE_PREFIX);
}

/** The secure-storage contents of the simulated device. */
export async function readSecureStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate((prefix) => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      if (key.startsWith(prefix)) out[key.slice(prefix.length)] = localStorage.getItem(key)!;
    }
    return out;
  }, SECURE_PREFIX);
}

export async function writeSecureItem(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [SECURE_PREFIX + key, value]);
}

/** The notifications the app left scheduled on the simulated device. */
export async function pendingNotifications(page: Page): Promise<{ id: number; at: string; title: string; body: string; url: string }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("native-notifications") ?? "[]"));
}
