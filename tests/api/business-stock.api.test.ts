/**
 * Glaze materials bought and used, and the markup of a suggested price, through the API (product.md#r291–r293): each
 * purchase moves its material's rolling average price exactly, however many; a mix log uses each material's share of
 * its batch, to the milligram, and deleting it gives the stock back; a material below its reorder level is on the
 * shopping list with what to buy; a recipe's batch cost takes the rolling average before the price. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKUP_INVALID } from "../../contract/business/markup";
import { STOCK_TEXTS as S } from "../../contract/business/stock-texts";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { materialPurchases, materialUsages } from "../../server/db/schema";
import { signUp, type TestClient } from "../helpers/client";
import { exportOf, runImport } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** One of each unit in grams × 10^15, as the server counts weights. */
const UNIT = { g: 10n ** 15n, kg: 10n ** 18n, oz: 28_349_523_125n * 10n ** 6n, lb: 453_592_370_000n * 10n ** 6n } as const;
type Unit = keyof typeof UNIT;
const halfUp = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const cents = (minor: bigint | number) => {
  const m = BigInt(minor);
  return `${m / 100n}.${String(m % 100n).padStart(2, "0")}`;
};

const stockOf = async (c: TestClient, materialId: string | number) =>
  (await ok(c.get("/api/material-stock"), 200)).data.find((s: any) => s.materialId === materialId);

async function recipe(c: TestClient, name: string, lines: { materialId: string | number; amount: number; addition?: boolean }[]) {
  return ok(c.post("/api/recipes", { name, kind: "glaze", lines }));
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe("purchases and the rolling average", () => {
  it("keeps the exact sum of many purchases in every unit: the stock's worth is what was paid, to the cent", async () => {
    const { client: c, user } = await signUp(ctx);
    await ok(c.put("/api/reorder-levels", { materialId: "default:silica", level: 1, unit: "kg" }), 200);
    const units: Unit[] = ["g", "kg", "lb", "oz"];
    let paid = 0n;
    let weight = 0n;
    for (let i = 1; i <= 40; i++) {
      const unit = units[i % 4]!;
      const quantity = unit === "g" ? 250 * i + 0.5 : i + 0.125;
      const minor = (i * 1237) % 9000 + 101;
      paid += BigInt(minor);
      weight += (BigInt(Math.round(quantity * 1000)) * UNIT[unit]) / 1000n;
      const day = `2026-10-${String((i % 28) + 1).padStart(2, "0")}`;
      await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: day, quantity, unit, total: cents(minor), supplier: `Supplier ${i % 3}` }));
    }
    const stock = await stockOf(c, "default:silica");
    expect(stock).toMatchObject({
      materialName: "Silica",
      unit: "kg",
      purchaseCount: 40,
      mixCount: 0,
      used: 0,
      // With nothing used, the rolling average is what was paid over what was bought, and the stock is worth it all.
      value: cents(paid),
      averagePrice: cents(halfUp(paid * UNIT.kg, weight)),
      purchased: Number(halfUp(weight * 1000n, UNIT.kg)) / 1000,
      onHand: Number(halfUp(weight * 1000n, UNIT.kg)) / 1000,
      level: 1,
      below: false,
      toBuy: null,
    });
    const list = await ok(c.get("/api/material-purchases"), 200);
    expect(list.data).toHaveLength(40);
    expect(list.data.reduce((sum: bigint, p: any) => sum + BigInt(p.total.replace(".", "")), 0n)).toBe(paid);
    expect(list.data[0].date >= list.data[39].date).toBe(true);
    // Stored as typed: each total in minor units, their sum the same exact number.
    const rows = await ctx.db.select().from(materialPurchases).where(eq(materialPurchases.userId, user.id));
    expect(rows.reduce((sum, r) => sum + BigInt(r.totalMinor), 0n)).toBe(paid);
  });

  it("moves the average by each purchase, lowers stock by a mix log on its day, and gives it back when the log is deleted", async () => {
    const { client: c } = await signUp(ctx);
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-01", quantity: 10, unit: "kg", total: "20.00", supplier: "Clay Co" }));
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-03", quantity: 10, unit: "kg", total: "30.00", supplier: "Big Mud" }));
    expect(await stockOf(c, "default:silica")).toMatchObject({ onHand: 20, averagePrice: "2.50", value: "50.00" });

    // Logged after the second purchase, the mix of 4 kg on 2 November counts on its day: 6 kg at $2.00, then 10 kg
    // for $30.00 make 16 kg worth $42.00, $2.625 a kg.
    const wash = await recipe(c, "Silica wash", [{ materialId: "default:silica", amount: 100 }]);
    const mix = await ok(c.post(`/api/recipes/${wash.id}/mixes`, { date: "2026-11-02", batchTotal: 4, batchUnit: "kg" }));
    const used = await stockOf(c, "default:silica");
    expect(used).toEqual({
      materialId: "default:silica",
      materialName: "Silica",
      unit: "kg",
      onHand: 16,
      purchased: 20,
      used: 4,
      purchaseCount: 2,
      mixCount: 1,
      averagePrice: "2.63",
      averagePerGram: "0.0026",
      value: "42.00",
      level: null,
      below: false,
      toBuy: null,
      explanation: "16 kg on hand: 2 purchases, 1 mix log; $2.63 per kg on average",
    });

    const other = await signUp(ctx);
    expect((await other.client.delete(`/api/recipes/${wash.id}/mixes/${mix.id}`)).status).toBe(404);
    const gone = await c.delete(`/api/recipes/${wash.id}/mixes/${mix.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(S.mixDeleted);
    expect(await stockOf(c, "default:silica")).toMatchObject({ onHand: 20, used: 0, mixCount: 0, averagePrice: "2.50", value: "50.00" });
    expect((await ctx.db.select().from(materialUsages).where(eq(materialUsages.mixId, mix.id))).length).toBe(0);
    const again = await c.delete(`/api/recipes/${wash.id}/mixes/${mix.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(S.mixNotFound);
  });

  it("uses each line's share of a batch, additions on top, to the milligram", async () => {
    const { client: c } = await signUp(ctx);
    const leach = await recipe(c, "Leach 4321", [
      { materialId: "default:custer-feldspar", amount: 40 },
      { materialId: "default:silica", amount: 30 },
      { materialId: "default:whiting", amount: 20 },
      { materialId: "default:epk", amount: 10 },
      { materialId: "default:red-iron-oxide", amount: 2, addition: true },
    ]);
    const five = await ok(c.post(`/api/recipes/${leach.id}/mixes`, { date: "2026-11-20", batchTotal: 5, batchUnit: "kg" }));
    const rows = await ctx.db.select().from(materialUsages).where(eq(materialUsages.mixId, five.id)).orderBy(asc(materialUsages.id));
    expect(rows.map((r) => [r.materialId, r.grams])).toEqual([
      ["default:custer-feldspar", "2000.000"],
      ["default:silica", "1500.000"],
      ["default:whiting", "1000.000"],
      ["default:epk", "500.000"],
      ["default:red-iron-oxide", "100.000"],
    ]);
    // A pound in thirds: 151.197456… g and 302.394913… g, each rounded half up once.
    const thirds = await recipe(c, "Thirds", [
      { materialId: "default:whiting", amount: 1 },
      { materialId: "default:epk", amount: 2 },
    ]);
    const pound = await ok(c.post(`/api/recipes/${thirds.id}/mixes`, { date: "2026-11-21", batchTotal: 1, batchUnit: "lb" }));
    const thirdRows = await ctx.db.select().from(materialUsages).where(eq(materialUsages.mixId, pound.id)).orderBy(asc(materialUsages.id));
    expect(thirdRows.map((r) => r.grams)).toEqual(["151.197", "302.395"]);
    // A mix with no batch size uses nothing; a material never bought shows what was used below zero.
    await ok(c.post(`/api/recipes/${leach.id}/mixes`, { date: "2026-11-22" }));
    expect(await stockOf(c, "default:red-iron-oxide")).toMatchObject({
      unit: "g",
      onHand: -100,
      used: 100,
      averagePrice: null,
      value: null,
      explanation: `-100 g on hand: 0 purchases, 1 mix log; ${S.noPurchases}`,
    });
  });

  it("records a retried purchase once with its Idempotency-Key, and refuses what it cannot record", async () => {
    const { client: c } = await signUp(ctx);
    const body = { materialId: "default:whiting", date: "2026-11-05", quantity: 50, unit: "lb", total: "22.40", supplier: "Laguna" };
    const init = { headers: { "Idempotency-Key": "whiting-bag-1" } };
    const first = await c.post("/api/material-purchases", body, init);
    const retry = await c.post("/api/material-purchases", body, init);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(first.body).toMatchObject({ materialName: "Whiting", quantity: 50, unit: "lb", total: "22.40", unitPrice: "0.45", supplier: "Laguna", currency: "USD" });
    expect((await ok(c.get("/api/material-purchases"), 200)).data).toHaveLength(1);

    const bad = await c.post("/api/material-purchases", { ...body, total: "4.505" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.total).toBe(T.amountInvalid("Total paid", 2));
    const none = await c.post("/api/material-purchases", { ...body, quantity: 0 });
    expect(none.status).toBe(400);
    expect(none.body.errors.quantity).toBe(S.quantityInvalid);
    const missing = await c.post("/api/material-purchases", { ...body, materialId: "default:no-such-thing" });
    expect(missing.status).toBe(404);
    expect(missing.body.errors.materialId).toBe(T.materialNotFound);

    const bob = await signUp(ctx);
    expect((await bob.client.delete(`/api/material-purchases/${first.body.id}`)).status).toBe(404);
    expect((await ok(bob.client.get("/api/material-purchases"), 200)).data).toEqual([]);
    expect((await ok(bob.client.get("/api/material-stock"), 200)).data).toEqual([]);
    const removed = await c.delete(`/api/material-purchases/${first.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(S.purchaseDeleted);
    expect((await c.delete(`/api/material-purchases/${first.body.id}`)).body.message).toBe(S.purchaseNotFound);
  });
});

describe("the shopping list", () => {
  it("lists the materials below their level with what to buy and about what it costs, and drops one whose level is cleared", async () => {
    const { client: c } = await signUp(ctx);
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-01", quantity: 10, unit: "kg", total: "20.00", supplier: "Clay Co" }));
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-03", quantity: 10, unit: "kg", total: "30.00", supplier: "Big Mud" }));
    const wash = await recipe(c, "Silica wash", [{ materialId: "default:silica", amount: 100 }]);
    await ok(c.post(`/api/recipes/${wash.id}/mixes`, { date: "2026-11-02", batchTotal: 4, batchUnit: "kg" }));
    expect((await ok(c.get("/api/shopping-list"), 200)).data).toEqual([]);

    const set = await ok(c.put("/api/reorder-levels", { materialId: "default:silica", level: 20, unit: "kg" }), 200);
    expect(set).toMatchObject({ materialId: "default:silica", level: 20, unit: "kg", onHand: 16, below: true, toBuy: 4 });
    await ok(c.put("/api/reorder-levels", { materialId: "default:whiting", level: 2.5, unit: "lb" }), 200);
    // Not below: on hand equals the level.
    await ok(c.post("/api/material-purchases", { materialId: "default:epk", date: "2026-11-04", quantity: 1, unit: "kg", total: "3.00" }));
    await ok(c.put("/api/reorder-levels", { materialId: "default:epk", level: 1000, unit: "g" }), 200);

    const list = await ok(c.get("/api/shopping-list"), 200);
    expect(list).toEqual({
      data: [
        { materialId: "default:silica", materialName: "Silica", unit: "kg", onHand: 16, level: 20, toBuy: 4, estimate: "10.50", lastSupplier: "Big Mud" },
        { materialId: "default:whiting", materialName: "Whiting", unit: "lb", onHand: 0, level: 2.5, toBuy: 2.5, estimate: null, lastSupplier: null },
      ],
      estimate: "10.50",
      currency: "USD",
    });
    const bad = await c.put("/api/reorder-levels", { materialId: "default:silica", level: -1, unit: "kg" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.level).toBe(S.levelInvalid);

    const cleared = await ok(c.put("/api/reorder-levels", { materialId: "default:silica", level: null, unit: "kg" }), 200);
    expect(cleared).toMatchObject({ level: null, below: false, toBuy: null });
    expect((await ok(c.get("/api/shopping-list"), 200)).data.map((i: any) => i.materialName)).toEqual(["Whiting"]);
  });
});

describe("in and out", () => {
  it("brings purchases, what mix logs used and reorder levels back with an import, an own material rewired", async () => {
    const source = await signUp(ctx);
    const c = source.client;
    const spar = await ok(c.post("/api/materials", { name: "Creek spar", analysis: { SiO2: 68, Al2O3: 18, K2O: 10 } }));
    await ok(c.post("/api/material-purchases", { materialId: spar.id, date: "2026-11-01", quantity: 50, unit: "lb", total: "31.25", supplier: "Co-op" }));
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-01", quantity: 10, unit: "kg", total: "20.00" }));
    const glaze = await recipe(c, "Creek glaze", [
      { materialId: spar.id, amount: 60 },
      { materialId: "default:silica", amount: 40 },
    ]);
    await ok(c.post(`/api/recipes/${glaze.id}/mixes`, { date: "2026-11-02", batchTotal: 10, batchUnit: "lb" }));
    await ok(c.put("/api/reorder-levels", { materialId: spar.id, level: 50, unit: "lb" }), 200);
    const stockBefore = await ok(c.get("/api/material-stock"), 200);
    const listBefore = await ok(c.get("/api/shopping-list"), 200);
    expect(listBefore.data.map((i: any) => [i.materialName, i.toBuy])).toEqual([["Creek spar", 6]]);

    const target = await signUp(ctx);
    const { job } = await runImport(target.client, await exportOf(ctx, c));
    expect(job).toMatchObject({ status: "done" });
    expect(job.counts).toMatchObject({ materialPurchases: 2, materialUsages: 2, reorderLevels: 1 });
    expect(job.skipped).toEqual([]);
    const newSpar = (await ok(target.client.get("/api/materials?q=Creek"), 200)).data.find((m: any) => m.name === "Creek spar");
    const rewired = (s: any) => ({ ...s, materialId: s.materialId === spar.id ? "spar" : s.materialId === newSpar.id ? "spar" : s.materialId });
    expect((await ok(target.client.get("/api/material-stock"), 200)).data.map(rewired)).toEqual(stockBefore.data.map(rewired));
    expect((await ok(target.client.get("/api/shopping-list"), 200)).data.map(rewired)).toEqual(listBefore.data.map(rewired));
  });
});

describe("a recipe's batch cost from what was paid", () => {
  it("takes a material's rolling average where it has purchases, its price otherwise", async () => {
    const { client: c } = await signUp(ctx);
    await ok(c.post("/api/material-prices", { materialId: "default:silica", price: "12.50", weight: 25, weightUnit: "lb" }));
    const wash = await recipe(c, "Silica wash", [{ materialId: "default:silica", amount: 100 }]);
    // $12.50 per 11.33980925 kg is $1.10 a kg.
    expect((await ok(c.get(`/api/recipes/${wash.id}/cost`), 200)).perKg).toBe("1.10");
    await ok(c.post("/api/material-purchases", { materialId: "default:silica", date: "2026-11-01", quantity: 10, unit: "kg", total: "30.00" }));
    expect(await ok(c.get(`/api/recipes/${wash.id}/cost`), 200)).toMatchObject({ perKg: "3.00", perLb: "1.36", unpriced: [] });
  });
});

describe("the potter's markup", () => {
  it("suggests the cost × the potter's markup, 2.5 until they set one, and refuses one out of bounds", async () => {
    const { client: c } = await signUp(ctx);
    const mug = await ok(c.post("/api/pieces", { name: "Mug", type: "wheel", clayBody: "B-Mix" }));
    await ok(c.patch(`/api/pieces/${mug.id}/selling`, { otherCosts: [{ description: "Handle clay", amount: "3.33" }] }), 200);
    expect(await ok(c.get(`/api/pieces/${mug.id}/cost`), 200)).toMatchObject({ total: "3.33", suggestedPrice: "8.33", markup: "2.5" });

    expect((await ok(c.patch("/api/user-preferences", { theme: "dark" }), 200)).markup).toBe("2.5");
    expect((await ok(c.patch("/api/user-preferences", { markup: "3.15" }), 200)).markup).toBe("3.15");
    // 3.33 × 3.15 = 10.4895, rounded half up once.
    expect(await ok(c.get(`/api/pieces/${mug.id}/cost`), 200)).toMatchObject({ suggestedPrice: "10.49", markup: "3.15" });
    for (const markup of ["0.5", "21", "2.555", "two"]) {
      const bad = await c.patch("/api/user-preferences", { markup });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.markup).toBe(MARKUP_INVALID);
    }
    expect((await ok(c.get("/api/user-preferences"), 200)).markup).toBe("3.15");
  });
});
