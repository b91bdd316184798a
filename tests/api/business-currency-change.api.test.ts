/**
 * Changing the potter's currency (product.md#r295, docs/decisions/0329-currency-change-keeps-the-numbers.md) through
 * PATCH /api/user-preferences: the same decimals relabel; other decimals answer 409 with what would happen until the
 * potter confirms (keepAmounts), then every amount keeps the number it reads, worked-out ones worked out again; an
 * amount written with cents the new currency cannot hold answers 422 naming it, and a refusal changes nothing. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREFERENCES_TEXTS as T } from "../../contract/preferences/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-20T10:00:00Z");
});
afterAll(async () => {
  await ctx.close();
});

/** What the potter reads of their amounts, in one object. */
async function amounts(p: SignedInUser, ids: { piece: number; sale: number }) {
  const c = p.client;
  const [clay, supplies, selling, sale, events, prefs] = await Promise.all([
    ok(c.get("/api/clay-prices")),
    ok(c.get("/api/supplies")),
    ok(c.get(`/api/pieces/${ids.piece}/selling`)),
    ok(c.get(`/api/sales/${ids.sale}`)),
    ok(c.get("/api/events")),
    ok(c.get("/api/user-preferences")),
  ]);
  return {
    currency: prefs.currency,
    clay: clay.data.map((x: any) => x.bagPrice),
    supplies: supplies.data.map((x: any) => [x.price, x.perPiece]),
    piece: [selling.price, selling.otherCosts.map((o: any) => o.amount)],
    sale: { discount: sale.discount, fee: sale.fee, tax: sale.tax, items: sale.items.map((i: any) => [i.price, i.discount, i.cost]), refunds: sale.returns.map((r: any) => r.refund) },
    boothFee: events.data.map((e: any) => e.boothFee),
  };
}

async function potterWithAmounts() {
  const p = await signUp(ctx);
  const c = p.client;
  // Preferences are made on their first change (decision 0020): USD until the potter chooses.
  await ok(c.patch("/api/user-preferences", { theme: "light" }));
  const piece = async (name: string) => (await ok(c.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix" }), 201)).id as number;
  await ok(c.post("/api/clay-prices", { clayBody: "B-Mix", bagPrice: "28.00", bagWeight: 25, weightUnit: "kg" }), 201);
  const supply = await ok(c.post("/api/supplies", { name: "Gift box", price: "30.00", perPiece: "0.75" }), 201);
  const kept = await piece("Kept jar");
  await ok(c.patch(`/api/pieces/${kept}/selling`, { price: "45.00", otherCosts: [{ description: "Handle wire", amount: "3.00" }] }));
  await ok(c.post("/api/events", { name: "Winter fair", date: "2026-12-05", boothFee: "40.00" }), 201);
  const [a, b, d] = [await piece("Cup A"), await piece("Jug B"), await piece("Cup D")];
  // A 1.00 discount shared by price: 0.25, 0.50, 0.25; each piece costs its 0.75 box.
  const sale = await ok(
    c.post("/api/sales", {
      date: "2026-11-14",
      channel: "fair",
      items: [
        { pieceId: a, price: "10.00" },
        { pieceId: b, price: "20.00" },
        { pieceId: d, price: "10.00" },
      ],
      discount: "1.00",
      fee: "2.00",
      tax: "4.00",
    }),
    201,
  );
  await ok(c.post(`/api/sales/${sale.id}/returns`, { pieceIds: [b], reason: "Chipped" }), 201);
  return { p, ids: { piece: kept, sale: sale.id, supply: supply.id } };
}

describe("changing the currency", () => {
  it("changes at once with no amounts, and relabels them between currencies with the same decimals", async () => {
    const empty = await signUp(ctx);
    expect((await ok(empty.client.patch("/api/user-preferences", { currency: "JPY" }))).currency).toBe("JPY");
    const { p, ids } = await potterWithAmounts();
    const before = await amounts(p, ids);
    expect((await ok(p.client.patch("/api/user-preferences", { currency: "EUR" }))).currency).toBe("EUR");
    expect(await amounts(p, ids)).toEqual({ ...before, currency: "EUR" });
  });

  it("refuses fewer decimals while a written amount has cents, naming it, and changes nothing", async () => {
    const { p, ids } = await potterWithAmounts();
    const before = await amounts(p, ids);
    for (const keepAmounts of [undefined, true]) {
      const res = await p.client.patch("/api/user-preferences", { currency: "JPY", keepAmounts });
      const message = "1 amount has cents that JPY cannot hold (JPY has no decimals), such as $0.75 (a supply's cost per piece). Make them whole amounts first, or keep a currency with 2 decimals.";
      expect([res.status, res.body]).toEqual([422, { message, code: "UNPROCESSABLE", errors: { currency: message } }]);
    }
    expect(await amounts(p, ids)).toEqual(before);
    expect(T.currencyChangeUneven(3, "JPY", "no decimals", "$0.75", "a piece's price", "2 decimals")).toMatch(/^3 amounts have cents/);
  });

  it("asks first, then keeps every amount's number in the new units: $45.00 becomes ¥45", async () => {
    const { p, ids } = await potterWithAmounts();
    await ok(p.client.patch(`/api/supplies/${ids.supply}`, { perPiece: "1.00" }));
    const before = await amounts(p, ids);
    // The sale's answer counts the discount of the pieces kept: 0.25 + 0.25.
    expect(before.sale).toEqual({
      discount: "0.50",
      fee: "2.00",
      tax: "4.00",
      items: [
        ["10.00", "0.25", "0.75"],
        ["20.00", "0.50", "0.75"],
        ["10.00", "0.25", "0.75"],
      ],
      refunds: ["19.50"],
    });
    const asked = await p.client.patch("/api/user-preferences", { currency: "JPY" });
    const message =
      "USD has 2 decimals and JPY has no decimals. Changing rewrites your 15 amounts with the same numbers: $28.00 becomes ¥28. No exchange rate is applied.";
    expect([asked.status, asked.body]).toEqual([409, { message, code: "CONFLICT", errors: { currency: message } }]);
    expect(await amounts(p, ids)).toEqual(before);

    expect((await ok(p.client.patch("/api/user-preferences", { currency: "JPY", keepAmounts: true }))).currency).toBe("JPY");
    expect(await amounts(p, ids)).toEqual({
      currency: "JPY",
      clay: ["28"],
      supplies: [["30", "1"]],
      piece: ["45", ["3"]],
      // The discount shared again over the new prices (largest remainder), each cost rounded half up, the refund
      // worked out again from the returned piece's price less its share.
      sale: { discount: "0", fee: "2", tax: "4", items: [["10", "0", "1"], ["20", "1", "1"], ["10", "0", "1"]], refunds: ["19"] },
      boothFee: ["40"],
    });
    // And back: more decimals always hold the number.
    const back = await p.client.patch("/api/user-preferences", { currency: "USD" });
    expect(back.status).toBe(409);
    expect(back.body.message).toContain("¥28 becomes $28.00");
    await ok(p.client.patch("/api/user-preferences", { currency: "USD", keepAmounts: true }));
    const again = await amounts(p, ids);
    expect(again.clay).toEqual(["28.00"]);
    expect(again.sale.items).toEqual([["10.00", "0.00", "1.00"], ["20.00", "1.00", "1.00"], ["10.00", "0.00", "1.00"]]);
    expect(again.sale.refunds).toEqual(["19.00"]);
    // Three decimals: $28.00 becomes 28.000 KWD.
    await ok(p.client.patch("/api/user-preferences", { currency: "KWD", keepAmounts: true }));
    expect((await amounts(p, ids)).clay).toEqual(["28.000"]);
  });

  it("refuses a keepAmounts that is not true or false", async () => {
    const p = await signUp(ctx);
    const res = await p.client.patch("/api/user-preferences", { currency: "JPY", keepAmounts: "yes" });
    expect([res.status, res.body.message]).toEqual([400, T.keepAmountsInvalid]);
  });
});
