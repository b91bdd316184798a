/**
 * Sales, returns and market days through the API (product.md#r271–r272): a sale marks its pieces sold in its own
 * transaction, a piece sold twice is refused with its name and nothing of the second sale stays, a retry with the same
 * Idempotency-Key sells once, the discount is shared exactly, a return undoes the sale of its pieces with its reason;
 * a market day's packed pieces, takings by payment method and what came back unsold; the calendar feed. Runs on
 * PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS as T } from "../../contract/business/texts";
import { saleItems, sales } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}
const piece = async (owner: SignedInUser, name: string, type = "wheel") => (await ok(owner.client.post("/api/pieces", { name, type, clayBody: "B-Mix" }))).id as number;
const statusOf = async (owner: SignedInUser, id: number) => (await ok(owner.client.get(`/api/pieces/${id}/selling`), 200)).status;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-20T10:00:00Z");
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe("sales", () => {
  it("records a sale, marks its pieces sold and shares the discount exactly", async () => {
    const mug = await piece(alice, "Mug");
    const bowl = await piece(alice, "Bowl");
    const vase = await piece(alice, "Vase");
    const sale = await ok(
      alice.client.post("/api/sales", {
        date: "2026-11-14",
        channel: "fair",
        venue: "Winter Craft Fair",
        items: [{ pieceId: mug, price: "10.00" }, { pieceId: bowl, price: "10.00" }, { pieceId: vase, price: "10.00" }],
        discount: "1.00",
        fee: "0.87",
        tax: "2.40",
        paymentMethod: "card",
        buyer: "Jo",
      }),
    );
    // $1.00 over three equal prices: 0.34 + 0.33 + 0.33, never 0.333… three times.
    expect(sale.items.map((i: any) => i.discount)).toEqual(["0.34", "0.33", "0.33"]);
    expect(sale).toMatchObject({ date: "2026-11-14", channel: "fair", subtotal: "30.00", discount: "1.00", fee: "0.87", tax: "2.40", total: "31.40", buyer: "Jo", currency: "USD" });
    for (const id of [mug, bowl, vase]) expect(await statusOf(alice, id)).toBe("sold");
    expect((await ok(alice.client.get(`/api/pieces/${mug}/selling`), 200)).saleId).toBe(sale.id);
    expect(await ok(alice.client.get(`/api/sales/${sale.id}`), 200)).toEqual(sale);
  });

  it("refuses a piece already sold with its name, and keeps nothing of the second sale", async () => {
    const cup = await piece(alice, "Blue cup");
    const jar = await piece(alice, "Jar");
    await ok(alice.client.post("/api/sales", { date: "2026-11-15", channel: "online", items: [{ pieceId: cup, price: "20" }] }));
    const before = (await ctx.db.select().from(sales)).length;
    const again = await alice.client.post("/api/sales", { date: "2026-11-15", channel: "market", items: [{ pieceId: jar, price: "5" }, { pieceId: cup, price: "20" }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Blue cup is already sold");
    expect((await ctx.db.select().from(sales)).length).toBe(before);
    expect(await statusOf(alice, jar)).toBe("available");
  });

  it("sells once when a market day's retry sends the same Idempotency-Key", async () => {
    const plate = await piece(alice, "Plate");
    const body = { date: "2026-11-16", channel: "market", items: [{ pieceId: plate, price: "35.00" }], paymentMethod: "cash" };
    const init = { headers: { "Idempotency-Key": "sale-plate-1" } };
    const first = await alice.client.post("/api/sales", body, init);
    const retry = await alice.client.post("/api/sales", body, init);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect((await ctx.db.select().from(saleItems).where(eq(saleItems.pieceId, plate))).length).toBe(1);
  });

  it("undoes a sale of returned pieces with the reason, refunds their net price, and refuses a second return", async () => {
    const a = await piece(alice, "Tall vase");
    const b = await piece(alice, "Short vase");
    const sale = await ok(alice.client.post("/api/sales", { date: "2026-11-17", channel: "shop", items: [{ pieceId: a, price: "60.00" }, { pieceId: b, price: "40.00" }], discount: "10.00" }));
    const returned = await ok(alice.client.post(`/api/sales/${sale.id}/returns`, { pieceIds: [a], reason: "Cracked in the car", date: "2026-11-18" }));
    expect(returned.returns).toEqual([{ id: expect.any(Number), date: "2026-11-18", pieceIds: [a], reason: "Cracked in the car", refund: "54.00" }]);
    expect(returned).toMatchObject({ subtotal: "40.00", discount: "4.00", total: "36.00" });
    expect(await statusOf(alice, a)).toBe("available");
    expect(await statusOf(alice, b)).toBe("sold");
    const twice = await alice.client.post(`/api/sales/${sale.id}/returns`, { pieceIds: [a], reason: "" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(T.alreadyReturned("Tall vase"));
    // Returned, it sells again.
    await ok(alice.client.post("/api/sales", { date: "2026-11-19", channel: "online", items: [{ pieceId: a, price: "55.00" }] }));
    const notIn = await alice.client.post(`/api/sales/${sale.id}/returns`, { pieceIds: [await piece(alice, "Other")], reason: "" });
    expect(notIn.status).toBe(404);
    expect(notIn.body.message).toBe(T.notInSale);
  });

  it("keeps sales private and refuses another potter's piece", async () => {
    const mine = await piece(alice, "Mine");
    const res = await bob.client.post("/api/sales", { date: "2026-11-14", channel: "fair", items: [{ pieceId: mine, price: "1" }] });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(T.pieceNotFound);
    const sale = await ok(alice.client.post("/api/sales", { date: "2026-11-14", channel: "fair", items: [{ pieceId: mine, price: "1" }] }));
    expect((await bob.client.get(`/api/sales/${sale.id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/sales/${sale.id}/returns`, { pieceIds: [mine], reason: "" })).status).toBe(404);
    expect((await ok(bob.client.get("/api/sales"), 200)).data).toEqual([]);
  });

  it("lists the sales of a range of calendar days, both ends included", async () => {
    const carol = await signUp(ctx);
    for (const [day, name] of [["2026-10-31", "Oct"], ["2026-11-01", "Nov 1"], ["2026-11-30", "Nov 30"], ["2026-12-01", "Dec"]] as const) {
      await ok(carol.client.post("/api/sales", { date: day, channel: "online", items: [{ pieceId: await piece(carol, name), price: "1" }] }));
    }
    const nov = await ok(carol.client.get("/api/sales?from=2026-11-01&to=2026-11-30"), 200);
    expect(nov.data.map((s: any) => s.date)).toEqual(["2026-11-30", "2026-11-01"]);
    const bad = await carol.client.get("/api/sales?from=2026-12-01&to=2026-11-01");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(T.rangeInvalid);
    const badDay = await carol.client.post("/api/sales", { date: "2026-02-30", channel: "online", items: [{ pieceId: 1, price: "1" }] });
    expect(badDay.body.errors.date).toBe(T.dateInvalid);
  });

  it("refuses a discount larger than the prices, and a gifted piece", async () => {
    const gift = await piece(alice, "Gift bowl");
    await ok(alice.client.patch(`/api/pieces/${gift}/selling`, { status: "gifted" }), 200);
    const res = await alice.client.post("/api/sales", { date: "2026-11-14", channel: "fair", items: [{ pieceId: gift, price: "1" }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(T.notForSale("Gift bowl", "gifted"));
    const cheap = await piece(alice, "Cheap");
    const discount = await alice.client.post("/api/sales", { date: "2026-11-14", channel: "fair", items: [{ pieceId: cheap, price: "1" }], discount: "2" });
    expect(discount.status).toBe(400);
    expect(discount.body.errors.discount).toBe(T.discountTooLarge);
  });
});

describe("market days", () => {
  it("packs pieces, sells some, counts the takings by payment method and what came back", async () => {
    const dana = await signUp(ctx);
    const c = dana.client;
    const ids = [await piece(dana, "Mug A"), await piece(dana, "Mug B"), await piece(dana, "Bowl C"), await piece(dana, "Vase D")];
    const event = await ok(c.post("/api/events", { name: "Saturday Market", date: "2026-11-21", place: "Town Square", boothFee: "25" }));
    expect(event).toMatchObject({ name: "Saturday Market", boothFee: "25.00", packedCount: 0, takings: "0.00" });
    const packed = await ok(c.post(`/api/events/${event.id}/pieces`, { pieceIds: ids }), 200);
    expect(packed.packed.map((p: any) => p.name)).toEqual(["Mug A", "Mug B", "Bowl C", "Vase D"]);
    await ok(c.post("/api/sales", { date: "2026-11-21", channel: "market", eventId: event.id, items: [{ pieceId: ids[0], price: "22.00" }], paymentMethod: "cash" }));
    await ok(c.post("/api/sales", { date: "2026-11-21", channel: "market", eventId: event.id, items: [{ pieceId: ids[1], price: "22.00" }], paymentMethod: "card", tax: "1.76" }));
    await ok(c.post("/api/sales", { date: "2026-11-21", channel: "market", eventId: event.id, items: [{ pieceId: ids[2], price: "48.50" }], paymentMethod: "cash" }));
    const day = await ok(c.get(`/api/events/${event.id}`), 200);
    expect(day).toMatchObject({ packedCount: 4, soldCount: 3, takings: "92.50" });
    expect(day.byPaymentMethod).toEqual([
      { paymentMethod: "cash", amount: "70.50", sales: 2 },
      { paymentMethod: "card", amount: "23.76", sales: 1 },
    ]);
    expect(day.unsold).toEqual([ids[3]]);
    expect(day.packed.filter((p: any) => p.soldHere).map((p: any) => p.name)).toEqual(["Mug A", "Mug B", "Bowl C"]);
    const unpacked = await ok(c.delete(`/api/events/${event.id}/pieces/${ids[3]}`), 200);
    expect(unpacked.unsold).toEqual([]);
    expect((await c.delete(`/api/events/${event.id}/pieces/${ids[3]}`)).body.message).toBe(T.notPacked);
    expect((await bob.client.get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await bob.client.post(`/api/events/${event.id}/pieces`, { pieceIds: [ids[3]] })).status).toBe(404);
    const list = await ok(c.get("/api/events"), 200);
    expect(list.data).toEqual([expect.objectContaining({ id: event.id, packedCount: 3, soldCount: 3, takings: "92.50" })]);
  });

  it("answers the market days as an iCalendar feed of all-day events on their calendar day", async () => {
    const erin = await signUp(ctx);
    await ok(erin.client.post("/api/events", { name: "Holiday Fair, Hall; B", date: "2026-12-05", place: "Guild Hall" }));
    const res = await erin.client.get("/api/events.ics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.text).toContain("DTSTART;VALUE=DATE:20261205\r\nDTEND;VALUE=DATE:20261206\r\n");
    expect(res.text).toContain("SUMMARY:Holiday Fair\\, Hall\\; B\r\n");
    expect(res.text).toContain("LOCATION:Guild Hall\r\n");
    expect((await bob.client.get("/api/events.ics")).text).not.toContain("Holiday Fair");
  });
});
