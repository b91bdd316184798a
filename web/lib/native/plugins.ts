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

export interface NativePlugins {
  secureStorage: SecureStoragePort;
  http: HttpPort;
  appState: AppStatePort;
  keyboard: KeyboardPort;
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

let loaded: Promise<NativePlugins> | null = null;

/** Loads each plugin once; the plugin packages stay out of the web build's entry chunk. */
export function loadNativePlugins(): Promise<NativePlugins> {
  loaded ??= (async () => {
    const doubles = nativeTestHooks()?.plugins ?? {};
    const [secureStorage, http, appState, keyboard] = await Promise.all([
      doubles.secureStorage ?? realSecureStorage(),
      doubles.http ?? realHttp(),
      doubles.appState ?? realAppState(),
      doubles.keyboard ?? realKeyboard(),
    ]);
    return { secureStorage, http, appState, keyboard };
  })();
  return loaded;
}
