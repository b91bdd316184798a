/**
 * Connectivity state (product.md#r41, product.md#r119): connected or disconnected. The first check runs 2 s after start, then
 * every 30 s, or every 10 s while disconnected (the banner is up). An 'api:connectivity-error' event marks the
 * app disconnected and rechecks at once, unless its message is about 401/Unauthorized (that is a login matter). The
 * browser's offline event marks it disconnected at once, and its online event rechecks at once.
 */
import { TIMINGS } from "../../../contract/app/constants";
import type { CheckResult } from "./connectivity-check";

export interface ConnectivityState {
  connected: boolean;
  checking: boolean;
  error: string | null;
}

export const CONNECTIVITY_EVENT = "api:connectivity-error";

export function isAuthMessage(message: string): boolean {
  return /401|unauthori[sz]ed/i.test(message);
}

export class ConnectivityMonitor {
  private state: ConnectivityState = { connected: true, checking: false, error: null };
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private inFlight: Promise<void> | null = null;
  /** Counts reported errors, so a check that began before one cannot declare the server back. */
  private errors = 0;
  /** Counts answers from the server outside the checks, so a check that began before one cannot declare it gone. */
  private reached = 0;

  constructor(private readonly check: () => Promise<CheckResult>) {}

  getState = (): ConnectivityState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(target: Window = window): () => void {
    if (this.running) return () => undefined;
    this.running = true;
    const onError = (event: Event) => {
      const message = String((event as CustomEvent<{ message?: string }>).detail?.message ?? "");
      this.reportError(message);
    };
    // The device's own word (docs/decisions/0192-connection-banner.md): offline shows at once, before any request
    // fails; back online is checked at once (after any check that began offline), so the banner leaves promptly.
    const onOffline = () => this.markOffline();
    const onOnline = () => void this.recheck().then(() => (this.state.connected ? undefined : this.recheck()));
    target.addEventListener(CONNECTIVITY_EVENT, onError);
    target.addEventListener("offline", onOffline);
    target.addEventListener("online", onOnline);
    if ((target as Partial<Window>).navigator?.onLine === false) this.markOffline();
    else this.schedule(TIMINGS.connectivityInitialDelayMs);
    return () => {
      this.running = false;
      clearTimeout(this.timer);
      target.removeEventListener(CONNECTIVITY_EVENT, onError);
      target.removeEventListener("offline", onOffline);
      target.removeEventListener("online", onOnline);
    };
  }

  /** A request failed for want of the server: disconnected now, and a recheck to confirm. */
  reportError(message: string): void {
    if (isAuthMessage(message)) return;
    this.errors += 1;
    this.set({ connected: false, error: message || this.state.error });
    void this.recheck();
  }

  /** The device reports no network: disconnected now, no check needed (it would only fail); rechecked as usual. */
  markOffline(): void {
    this.errors += 1;
    this.set({ connected: false });
    if (this.running) this.schedule(TIMINGS.connectivityBannerPollMs);
  }

  /**
   * The server answered outside the checks (the waiting changes were sent): connected now, whatever a check still
   * running finds; the banner leaves with the last waiting change (docs/decisions/0277-banner-leaves-with-the-changes.md).
   */
  markReachable(): void {
    this.reached += 1;
    this.set({ connected: true, error: null });
    if (this.running && !this.inFlight) this.schedule(TIMINGS.connectivityPollMs);
  }

  /** Runs a check now (Retry Connection, indicator tap); a check already running is shared. */
  recheck(): Promise<void> {
    this.inFlight ??= this.runCheck().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async runCheck(): Promise<void> {
    clearTimeout(this.timer);
    this.set({ checking: true });
    const reachedBefore = this.reached;
    let result: CheckResult;
    // A success from a check that was already running when a request failed is stale evidence: check again
    // (a few times at most) before lifting the banner.
    for (let attempt = 0; ; attempt++) {
      const errorsBefore = this.errors;
      try {
        result = await this.check();
      } catch (error) {
        result = { connected: false, error: error instanceof Error ? error.message : String(error) };
      }
      if (!result.connected || this.errors === errorsBefore) break;
      if (attempt === 2) {
        result = { connected: false, error: this.state.error };
        break;
      }
    }
    // A failure that began before the server answered elsewhere is stale evidence too.
    if (!result.connected && this.reached !== reachedBefore) result = { connected: true, error: null };
    this.set({ connected: result.connected, error: result.connected ? null : result.error, checking: false });
    if (this.running) this.schedule(result.connected ? TIMINGS.connectivityPollMs : TIMINGS.connectivityBannerPollMs);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.recheck(), delayMs);
  }

  private set(patch: Partial<ConnectivityState>): void {
    const next = { ...this.state, ...patch };
    if (next.connected === this.state.connected && next.checking === this.state.checking && next.error === this.state.error) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
