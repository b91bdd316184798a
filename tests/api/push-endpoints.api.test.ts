/**
 * Which push endpoints the server takes, and who holds one (docs/decisions/0180-push-endpoints-and-outbound-guard.md,
 * docs/decisions/0181-push-endpoint-takeover.md). Configured as in production (no test push host): only https
 * addresses of the known Web Push services are saved; loopback, private, link-local and unique-local addresses, and
 * every other host, answer 400 and nothing is stored. An endpoint another potter holds is never moved by a subscribe
 * call unless the same keys prove it is the same browser, and the answer does not tell. Runs on PGlite, and on
 * PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { pushSubscriptions } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const keys = (seed: string) => ({ p256dh: `BP${seed}`.padEnd(87, "k"), auth: `${seed}`.padEnd(22, "a") });
const stored = (endpoint: string) => ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe("push endpoints", () => {
  it.each([
    "https://127.0.0.1/push/x",
    "https://127.1.2.3:8443/push/x",
    "https://localhost/push/x",
    "https://10.0.0.8/push/x",
    "https://172.16.4.2/push/x",
    "https://172.31.255.1/push/x",
    "https://192.168.1.20/push/x",
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/push/x",
    "https://[fc00::1]/push/x",
    "https://[fd12:3456:789a::1]/push/x",
    "https://[::ffff:127.0.0.1]/push/x",
    "https://0.0.0.0/push/x",
    "https://push.example.com/x",
    "https://fcm.googleapis.com.attacker.test/fcm/send/x",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "https://user:pw@fcm.googleapis.com/fcm/send/x",
    "https://notify.windows.com/w/?token=x",
    "https://evil.test/.notify.windows.com/w",
  ])("refuses %s with 400 and a clear message, storing nothing", async (endpoint) => {
    const res = await potter.client.post("/api/push-subscriptions", { endpoint, keys: keys("x") });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: REMINDER_TEXTS.pushServiceUnknown,
      code: "INVALID_INPUT",
      errors: { endpoint: REMINDER_TEXTS.pushServiceUnknown },
    });
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, potter.user.id))).toEqual([]);
  });

  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdC10b2tlbg:APA91bH-example",
    "https://fcm.googleapis.com/wp/dGVzdC10b2tlbg",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample",
    "https://push.services.mozilla.com/wpush/v1/gAAAAABexample",
    "https://web.push.apple.com/QGSexampleToken",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAABexample",
  ])("accepts %s", async (endpoint) => {
    const res = await potter.client.post("/api/push-subscriptions", { endpoint, expirationTime: null, keys: keys("ok") });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(REMINDER_TEXTS.pushSaved);
    expect((await stored(endpoint)).map((s) => s.userId)).toEqual([potter.user.id]);
  });
});

describe("an endpoint another potter holds", () => {
  it("is not moved by a subscribe with other keys, and the answer is the same as a save", async () => {
    const owner = await signUp(ctx);
    const taker = await signUp(ctx);
    const endpoint = "https://fcm.googleapis.com/fcm/send/owner-browser";
    const mine = await owner.client.post("/api/push-subscriptions", { endpoint, keys: keys("owner") });
    const theirs = await taker.client.post("/api/push-subscriptions", { endpoint, keys: keys("taker") });
    // The same status and body as a save: nothing says someone else holds it.
    expect(theirs.status).toBe(mine.status);
    expect(theirs.body).toEqual(mine.body);
    const [row] = await stored(endpoint);
    expect(row).toMatchObject({ userId: owner.user.id, p256dh: keys("owner").p256dh, auth: keys("owner").auth });
    expect(await stored(endpoint)).toHaveLength(1);
    // The owner's own sign-out removal still works, and the taker's cannot remove it.
    expect((await taker.client.request("DELETE", "/api/push-subscriptions", { endpoint })).status).toBe(200);
    expect(await stored(endpoint)).toHaveLength(1);
  });

  it("moves to the new potter when the browser proves it with the same keys (one browser, another sign-in)", async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const endpoint = "https://updates.push.services.mozilla.com/wpush/v2/shared-laptop";
    expect((await first.client.post("/api/push-subscriptions", { endpoint, keys: keys("laptop") })).status).toBe(201);
    expect((await second.client.post("/api/push-subscriptions", { endpoint, keys: keys("laptop") })).status).toBe(201);
    expect((await stored(endpoint)).map((s) => s.userId)).toEqual([second.user.id]);
  });

  it("is free for anyone once its holder removed it (that browser's sign-out)", async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const endpoint = "https://web.push.apple.com/signed-out-browser";
    expect((await first.client.post("/api/push-subscriptions", { endpoint, keys: keys("old") })).status).toBe(201);
    expect((await first.client.request("DELETE", "/api/push-subscriptions", { endpoint })).status).toBe(200);
    expect((await second.client.post("/api/push-subscriptions", { endpoint, keys: keys("new") })).status).toBe(201);
    expect(await stored(endpoint)).toEqual([expect.objectContaining({ userId: second.user.id, p256dh: keys("new").p256dh })]);
  });
});
