/**
 * Exactly-once changes with Idempotency-Key (docs/decisions/0112-idempotency-keys.md): a repeat answers
 * the stored answer and applies nothing, another request with the key is refused, a running key answers 409, keys
 * are per potter and last 24 hours, and a failed call leaves no answer behind. Two app instances on one database
 * share the store; tests/api/idempotency-processes.api.test.ts does the same with two server processes.
 */
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_TEXTS } from "../../contract/common/idempotency";
import { idempotencyKeys, photos, pieces, users } from "../../server/db/schema";
import { idempotencyPurgeJob } from "../../server/jobs/idempotency-purge";
import { claimKey, requestHash, storeAnswer } from "../../server/http/idempotency-store";
import { anonymous, signUp, TEST_PASSWORD, TestClient, type SignedInUser } from "../helpers/client";
import { uploadForm } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const HOUR = 60 * 60 * 1000;
const key = () => crypto.randomUUID();
const withKey = (k: string): RequestInit => ({ headers: { "Idempotency-Key": k } });
const piece = (name = "Bowl") => ({ name, type: "wheel", clayBody: "Stoneware" });

async function piecesOf(owner: SignedInUser): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(pieces).where(eq(pieces.userId, owner.user.id));
  return row!.n;
}

async function storedKeys(owner: SignedInUser): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, owner.user.id));
  return row!.n;
}

describe("a repeat with the same key and request", () => {
  it("answers a create's stored answer and makes no second piece", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const first = await potter.client.post("/api/pieces", piece("Moon jar"), withKey(k));
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await potter.client.post("/api/pieces", piece("Moon jar"), withKey(k));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("content-type")).toMatch(/^application\/json/);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await piecesOf(potter)).toBe(1);
  });

  it("answers a change's stored answer and does not apply it again over a later change", async () => {
    const potter = await signUp(ctx);
    const { body: created } = await potter.client.post("/api/pieces", piece("Bowl"));
    const k = key();
    const first = await potter.client.patch(`/api/pieces/${created.id}`, { name: "Tea bowl" }, withKey(k));
    expect(first.status).toBe(200);
    expect(first.body.name).toBe("Tea bowl");
    expect((await potter.client.patch(`/api/pieces/${created.id}`, { name: "Rice bowl" })).status).toBe(200);

    const again = await potter.client.patch(`/api/pieces/${created.id}`, { name: "Tea bowl" }, withKey(k));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const [row] = await ctx.db.select().from(pieces).where(eq(pieces.id, created.id));
    expect(row!.name).toBe("Rice bowl");
  });

  it("answers a delete's stored answer instead of 404, and deletes nothing else", async () => {
    const potter = await signUp(ctx);
    const { body: doomed } = await potter.client.post("/api/pieces", piece("Cracked"));
    await potter.client.post("/api/pieces", piece("Keeper"));
    const k = key();
    const first = await potter.client.delete(`/api/pieces/${doomed.id}`, withKey(k));
    expect(first.status).toBeLessThan(300);
    const again = await potter.client.delete(`/api/pieces/${doomed.id}`, withKey(k));
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await piecesOf(potter)).toBe(1);
    // A DELETE's body is never read (no DELETE takes one, and the body limit does not cover DELETE): still a replay.
    const withBody = await potter.client.request("DELETE", `/api/pieces/${doomed.id}`, "x".repeat(100_000), withKey(k));
    expect(withBody.headers.get("idempotent-replayed")).toBe("true");
    // Without the key the same delete runs again and finds nothing.
    expect((await potter.client.delete(`/api/pieces/${doomed.id}`)).status).toBe(404);
  });

  it("stores a refusal too: a retry of a refused change gets the same refusal", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const refused = await potter.client.post("/api/pieces", { ...piece(), name: "" }, withKey(k));
    expect(refused.status).toBe(400);
    const again = await potter.client.post("/api/pieces", { ...piece(), name: "" }, withKey(k));
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await piecesOf(potter)).toBe(0);
  });

  it("counts a multipart upload sent again with a new boundary as the same request, and stores one set of photos", async () => {
    const potter = await signUp(ctx);
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#a0522d" } }).jpeg().toBuffer();
    const k = key();
    const first = await potter.client.post("/api/uploads", uploadForm([{ name: "pot.jpg", bytes }]), withKey(k));
    expect(first.status, first.text).toBe(201);
    const again = await potter.client.post("/api/uploads", uploadForm([{ name: "pot.jpg", bytes }]), withKey(k));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id))).toHaveLength(1);

    const other = await potter.client.post("/api/uploads", uploadForm([{ name: "other.jpg", bytes }]), withKey(k));
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ message: IDEMPOTENCY_TEXTS.reused, code: "IDEMPOTENCY_KEY_REUSED" });
  });
});

describe("the same key with another request", () => {
  it("answers 422 for another body, path or method, and applies nothing", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const { body: created } = await potter.client.post("/api/pieces", piece("Vase"), withKey(k));
    const refusal = { message: IDEMPOTENCY_TEXTS.reused, code: "IDEMPOTENCY_KEY_REUSED" };

    const otherBody = await potter.client.post("/api/pieces", piece("Jug"), withKey(k));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual(refusal);
    const otherPath = await potter.client.post("/api/inspirations", { title: "Vase" }, withKey(k));
    expect(otherPath.status).toBe(422);
    expect(otherPath.body).toEqual(refusal);
    const otherMethod = await potter.client.delete(`/api/pieces/${created.id}`, withKey(k));
    expect(otherMethod.status).toBe(422);

    expect(await piecesOf(potter)).toBe(1);
    expect((await potter.client.get(`/api/pieces/${created.id}`)).body.name).toBe("Vase");
  });
});

describe("a key still running", () => {
  it("answers 409 while another request holds the key, and the retry runs once the claim is a minute stale", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const body = JSON.stringify(piece("Platter"));
    // Another server holds the key: its claim is in the database, its answer not yet.
    const claim = await claimKey(ctx.deps, potter.user.id, k, requestHash("POST", "/api/pieces", new TextEncoder().encode(body)));
    expect(claim.kind).toBe("claimed");

    const busy = await potter.client.post("/api/pieces", body, { headers: { "Idempotency-Key": k, "content-type": "application/json" } });
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ message: IDEMPOTENCY_TEXTS.inProgress, code: "IDEMPOTENCY_IN_PROGRESS" });
    expect(busy.headers.get("retry-after")).toBe("1");
    // A different request with the key is still refused as such.
    expect((await potter.client.post("/api/pieces", piece("Other"), withKey(k))).status).toBe(422);
    expect(await piecesOf(potter)).toBe(0);

    // That server died between its change and its answer: after the stale time a retry runs (decision 0112).
    ctx.clock.advance(61_000);
    try {
      const retried = await potter.client.post("/api/pieces", body, { headers: { "Idempotency-Key": k, "content-type": "application/json" } });
      expect(retried.status).toBe(201);
      expect(await piecesOf(potter)).toBe(1);
    } finally {
      ctx.clock.reset();
    }
  });

  it("keeps a stale claim's late answer from overwriting the retry that took it over", async () => {
    const potter = await signUp(ctx);
    const hash = requestHash("POST", "/api/pieces", new TextEncoder().encode("{}"));
    const slow = await claimKey(ctx.deps, potter.user.id, "late", hash);
    ctx.clock.advance(61_000);
    try {
      const retry = await claimKey(ctx.deps, potter.user.id, "late", hash);
      expect(retry.kind).toBe("claimed");
      expect(slow.kind).toBe("claimed");
      if (slow.kind !== "claimed" || retry.kind !== "claimed") return;
      await storeAnswer(ctx.deps, slow, { status: 201, contentType: "application/json", body: '{"from":"slow"}', headers: {} });
      expect((await claimKey(ctx.deps, potter.user.id, "late", hash)).kind).toBe("in-progress");
      await storeAnswer(ctx.deps, retry, { status: 201, contentType: "application/json", body: '{"from":"retry"}', headers: {} });
      const replay = await claimKey(ctx.deps, potter.user.id, "late", hash);
      expect(replay).toMatchObject({ kind: "replay", answer: { status: 201, body: '{"from":"retry"}' } });
    } finally {
      ctx.clock.reset();
    }
  });

  it("never makes two pieces when the same request is sent twice at once", async () => {
    const potter = await signUp(ctx);
    for (let round = 0; round < 5; round++) {
      const k = key();
      const results = await Promise.all([0, 1, 2].map(() => potter.client.post("/api/pieces", piece(`Cup ${round}`), withKey(k))));
      const created = results.filter((r) => r.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      for (const r of results) expect([201, 409]).toContain(r.status);
      for (const r of created) expect(r.body).toEqual(created[0]!.body);
      expect(await piecesOf(potter)).toBe(round + 1);
    }
  });
});

describe("keys per potter, for 24 hours", () => {
  it("keeps another potter's same key independent", async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const k = key();
    const first = await a.client.post("/api/pieces", piece("Mug"), withKey(k));
    const second = await b.client.post("/api/pieces", piece("Mug"), withKey(k));
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    expect(second.body.id).not.toBe(first.body.id);
    // And another body is not a reuse for b: the key is b's own.
    expect((await b.client.post("/api/pieces", piece("Mug"), withKey(k))).body).toEqual(second.body);
    expect(await piecesOf(a)).toBe(1);
    expect(await piecesOf(b)).toBe(1);
  });

  it("treats a key older than 24 hours as new, and the purge job removes it", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const start = Date.now();
    ctx.clock.set(new Date(start));
    try {
      expect((await potter.client.post("/api/pieces", piece("Lidded jar"), withKey(k))).status).toBe(201);
      expect((await potter.client.post("/api/pieces", piece("Old"), withKey("old-key"))).status).toBe(201);
      ctx.clock.set(new Date(start + 23 * HOUR));
      const within = await potter.client.post("/api/pieces", piece("Lidded jar"), withKey(k));
      expect(within.headers.get("idempotent-replayed")).toBe("true");
      await idempotencyPurgeJob.run(ctx.deps);
      expect(await storedKeys(potter)).toBe(2);

      ctx.clock.set(new Date(start + 24 * HOUR + 60_000));
      const after = await potter.client.post("/api/pieces", piece("Lidded jar"), withKey(k));
      expect(after.status).toBe(201);
      expect(after.headers.get("idempotent-replayed")).toBeNull();
      expect(await piecesOf(potter)).toBe(3);

      // The job removes the day-old "old-key"; the key just used again is new and stays.
      await idempotencyPurgeJob.run(ctx.deps);
      const left = await ctx.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, potter.user.id));
      expect(left).toEqual([{ key: k }]);
    } finally {
      ctx.clock.reset();
    }
  });
});

describe("failures leave no answer", () => {
  it("releases the key when the call fails with a server error, so the retry runs", async () => {
    const potter = await signUp(ctx);
    const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const k = key();
    const put = ctx.deps.storage.put;
    ctx.deps.storage.put = async () => {
      throw new Error("disk full");
    };
    try {
      const failed = await potter.client.post("/api/uploads", uploadForm([{ name: "pot.jpg", bytes }]), withKey(k));
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      ctx.deps.storage.put = put;
    }
    expect(await storedKeys(potter)).toBe(0);
    const retried = await potter.client.post("/api/uploads", uploadForm([{ name: "pot.jpg", bytes }]), withKey(k));
    expect(retried.status).toBe(201);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id))).toHaveLength(1);
  });

  it("releases the key when the database fails mid-call", async () => {
    const potter = await signUp(ctx);
    const k = key();
    const transaction = ctx.deps.db.transaction;
    ctx.deps.db.transaction = (async () => {
      throw new Error("connection reset");
    }) as typeof transaction;
    try {
      expect((await potter.client.post("/api/pieces", piece("Bowl"), withKey(k))).status).toBe(500);
    } finally {
      ctx.deps.db.transaction = transaction;
    }
    const [left] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, potter.user.id), eq(idempotencyKeys.key, k)));
    expect(left).toBeUndefined();
    expect((await potter.client.post("/api/pieces", piece("Bowl"), withKey(k))).status).toBe(201);
    expect(await piecesOf(potter)).toBe(1);
  });

  it("does not keep a 402 (trial ended): once the potter subscribes, the same key runs", async () => {
    const potter = await signUp(ctx);
    const k = key();
    await ctx.db.update(users).set({ trialEndDate: new Date(Date.now() - HOUR) }).where(eq(users.id, potter.user.id));
    const ended = await potter.client.post("/api/pieces", piece("Vase"), withKey(k));
    expect(ended.status).toBe(402);
    expect(await storedKeys(potter)).toBe(0);
    await ctx.db.update(users).set({ subscriptionTier: "pro" }).where(eq(users.id, potter.user.id));
    const paid = await potter.client.post("/api/pieces", piece("Vase"), withKey(k));
    expect(paid.status).toBe(201);
    expect(await piecesOf(potter)).toBe(1);
  });
});

describe("without the header, and with a bad one", () => {
  it("behaves as today without the header: each request runs", async () => {
    const potter = await signUp(ctx);
    const one = await potter.client.post("/api/pieces", piece("Plate"));
    const two = await potter.client.post("/api/pieces", piece("Plate"));
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(two.body.id).not.toBe(one.body.id);
    expect(two.headers.get("idempotent-replayed")).toBeNull();
    expect(await piecesOf(potter)).toBe(2);
    expect(await storedKeys(potter)).toBe(0);
  });

  it("refuses a malformed key with 400 and a clear message, storing nothing", async () => {
    const potter = await signUp(ctx);
    for (const bad of ["", "has space", "x".repeat(201), "naïve", "a/b"]) {
      const res = await potter.client.post("/api/pieces", piece(), withKey(bad));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toEqual({
        message: IDEMPOTENCY_TEXTS.badKey,
        code: "INVALID_INPUT",
        errors: { "Idempotency-Key": IDEMPOTENCY_TEXTS.badKey },
      });
    }
    expect(await piecesOf(potter)).toBe(0);
    expect((await potter.client.post("/api/pieces", piece(), withKey("x".repeat(200)))).status).toBe(201);
  });

  it("leaves sign-in calls out: a repeated login with one key signs in again", async () => {
    const potter = await signUp(ctx);
    const k = key();
    for (let i = 0; i < 2; i++) {
      const client = new TestClient(ctx);
      const res = await client.post("/api/login", { email: potter.email, password: TEST_PASSWORD }, withKey(k));
      expect(res.status).toBe(200);
      expect(res.headers.get("idempotent-replayed")).toBeNull();
      expect((await client.get("/api/user")).status).toBe(200);
    }
    expect(await storedKeys(potter)).toBe(0);
  });

  it("deletes the account with a key and keeps nothing of it; the repeat is signed out", async () => {
    const potter = await signUp(ctx);
    const k = key();
    await potter.client.post("/api/pieces", piece("Last"), withKey(key()));
    expect((await potter.client.delete("/api/user", withKey(k))).status).toBe(200);
    expect(await storedKeys(potter)).toBe(0);
    expect((await potter.client.delete("/api/user", withKey(k))).status).toBe(401);
  });

  it("ignores the key on a signed-out change, which is refused as before", async () => {
    const res = await anonymous(ctx).post("/api/pieces", piece(), withKey(key()));
    expect(res.status).toBe(401);
  });
});
