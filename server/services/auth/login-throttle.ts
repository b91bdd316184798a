/**
 * Lock-out-free limits for sign-in and forgot-password (docs/decisions/0106-lockout-free-rate-limits.md).
 * Strict counters (429) only where the caller is the one counted: per (address, client IP), per client IP, and
 * per (address, device) for a device that signed in before. The per-address count is shared with strangers,
 * so past its ceiling it only slows every further attempt down (a growing delay) and never refuses.
 */
import { enforce, hit, RATE_LIMITS, type RateLimitHit, type RateLimitRule } from "./auth-rate-limit";
import type { DbOrTx } from "../../db/client";

const SLOW_BASE_MS = 250;
const SLOW_CAP_MS = 10_000;

/** Waiting; tests swap `sleep` to see the delays without waiting them out. */
export const throttleTimer = {
  sleep: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** 0 up to the ceiling, then 250 ms doubling per attempt, at most 10 s. */
export function slowDownMs(count: number, ceiling: number): number {
  if (count <= ceiling) return 0;
  return Math.min(SLOW_CAP_MS, SLOW_BASE_MS * 2 ** Math.min(count - ceiling - 1, 16));
}

/** Unknown client addresses (tests in-process, loopback in development) share one bucket per address. */
const pair = (email: string, other: string | null) => `${email.trim().toLowerCase()}|${other ?? "unknown"}`;

interface Rules {
  perAddressIp: RateLimitRule;
  perIp: RateLimitRule;
  perDevice: RateLimitRule;
  perAddress: RateLimitRule;
}

const LOGIN: Rules = {
  perAddressIp: RATE_LIMITS.loginPerAddressIp,
  perIp: RATE_LIMITS.loginPerIp,
  perDevice: RATE_LIMITS.loginPerDevice,
  perAddress: RATE_LIMITS.loginPerAddress,
};

const FORGOT: Rules = {
  perAddressIp: RATE_LIMITS.forgotPerAddressIp,
  perIp: RATE_LIMITS.forgotPerIp,
  perDevice: RATE_LIMITS.forgotPerDevice,
  perAddress: RATE_LIMITS.forgotPerAddress,
};

/**
 * Counts one attempt and answers its hits (to refund on success). Throws 429 only for the caller's own
 * counters; a busy address costs a delay instead. `device` is a verified device id for this address, or null.
 */
async function guard(db: DbOrTx, now: Date, rules: Rules, email: string, ip: string | null, device: string | null): Promise<RateLimitHit[]> {
  if (device) return enforce(db, now, [{ rule: rules.perDevice, subject: pair(email, device) }]);
  const hits = await enforce(db, now, [
    { rule: rules.perAddressIp, subject: pair(email, ip) },
    { rule: rules.perIp, subject: ip },
  ]);
  const address = await hit(db, rules.perAddress, email, now);
  const delay = slowDownMs(address.count, rules.perAddress.max);
  // Before the password is checked, so the delay says nothing about whether it was right.
  if (delay > 0) await throttleTimer.sleep(delay);
  return [...hits, address];
}

export const guardLogin = (db: DbOrTx, now: Date, email: string, ip: string | null, device: string | null) =>
  guard(db, now, LOGIN, email, ip, device);

export const guardForgotPassword = (db: DbOrTx, now: Date, email: string, ip: string | null, device: string | null) =>
  guard(db, now, FORGOT, email, ip, device);
