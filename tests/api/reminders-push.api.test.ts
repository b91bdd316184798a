/**
 * Reminders by web push (docs/decisions/0138-web-push.md): subscriptions (https endpoint, at most 2 KB, else 400), the
 * VAPID key, and delivery through a local fake push service that checks the VAPID JWT and decrypts the payload with
 * http_ece. Once per piece and stage, as the e-mail; an expired (410) subscription is removed. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { pushSubscriptions } from "../../server/db/schema";
import { createWebPushSender, vapidKeys } from "../../server/push/push-sender";
import { deliverDueReminders } from "../../server/services/reminders/reminders-delivery";
import { signUp, type SignedInUser } from "../helpers/client";
import { startFakePushService, type FakePushService } from "../helpers/fake-push-service";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let service: FakePushService;
let potter: SignedInUser;

beforeAll(async () => {
  // The fake push service listens on 127.0.0.1: the test-only setting adds that host to the known push services and
  // lets the sender reach it on loopback (honoured only with NODE_ENV=test and CLAYBOOK_TEST_HOOKS=1). Every other
  // check, the address guard's included, runs as in production; tests/api/push-endpoints.api.test.ts runs without it.
  ctx = await createTestContext({ env: { CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_PUSH_HOST: "127.0.0.1" } });
  const vapid = vapidKeys(ctx.config);
  service = await startFakePushService(vapid.publicKey);
  // The app's push adapter, trusting the fake service's certificate; everything else is the real sender.
  ctx.deps.push = createWebPushSender(vapid, { ca: service.ca, testHosts: ctx.config.pushTestHosts });
  ctx.clock.set("2026-06-01T00:00:00Z");
  potter = await signUp(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await service?.close();
});

describe("push subscriptions", () => {
  it("answers the server's VAPID key, generated once into DATA_DIR", async () => {
    const res = await potter.client.get("/api/push-subscriptions/key");
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(existsSync(path.join(ctx.dataDir, "secrets", "vapid.json"))).toBe(true);
    expect(vapidKeys(ctx.config).publicKey).toBe(res.body.publicKey);
  });

  it.each([
    [{ endpoint: "http://push.example.com/x", keys: { p256dh: "abc", auth: "def" } }, REMINDER_TEXTS.pushEndpointHttps],
    [{ endpoint: "not a url", keys: { p256dh: "abc", auth: "def" } }, REMINDER_TEXTS.pushEndpointHttps],
    [{ endpoint: `https://push.example.com/${"x".repeat(2100)}`, keys: { p256dh: "abc", auth: "def" } }, REMINDER_TEXTS.pushTooLarge],
    [{ endpoint: "https://push.example.com/x", keys: { p256dh: "a".repeat(1500), auth: "b".repeat(600) } }, REMINDER_TEXTS.pushTooLarge],
    [{ endpoint: "https://push.example.com/x" }, REMINDER_TEXTS.pushKeysRequired],
  ])("refuses %# with 400 and stores nothing", async (body, message) => {
    const res = await potter.client.post("/api/push-subscriptions", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, potter.user.id))).toEqual([]);
  });

  it("saves a subscription once per endpoint and removes it", async () => {
    const browser = service.subscriber("removable");
    expect((await potter.client.post("/api/push-subscriptions", browser)).status).toBe(201);
    expect((await potter.client.post("/api/push-subscriptions", browser)).status).toBe(201);
    const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toHaveLength(1);
    const other = await signUp(ctx);
    // Another potter cannot remove it.
    expect((await other.client.request("DELETE", "/api/push-subscriptions", { endpoint: browser.endpoint })).status).toBe(200);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toHaveLength(1);
    const res = await potter.client.request("DELETE", "/api/push-subscriptions", { endpoint: browser.endpoint });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REMINDER_TEXTS.pushRemoved);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint))).toEqual([]);
  });
});

describe("delivery by web push", () => {
  it("pushes once per piece and stage, VAPID-signed and encrypted; a 410 subscription is removed", async () => {
    const phone = service.subscriber("phone");
    const oldLaptop = service.subscriber("old-laptop", { gone: true });
    // Its push service answers with a redirect: the server does not follow it anywhere.
    const tablet = service.subscriber("tablet", { moved: true });
    expect((await potter.client.post("/api/push-subscriptions", phone)).status).toBe(201);
    expect((await potter.client.post("/api/push-subscriptions", oldLaptop)).status).toBe(201);
    expect((await potter.client.post("/api/push-subscriptions", tablet)).status).toBe(201);
    ctx.clock.set("2026-06-01T10:00:00Z");
    expect((await potter.client.patch("/api/reminder-settings", { channels: { push: true }, dailyTime: "08:00", timeZone: "UTC" })).status).toBe(200);
    const piece = await potter.client.post("/api/pieces", {
      name: "Tall vase",
      type: "wheel",
      clayBody: "Stoneware",
      stages: [{ stage: "Formed", date: "2026-05-29T08:00:00Z", location: "Shelf" }],
    });
    expect(piece.status).toBe(201);

    ctx.clock.set("2026-06-02T08:00:00Z");
    await deliverDueReminders(ctx.deps);
    expect(service.refused).toEqual([]);
    expect(service.received).toEqual([
      {
        endpoint: phone.endpoint,
        ttl: "86400",
        payload: {
          title: "Claybook: 1 piece needs you today",
          body: "Tall vase: Formed for 4 days (to trim)",
          url: "/today",
          tag: "claybook-reminders",
        },
      },
    ]);
    // The laptop's push service said 410: its subscription is gone; the phone's stays, and the tablet's (a redirect is
    // a failure, not an answer to follow: nothing reached /push/tablet, which the fake would have refused).
    const left = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, potter.user.id));
    expect(left.map((s) => s.endpoint).sort()).toEqual([phone.endpoint, tablet.endpoint].sort());

    // The next days: no second push for the same piece and stage.
    ctx.clock.set("2026-06-03T08:00:00Z");
    await deliverDueReminders(ctx.deps);
    expect(service.received).toHaveLength(1);
  });
});
