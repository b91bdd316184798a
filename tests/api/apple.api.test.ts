import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { users } from "../../server/db/schema";
import { anonymous, signUp } from "../helpers/client";
import { makeAppleTestChain, notificationPayload, transactionPayload, type AppleTestChain } from "../helpers/apple-certs";
import { createTestContext, type TestContext } from "../helpers/test-app";

const MONTHLY = "app.claybook.plus.monthly";
let chain: AppleTestChain;
let forged: AppleTestChain;
let ctx: TestContext;
let production: TestContext;

beforeAll(async () => {
  chain = makeAppleTestChain();
  forged = makeAppleTestChain("Forger");
  ctx = await createTestContext({
    env: { APPLE_BUNDLE_ID: "app.claybook", APPLE_ENVIRONMENT: "Sandbox", APPLE_ROOT_CERTS_DIR: chain.rootDir },
  });
  // Production configuration: Apple's real root (no APPLE_ROOT_CERTS_DIR), the Production environment.
  production = await createTestContext({ env: { APPLE_BUNDLE_ID: "app.claybook", APPLE_ENVIRONMENT: "Production", APPLE_APP_ID: "1234567890" } });
});
afterAll(async () => {
  await ctx.close();
  await production.close();
});

let counter = 0;
const nextTxId = () => `2000000${Date.now() % 100000}${(counter += 1)}`;
const userRow = async (c: TestContext, id: number) => (await c.db.select().from(users).where(eq(users.id, id)))[0]!;

function purchase(signer: AppleTestChain, fields: Partial<Parameters<typeof transactionPayload>[0]> = {}) {
  const transactionId = fields.transactionId ?? nextTxId();
  const productId = fields.productId ?? MONTHLY;
  return { productId, transactionId, receiptData: signer.signJws(transactionPayload({ transactionId, productId, ...fields })) };
}

describe("Apple purchase (product.md#r17)", () => {
  it("verifies a signed transaction and makes the user Plus with provider apple", async () => {
    const { client, user } = await signUp(ctx);
    const body = purchase(chain);
    const res = await client.post("/api/apple-purchase-complete", body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, subscriptionTier: "plus" });
    const row = await userRow(ctx, user.id);
    expect(row).toMatchObject({ subscriptionTier: "plus", paymentProvider: "apple", appleTransactionId: body.transactionId });
    expect((await client.get("/api/user")).body.paymentProvider).toBe("apple");

    // Sent again by the same user (an app retry): harmless. By another user: refused.
    expect((await client.post("/api/apple-purchase-complete", body)).status).toBe(200);
    const thief = await signUp(ctx);
    const stolen = await thief.client.post("/api/apple-purchase-complete", body);
    expect(stolen.status).toBe(409);
    expect((await userRow(ctx, thief.user.id)).subscriptionTier).toBe("free");
  });

  it("refuses a wrong bundle id, a wrong environment and a forged certificate chain", async () => {
    const { client, user } = await signUp(ctx);
    const cases = [
      purchase(chain, { bundleId: "com.someone.else" }),
      purchase(chain, { environment: "Production" }),
      purchase(forged),
    ];
    for (const body of cases) {
      const res = await client.post("/api/apple-purchase-complete", body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The App Store purchase could not be verified");
    }
    // A JWS whose body was edited after signing.
    const good = purchase(chain);
    const [h, , s] = good.receiptData.split(".");
    const edited = Buffer.from(JSON.stringify(transactionPayload({ transactionId: good.transactionId, productId: "app.claybook.plus.annual" }))).toString("base64url");
    expect((await client.post("/api/apple-purchase-complete", { ...good, productId: "app.claybook.plus.annual", receiptData: `${h}.${edited}.${s}` })).status).toBe(400);
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("free");
  });

  it("refuses a mismatched transaction id, an unknown product and an expired or revoked transaction", async () => {
    const { client, user } = await signUp(ctx);
    const body = purchase(chain);
    expect((await client.post("/api/apple-purchase-complete", { ...body, transactionId: "999" })).status).toBe(400);
    expect((await client.post("/api/apple-purchase-complete", { ...body, productId: "com.other.product" })).status).toBe(400);
    const expired = await client.post("/api/apple-purchase-complete", purchase(chain, { expiresDate: Date.now() - 1000 }));
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("This App Store subscription has expired");
    expect((await client.post("/api/apple-purchase-complete", purchase(chain, { revocationDate: Date.now() - 1000 }))).status).toBe(400);
    expect((await client.post("/api/apple-purchase-complete", { productId: MONTHLY })).status).toBe(400);
    expect((await anonymous(ctx).post("/api/apple-purchase-complete", body)).status).toBe(401);
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("free");
  });

  it("refuses the throwaway chain in production configuration (Apple's real roots)", async () => {
    const { client, user } = await signUp(production);
    const res = await client.post("/api/apple-purchase-complete", purchase(chain, { environment: "Production" }));
    expect(res.status).toBe(400);
    expect((await userRow(production, user.id)).subscriptionTier).toBe("free");
    const note = chain.signJws(
      notificationPayload("SUBSCRIBED", chain.signJws(transactionPayload({ transactionId: nextTxId(), productId: MONTHLY, environment: "Production" })), {
        environment: "Production",
        appAppleId: 1234567890,
      }),
    );
    expect((await anonymous(production).post("/api/apple/notifications", { signedPayload: note })).status).toBe(400);
  });

  it("answers 503 when Apple is not configured", async () => {
    const bare = await createTestContext();
    try {
      const { client } = await signUp(bare);
      expect((await client.post("/api/apple-purchase-complete", purchase(chain))).status).toBe(503);
    } finally {
      await bare.close();
    }
  });
});

describe("App Store Server Notifications v2 (product.md#r17)", () => {
  async function subscribedPotter() {
    const potter = await signUp(ctx);
    const body = purchase(chain);
    expect((await potter.client.post("/api/apple-purchase-complete", body)).status).toBe(200);
    return { ...potter, original: body.transactionId };
  }

  const send = (payload: object) => anonymous(ctx).post("/api/apple/notifications", { signedPayload: chain.signJws(payload) });
  const txFor = (original: string) =>
    chain.signJws(transactionPayload({ transactionId: nextTxId(), originalTransactionId: original, productId: MONTHLY }));

  it("keeps the tier current: EXPIRED, SUBSCRIBED, REFUND, DID_RENEW, REVOKE", async () => {
    const { user, original } = await subscribedPotter();
    const steps: [string, string][] = [
      ["EXPIRED", "free"],
      ["SUBSCRIBED", "plus"],
      ["REFUND", "free"],
      ["DID_RENEW", "plus"],
      ["REVOKE", "free"],
    ];
    for (const [type, tier] of steps) {
      const res = await send(notificationPayload(type, txFor(original)));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true, duplicate: false });
      expect((await userRow(ctx, user.id)).subscriptionTier).toBe(tier);
    }
  });

  it("applies the same notification once (notificationUUID)", async () => {
    const { user, original } = await subscribedPotter();
    const expired = notificationPayload("EXPIRED", txFor(original));
    expect((await send(expired)).body.duplicate).toBe(false);
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("free");
    await send(notificationPayload("DID_RENEW", txFor(original)));
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("plus");
    // Apple redelivers the old EXPIRED: nothing changes.
    const again = await send(expired);
    expect(again.status).toBe(200);
    expect(again.body.duplicate).toBe(true);
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("plus");
  });

  it("refuses a forged, wrong-bundle or malformed notification", async () => {
    const { user, original } = await subscribedPotter();
    const forgedNote = forged.signJws(notificationPayload("EXPIRED", txFor(original)));
    expect((await anonymous(ctx).post("/api/apple/notifications", { signedPayload: forgedNote })).status).toBe(400);
    expect((await send(notificationPayload("EXPIRED", txFor(original), { bundleId: "com.other" }))).status).toBe(400);
    expect((await anonymous(ctx).post("/api/apple/notifications", { signedPayload: "not.a.jws" })).status).toBe(400);
    expect((await anonymous(ctx).post("/api/apple/notifications", {})).status).toBe(400);
    expect((await userRow(ctx, user.id)).subscriptionTier).toBe("plus");
  });
});

describe("settings (product.md#r17)", () => {
  it("never allows the library's unsigned test environments outside tests", () => {
    const base = { DATA_DIR: ctx.dataDir, APPLE_BUNDLE_ID: "app.claybook" };
    for (const environment of ["Xcode", "LocalTesting"]) {
      expect(() => loadConfig({ ...base, NODE_ENV: "development", APPLE_ENVIRONMENT: environment }, { readDotEnv: false })).toThrow(
        /Production or Sandbox/,
      );
    }
    expect(() => loadConfig({ ...base, NODE_ENV: "development", APPLE_ENVIRONMENT: "Staging" }, { readDotEnv: false })).toThrow();
    expect(() => loadConfig({ ...base, NODE_ENV: "development", APPLE_ENVIRONMENT: "Production" }, { readDotEnv: false })).toThrow(/APPLE_APP_ID/);
    expect(loadConfig({ ...base, NODE_ENV: "development", APPLE_ENVIRONMENT: "Sandbox" }, { readDotEnv: false }).apple?.environment).toBe("Sandbox");
  });
});
