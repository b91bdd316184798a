/**
 * The market days' calendar link (product.md#r294, docs/decisions/0328-market-days-calendar-link.md) through the API:
 * the potter turns it on and can copy it again; a calendar app reads it without a session as valid iCalendar (CRLF,
 * lines folded at 75 octets, text escaped, stable UIDs, all-day events as DATE values) with cache headers and a tag;
 * a new link stops the old one, turning it off stops both, a wrong token answers 404 like a turned-off one, and both
 * are counted. Only the link's hash and nonce are stored. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { GENERIC_MESSAGES } from "../../contract/common/texts";
import { eventFeeds } from "../../server/db/schema";
import { RATE_LIMITS } from "../../server/services/auth/auth-rate-limit";
import { anonymous, signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** The feed's path and query from the link the potter copies (the test app answers any host). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

/** RFC 5545's lines: every one ends in CRLF and none is longer than 75 octets. */
function expectValidLines(ics: string) {
  expect(ics.endsWith("\r\n")).toBe(true);
  const lines = ics.slice(0, -2).split("\r\n");
  for (const line of lines) {
    expect(line.includes("\n") || line.includes("\r"), JSON.stringify(line)).toBe(false);
    expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
  }
  return lines;
}
/** Unfolds continuation lines (a line starting with a space joins the one before). */
const unfold = (ics: string) => ics.replace(/\r\n /g, "");

beforeAll(async () => {
  ctx = await createTestContext({ env: { TRUST_PROXY: "true" } });
  ctx.clock.set("2026-11-28T10:00:00Z");
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("the market days' calendar link", () => {
  it("is off until the potter turns it on, then answers the same link each time it is read", async () => {
    expect(await ok(alice.client.get("/api/event-feed"), 200)).toEqual({ feed: null });
    const feed = await ok(alice.client.post("/api/event-feed"));
    expect(feed.url).toMatch(/^https?:\/\/[^/]+\/api\/event-feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:\/\//, "webcal://"));
    expect(await ok(alice.client.get("/api/event-feed"), 200)).toEqual({ feed });
    // Another potter has no link of their own, and never sees this one.
    expect(await ok(bob.client.get("/api/event-feed"), 200)).toEqual({ feed: null });
    // Stored as its SHA-256 and the nonce it is made from; the token itself is nowhere in the row.
    const [row] = await ctx.db.select().from(eventFeeds).where(eq(eventFeeds.userId, alice.user.id));
    const token = tokenOf(feed.url);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("answers every market day to a calendar app without a session, as valid iCalendar with cache headers", async () => {
    const long = "Winter Solstice Makers' Market; Ceramics, Glass & Wood — Old Town Guild Hall";
    await ok(alice.client.post("/api/events", { name: long, date: "2026-12-21", place: "Guild Hall, Room 2", notes: "Bring the tent\nand weights" }));
    await ok(alice.client.post("/api/events", { name: "Spring fair", date: "2027-03-14" }));
    await ok(alice.client.post("/api/events", { name: "Last summer's fair", date: "2026-07-04" }));
    await ok(bob.client.post("/api/events", { name: "Bob's own fair", date: "2026-12-01" }));
    const { feed } = await ok(alice.client.get("/api/event-feed"), 200);
    const res = await anonymous(ctx).get(pathOf(feed.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=900");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const lines = expectValidLines(res.text);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    const text = unfold(res.text);
    // Every market day, past ones too, oldest first; none of another potter's.
    expect([...text.matchAll(/^DTSTART;VALUE=DATE:(\d{8})\r$/gm)].map((m) => m[1])).toEqual(["20260704", "20261221", "20270314"]);
    expect(text).not.toContain("Bob's own fair");
    // A calendar day: DATE values, the day after as the end, no time and no zone.
    expect(text).toContain("DTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20261222\r\n");
    // Text escaped, then folded at 75 octets (the long name is folded and reads back whole).
    expect(text).toContain("SUMMARY:Winter Solstice Makers' Market\\; Ceramics\\, Glass & Wood — Old Town Guild Hall\r\n");
    expect(res.text).toContain("\r\n ");
    expect(text).toContain("LOCATION:Guild Hall\\, Room 2\r\n");
    expect(text).toContain("DESCRIPTION:Bring the tent\\nand weights\r\n");
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
    const uids = [...text.matchAll(/^UID:(.+)\r$/gm)].map((m) => m[1]);
    expect(uids).toHaveLength(3);
    expect(new Set(uids).size).toBe(3);
    // Read again: the same answer, UIDs included; with the tag, 304 and no body.
    const again = await anonymous(ctx).get(pathOf(feed.url));
    expect(again.text).toBe(res.text);
    const notChanged = await anonymous(ctx).get(pathOf(feed.url), { headers: { "if-none-match": etag! } });
    expect(notChanged.status).toBe(304);
    expect(notChanged.text).toBe("");
    // The same market days as the signed-in download.
    expect((await alice.client.get("/api/events.ics")).text).toBe(res.text);
  });

  it("stops the old link when the potter makes a new one, and both once it is turned off", async () => {
    const before = (await ok(alice.client.get("/api/event-feed"), 200)).feed;
    const renewed = await ok(alice.client.post("/api/event-feed"));
    expect(renewed.url).not.toBe(before.url);
    const old = await anonymous(ctx).get(pathOf(before.url));
    expect([old.status, old.body]).toEqual([404, { message: T.feedNotFound, code: "NOT_FOUND" }]);
    expect((await anonymous(ctx).get(pathOf(renewed.url))).status).toBe(200);
    expect(await ok(alice.client.delete("/api/event-feed"), 200)).toEqual({ message: T.feedRemoved });
    expect((await anonymous(ctx).get(pathOf(renewed.url))).status).toBe(404);
    expect(await ok(alice.client.get("/api/event-feed"), 200)).toEqual({ feed: null });
    expect(await ctx.db.select().from(eventFeeds).where(eq(eventFeeds.userId, alice.user.id))).toEqual([]);
    // Turning off a link already off is no error.
    expect(await ok(alice.client.delete("/api/event-feed"), 200)).toEqual({ message: T.feedRemoved });
  });

  it("answers a wrong or missing token as it answers a turned-off link, and a session does not open it", async () => {
    const wrong = await anonymous(ctx).get(`/api/event-feed.ics?token=${"A".repeat(43)}`);
    expect([wrong.status, wrong.body.message]).toEqual([404, T.feedNotFound]);
    const short = await anonymous(ctx).get("/api/event-feed.ics?token=abc");
    expect([short.status, short.body.message]).toEqual([404, T.feedNotFound]);
    const missing = await anonymous(ctx).get("/api/event-feed.ics");
    expect(missing.status).toBe(400);
    // The feed reads the link, never the session: a signed-in potter without a link gets nothing either.
    expect((await bob.client.get(`/api/event-feed.ics?token=${"B".repeat(43)}`)).status).toBe(404);
  });

  it("counts wrong links per address and a working link per link, with Retry-After", async () => {
    const from = (ip: string) => anonymous(ctx, { "x-forwarded-for": ip });
    for (let i = 0; i < RATE_LIMITS.eventFeedMissesPerIp.max; i++) {
      expect((await from("203.0.113.7").get(`/api/event-feed.ics?token=guess${i}`)).status).toBe(404);
    }
    const limited = await from("203.0.113.7").get("/api/event-feed.ics?token=guess-more");
    expect([limited.status, limited.body.message]).toEqual([429, GENERIC_MESSAGES.tooManyAttempts]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back by it.
    const carol = await signUp(ctx);
    const feed = await ok(carol.client.post("/api/event-feed"));
    expect((await from("203.0.113.8").get(pathOf(feed.url))).status).toBe(200);
    // A working link read far more often than a calendar polls: 429, whatever address asks.
    for (let i = 1; i < RATE_LIMITS.eventFeedPerLink.max; i++) {
      expect((await from(`198.51.100.${i}`).get(pathOf(feed.url))).status).toBe(200);
    }
    expect((await from("198.51.100.200").get(pathOf(feed.url))).status).toBe(429);
    // The window passes: it answers again.
    ctx.clock.advance(RATE_LIMITS.eventFeedPerLink.windowMs + 1000);
    expect((await from("198.51.100.201").get(pathOf(feed.url))).status).toBe(200);
  });

  it("answers 404 once the potter's trial has ended without a plan, as their other records are closed", async () => {
    const dana = await signUp(ctx);
    const feed = await ok(dana.client.post("/api/event-feed"));
    expect((await anonymous(ctx).get(pathOf(feed.url))).status).toBe(200);
    ctx.clock.advance(400 * 24 * 60 * 60 * 1000);
    const closed = await anonymous(ctx).get(pathOf(feed.url));
    expect([closed.status, closed.body.message]).toEqual([404, T.feedNotFound]);
  });
});
