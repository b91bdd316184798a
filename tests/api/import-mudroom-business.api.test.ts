/**
 * The Potter's Mud Room's money and recipes (product.md#r283, r284, docs/decisions/0321-mud-room-recipes-and-sales.md):
 * a piece's Sale Price becomes its price and its Material and Firing Cost its other costs; the sales export becomes
 * sales of the pieces it names by title, through the business area's sale; a recipe glaze's ingredients become a recipe
 * the surface carries. The pieces file is made by the app's export route (tests/fixtures/imports/mudroom/); the sales
 * and glaze files are built here in the columns the app's export routes write. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_TEXTS } from "../../contract/business/texts";
import { glazes } from "../../server/db/schema";
import { SALE_IMPORT_TEXTS } from "../../server/services/import/import-foreign-sales";
import { undoImport } from "../../server/services/import/import-undo";
import { MUDROOM_MONEY_TEXTS } from "../../server/services/import/importers/mudroom-money";
import { MUDROOM_TEXTS } from "../../server/services/import/importers/mudroom";
import { signUp, type SignedInUser } from "../helpers/client";
import { piecesOf, runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const text = (s: string) => new TextEncoder().encode(s);
/** A CSV as the app writes it: every value quoted. */
const csv = (header: string, rows: string[][]) => text(`${header}\n${rows.map((r) => r.map((c) => `"${c}"`).join(",")).join("\n")}\n`);
const SALES_HEADER = "Date,Item Description,Event,Quantity,Price Each,Total,Venue Type,Venue,Buyer,Notes";
const GLAZES_HEADER = "Name,Type,Brand,SKU,Color,Cone Range,Atmosphere,Surface,Opacity,Recipe Status,Stock Status,Source,Source URL,In Stock,Buy URL,Notes,Ingredients";

async function importPieces(potter: SignedInUser) {
  const job = await runApp(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "potters-mudroom-pieces.csv");
  expect(job).toMatchObject({ status: "done", format: "mudroom" });
  return new Map((await piecesOf(ctx, potter.user.id)).map((p) => [p.name, p.id]));
}

describe("a Mud Room piece's price and costs", () => {
  it("become its asking price and its other costs, shown on its Price & cost card", async () => {
    const potter = await signUp(ctx);
    const ids = await importPieces(potter);
    const platter = (await potter.client.get(`/api/pieces/${ids.get("Slab platter")}/selling`)).body;
    expect(platter).toMatchObject({ price: "65.00", status: "available", otherCosts: [{ description: MUDROOM_MONEY_TEXTS.firingCost, amount: "3.00" }] });
    const mug = (await potter.client.get(`/api/pieces/${ids.get("Speckled mug")}/selling`)).body;
    expect(mug).toMatchObject({ price: null, otherCosts: [{ description: MUDROOM_MONEY_TEXTS.materialCost, amount: "4.50" }] });
    // The piece's cost counts them.
    const cost = (await potter.client.get(`/api/pieces/${ids.get("Speckled mug")}/cost`)).body;
    expect(cost.total).toBe("4.50");
    expect((await potter.client.get(`/api/pieces/${ids.get("Coil jar")}/selling`)).body).toMatchObject({ price: null, otherCosts: [] });
  });

  it("a cost that is no amount of money, or one the currency cannot hold, is listed and the piece kept", async () => {
    const potter = await signUp(ctx);
    const header = "Title,Clay Body,Status,Technique,Form,Studio,Date Started,Date Completed,Material Cost,Firing Cost,Sale Price,Notes";
    const job = await runApp(
      potter,
      csv(header, [
        ["Sold bowl", "B-Mix", "sold", "wheel-thrown", "Bowl", "", "2026-03-01", "2026-03-05", "about 5", "", "42.125", ""],
      ]),
      "potters-mudroom-pieces.csv",
    );
    expect(job).toMatchObject({ status: "done", counts: { pieces: 1 } });
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        { kind: "pieces", field: "Material Cost", count: 1, reason: MUDROOM_MONEY_TEXTS.notMoney },
        { kind: "pieces", field: "Status", count: 1, reason: MUDROOM_MONEY_TEXTS.sold },
        { kind: "pieceSelling", field: "price", count: 1, reason: `left out: ${BUSINESS_TEXTS.amountInvalid("Price", 2)}` },
      ]),
    );
    const [bowl] = await piecesOf(ctx, potter.user.id);
    expect(bowl).toMatchObject({ name: "Sold bowl", stage: "Finished" });
    expect((await potter.client.get(`/api/pieces/${bowl!.id}/selling`)).body).toMatchObject({ price: null, otherCosts: [] });
  });
});

describe("the Mud Room's sales export", () => {
  it("records a sale of each piece it names once, with its day, venue, channel and buyer; what cannot be a sale is listed", async () => {
    const potter = await signUp(ctx);
    const ids = await importPieces(potter);
    const file = csv(SALES_HEADER, [
      ["2026-02-14", "Slab platter", "Spring Fair", "1", "60", "60", "art-fair", "Town Hall", "Ana", "Paid cash"],
      ["2026-02-20", "Speckled mug", "", "1", "24.5", "24.5", "studio", "", "", ""],
      ["2026-02-21", "Mystery mug", "", "1", "20", "20", "online", "", "", ""],
      ["2026-02-22", "Mug set", "Holiday market", "3", "18", "54", "other", "", "", ""],
      ["2026-02-23", "Coil jar", "", "1", "0", "0", "gift", "", "Mum", ""],
      ["Feb 24", "Pinch bowl", "", "1", "15", "15", "online", "", "", ""],
    ]);
    const preview = await runApp(potter, file, "potters-mudroom-sales.csv", { dryRun: "true" });
    expect(preview).toMatchObject({ status: "done", format: "mudroom", counts: { sales: 2 } });
    expect((await potter.client.get("/api/sales")).body.data).toEqual([]);

    const job = await runApp(potter, file, "potters-mudroom-sales.csv");
    expect(job).toMatchObject({ status: "done", format: "mudroom", counts: { sales: 2 } });
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        { kind: "other", field: "Mystery mug", count: 1, reason: SALE_IMPORT_TEXTS.noPiece },
        { kind: "other", field: "Quantity", count: 1, reason: MUDROOM_MONEY_TEXTS.quantity("3") },
        { kind: "other", field: "Venue Type", count: 1, reason: MUDROOM_MONEY_TEXTS.gift },
        { kind: "other", field: "Date", count: 1, reason: MUDROOM_MONEY_TEXTS.noDay },
        { kind: "sales", field: "Venue Type", count: 1, reason: MUDROOM_MONEY_TEXTS.studio },
      ]),
    );
    const sales = (await potter.client.get("/api/sales")).body.data as { date: string; channel: string; venue: string | null; buyer: string | null; notes: string | null; items: { pieceId: number; price: string }[] }[];
    expect(sales.map((s) => [s.date, s.channel, s.venue, s.buyer, s.notes, s.items.map((i) => [i.pieceId, i.price])])).toEqual([
      ["2026-02-20", "shop", null, null, null, [[ids.get("Speckled mug"), "24.50"]]],
      ["2026-02-14", "fair", "Town Hall", "Ana", "Paid cash\nEvent: Spring Fair", [[ids.get("Slab platter"), "60.00"]]],
    ]);
    // Recording it marked the piece sold, as a sale on the Sales screen does.
    expect((await potter.client.get(`/api/pieces/${ids.get("Slab platter")}/selling`)).body).toMatchObject({ status: "sold", price: "65.00" });

    // The same file again adds nothing; another file selling a sold piece again says so.
    expect(await runApp(potter, file, "potters-mudroom-sales.csv")).toMatchObject({ status: "done", counts: {} });
    const again = await runApp(potter, csv("Date,Piece,Price,Venue Type,Venue,Buyer,Notes", [["2026-03-01", "slab platter ", "70", "online", "Etsy", "", ""]]), "old-sales.csv");
    expect(again).toMatchObject({ status: "done", format: "mudroom", counts: {} });
    expect(again.skipped).toContainEqual({ kind: "other", field: "slab platter", count: 1, reason: SALE_IMPORT_TEXTS.refused(BUSINESS_TEXTS.alreadySold("Slab platter")) });
    expect((await potter.client.get("/api/sales")).body.data).toHaveLength(2);

    // What an ended import takes back (a cancel, a failure): its sales go, and their pieces are available again.
    await undoImport(ctx.deps, potter.user.id, job.id);
    expect((await potter.client.get("/api/sales")).body.data).toEqual([]);
    expect((await potter.client.get(`/api/pieces/${ids.get("Slab platter")}/selling`)).body).toMatchObject({ status: "available", saleId: null, price: "65.00" });
    expect((await potter.client.get(`/api/pieces/${ids.get("Speckled mug")}/selling`)).body).toMatchObject({ status: "available", saleId: null });
  });
});

describe("a Mud Room recipe glaze with its ingredients", () => {
  it("becomes a recipe with its lines, cone range and firing, which its surface treatment carries", async () => {
    const potter = await signUp(ctx);
    const file = csv(GLAZES_HEADER, [
      ["Floating Blue (mine)", "recipe", "", "", "Blue", "5-6", "oxidation", "gloss", "", "Tested", "", "", "", "No", "", "Three coats", "Custer 40, Silica 30, Whiting 20, EPK 10, Cobalt Carbonate 1, Rutile 4"],
      ["Liner", "recipe", "", "", "", "6", "", "", "", "", "", "", "", "No", "", "", ""],
      ["Potter's Choice", "commercial", "Amaco", "PC-20", "Blue", "5-6", "", "gloss", "", "", "", "", "", "Yes", "", "", ""],
    ]);
    const job = await runApp(potter, file, "potters-mudroom-glazes.csv");
    expect(job).toMatchObject({ status: "done", format: "mudroom", counts: { recipes: 1, glazes: 3 } });
    expect(job.skipped).toContainEqual({ kind: "glazes", field: "Type", count: 1, reason: MUDROOM_TEXTS.recipeWithoutIngredients });
    const list = (await potter.client.get("/api/recipes")).body.data;
    expect(list).toHaveLength(1);
    const recipe = (await potter.client.get(`/api/recipes/${list[0].id}`)).body;
    expect(recipe).toMatchObject({ name: "Floating Blue (mine)", kind: "glaze", cone: "Cone 5", coneHigh: "Cone 6", atmosphere: "oxidation", surface: "gloss", notes: "Three coats" });
    expect(recipe.lines.map((l: { materialName: string; amount: number; addition: boolean }) => [l.materialName, l.amount, l.addition])).toEqual([
      ["Custer Feldspar", 40, false],
      ["Silica", 30, false],
      ["Whiting", 20, false],
      ["Edgar Plastic Kaolin", 10, false],
      ["Cobalt Carbonate", 1, true],
      ["Rutile", 4, true],
    ]);
    expect(recipe.surfaces).toEqual([{ id: expect.any(Number), name: "Floating Blue (mine)" }]);
    const stored = await ctx.db.select({ name: glazes.name, recipeId: glazes.recipeId }).from(glazes).where(eq(glazes.userId, potter.user.id)).orderBy(asc(glazes.id));
    expect(stored).toEqual([
      { name: "Floating Blue (mine)", recipeId: recipe.id },
      { name: "Liner", recipeId: null },
      { name: "Potter's Choice", recipeId: null },
    ]);
  });
});
