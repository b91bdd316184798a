/**
 * The year's numbers through the API (product.md#r273): revenue, cost of goods and margin exact to the cent over many
 * sales (a float sum of 0.10s would drift), by channel, venue, form and month, best sellers, longest unsold, returns
 * taken off; the tax year's CSV with spreadsheet-safe cells and its totals. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}
const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}`;

// 90 sales: mugs at 0.10 (the float trap), bowls at 19.99, vases at 33.33 with a 1.00 discount; one vase returned.
const expected = { revenue: 0, cost: 0, pieces: 0, byChannel: new Map<string, number>(), byMonth: new Map<string, number>() };
let returnedSaleId = 0;
let returnedPiece = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-12-31T12:00:00Z");
  potter = await signUp(ctx);
  const c = potter.client;
  // Every piece costs its clay: 1 lb of Stoneware at $10.00 per 10 lb bag = $1.00.
  await ok(c.post("/api/clay-prices", { clayBody: "Stoneware", bagPrice: "10.00", bagWeight: 10, weightUnit: "lb" }));
  const forms = [
    { form: "mug", price: 10, discount: 0, channel: "market", venue: "Saturday Market" },
    { form: "bowl", price: 1999, discount: 0, channel: "online", venue: null },
    { form: "vase", price: 3333, discount: 100, channel: "fair", venue: "=cmd|' /C calc'!A0" },
  ];
  for (let i = 0; i < 90; i++) {
    const f = forms[i % 3]!;
    const month = String((i % 12) + 1).padStart(2, "0");
    const date = `2026-${month}-1${i % 9}`;
    const piece = await ok(c.post("/api/pieces", { name: `Blue ${f.form} ${i}`, type: "wheel", clayBody: "Stoneware", clayWeight: 1 }));
    const sale = await ok(
      c.post("/api/sales", { date, channel: f.channel, venue: f.venue, items: [{ pieceId: piece.id, price: cents(f.price) }], discount: f.discount ? cents(f.discount) : undefined, fee: "0.30" }),
    );
    if (i === 2) {
      returnedSaleId = sale.id;
      returnedPiece = piece.id;
      continue;
    }
    const net = f.price - f.discount;
    expected.revenue += net;
    expected.cost += 100;
    expected.pieces += 1;
    expected.byChannel.set(f.channel, (expected.byChannel.get(f.channel) ?? 0) + net);
    expected.byMonth.set(`2026-${month}`, (expected.byMonth.get(`2026-${month}`) ?? 0) + net);
  }
  await ok(c.post(`/api/sales/${returnedSaleId}/returns`, { pieceIds: [returnedPiece], reason: "Chipped" }));
  // One sale outside the year, and two finished pieces still for sale.
  const old = await ok(c.post("/api/pieces", { name: "Old mug", type: "wheel", clayBody: "Stoneware" }));
  await ok(c.post("/api/sales", { date: "2025-12-31", channel: "online", items: [{ pieceId: old.id, price: "99.00" }] }));
}, 300_000);
afterAll(async () => {
  await ctx.close();
});

describe("the sales report", () => {
  it("sums revenue, cost of goods and margin exactly, returns taken off", async () => {
    const report = await ok(potter.client.get("/api/reports/sales?from=2026-01-01&to=2026-12-31"), 200);
    expect(report).toMatchObject({
      currency: "USD",
      revenue: cents(expected.revenue),
      costOfGoods: cents(expected.cost),
      margin: cents(expected.revenue - expected.cost),
      fees: "27.00",
      sales: 90,
      piecesSold: 89,
    });
    expect(report.revenue).toBe("1540.27");
    expect(Object.fromEntries(report.byChannel.map((l: any) => [l.key, l.revenue]))).toEqual(Object.fromEntries([...expected.byChannel].map(([k, v]) => [k, cents(v)])));
    expect(report.byMonth.map((l: any) => [l.key, l.revenue])).toEqual([...expected.byMonth].sort().map(([k, v]) => [k, cents(v)]));
    expect(report.byVenue.map((l: any) => l.key).sort()).toEqual(["", "=cmd|' /C calc'!A0", "Saturday Market"]);
    expect(report.byForm.find((l: any) => l.key === "Vase")).toMatchObject({ pieces: 29, revenue: cents(29 * 3233), costOfGoods: "29.00" });
    expect(report.bestSellers.map((l: any) => l.key)).toEqual(["Bowl", "Mug", "Vase"]);
  });

  it("reads a range of calendar days and refuses a backwards one", async () => {
    const all = await ok(potter.client.get("/api/reports/sales"), 200);
    expect(all.revenue).toBe(cents(expected.revenue + 9900));
    const march = await ok(potter.client.get("/api/reports/sales?from=2026-03-01&to=2026-03-31"), 200);
    expect(march.revenue).toBe(cents(expected.byMonth.get("2026-03")!));
    const bad = await potter.client.get("/api/reports/sales?from=2026-03-31&to=2026-03-01");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(T.rangeInvalid);
  });

  it("lists what sits unsold longest: finished and available, oldest first", async () => {
    const c = potter.client;
    ctx.clock.set("2026-06-01T12:00:00Z");
    const first = await ok(c.post("/api/pieces", { name: "Waiting jug", type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Finished", location: "Shelf" }] }));
    ctx.clock.set("2026-09-01T12:00:00Z");
    await ok(c.post("/api/pieces", { name: "Newer jug", type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Finished", location: "Shelf" }] }));
    ctx.clock.set("2026-12-31T12:00:00Z");
    const report = await ok(c.get("/api/reports/sales?from=2026-01-01&to=2026-12-31"), 200);
    expect(report.longestUnsold.map((p: any) => p.name).slice(0, 2)).toEqual(["Waiting jug", "Newer jug"]);
    expect(report.longestUnsold[0]).toMatchObject({ pieceId: first.id, days: 213 });
  });
});

describe("the tax year's CSV", () => {
  it("has a row per piece sold, returns marked, totals at the end, and spreadsheet-safe cells", async () => {
    const res = await potter.client.get("/api/reports/sales.csv?year=2026");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="claybook-sales-2026.csv"');
    const lines = res.text.replace(/^\uFEFF/, "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(T.csvHeader.join(","));
    expect(lines.filter((l) => l.includes(",yes,"))).toHaveLength(1);
    expect(res.text).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(res.text).not.toContain("2025-12-31");
    expect(lines.find((l) => l.startsWith(T.csvTotals))).toBe(`${T.csvTotals},,,,,,,${cents(expected.revenue)},,,${cents(expected.cost)},USD`);
    expect(lines.find((l) => l.startsWith(T.csvFees))).toBe(`${T.csvFees},,,,,,,27.00,,,,USD`);
    const bad = await potter.client.get("/api/reports/sales.csv?year=26");
    expect(bad.status).toBe(400);
    expect(bad.body.errors.year).toBe(T.yearInvalid);
  });
});
