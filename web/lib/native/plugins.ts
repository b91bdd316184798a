/**
 * The native plugin boundary. Everything in web/lib/native talks to these small ports, never to a plugin
 * package directly, so the browser tests can answer them with test doubles (docs/decisions/0082): when the page
 * defines `window.__CLAYBOOK_NATIVE_TEST__.plugins`, those objects are used; otherwise the real Capacitor plugins.
 */

export interface SecureStoragePort {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface NativeHttpRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Already-serialised JSON text, or undefined. */
  data?: string;
  connectTimeout?: number;
  readTimeout?: number;
}

export interface NativeHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, text, or null. */
  data: unknown;
}

export interface HttpPort {
  request(options: NativeHttpRequest): Promise<NativeHttpResponse>;
}

export interface AppStatePort {
  /** Calls back every time the app returns to the foreground; answers an unsubscribe. */
  onResume(listener: () => void): () => void;
}

export interface KeyboardPort {
  /** Calls back when the on-screen keyboard shows or hides; answers an unsubscribe. */
  onChange(listener: (visible: boolean) => void): () => void;
}

/** A reminder the device shows by itself at `at`, with the app closed and offline (product.md#r172). */
export interface DeviceNotification {
  id: number;
  at: Date;
  title: string;
  body: string;
  /** The app address a tap opens. */
  url: string;
}

export interface NotificationsPort {
  /** Asks the potter once; answers whether the device may show notifications. */
  requestPermission(): Promise<boolean>;
  /** Replaces every pending notification of the app with these. */
  replaceAll(items: readonly DeviceNotification[]): Promise<void>;
  /** Calls back with a notification's address when the potter taps it; answers an unsubscribe. */
  onOpen(listener: (url: string) => void): () => void;
}

export interface NativePlugins {
  secureStorage: SecureStoragePort;
  http: HttpPort;
  appState: AppStatePort;
  keyboard: KeyboardPort;
  notifications: NotificationsPort;
}

export interface NativeTestHooks {
  plugins?: Partial<NativePlugins>;
  /** Replaces the build-time APP_URL (browser tests: the test server's own origin). */
  appUrl?: string;
}

declare global {
  interface Window {
    __CLAYBOOK_NATIVE_TEST__?: NativeTestHooks;
  }
}

export function nativeTestHooks(): NativeTestHooks | undefined {
  return typeof window === "undefined" ? undefined : window.__CLAYBOOK_NATIVE_TEST__;
}

async function realSecureStorage(): Promise<SecureStoragePort> {
  const { SecureStorage } = await import("@aparajita/capacitor-secure-storage");
  return {
    get: (key) => SecureStorage.getItem(key),
    set: (key, value) => SecureStorage.setItem(key, value),
    remove: (key) => SecureStorage.removeItem(key),
  };
}

async function realHttp(): Promise<HttpPort> {
  const { CapacitorHttp } = await import("@capacitor/core");
  return {
    request: async (options) => {
      const answer = await CapacitorHttp.request({
        url: options.url,
        method: options.method,
        headers: options.headers,
        data: options.data === undefined ? undefined : JSON.parse(options.data),
        connectTimeout: options.connectTimeout,
        readTimeout: options.readTimeout,
      });
      return { status: answer.status, headers: answer.headers, data: answer.data as unknown };
    },
  };
}

async function realAppState(): Promise<AppStatePort> {
  const { App } = await import("@capacitor/app");
  return {
    onResume: (listener) => {
      const handle = App.addListener("appStateChange", ({ isActive }) => {
        if (isActive) listener();
      });
      return () => void handle.then((h) => h.remove());
    },
  };
}

async function realKeyboard(): Promise<KeyboardPort> {
  const { Keyboard } = await import("@capacitor/keyboard");
  return {
    onChange: (listener) => {
      const shown = Keyboard.addListener("keyboardDidShow", () => listener(true));
      const hidden = Keyboard.addListener("keyboardDidHide", () => listener(false));
      return () => {
        void shown.then((h) => h.remove());
        void hidden.then((h) => h.remove());
      };
    },
  };
}

async function realNotifications(): Promise<NotificationsPort> {
  const { LocalNotifications } = await import("@capacitor/local-notifications");
  return {
    requestPermission: async () => (await LocalNotifications.requestPermissions()).display === "granted",
    replaceAll: async (items) => {
      const pending = await LocalNotifications.getPending();
      if (pending.notifications.length) await LocalNotifications.cancel({ notifications: pending.notifications.map((n) => ({ id: n.id })) });
      if (items.length === 0) return;
      await LocalNotifications.schedule({
        notifications: items.map((n) => ({ id: n.id, title: n.title, body: n.body, schedule: { at: n.at, allowWhileIdle: true }, extra: { url: n.url } })),
      });
    },
    onOpen: (listener) => {
      const handle = LocalNotifications.addListener("localNotificationActionPerformed", ({ notification }) => {
        const url = (notification.extra as { url?: unknown } | undefined)?.url;
        listener(typeof url === "string" ? url : "/today");
      });
      return () => void handle.then((h) => h.remove());
    },
  };
}

let loaded: Promise<NativePlugins> | null = null;

/** Loads each plugin once; the plugin packages stay out of the web build's entry chunk. */
export function loadNativePlugins(): Promise<NativePlugins> {
  loaded ??= (async () => {
    const doubles = nativeTestHooks()?.plugins ?? {};
    const [secureStorage, http, appState, keyboard, notifications] = await Promise.all([
      doubles.secureStorage ?? realSecureStorage(),
      doubles.http ?? realHttp(),
      doubles.appState ?? realAppState(),
      doubles.keyboard ?? realKeyboard(),
      doubles.notifications ?? realNotifications(),
    ]);
    return { secureStorage, http, appState, keyboard, notifications };
  })();
  return loaded;
}
