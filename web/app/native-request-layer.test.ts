// @vitest-environment jsdom
/**
 * product.md#r30, product.md#r34 request rules as the native app uses them: base host, JSON content type, bearer and marker
 * headers, the 30 s abort, the 'Load failed' retry through the native HTTP plugin, the error texts, the
 * query-style helper, and 'User account no longer exists' clearing the device.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";
import { userKeys } from "../features/auth/auth-keys";
import { PIECES_ENDPOINTS } from "../../contract/pieces/endpoints";
import type { PiecesRoutes } from "../../contract/pieces/routes";
import { api, setNativeTransport, setRequestDecorator } from "../lib/api";
import { setApiBaseUrl } from "../lib/api-url";
import { areaClient } from "../lib/api-client";
import type { NativePlugins, SecureStoragePort } from "../lib/native/plugins";
import { NativeRuntime, fetchThroughNativeHttp } from "../lib/native/runtime";
import { STORAGE_KEYS } from "../lib/native/secure-store";

const APP_URL = "https://studio.claybook.test";
const USER = { id: 3, email: "kiln@example.com", firstName: "Kai" };

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

function memoryStorage(): SecureStoragePort & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
}

function fakePlugins() {
  const storage = memoryStorage();
  const http = { request: vi.fn() };
  const plugins: NativePlugins = {
    secureStorage: storage,
    http,
    appState: { onResume: () => () => undefined },
    keyboard: { onChange: () => () => undefined },
    notifications: { requestPermission: async () => false, replaceAll: async () => undefined, onOpen: () => () => undefined },
  };
  return { plugins, storage, http };
}

let fetchMock: ReturnType<typeof vi.fn>;

const queryClient = createQueryClient();
/** A client without answer checks: these tests are about the transport, with answers made up to fit. */
const pieces = areaClient<PiecesRoutes>(PIECES_ENDPOINTS);

function installRuntime(platform: "ios" | "android" = "ios") {
  const fakes = fakePlugins();
  const runtime = new NativeRuntime(platform, fakes.plugins, { client: queryClient, userKey: userKeys.me, foregroundKeys: [userKeys.me] });
  setApiBaseUrl(APP_URL);
  setNativeTransport({
    credentials: "omit",
    loadFailedFallback: (request) => fetchThroughNativeHttp(fakes.http, request),
    onUserGone: () => void runtime.clearAuth(),
  });
  setRequestDecorator((request) => runtime.decorate(request));
  return { runtime, ...fakes };
}

function lastCall(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setApiBaseUrl("");
  setNativeTransport(null);
  setRequestDecorator(null);
  queryClient.clear();
});

describe("web defaults", () => {
  it("uses relative URLs and the cookie", async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    await api.get("/api/health");
    expect(lastCall().url).toBe("/api/health");
    expect(lastCall().init.credentials).toBe("include");
    expect(lastCall().headers.has("x-client-type")).toBe(false);
  });
});

describe("native request rules", () => {
  it("sends to APP_URL with the mobile markers, no cookie, and JSON content type only with a body", async () => {
    installRuntime("android");
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await api.get("/api/health");
    let call = lastCall();
    expect(call.url).toBe(`${APP_URL}/api/health`);
    expect(call.init.credentials).toBe("omit");
    expect(call.headers.get("x-client-type")).toBe("mobile");
    expect(call.headers.get("x-client-platform")).toBe("android");
    expect(call.headers.has("content-type")).toBe(false);
    expect(call.headers.has("authorization")).toBe(false);

    await api.post("/api/forgot-password", { email: "a@b.c" });
    call = lastCall();
    expect(call.headers.get("content-type")).toBe("application/json");
    expect(call.init.body).toBe(JSON.stringify({ email: "a@b.c" }));
  });

  it("signs in with tokens, then sends the bearer token; refuses an answer without tokens", async () => {
    const { runtime, storage } = installRuntime();
    fetchMock.mockResolvedValueOnce(json({ user: USER, accessToken: "acc-1", refreshToken: "ref-1", expiresIn: 900 }));
    await runtime.signIn("/api/login", { email: USER.email, password: "Glaze1234" });
    expect(lastCall().headers.has("authorization")).toBe(false);
    expect(storage.data.get(STORAGE_KEYS.accessToken)).toBe("acc-1");

    fetchMock.mockResolvedValueOnce(json(USER));
    await api.get("/api/user");
    expect(lastCall().headers.get("authorization")).toBe("Bearer acc-1");

    fetchMock.mockResolvedValueOnce(json(USER));
    await expect(runtime.signIn("/api/login", { email: USER.email, password: "x" })).rejects.toThrow(
      "Server did not return JWT tokens for mobile client",
    );
  });

  it("refreshes the token first when under 2 minutes remain", async () => {
    const { runtime, storage } = installRuntime();
    fetchMock.mockResolvedValueOnce(json({ user: USER, accessToken: "acc-1", refreshToken: "ref-1", expiresIn: 60 }));
    await runtime.signIn("/api/login", { email: USER.email, password: "Glaze1234" });
    fetchMock.mockResolvedValueOnce(json({ accessToken: "acc-2", refreshToken: "ref-2", expiresIn: 900 }));
    fetchMock.mockResolvedValueOnce(json([]));
    await api.get("/api/pieces");
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(refreshUrl).toBe(`${APP_URL}/api/refresh-token`);
    expect(refreshInit.body).toBe(JSON.stringify({ refreshToken: "ref-1" }));
    expect(lastCall().headers.get("authorization")).toBe("Bearer acc-2");
    expect(storage.data.get(STORAGE_KEYS.refreshToken)).toBe("ref-2");
  });

  it("aborts after 30 s with the spec's text and announces a connectivity error", async () => {
    vi.useFakeTimers();
    installRuntime();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const events: string[] = [];
    window.addEventListener("api:connectivity-error", (e) => events.push((e as CustomEvent<{ message: string }>).detail.message));
    const call = api.get("/api/pieces");
    const assertion = expect(call).rejects.toMatchObject({
      message: "Request timed out. Server may be unavailable or network connection is slow.",
      status: 0,
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(events).toEqual(["Request timed out. Server may be unavailable or network connection is slow."]);
  });

  it("a network failure gives the network text", async () => {
    installRuntime();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get("/api/pieces")).rejects.toThrow(
      "Network connection failed. Make sure you are connected to the internet and the server is reachable.",
    );
  });

  it("retries a 'Load failed' fetch through the native HTTP plugin", async () => {
    const { http } = installRuntime();
    fetchMock.mockRejectedValue(new TypeError("Load failed"));
    http.request.mockResolvedValue({ status: 200, headers: { "content-type": "application/json" }, data: { status: "ok" } });
    await expect(api.post("/api/forgot-password", { email: "a@b.c" })).resolves.toEqual({ status: "ok" });
    const sent = http.request.mock.calls[0]![0];
    expect(sent).toMatchObject({ url: `${APP_URL}/api/forgot-password`, method: "POST", data: JSON.stringify({ email: "a@b.c" }) });
    expect(sent.headers["x-client-type"]).toBe("mobile");

    // The plugin failing too is a plain network failure.
    http.request.mockRejectedValue(new Error("offline"));
    await expect(api.get("/api/pieces")).rejects.toMatchObject({ code: "NETWORK" });
  });

  it("does not use the plugin for other fetch failures", async () => {
    const { http } = installRuntime();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get("/api/pieces")).rejects.toMatchObject({ code: "NETWORK" });
    expect(http.request).not.toHaveBeenCalled();
  });

  it("'User account no longer exists' with a 401 clears all stored auth", async () => {
    const { runtime, storage } = installRuntime();
    fetchMock.mockResolvedValueOnce(json({ user: USER, accessToken: "acc-1", refreshToken: "ref-1", expiresIn: 900 }));
    await runtime.signIn("/api/login", { email: USER.email, password: "Glaze1234" });
    queryClient.setQueryData(userKeys.me, USER);
    fetchMock.mockResolvedValueOnce(json({ message: "User account no longer exists" }, 401));
    await expect(api.get("/api/pieces")).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => {
      expect(storage.data.size).toBe(0);
      expect(queryClient.getQueryData(userKeys.me)).toBeNull();
    });
  });

  it("another 401 leaves the device alone", async () => {
    const { runtime, storage } = installRuntime();
    fetchMock.mockResolvedValueOnce(json({ user: USER, accessToken: "acc-1", refreshToken: "ref-1", expiresIn: 900 }));
    await runtime.signIn("/api/login", { email: USER.email, password: "Glaze1234" });
    fetchMock.mockResolvedValueOnce(json({ message: "Invalid credentials" }, 401));
    await expect(api.post("/api/login", {})).rejects.toMatchObject({ status: 401, message: "Invalid credentials" });
    expect(storage.data.get(STORAGE_KEYS.accessToken)).toBe("acc-1");
  });
});

describe("the user at app launch", () => {
  function savedLogin(storage: Map<string, string>, expiresInMs: number) {
    storage.set(STORAGE_KEYS.accessToken, "acc-old");
    storage.set(STORAGE_KEYS.refreshToken, "ref-old");
    storage.set(STORAGE_KEYS.expiresAt, String(Date.now() + expiresInMs));
    storage.set(STORAGE_KEYS.user, JSON.stringify(USER));
  }

  it("serves the stored user with no request and no refresh, then asks the server (refreshing first)", async () => {
    const { runtime, storage } = installRuntime("android");
    savedLogin(storage.data, 30_000);
    expect(await runtime.fetchUser()).toEqual(USER);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ accessToken: "acc-new", refreshToken: "ref-new", expiresIn: 900 }));
    fetchMock.mockResolvedValueOnce(json({ ...USER, firstName: "Kaia" }));
    expect(await runtime.fetchUser()).toMatchObject({ firstName: "Kaia" });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([`${APP_URL}/api/refresh-token`, `${APP_URL}/api/user`]);
    expect(lastCall().headers.get("authorization")).toBe("Bearer acc-new");
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.user)!)).toMatchObject({ firstName: "Kaia" });
  });

  it("with no saved login answers null without calling the server", async () => {
    const { runtime } = installRuntime();
    expect(await runtime.fetchUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a 401 from the server ends the login; a network failure keeps it", async () => {
    const { runtime, storage } = installRuntime("android");
    savedLogin(storage.data, 600_000);
    await runtime.fetchUser();
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(runtime.fetchUser()).rejects.toMatchObject({ code: "NETWORK" });
    expect(storage.data.get(STORAGE_KEYS.accessToken)).toBe("acc-old");

    fetchMock.mockResolvedValueOnce(json({ message: "Unauthorized" }, 401));
    expect(await runtime.fetchUser()).toBeNull();
    expect(storage.data.has(STORAGE_KEYS.accessToken)).toBe(false);
    expect(runtime.session.hasLogin()).toBe(false);
  });
});

describe("errors and the query helper", () => {
  it("invalid JSON, server messages and the status-line fallback", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>", { status: 200 }));
    await expect(api.get("/api/x")).rejects.toThrow("Invalid JSON response from server");
    fetchMock.mockResolvedValueOnce(json({ message: "Piece not found" }, 404));
    await expect(api.get("/api/x")).rejects.toThrow("Piece not found");
    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 502, statusText: "Bad Gateway" }));
    await expect(api.get("/api/x")).rejects.toThrow("502 Bad Gateway");
  });

  it("fills the path and writes the query string, omitting null values", async () => {
    fetchMock.mockImplementation(async () => json({}));
    await pieces.list({ query: { page: 2, limit: null } });
    expect(lastCall().url).toBe("/api/pieces?page=2");
    await pieces.get({ params: { id: 9 } });
    expect(lastCall().url).toBe("/api/pieces/9");
  });

  it("wraps unexpected failures as 'Failed to load data: ...'", async () => {
    setRequestDecorator(() => {
      throw new Error("secure storage unavailable");
    });
    await expect(pieces.list()).rejects.toThrow(
      "Failed to load data: secure storage unavailable. Please check your internet connection and try again.",
    );
    // ApiErrors keep their own text.
    setRequestDecorator(null);
    fetchMock.mockImplementation(async () => json({ message: "Piece not found" }, 404));
    await expect(pieces.get({ params: { id: 9 } })).rejects.toThrow(/^Piece not found$/);
  });
});
