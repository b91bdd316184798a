import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LaunchReader, LAUNCH_RETRY_DELAY_MS } from "./launch";
import type { SecureStoragePort } from "./plugins";
import { LEGACY_KEYS, SecureStore, STORAGE_KEYS } from "./secure-store";
import { classifyRefreshFailure, NativeSession, needsRefresh, parseStoredUser, RefreshError, type RefreshCall, type TokenFields } from "./session";

class MemoryStorage implements SecureStoragePort {
  data = new Map<string, string>();
  get = vi.fn(async (key: string) => this.data.get(key) ?? null);
  set = vi.fn(async (key: string, value: string) => {
    this.data.set(key, value);
  });
  remove = vi.fn(async (key: string) => {
    this.data.delete(key);
  });
}

const USER = { id: 7, email: "maria@example.com", firstName: "Maria" };
const NOW = Date.parse("2026-11-22T10:00:00Z");
const tokens = (n: number, expiresIn = 900): TokenFields => ({ accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresIn });
const httpError = (status: number, message = "boom") => Object.assign(new Error(message), { status });

function setup(refresh: RefreshCall = vi.fn(async () => tokens(2))) {
  const storage = new MemoryStorage();
  let now = NOW;
  const session = new NativeSession({ store: new SecureStore(storage), refresh, now: () => now });
  return {
    storage,
    session,
    refresh,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

async function signedIn(refresh?: RefreshCall) {
  const ctx = setup(refresh);
  await ctx.session.signIn({ user: USER, ...tokens(1) });
  return ctx;
}

describe("pure rules", () => {
  it("refreshes only when less than 2 minutes of life remain", () => {
    expect(needsRefresh(NOW + 121_000, NOW)).toBe(false);
    expect(needsRefresh(NOW + 120_000, NOW)).toBe(false);
    expect(needsRefresh(NOW + 119_999, NOW)).toBe(true);
    expect(needsRefresh(NOW - 1, NOW)).toBe(true);
    expect(needsRefresh(null, NOW)).toBe(true);
  });

  it("tells a definitive auth failure from a network or server failure", () => {
    expect(classifyRefreshFailure(httpError(401, "Invalid refresh token"))).toMatchObject({ kind: "auth", message: "Invalid refresh token - auth failure" });
    expect(classifyRefreshFailure(new Error("invalid refresh token"))).toMatchObject({ kind: "auth" });
    expect(classifyRefreshFailure(httpError(503))).toMatchObject({ kind: "server", message: "Server error during token refresh" });
    expect(classifyRefreshFailure(httpError(0, "Network connection failed."))).toMatchObject({ kind: "other", message: "Token refresh failed" });
    expect(classifyRefreshFailure(httpError(400)).definitive).toBe(false);
  });

  it("treats stored user data without id or email as corrupt", () => {
    expect(parseStoredUser(JSON.stringify(USER))).toEqual({ user: USER, corrupt: false });
    expect(parseStoredUser(null)).toEqual({ user: null, corrupt: false });
    expect(parseStoredUser(JSON.stringify({ email: "a@b.c" })).corrupt).toBe(true);
    expect(parseStoredUser(JSON.stringify({ id: 1 })).corrupt).toBe(true);
    expect(parseStoredUser(JSON.stringify({ id: 1, email: "" })).corrupt).toBe(true);
    expect(parseStoredUser("{not json").corrupt).toBe(true);
  });
});

describe("NativeSession transitions", () => {
  it("starts unknown and restores a logged-out device as loggedOut", async () => {
    const { session } = setup();
    expect(session.status()).toBe("unknown");
    expect(await session.restore()).toBeNull();
    expect(session.status()).toBe("loggedOut");
  });

  it("login clears the logged-out flag and stores tokens, expiry and user under the pottery prefix", async () => {
    const { storage, session } = setup();
    storage.data.set(STORAGE_KEYS.loggedOut, "true");
    storage.data.set(STORAGE_KEYS.loggedOutAt, "123");
    await session.signIn({ user: USER, ...tokens(1) });
    expect(session.status()).toBe("authenticated");
    expect(storage.data.get("claybook_kiln_access_token")).toBe("access-1");
    expect(storage.data.get("claybook_kiln_refresh_token")).toBe("refresh-1");
    expect(storage.data.get("claybook_kiln_token_expiry")).toBe(String(NOW + 900_000));
    expect(JSON.parse(storage.data.get("claybook_kiln_user")!)).toEqual(USER);
    expect(storage.data.has(STORAGE_KEYS.loggedOut)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.loggedOutAt)).toBe(false);
  });

  it("restores a saved login at launch without refreshing, even when the token is expired", async () => {
    const first = await signedIn();
    const refresh = vi.fn(async () => tokens(9));
    const relaunched = new NativeSession({ store: new SecureStore(first.storage), refresh, now: () => NOW + 60 * 60_000 });
    expect(await relaunched.restore()).toEqual(USER);
    expect(relaunched.status()).toBe("expired");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("removes corrupt stored user data at launch", async () => {
    const { storage, session } = setup();
    storage.data.set(STORAGE_KEYS.user, JSON.stringify({ firstName: "No id" }));
    storage.data.set(STORAGE_KEYS.accessToken, "a");
    storage.data.set(STORAGE_KEYS.refreshToken, "r");
    storage.data.set(STORAGE_KEYS.expiresAt, String(NOW + 600_000));
    expect(await session.restore()).toBeNull();
    expect(storage.data.has(STORAGE_KEYS.user)).toBe(false);
    expect(session.user).toBeNull();
  });

  it("hands out the current token without refreshing while more than 2 minutes remain", async () => {
    const { session, refresh, advance } = await signedIn();
    advance(900_000 - 121_000);
    expect(await session.accessTokenForRequest()).toBe("access-1");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes once when under 2 minutes remain, and concurrent callers share that refresh", async () => {
    const { storage, session, refresh, advance } = await signedIn();
    advance(900_000 - 119_000);
    const [a, b] = await Promise.all([session.accessTokenForRequest(), session.accessTokenForRequest()]);
    expect([a, b]).toEqual(["access-2", "access-2"]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith("refresh-1");
    expect(storage.data.get(STORAGE_KEYS.refreshToken)).toBe("refresh-2");
  });

  it("a 401 refresh clears the tokens (definitive)", async () => {
    const { storage, session, advance } = await signedIn(vi.fn(async () => Promise.reject(httpError(401, "Invalid refresh token"))));
    advance(900_000);
    await expect(session.refresh()).rejects.toMatchObject({ message: "Invalid refresh token - auth failure" });
    expect(session.status()).toBe("loggedOut");
    expect(storage.data.has(STORAGE_KEYS.accessToken)).toBe(false);
    expect(storage.data.has(STORAGE_KEYS.refreshToken)).toBe(false);
    expect(await session.accessTokenForRequest()).toBeNull();
  });

  it("network and 5xx refresh failures keep the tokens for a retry", async () => {
    for (const failure of [httpError(0, "Network connection failed."), httpError(502)]) {
      const { storage, session, advance } = await signedIn(vi.fn(async () => Promise.reject(failure)));
      advance(900_000 - 60_000);
      await expect(session.refresh()).rejects.toBeInstanceOf(RefreshError);
      expect(storage.data.get(STORAGE_KEYS.refreshToken)).toBe("refresh-1");
      // The request still goes out with the old token; the server decides.
      expect(await session.accessTokenForRequest()).toBe("access-1");
    }
  });

  it("with no refresh token, a refresh fails with 'No refresh token available'", async () => {
    const { session } = setup();
    await session.restore();
    await expect(session.refresh()).rejects.toMatchObject({ message: "No refresh token available", kind: "missing" });
  });

  it("logout sets the flag with a timestamp before calling the server, then clears tokens, user and legacy keys", async () => {
    const { storage, session } = await signedIn();
    for (const key of LEGACY_KEYS) storage.data.set(key, "old");
    const seenAtServerCall: Record<string, string | undefined> = {};
    await session.logout(async (refreshToken) => {
      seenAtServerCall.flag = storage.data.get(STORAGE_KEYS.loggedOut);
      seenAtServerCall.at = storage.data.get(STORAGE_KEYS.loggedOutAt);
      seenAtServerCall.refreshToken = refreshToken ?? undefined;
      throw new Error("server down");
    });
    expect(seenAtServerCall).toEqual({ flag: "true", at: String(NOW), refreshToken: "refresh-1" });
    expect([...storage.data.keys()].sort()).toEqual([STORAGE_KEYS.loggedOut, STORAGE_KEYS.loggedOutAt].sort());
    expect(session.status()).toBe("loggedOut");
    expect(session.loggedOutAt).toBe(NOW);
  });

  it("account deleted / user gone clears every auth key", async () => {
    const { storage, session } = await signedIn();
    await session.clearAll();
    expect(storage.data.size).toBe(0);
    expect(session.user).toBeNull();
  });
});

describe("foreground validation and the persistence check", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("no valid login gives no user", async () => {
    const { session } = setup();
    expect(await session.validateOnForeground()).toBeNull();
  });

  it("valid tokens but no stored user clears the tokens", async () => {
    const { storage } = await signedIn();
    storage.data.delete(STORAGE_KEYS.user);
    const relaunched = new NativeSession({ store: new SecureStore(storage), refresh: vi.fn(), now: () => NOW });
    await relaunched.restore();
    expect(await relaunched.validateOnForeground()).toBeNull();
    expect(storage.data.has(STORAGE_KEYS.accessToken)).toBe(false);
  });

  it("a healthy login comes back as the stored user without a refresh", async () => {
    const { session, refresh } = await signedIn();
    expect(await session.validateOnForeground()).toEqual(USER);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("retries a failing refresh 3 times with 2 s then 4 s back-off, and keeps the login", async () => {
    const refresh = vi.fn(async () => Promise.reject(httpError(0, "Network connection failed.")));
    const { session, advance } = await signedIn(refresh);
    advance(900_000);
    const result = session.validateOnForeground();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(await result).toEqual(USER);
  });

  it("stops the persistence check at once on a definitive failure", async () => {
    const refresh = vi.fn(async () => Promise.reject(httpError(401, "Invalid refresh token")));
    const { session, advance } = await signedIn(refresh);
    advance(900_000);
    const result = session.validateOnForeground();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("succeeds on the second attempt after the 2 s wait", async () => {
    const refresh = vi.fn<RefreshCall>().mockRejectedValueOnce(httpError(503)).mockResolvedValueOnce(tokens(3));
    const { session, advance } = await signedIn(refresh);
    advance(900_000);
    const result = session.persistenceCheck();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toBe(true);
    expect(session.status()).toBe("authenticated");
  });

  it("caps the first refresh after launch at 3 s and keeps the tokens; a late answer is still stored", async () => {
    let resolveLate: (value: TokenFields) => void = () => undefined;
    const refresh = vi.fn<RefreshCall>(() => new Promise((resolve) => (resolveLate = resolve)));
    const first = await signedIn();
    const relaunched = new NativeSession({ store: new SecureStore(first.storage), refresh, now: () => NOW + 900_000 });
    await relaunched.restore();
    const token = relaunched.accessTokenForRequest();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await token).toBe("access-1");
    const explicit = relaunched.refresh(3000);
    resolveLate(tokens(4));
    await explicit;
    expect(first.storage.data.get(STORAGE_KEYS.accessToken)).toBe("access-4");
  });

  it("reports the launch refresh time-out text", async () => {
    const refresh = vi.fn<RefreshCall>(() => new Promise(() => undefined));
    const { session } = await signedIn(refresh);
    const attempt = session.refresh(3000);
    const assertion = expect(attempt).rejects.toMatchObject({ message: "Token refresh timeout after 3000ms", kind: "timeout" });
    await vi.advanceTimersByTimeAsync(3000);
    await assertion;
    expect(session.hasLogin()).toBe(true);
  });
});

describe("iOS launch rules", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function slowStorage(delayMs: number) {
    const storage = new MemoryStorage();
    storage.data.set(STORAGE_KEYS.accessToken, "a");
    storage.data.set(STORAGE_KEYS.refreshToken, "r");
    storage.data.set(STORAGE_KEYS.expiresAt, String(NOW + 600_000));
    storage.data.set(STORAGE_KEYS.user, JSON.stringify(USER));
    let slow = true;
    storage.get.mockImplementation(async (key: string) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return storage.data.get(key) ?? null;
    });
    return { storage, fast: () => (slow = false) };
  }

  it("reads the device at once when it answers within 800 ms", async () => {
    const { storage } = slowStorage(100);
    const session = new NativeSession({ store: new SecureStore(storage), refresh: vi.fn(), now: () => NOW });
    const reader = new LaunchReader(session, { platform: "ios", onLateRead: vi.fn() });
    const read = reader.read();
    await vi.advanceTimersByTimeAsync(100);
    expect(await read).toEqual({ kind: "ready", user: USER });
    expect(reader.retryPending).toBe(false);
  });

  it("gives up after 800 ms and retries in the background after 1500 ms, one retry at a time", async () => {
    const { storage, fast } = slowStorage(5000);
    const session = new NativeSession({ store: new SecureStore(storage), refresh: vi.fn(), now: () => NOW });
    const onLateRead = vi.fn();
    const reader = new LaunchReader(session, { platform: "ios", onLateRead });
    const read = reader.read();
    await vi.advanceTimersByTimeAsync(799);
    let settled = false;
    void read.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toEqual({ kind: "deferred", reason: "timeout" });
    expect(reader.retryPending).toBe(true);

    // A second timed-out read while the retry waits does not schedule another one.
    const again = reader.read();
    await vi.advanceTimersByTimeAsync(800);
    await again;
    fast();
    await vi.advanceTimersByTimeAsync(LAUNCH_RETRY_DELAY_MS.timeout - 801);
    expect(onLateRead).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLateRead).toHaveBeenCalledTimes(1);
    expect(onLateRead).toHaveBeenCalledWith(USER);
    expect(reader.retryPending).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onLateRead).toHaveBeenCalledTimes(1);
  });

  it("retries after 2000 ms when the read fails", async () => {
    const storage = new MemoryStorage();
    storage.get.mockRejectedValueOnce(new Error("keychain locked"));
    const session = new NativeSession({ store: new SecureStore(storage), refresh: vi.fn(), now: () => NOW });
    const onLateRead = vi.fn();
    const reader = new LaunchReader(session, { platform: "ios", onLateRead });
    expect(await reader.read()).toEqual({ kind: "deferred", reason: "error" });
    await vi.advanceTimersByTimeAsync(1999);
    expect(onLateRead).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLateRead).toHaveBeenCalledWith(null);
  });

  it("Android reads without the iOS time-out", async () => {
    const { storage } = slowStorage(2000);
    const session = new NativeSession({ store: new SecureStore(storage), refresh: vi.fn(), now: () => NOW });
    const read = new LaunchReader(session, { platform: "android", onLateRead: vi.fn() }).read();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await read).toEqual({ kind: "ready", user: USER });
  });
});
