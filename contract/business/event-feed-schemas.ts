/**
 * The market days' calendar link (product.md#r294, docs/decisions/0328-market-days-calendar-link.md): a secret address
 * a calendar app subscribes to without signing in. The potter turns it on, copies it, makes a new one (the old one
 * stops) or turns it off.
 */
import { z } from "zod";
import { BUSINESS_TEXTS as T } from "./texts";

/** The public feed's path; its token rides in the query, so the request log (path only) never holds it. */
export const eventFeedPath = (token: string) => `/api/event-feed.ics?token=${token}`;

export const EventFeedSchema = z.object({
  /** https address of the feed, for a calendar that takes an address ("Add calendar from URL"). */
  url: z.string(),
  /** The same address as webcal://, which opens the device's calendar app to subscribe. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type EventFeed = z.infer<typeof EventFeedSchema>;

/** The potter's link, or null while it is off. */
export const EventFeedStateSchema = z.object({ feed: EventFeedSchema.nullable() });
export type EventFeedState = z.infer<typeof EventFeedStateSchema>;

/**
 * The public feed's query. Any token of a plausible length is read (a wrong one answers 404, like a revoked one, so a
 * token cannot be probed by its shape); an absent or huge one is bad input.
 */
export const EventFeedQuerySchema = z
  .object({ token: z.string({ error: T.feedTokenMissing }).min(1, T.feedTokenMissing).max(200, T.feedNotFound) })
  .strict();
