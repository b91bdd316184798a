/**
 * App start-up of auth on the device (product.md#r41 "Web/app start-up of auth", product.md#r51): the user comes from the
 * device. On iOS the keychain can be slow right after launch, so the read is capped at 800 ms; when it runs
 * over, a background retry follows after 1500 ms (2000 ms after a read error), and only one retry runs at a time.
 */
import { TIMINGS } from "../../../contract/app/constants";
import type { NativePlatform } from "../platform";
import type { NativeSession, StoredUser } from "./session";

export const LAUNCH_RETRY_DELAY_MS = { timeout: 1500, error: 2000, default: 1000 } as const;

export type LaunchRead = { kind: "ready"; user: StoredUser | null } | { kind: "deferred"; reason: "timeout" | "error" };

const TIMED_OUT = Symbol("timed-out");

export interface LaunchOptions {
  platform: NativePlatform;
  /** Called when a background retry finally reads the device (user or null). */
  onLateRead: (user: StoredUser | null) => void;
  timeoutMs?: number;
}

export class LaunchReader {
  private retryScheduled = false;

  constructor(
    private readonly session: NativeSession,
    private readonly options: LaunchOptions,
  ) {}

  get retryPending(): boolean {
    return this.retryScheduled;
  }

  async read(): Promise<LaunchRead> {
    if (this.options.platform !== "ios") {
      try {
        return { kind: "ready", user: await this.session.restore() };
      } catch {
        this.scheduleRetry(LAUNCH_RETRY_DELAY_MS.default);
        return { kind: "deferred", reason: "error" };
      }
    }
    const timeoutMs = this.options.timeoutMs ?? TIMINGS.launchAuthCheckTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
    });
    try {
      const restored = this.session.restore();
      restored.catch(() => undefined);
      const result = await Promise.race([restored, timedOut]);
      if (result === TIMED_OUT) {
        this.scheduleRetry(LAUNCH_RETRY_DELAY_MS.timeout);
        return { kind: "deferred", reason: "timeout" };
      }
      return { kind: "ready", user: result };
    } catch {
      this.scheduleRetry(LAUNCH_RETRY_DELAY_MS.error);
      return { kind: "deferred", reason: "error" };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Only one retry at a time: a second request while one is waiting or running is dropped. */
  private scheduleRetry(delayMs: number): void {
    if (this.retryScheduled) return;
    this.retryScheduled = true;
    setTimeout(() => {
      this.session
        .restore()
        .then(
          (user) => this.options.onLateRead(user),
          () => undefined,
        )
        .finally(() => {
          this.retryScheduled = false;
        });
    }, delayMs);
  }
}
