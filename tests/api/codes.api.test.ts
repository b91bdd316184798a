/**
 * Short codes through the API (product.md#r130, product.md#r131): a code for every piece, surface treatment, firing and
 * test tile when it is made, per potter, per year for pieces and firings, never given again after a deletion; the
 * migration's backfill in creation order; GET /api/codes/{code} for the owner only, with case, spaces and dashes
 * ignored; search ranking the code first. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_TEXTS } from "../../contract/codes/texts";
import { codeCounters, pieces } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

const newPiece = (potter: SignedInUser, name: string) =>
  ok(potter.client.post("/api/pieces", { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Shelf" }] }));

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  ctx.clock.reset();
  await ctx.close();
});

describe("short codes", () => {
  it("gives each kind its own sequence per potter, restarts pieces and firings each year, and never gives a code twice", async () => {
    ctx.clock.set("2026-12-30T10:00:00Z");
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const first = await newPiece(alice, "Mug 1");
    const second = await newPiece(alice, "Mug 2");
    expect([first.code, second.code]).toEqual(["26-0001", "26-0002"]);
    expect((await newPiece(bob, "Bob's bowl")).code).toBe("26-0001");

    const celadon = await ok(alice.client.post("/api/glazes", { name: "Celadon", temperature: "Cone 10" }));
    const tenmoku = await ok(alice.client.post("/api/glazes", { name: "Tenmoku" }));
    const combination = await ok(alice.client.post("/api/glaze-combinations", { baseLayerGlazeId: celadon.id, topLayerGlazeId: tenmoku.id }));
    expect([celadon.code, tenmoku.code, combination.code]).toEqual(["S-0001", "S-0002", "S-0003"]);
    const firing = await ok(alice.client.post("/api/firings", { kind: "bisque" }));
    expect(firing.code).toBe("F26-001");
    const tile = await ok(alice.client.post("/api/test-tiles", { glazeId: celadon.id, clayBody: "B-Mix", cone: "Cone 10" }));
    expect(tile.code).toBe("T-0001");

    // The code is in every answer that carries the record.
    expect((await ok(alice.client.get(`/api/pieces/${first.id}`), 200)).code).toBe("26-0001");
    expect((await ok(alice.client.get("/api/pieces?page=1&limit=20"), 200)).data.map((p: any) => p.code)).toEqual(["26-0002", "26-0001"]);
    expect((await ok(alice.client.get(`/api/firings/${firing.id}`), 200)).code).toBe("F26-001");
    expect((await ok(alice.client.get(`/api/glazes/${celadon.id}`), 200)).code).toBe("S-0001");

    // Deleted: its code is not handed out again.
    await ok(alice.client.delete(`/api/pieces/${second.id}`), 200);
    expect((await newPiece(alice, "Mug 3")).code).toBe("26-0003");
    await ok(alice.client.delete(`/api/glazes/${tenmoku.id}`), 200);
    expect((await ok(alice.client.post("/api/glazes", { name: "Shino" }))).code).toBe("S-0004");

    // A new year starts pieces and firings again; surfaces and tiles count on.
    ctx.clock.set("2027-01-02T10:00:00Z");
    expect((await newPiece(alice, "New year jar")).code).toBe("27-0001");
    expect((await ok(alice.client.post("/api/firings", { kind: "glaze" }))).code).toBe("F27-001");
    expect((await ok(alice.client.post("/api/glazes", { name: "Ash" }))).code).toBe("S-0005");
  });

  it("opens the potter's own record by its code, typed any way, and nobody else's", async () => {
    ctx.clock.set("2026-05-01T10:00:00Z");
    const alice = await signUp(ctx);
    const bob = await signUp(ctx);
    const piece = await newPiece(alice, "Lidded jar");
    const glaze = await ok(alice.client.post("/api/glazes", { name: "Celadon" }));
    const firing = await ok(alice.client.post("/api/firings", { kind: "bisque" }));
    const tile = await ok(alice.client.post("/api/test-tiles", { materialName: "Floating Blue", clayBody: "B-Mix", cone: "Cone 6" }));
    for (const typed of ["26-0001", "260001", "26 0001", "26-1", "26%20-%200001"]) {
      expect(await ok(alice.client.get(`/api/codes/${typed}`), 200)).toEqual({ kind: "piece", id: piece.id, code: "26-0001" });
    }
    expect(await ok(alice.client.get("/api/codes/s-0001"), 200)).toEqual({ kind: "surface", id: glaze.id, code: "S-0001" });
    expect(await ok(alice.client.get("/api/codes/F26001"), 200)).toEqual({ kind: "firing", id: firing.id, code: "F26-001" });
    expect(await ok(alice.client.get("/api/codes/t1"), 200)).toEqual({ kind: "tile", id: tile.id, code: "T-0001" });
    for (const other of ["26-0002", "X-1", "hello", "26-0001'--"]) {
      const res = await alice.client.get(`/api/codes/${encodeURIComponent(other)}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(CODE_TEXTS.notFound);
    }
    // Bob has no piece: Alice's code is not his.
    const bobs = await bob.client.get("/api/codes/26-0001");
    expect(bobs.status).toBe(404);
    expect(bobs.body.message).toBe(CODE_TEXTS.notFound);
    const long = await alice.client.get(`/api/codes/${"1".repeat(21)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(CODE_TEXTS.tooLong);
  });

  it("ranks the piece whose code is typed first in search, and says the code matched", async () => {
    ctx.clock.set("2026-06-01T10:00:00Z");
    const alice = await signUp(ctx);
    for (let i = 1; i <= 12; i++) await newPiece(alice, `Bowl ${i}`);
    const found = await ok(alice.client.get("/api/pieces?q=26-0007"), 200);
    expect(found.data.map((p: any) => p.name)).toEqual(["Bowl 7"]);
    expect(found.data[0].matches).toContain("code");
    const prefix = await ok(alice.client.get("/api/pieces?q=26001"), 200);
    expect(prefix.data.map((p: any) => p.code).sort()).toEqual(["26-0010", "26-0011", "26-0012"]);
  });

  it("the migration gives records made before codes their codes in creation order, and the counters go on from there", async () => {
    const alice = await signUp(ctx);
    const made: number[] = [];
    for (const at of ["2025-12-30T10:00:00Z", "2026-01-05T10:00:00Z", "2026-01-03T10:00:00Z"]) {
      ctx.clock.set(at);
      made.push((await newPiece(alice, `Old ${at.slice(0, 10)}`)).id);
    }
    // As before the migration: no codes, no counters.
    await ctx.db.update(pieces).set({ code: null }).where(eq(pieces.userId, alice.user.id));
    await ctx.db.delete(codeCounters).where(eq(codeCounters.userId, alice.user.id));
    const migration = readFileSync(new URL("../../server/db/migrations/0015_short_codes_backfill.sql", import.meta.url), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await ctx.db.execute(sql.raw(statement));
    const codeOf = async (id: number) => (await ctx.db.select({ code: pieces.code }).from(pieces).where(eq(pieces.id, id)))[0]!.code;
    expect([await codeOf(made[0]!), await codeOf(made[1]!), await codeOf(made[2]!)]).toEqual(["25-0001", "26-0002", "26-0001"]);
    ctx.clock.set("2026-02-01T10:00:00Z");
    expect((await newPiece(alice, "After")).code).toBe("26-0003");
  });
});
