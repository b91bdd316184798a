/**
 * The native session (product.md#r41 "Native session"): tokens, user and the logged-out flag on the device, and
 * every transition between them. No React, no globals: storage, the refresh call, the clock and sleeping are
 * passed in, so each transition is unit-tested with fakes (session.test.ts).
 */
import { TIMINGS } from "../../../contract/app/constants";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { refreshTimeoutText } from "./native-texts";
import { LEGACY_KEYS, STORAGE_KEYS, type SecureStore } from "./secure-store";

export interface StoredUser {
  id: number;
  email: string;
  [field: string]: unknown;
}

export interface TokenFields {
  accessToken: string;
  refreshToken: string;
  /** Seconds of life of the access token. */
  expiresIn: number;
}

export interface SignInAnswer extends TokenFields {
  user: StoredUser;
}

/** Spends a refresh token; throws an error carrying `status` (0 or absent when no HTTP answer came back). */
export type RefreshCall = (refreshToken: string) => Promise<TokenFields>;

export interface SessionDeps {
  store: SecureStore;
  refresh: RefreshCall;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type SessionStatus = "unknown" | "loggedOut" | "authenticated" | "expired";

export type RefreshFailureKind = "auth" | "server" | "other" | "timeout" | "missing";

/** A failed refresh; `kind` "auth" (and "missing") mean the login is gone, the rest are worth retrying. */
export class RefreshError extends Error {
  constructor(
    message: string,
    readonly kind: RefreshFailureKind,
  ) {
    super(message);
    this.name = "RefreshError";
  }

  get definitive(): boolean {
    return this.kind === "auth" || this.kind === "missing";
  }
}

/** product.md#r34: 401 or 'invalid refresh token' is an auth failure; 5xx a server error; anything else generic. */
export function classifyRefreshFailure(error: unknown): RefreshError {
  if (error instanceof RefreshError) return error;
  const status = typeof error === "object" && error !== null && "status" in error ? Number((error as { status: unknown }).status) : 0;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || /invalid refresh token/i.test(message)) return new RefreshError(AUTH_TEXTS.refreshAuthFailure, "auth");
  if (status >= 500) return new RefreshError(AUTH_TEXTS.refreshServerError, "server");
  return new RefreshError(AUTH_TEXTS.refreshFailed, "other");
}

/** product.md#r119: refresh when less than 2 minutes of life remain (or the expiry is unknown). */
export function needsRefresh(expiresAt: number | null, now: number, thresholdMs: number = TIMINGS.refreshThresholdMs): boolean {
  return expiresAt === null || expiresAt - now < thresholdMs;
}

/** product.md#r44: stored user data without an id or an email is corrupt. */
export function parseStoredUser(raw: string | null): { user: StoredUser | null; corrupt: boolean } {
  if (raw === null || raw === "") return { user: null, corrupt: false };
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object") {
      const candidate = value as Partial<StoredUser>;
      const hasId = typeof candidate.id === "number" || (typeof candidate.id === "string" && candidate.id !== "");
      if (hasId && typeof candidate.email === "string" && candidate.email !== "") return { user: candidate as StoredUser, corrupt: false };
    }
  } catch {
    // Unparseable text is as corrupt as a user without id.
  }
  return { user: null, corrupt: true };
}

/** product.md#r119 persistence check: 3 attempts, waiting 2 s then 4 s between them. */
export const PERSISTENCE_BACKOFF_MS = [2000, 4000] as const;

interface Snapshot {
  accessToken: string | null;
  refreshToken: string | null;
  expiresAt: number | null;
  user: StoredUser | null;
  loggedOut: boolean;
  loggedOutAt: number | null;
}

const EMPTY: Snapshot = { accessToken: null, refreshToken: null, expiresAt: null, user: null, loggedOut: false, loggedOutAt: null };

export class NativeSession {
  private state: Snapshot = { ...EMPTY };
  private restored = false;
  private inFlight: Promise<void> | null = null;
  private launchRefreshPending = true;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: SessionDeps) {
    this.now = deps.now ?? Date.now;
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get user(): StoredUser | null {
    return this.state.user;
  }

  get loggedOutAt(): number | null {
    return this.state.loggedOutAt;
  }

  get isRestored(): boolean {
    return this.restored;
  }

  status(): SessionStatus {
    if (!this.restored) return "unknown";
    if (this.state.loggedOut || (!this.state.accessToken && !this.state.refreshToken)) return "loggedOut";
    if (this.state.accessToken && this.state.expiresAt !== null && this.state.expiresAt > this.now()) return "authenticated";
    return "expired";
  }

  /** A login worth using: not logged out and a token to use or to refresh. */
  hasLogin(): boolean {
    const status = this.status();
    return status === "authenticated" || status === "expired";
  }

  /**
   * App launch: read what the device holds. Never refreshes (product.md#r41: the launch must not block the UI);
   * corrupt user data is removed.
   */
  async restore(): Promise<StoredUser | null> {
    const { store } = this.deps;
    const [accessToken, refreshToken, expiresAt, rawUser, loggedOut, loggedOutAt] = await Promise.all([
      store.get(STORAGE_KEYS.accessToken),
      store.get(STORAGE_KEYS.refreshToken),
      store.get(STORAGE_KEYS.expiresAt),
      store.get(STORAGE_KEYS.user),
      store.get(STORAGE_KEYS.loggedOut),
      store.get(STORAGE_KEYS.loggedOutAt),
    ]);
    const parsed = parseStoredUser(rawUser);
    if (parsed.corrupt) await store.remove(STORAGE_KEYS.user);
    const expiry = expiresAt === null ? null : Number(expiresAt);
    this.state = {
      accessToken,
      refreshToken,
      expiresAt: expiry !== null && Number.isFinite(expiry) ? expiry : null,
      user: parsed.user,
      loggedOut: loggedOut === "true",
      loggedOutAt: loggedOutAt === null ? null : Number(loggedOutAt),
    };
    this.restored = true;
    return this.hasLogin() ? this.state.user : null;
  }

  /** Login or registration: clear the logged-out flag, then keep the tokens and the user. */
  async signIn(answer: SignInAnswer): Promise<void> {
    const { store } = this.deps;
    await store.remove(STORAGE_KEYS.loggedOut, STORAGE_KEYS.loggedOutAt);
    this.state = { ...EMPTY };
    await this.storeTokens(answer);
    await this.saveUser(answer.user);
    this.restored = true;
    this.launchRefreshPending = false;
  }

  async saveUser(user: StoredUser): Promise<void> {
    this.state.user = user;
    await this.deps.store.set(STORAGE_KEYS.user, JSON.stringify(user));
  }

  /**
   * The bearer token for the next call: refreshed first when under 2 minutes remain. A transient refresh
   * failure keeps (and still sends) the old token; a definitive one has cleared it, so nothing is sent.
   */
  async accessTokenForRequest(): Promise<string | null> {
    if (!this.hasLogin()) return null;
    if (needsRefresh(this.state.expiresAt, this.now())) {
      // The first refresh after launch is capped (product.md#r119: 3 s, one attempt) so a stalled server never
      // holds the first screen hostage; later ones use the request time-out.
      const timeoutMs = this.launchRefreshPending ? TIMINGS.launchRefreshTimeoutMs : TIMINGS.requestTimeoutMs;
      this.launchRefreshPending = false;
      try {
        await this.refresh(timeoutMs);
      } catch {
        // Reported through the request that follows (401 or network), not here.
      }
    }
    return this.hasLogin() ? this.state.accessToken : null;
  }

  /** One refresh attempt; concurrent callers share it. Throws a RefreshError. */
  refresh(timeoutMs: number = TIMINGS.requestTimeoutMs): Promise<void> {
    this.inFlight ??= this.refreshOnce(timeoutMs).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async refreshOnce(timeoutMs: number): Promise<void> {
    const refreshToken = this.state.refreshToken;
    if (!refreshToken) throw new RefreshError(AUTH_TEXTS.noRefreshToken, "missing");
    // Never abandon the call itself: the server may already have rotated the token, and spending the old one
    // again would revoke the whole family (product.md#r9). A late answer is still stored.
    const call = this.deps.refresh(refreshToken).then(
      (tokens) => this.storeTokens(tokens),
      async (error: unknown) => {
        const failure = classifyRefreshFailure(error);
        if (failure.definitive) await this.clearTokens();
        throw failure;
      },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RefreshError(refreshTimeoutText(timeoutMs), "timeout")), timeoutMs);
    });
    try {
      await Promise.race([call, timeout]);
    } catch (error) {
      call.catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Non-launch persistence check: up to 3 refresh attempts with 2 s and 4 s between them. Answers whether a
   * usable login remains; a definitive failure stops at once (the tokens are already cleared).
   */
  async persistenceCheck(): Promise<boolean> {
    for (let attempt = 0; attempt <= PERSISTENCE_BACKOFF_MS.length; attempt += 1) {
      try {
        await this.refresh();
        return true;
      } catch (error) {
        if (error instanceof RefreshError && error.definitive) return false;
        const wait = PERSISTENCE_BACKOFF_MS[attempt];
        if (wait === undefined) break;
        await this.sleep(wait);
      }
    }
    // Still unreachable: keep the tokens for the next try (product.md#r41), the login stands.
    return this.hasLogin();
  }

  /**
   * Return to the foreground: no valid login → no user; tokens but no stored user → the tokens are cleared;
   * a token near its end goes through the persistence check.
   */
  async validateOnForeground(): Promise<StoredUser | null> {
    if (!this.restored) await this.restore();
    if (!this.hasLogin()) return null;
    if (!this.state.user) {
      await this.clearTokens();
      return null;
    }
    if (needsRefresh(this.state.expiresAt, this.now())) {
      const kept = await this.persistenceCheck();
      if (!kept) return null;
    }
    return this.state.user;
  }

  /** Logout: the flag first (so a crash mid-way still reads as logged out), the server, then the data. */
  async logout(callServer: (refreshToken: string | null) => Promise<unknown>): Promise<void> {
    const { store } = this.deps;
    const refreshToken = this.state.refreshToken;
    const at = this.now();
    this.state.loggedOut = true;
    this.state.loggedOutAt = at;
    await store.set(STORAGE_KEYS.loggedOut, "true");
    await store.set(STORAGE_KEYS.loggedOutAt, String(at));
    try {
      await callServer(refreshToken);
    } catch {
      // product.md#r41: logging out never fails on the device because the server could not be told.
    }
    await this.clearTokens();
    await this.clearUserAndLegacy();
  }

  /** Account deleted or 'User account no longer exists': every auth key goes. */
  async clearAll(): Promise<void> {
    await this.clearTokens();
    await this.clearUserAndLegacy();
  }

  async clearTokens(): Promise<void> {
    this.state.accessToken = null;
    this.state.refreshToken = null;
    this.state.expiresAt = null;
    await this.deps.store.remove(STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.expiresAt);
  }

  private async clearUserAndLegacy(): Promise<void> {
    this.state.user = null;
    await this.deps.store.remove(STORAGE_KEYS.user, ...LEGACY_KEYS);
  }

  private async storeTokens(tokens: TokenFields): Promise<void> {
    const expiresAt = this.now() + tokens.expiresIn * 1000;
    this.state.accessToken = tokens.accessToken;
    this.state.refreshToken = tokens.refreshToken;
    this.state.expiresAt = expiresAt;
    const { store } = this.deps;
    await store.set(STORAGE_KEYS.accessToken, tokens.accessToken);
    await store.set(STORAGE_KEYS.refreshToken, tokens.refreshToken);
    await store.set(STORAGE_KEYS.expiresAt, String(expiresAt));
  }
}
