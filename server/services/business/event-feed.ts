/**
 * The market days' calendar link (product.md#r294, docs/decisions/0328-market-days-calendar-link.md): one secret
 * address per potter that a calendar app subscribes to without a session. The token is an HMAC of a random nonce under
 * the server's token secret, so the potter can copy the link again while the table holds only its SHA-256 and the
 * nonce; a new link replaces both (the old link stops at once), turning it off deletes the row. A wrong, old or
 * turned-off token answers 404 alike, and is counted per address; a working link is counted per link.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { eventFeedPath, type EventFeed, type EventFeedState } from "../../../contract/business/event-feed-schemas";
import { BUSINESS_TEXTS as T } from "../../../contract/business/texts";
import { hashToken } from "../../auth/tokens";
import { contentAllowed } from "../../auth/trial-rules";
import type { AppDeps } from "../../context";
import { eventFeeds, users } from "../../db/schema";
import { AppError } from "../../errors";
import { enforce, RATE_LIMITS } from "../auth/auth-rate-limit";
import { eventsCalendar } from "./events-ics";

type FeedRow = typeof eventFeeds.$inferSelect;

const feedToken = (secret: string, nonce: string) => createHmac("sha256", secret).update(`event-feed:${nonce}`).digest("base64url");

function toFeedDto(deps: AppDeps, row: FeedRow): EventFeed {
  const url = `${deps.config.appUrl}${eventFeedPath(feedToken(deps.config.tokenSecret, row.tokenNonce))}`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://"), createdAt: row.createdAt.toISOString() };
}

export async function getEventFeed(deps: AppDeps, userId: number): Promise<EventFeedState> {
  const [row] = await deps.db.select().from(eventFeeds).where(eq(eventFeeds.userId, userId));
  return { feed: row ? toFeedDto(deps, row) : null };
}

/** Turns the link on, or makes a new one in the old one's place: one row per potter, so a double tap keeps one. */
export async function createEventFeed(deps: AppDeps, userId: number): Promise<EventFeed> {
  const nonce = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(feedToken(deps.config.tokenSecret, nonce));
  const [row] = await deps.db
    .insert(eventFeeds)
    .values({ userId, tokenHash, tokenNonce: nonce, createdAt: deps.now() })
    .onConflictDoUpdate({ target: eventFeeds.userId, set: { tokenHash, tokenNonce: nonce, createdAt: deps.now() } })
    .returning();
  return toFeedDto(deps, row!);
}

/** Turns the link off; turning off a link already off is no error. */
export async function removeEventFeed(deps: AppDeps, userId: number): Promise<void> {
  await deps.db.delete(eventFeeds).where(eq(eventFeeds.userId, userId));
}

export interface FeedAnswer {
  ics: string;
  /** A strong tag of the answer, so a calendar polling again gets 304 while nothing changed. */
  etag: string;
}

/**
 * The feed for a calendar app: every market day of the link's potter. A potter whose trial has ended or who has
 * cancelled is answered as a link not in use, as their other records are closed to them (product.md#r12).
 */
export async function eventFeedByToken(deps: AppDeps, token: string, ip: string | null): Promise<FeedAnswer> {
  const now = deps.now();
  const [found] = await deps.db
    .select({ id: eventFeeds.id, userId: eventFeeds.userId, tier: users.subscriptionTier, status: users.accountStatus, trialEnd: users.trialEndDate })
    .from(eventFeeds)
    .innerJoin(users, eq(users.id, eventFeeds.userId))
    .where(eq(eventFeeds.tokenHash, hashToken(token)));
  if (!found || !contentAllowed({ subscriptionTier: found.tier, accountStatus: found.status, trialEndDate: found.trialEnd }, now)) {
    await enforce(deps.db, now, [{ rule: RATE_LIMITS.eventFeedMissesPerIp, subject: ip }]);
    throw AppError.notFound(T.feedNotFound);
  }
  await enforce(deps.db, now, [{ rule: RATE_LIMITS.eventFeedPerLink, subject: String(found.id) }]);
  const ics = await eventsCalendar(deps, found.userId);
  return { ics, etag: `"${createHash("sha256").update(ics).digest("base64url").slice(0, 27)}"` };
}
