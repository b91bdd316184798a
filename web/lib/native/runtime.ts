/**
 * The native app runtime: one NativeSession on the device's secure storage, wired into the request layer
 * (bearer token, product.md#r9 marker headers, 'Load failed' fallback, user-gone clearing) and into the app lifecycle
 * (foreground validation, keyboard). Loaded lazily, only in the native app (web/lib/native/install.ts).
 */
import type { NativeAuthAnswer, User } from "../../../contract/auth/schemas";
import { CLIENT_PLATFORM_HEADER, CLIENT_TYPE_HEADER, MOBILE_CLIENT_TYPE } from "../../../contract/auth/rules";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { TIMINGS } from "../../../contract/app/constants";
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import { api, setNativeTransport, type FallbackRequest, type OutgoingRequest } from "../api";
import { ApiError } from "../api-error";
import { getClientPlatform, type NativePlatform } from "../platform";
import type { NativeAppCache } from "./app-cache";
import { LaunchReader, type LaunchRead } from "./launch";
import { loadNativePlugins, type HttpPort, type NativePlugins } from "./plugins";
import { SecureStore } from "./secure-store";
import { NativeSession, type StoredUser, type TokenFields } from "./session";

/** Calls that must not wait for (or trigger) a token refresh: they create or spend the tokens themselves. */
const TOKENLESS_PATHS = new Set(
  [AUTH_ENDPOINTS.login, AUTH_ENDPOINTS.register, AUTH_ENDPOINTS.refresh, AUTH_ENDPOINTS.logout].map((e) => e.path as string),
);

/** Builds a fetch Response from the native HTTP plugin's answer so the request layer reads it like any other. */
export async function fetchThroughNativeHttp(http: HttpPort, request: FallbackRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const answer = await http.request({
    url: request.url,
    method: request.method,
    headers,
    data: request.body,
    connectTimeout: TIMINGS.requestTimeoutMs,
    readTimeout: TIMINGS.requestTimeoutMs,
  });
  const empty = answer.status === 204 || answer.status === 304 || answer.data === null || answer.data === undefined || answer.data === "";
  const text = empty ? null : typeof answer.data === "string" ? answer.data : JSON.stringify(answer.data);
  return new Response(text, { status: answer.status, headers: answer.headers });
}

export class NativeRuntime {
  readonly session: NativeSession;
  private readonly launch: LaunchReader;
  private launchRead: Promise<LaunchRead> | null = null;
  private deviceUserServed = false;

  constructor(
    readonly platform: NativePlatform,
    readonly plugins: NativePlugins,
    private readonly cache: NativeAppCache,
  ) {
    this.session = new NativeSession({
      store: new SecureStore(plugins.secureStorage),
      refresh: (refreshToken) => api.post<TokenFields>(AUTH_ENDPOINTS.refresh.path, { refreshToken }),
    });
    this.launch = new LaunchReader(this.session, {
      platform,
      onLateRead: (user) => {
        if (this.session.hasLogin() && user) cache.client.setQueryData(cache.userKey, user);
      },
    });
  }

  /** The device read of app launch, once; never refreshes (product.md#r41). */
  ready(): Promise<LaunchRead> {
    this.launchRead ??= this.launch.read();
    return this.launchRead;
  }

  async decorate({ path, headers }: OutgoingRequest): Promise<void> {
    headers.set(CLIENT_TYPE_HEADER, MOBILE_CLIENT_TYPE);
    headers.set(CLIENT_PLATFORM_HEADER, this.platform);
    if (TOKENLESS_PATHS.has(path)) return;
    await this.ready();
    const token = await this.session.accessTokenForRequest();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  }

  /**
   * The user query on the device: the stored user first (the screen shows at once, offline too), then the
   * server at once (stale time 0 on mobile). A 401 ends the login; a network failure keeps the stored user.
   */
  async fetchUser(signal?: AbortSignal): Promise<User | null> {
    const launch = await this.ready();
    if (!this.session.hasLogin()) return null;
    if (!this.deviceUserServed && launch.kind === "ready" && launch.user) {
      this.deviceUserServed = true;
      setTimeout(() => void this.cache.client.invalidateQueries({ queryKey: this.cache.userKey, exact: true }), 0);
      return launch.user as unknown as User;
    }
    this.deviceUserServed = true;
    try {
      const user = await api.get<User>(AUTH_ENDPOINTS.user.path, undefined, signal);
      await this.session.saveUser(user as unknown as StoredUser);
      return user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await this.session.clearTokens();
        return null;
      }
      throw error;
    }
  }

  /** Native login and registration: tokens in the answer, or 'Server did not return JWT tokens...'. */
  async signIn(path: (typeof AUTH_ENDPOINTS)["login" | "register"]["path"], body: unknown): Promise<User> {
    let answer: Partial<NativeAuthAnswer> | null;
    try {
      answer = await api.post<Partial<NativeAuthAnswer> | null>(path, body);
    } catch (error) {
      if (error instanceof ApiError && !error.message) throw new ApiError(AUTH_TEXTS.loginFailed, error.status);
      throw error;
    }
    if (!answer?.accessToken || !answer.refreshToken || !answer.user) throw new Error(AUTH_TEXTS.noJwtTokens);
    await this.ready();
    await this.session.signIn({
      user: answer.user as unknown as StoredUser,
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      expiresIn: answer.expiresIn ?? 0,
    });
    this.deviceUserServed = true;
    return answer.user;
  }

  logout(): Promise<void> {
    return this.session.logout((refreshToken) => api.post(AUTH_ENDPOINTS.logout.path, refreshToken ? { refreshToken } : undefined));
  }

  /** Account deleted, or the server says the account no longer exists. */
  async clearAuth(): Promise<void> {
    await this.session.clearAll();
    this.cache.client.setQueryData(this.cache.userKey, null);
  }

  async onForeground(): Promise<void> {
    const user = await this.session.validateOnForeground();
    if (!user) {
      this.cache.client.setQueryData(this.cache.userKey, null);
      return;
    }
    await Promise.all(this.cache.foregroundKeys.map((queryKey) => this.cache.client.invalidateQueries({ queryKey })));
  }
}

let runtime: Promise<NativeRuntime> | null = null;

/** The one runtime of the app, created on first use with its plugins, the app's cache and request-layer hooks. */
export function getNativeRuntime(cache: NativeAppCache): Promise<NativeRuntime> {
  runtime ??= (async () => {
    const platform = getClientPlatform();
    const plugins = await loadNativePlugins();
    const instance = new NativeRuntime(platform === "web" ? "ios" : platform, plugins, cache);
    setNativeTransport({
      credentials: "omit",
      loadFailedFallback: (request) => fetchThroughNativeHttp(plugins.http, request),
      onUserGone: () => void instance.clearAuth(),
    });
    plugins.appState.onResume(() => void instance.onForeground());
    plugins.keyboard.onChange((visible) => {
      document.documentElement.dataset.keyboard = visible ? "visible" : "hidden";
      window.dispatchEvent(new CustomEvent("claybook:keyboard", { detail: { visible } }));
    });
    return instance;
  })();
  return runtime;
}
