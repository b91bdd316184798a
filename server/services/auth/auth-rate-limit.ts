/**
 * product.md#r4, product.md#r11: fixed-window attempt counters in the database, so every server instance sees the same count.
 * One atomic upsert per hit: the row either starts a new window or adds one to the current window.
 */
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { EXPORT_WINDOW_MINUTES, EXPORTS_PER_WINDOW } from "../../../contract/account/rules";
import { LABELS_PER_MINUTE } from "../../../contract/labels/rules";
import type { DbOrTx } from "../../db/client";
import { rateLimits } from "../../db/schema";
import { RateLimitedError } from "../../errors";

export interface RateLimitRule {
  /** What is being counted, e.g. "login". */
  action: string;
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The numbers of docs/decisions/0011-rate-limits.md and 0106-lockout-free-rate-limits.md. The per-address
 * sign-in and forgot-password counts are ceilings past which attempts are slowed, never refused
 * (server/services/auth/login-throttle.ts); the others answer 429.
 */
export const RATE_LIMITS = {
  loginPerAddress: { action: "login:addr", max: 10, windowMs: 15 * MINUTE },
  loginPerAddressIp: { action: "login:addr-ip", max: 10, windowMs: 15 * MINUTE },
  loginPerDevice: { action: "login:addr-device", max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { action: "login:ip", max: 50, windowMs: 15 * MINUTE },
  registerPerAddress: { action: "register:addr", max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { action: "register:ip", max: 30, windowMs: 15 * MINUTE },
  forgotPerAddress: { action: "forgot:addr", max: 5, windowMs: 15 * MINUTE },
  forgotPerAddressIp: { action: "forgot:addr-ip", max: 5, windowMs: 15 * MINUTE },
  forgotPerDevice: { action: "forgot:addr-device", max: 5, windowMs: 15 * MINUTE },
  forgotPerIp: { action: "forgot:ip", max: 20, windowMs: 15 * MINUTE },
  /** product.md#r14 promo codes: every apply counts, so codes cannot be guessed one after another. */
  promoPerAccount: { action: "promo:user", max: 10, windowMs: 15 * MINUTE },
  promoPerIp: { action: "promo:ip", max: 30, windowMs: 15 * MINUTE },
  /** Heavy calls per potter (docs/decisions/0175-rate-limits-on-heavy-calls.md): label PDFs and the data export. */
  labelsPerPotter: { action: "labels:user", max: LABELS_PER_MINUTE, windowMs: MINUTE },
  exportPerPotter: { action: "export:user", max: EXPORTS_PER_WINDOW, windowMs: EXPORT_WINDOW_MINUTES * MINUTE },
  /**
   * The market days' calendar link (docs/decisions/0328-market-days-calendar-link.md): a link read more often than
   * any calendar app polls, and an address asking for links that are not in use, answer 429. Calendar services fetch
   * every subscriber's feed from a few shared addresses, so a link that works is counted per link, not per address.
   */
  eventFeedPerLink: { action: "event-feed:link", max: 30, windowMs: 15 * MINUTE },
  eventFeedMissesPerIp: { action: "event-feed:miss-ip", max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Addresses are stored only as a hash, so the counter table holds no e-mail address. */
function subjectKey(rule: RateLimitRule, subject: string): string {
  const digest = createHash("sha256").update(subject.trim().toLowerCase()).digest("base64url");
  return `${rule.action}:${digest}`;
}

export interface RateLimitHit {
  key: string;
  count: number;
  resetAt: Date;
  limited: boolean;
}

/** Counts one attempt; `limited` is true once the window holds more than `max` attempts. */
export async function hit(db: DbOrTx, rule: RateLimitRule, subject: string, now: Date): Promise<RateLimitHit> {
  const key = subjectKey(rule, subject);
  const freshReset = new Date(now.getTime() + rule.windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: freshReset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const row = rows[0]!;
  return { key, count: row.count, resetAt: row.resetAt, limited: row.count > rule.max };
}

/**
 * Whether the next attempt would be refused, counting nothing: the web asks before a download it cannot read the
 * answer of (docs/decisions/0243-export-limit-said-before-the-download.md). Refuses as `enforce` would.
 */
export async function refuseIfFull(db: DbOrTx, now: Date, rule: RateLimitRule, subject: string, message: (retryAfterSeconds: number) => string): Promise<void> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, subjectKey(rule, subject)));
  if (!row || row.resetAt.getTime() <= now.getTime() || row.count < rule.max) return;
  const seconds = Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  throw new RateLimitedError(seconds, message(seconds));
}

/** Gives an attempt back (a successful sign-in does not count against the address). */
export async function refund(db: DbOrTx, hits: readonly RateLimitHit[]): Promise<void> {
  if (hits.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(
      inArray(
        rateLimits.key,
        hits.map((h) => h.key),
      ),
    );
}

/**
 * Counts one attempt against each (rule, subject) pair and refuses with 429 when any is over its limit.
 * Subjects that are null (no known client address) are not counted. `message` words the refusal from the seconds
 * left (a heavy call names its own limit); sign-in keeps the generic text.
 */
export async function enforce(
  db: DbOrTx,
  now: Date,
  checks: readonly { rule: RateLimitRule; subject: string | null }[],
  message?: (retryAfterSeconds: number) => string,
): Promise<RateLimitHit[]> {
  const hits: RateLimitHit[] = [];
  for (const { rule, subject } of checks) {
    if (subject === null) continue;
    hits.push(await hit(db, rule, subject, now));
  }
  const over = hits.filter((h) => h.limited);
  if (over.length > 0) {
    const latest = Math.max(...over.map((h) => h.resetAt.getTime()));
    const seconds = Math.max(1, Math.ceil((latest - now.getTime()) / 1000));
    throw new RateLimitedError(seconds, message?.(seconds));
  }
  return hits;
}

/** Every counter key that names an address (account deletion removes them with the account). */
export function addressKeys(email: string): string[] {
  return Object.values(RATE_LIMITS)
    .filter((rule) => rule.action.endsWith(":addr"))
    .map((rule) => subjectKey(rule, email));
}

export async function forgetAddress(db: DbOrTx, email: string): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, addressKeys(email)));
}
