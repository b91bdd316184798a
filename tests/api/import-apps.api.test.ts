/**
 * Each importer from another app on files made by that app's own export code (tests/fixtures/imports/, each folder's
 * README says how), through POST /api/import with no format chosen: the records stored where Claybook keeps them,
 * and every value not kept listed per field in `skipped` (product.md#r144–r149, docs/decisions/0211-imported-records.md).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { asc, eq, sql } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { DEFAULT_LOCATION } from "../../contract/stages/texts";
import { decorationLayers, firings, glazes, importJobs, photos, userPreferences } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { FOREIGN_TEXTS } from "../../server/services/import/import-foreign";
import { LAYER_IMPORT_TEXTS } from "../../server/services/import/import-foreign-layers";
import { RECORD_IMPORT_TEXTS } from "../../server/services/import/import-foreign-records";
import { MAP_TEXTS } from "../../server/services/import/importers/map-values";
import { MUDROOM_TEXTS } from "../../server/services/import/importers/mudroom";
import { POTTERDOC_TEXTS } from "../../server/services/import/importers/potterdoc";
import { POTTERY_LIFE_TEXTS } from "../../server/services/import/importers/pottery-life";
import { POTTERY_LIFE_RECORD_TEXTS } from "../../server/services/import/importers/pottery-life-records";
import { signUp } from "../helpers/client";
import { importForm, snapshot } from "../helpers/import";
import { piecesOf, runApp, sample, stagesOf } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** Read in the job (docs/decisions/0171-import-batches.md): the job fails with the message, and nothing is stored. */
async function expectFailedAndNothingStored(bytes: Uint8Array, name: string, message: string) {
  const potter = await signUp(ctx);
  const before = await snapshot(ctx, potter.user.id);
  const job = await runApp(potter, bytes, name);
  expect(job).toMatchObject({ status: "failed", message, counts: {} });
  expect(await snapshot(ctx, potter.user.id)).toEqual(before);
}

const noField = (kind: string, field: string, count = 1) => ({ kind, field, count, reason: MUDROOM_TEXTS.noField });
const place = (reason: string, count: number) => ({ kind: "stageHistory", field: "location", count, reason });

describe("The Potter's Mud Room CSV exports, made by the app's export routes (product.md#r148)", () => {
  it("imports pieces, glazes, clay bodies and firing logs, each told apart by its header, listing what it does not keep", async () => {
    const potter = await signUp(ctx);
    const piecesJob = await runApp(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "potters-mudroom-pieces.csv");
    // Sale Price and the costs go on the pieces' Price & cost (import-mudroom-business.api.test.ts).
    expect(piecesJob).toMatchObject({ status: "done", format: "mudroom", counts: { pieces: 5, stageHistory: 3, pieceSelling: 2 } });
    expect(piecesJob.skipped).toEqual([
      { kind: "pieces", field: "Status", count: 1, reason: MUDROOM_TEXTS.fateStage("broken") },
      { kind: "pieces", field: "Status", count: 1, reason: MUDROOM_TEXTS.fateStage("recycled") },
      { kind: "pieces", field: "Technique", count: 1, reason: MAP_TEXTS.notMethod },
      place(FOREIGN_TEXTS.piecePlace, 2),
      place(FOREIGN_TEXTS.noPlace, 1),
    ]);
    const stored = await piecesOf(ctx, potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.tags, p.stage, p.location, p.notes, p.hasCode])).toEqual([
      ["Cracked vase", "wheel", "B-Mix", ["Vase"], "Formed", "Home studio", "Cracked in the dryer", true],
      ["Speckled mug", "wheel", "Speckled Buff", ["Mug"], "Bisqued", "Home studio", "Handle a bit thick", true],
      ["Slab platter", "handbuilt", "B-Mix", ["Platter"], "Finished", "Community studio", null, true],
      ["Coil jar", "handbuilt", "B-Mix", [], "Formed", null, null, true],
      ["Pinch bowl", "wheel", "Porcelain", ["slip-cast", "Bowl"], "Formed", null, null, true],
    ]);
    // A stage entry's place: the piece's Studio when the row has one, else none (decision 0300): the piece shows the
    // place a piece with no location does (product.md#r20), and no made-up place joins the potter's places.
    expect(await stagesOf(ctx, stored[2]!.id)).toEqual([["Finished", "2026-02-01", null, "Community studio"]]);
    expect(await stagesOf(ctx, stored[4]!.id)).toEqual([["Formed", expect.any(String), null, ""]]);
    // My Pieces' card shows the bowl where a piece with no location is.
    const cards = (await potter.client.get("/api/pieces")).body.data;
    expect(cards.find((c: { id: number }) => c.id === stored[4]!.id)).toMatchObject({ currentStage: "Formed", currentLocation: DEFAULT_LOCATION });
    const entries = (await potter.client.get(`/api/pieces/${stored[4]!.id}/stage-history`)).body.data;
    expect(entries.map((e: { stage: string; location: string }) => [e.stage, e.location])).toEqual([["Formed", ""]]);

    const glazeJob = await runApp(potter, sample("mudroom", "potters-mudroom-glazes.csv"), "potters-mudroom-glazes.csv");
    expect(glazeJob).toMatchObject({ status: "done", format: "mudroom", counts: { glazes: 3 } });
    expect(glazeJob.skipped).toEqual([
      noField("glazes", "SKU", 2),
      noField("glazes", "Opacity"),
      noField("glazes", "In Stock"),
      noField("glazes", "Recipe Status"),
      { kind: "glazes", field: "Type", count: 1, reason: "not a Claybook surface type: kept as Glaze" },
    ]);
    const storedGlazes = await ctx.db.select().from(glazes).where(eq(glazes.userId, potter.user.id)).orderBy(asc(glazes.id));
    expect(storedGlazes.map((g) => [g.name, g.type, g.brand, g.color, g.temperature, g.finish, g.notes])).toEqual([
      ["Black underglaze", "Underglaze", "Mayco", "Black", "04-6", "Matte", null],
      ["Floating Blue", "Glaze", "Amaco", "Blue", "5-6", "Glossy", "Three coats\nAtmosphere: Oxidation"],
      ["Shino", "Glaze", null, null, "10", null, "Atmosphere: Reduction"],
    ]);

    const clayJob = await runApp(potter, sample("mudroom", "potters-mudroom-clay-bodies.csv"), "potters-mudroom-clay-bodies.csv");
    expect(clayJob).toMatchObject({ status: "done", counts: { clayBodies: 2 } });
    expect(clayJob.skipped).toContainEqual(noField("clayBodies", "Shrinkage %"));
    expect(clayJob.skipped).toContainEqual(noField("clayBodies", "Fired Color", 2));
    const [prefs] = await ctx.db.select({ clayBodies: userPreferences.clayBodies }).from(userPreferences).where(eq(userPreferences.userId, potter.user.id));
    expect(prefs!.clayBodies).toEqual(["B-Mix", "Speckled Buff"]);

    // Firing logs link to the piece they name when exactly one piece has that name; another name is listed.
    const firingJob = await runApp(potter, sample("mudroom", "potters-mudroom-firing-logs.csv"), "potters-mudroom-firing-logs.csv");
    expect(firingJob).toMatchObject({ status: "done", counts: { firings: 3, firingPieces: 1 } });
    expect(firingJob.skipped).toEqual([
      noField("firings", "Temperature"),
      noField("firings", "Kiln", 2),
      noField("firings", "Speed"),
      noField("firings", "Hold"),
      noField("firings", "Hold Duration"),
      { kind: "firings", field: "Piece", count: 1, reason: RECORD_IMPORT_TEXTS.noPieceOfName },
    ]);
    const storedFirings = await ctx.db.select().from(firings).where(eq(firings.userId, potter.user.id)).orderBy(asc(firings.plannedDate));
    expect(storedFirings.map((f) => [f.kind, f.targetCone, f.atmosphere, f.status, f.plannedDate, f.notes])).toEqual([
      ["bisque", "04", null, "done", "2026-01-24", null],
      ["bisque", "04", null, "done", "2026-01-25", null],
      ["glaze", "6", "oxidation", "done", "2026-02-01", "All good\nTop shelf"],
    ]);
    const platterFirings = (await potter.client.get(`/api/pieces/${stored[2]!.id}/firings`)).body.data;
    expect(platterFirings).toEqual([expect.objectContaining({ firingId: storedFirings[2]!.id, kind: "glaze", status: "done" })]);

    // The same export again adds nothing.
    const again = await runApp(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "copy.csv");
    expect(again).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(await piecesOf(ctx, potter.user.id)).toHaveLength(5);
  });
});

describe("Pottery Life's shared export, made by the app's export function (product.md#r148)", () => {
  it("imports the shared message with no format: pieces, glaze, kiln, firings with their pieces, test tile", async () => {
    const potter = await signUp(ctx);
    const message = sample("potterylife", "pottery-life-shared-message.txt");
    expect(new TextDecoder().decode(message).split("\n", 2)).toEqual(["Pottery Life export (5 pieces · 2 firings · 1 glaze batch · 1 test tile)", ""]);
    const preview = await runApp(potter, message, "Pottery Life export.txt", { dryRun: "true" });
    const counts = { glazes: 1, kilns: 1, pieces: 4, stageHistory: 10, decorationLayers: 1, firings: 2, firingPieces: 3, testTiles: 1 };
    expect(preview).toMatchObject({ status: "done", format: "potterylife", counts });
    expect(await piecesOf(ctx, potter.user.id)).toEqual([]);

    const job = await runApp(potter, message, "Pottery Life export.txt");
    expect(job).toMatchObject({ status: "done", format: "potterylife", counts });
    const f = (field: string, reason: string, kind = "pieces", count = 1) => ({ kind, field, count, reason });
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        f("weight", POTTERY_LIFE_TEXTS.noField),
        f("price", POTTERY_LIFE_TEXTS.noField),
        f("imgUrl", POTTERY_LIFE_TEXTS.photosOnPhone),
        f("timeline.photos", POTTERY_LIFE_TEXTS.photosOnPhone),
        f("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: idea`),
        f("deleted", POTTERY_LIFE_TEXTS.deleted),
        f("recipeIngredients", POTTERY_LIFE_TEXTS.noField, "glazes"),
        f("maxTempC", POTTERY_LIFE_RECORD_TEXTS.noField, "kilns"),
        f("logSource", POTTERY_LIFE_RECORD_TEXTS.noField, "firings"),
        f("photoUri", POTTERY_LIFE_RECORD_TEXTS.photoOnPhone, "testTiles"),
        f("kilnType", POTTERY_LIFE_RECORD_TEXTS.noField, "testTiles"),
        f("glazeCollectionNames", POTTERY_LIFE_TEXTS.notImported, "other"),
        { kind: "stageHistory", count: 3, reason: FOREIGN_TEXTS.stageTwice },
        place(FOREIGN_TEXTS.piecePlace, 3),
        place(FOREIGN_TEXTS.noPlace, 7),
      ]),
    );
    // Kilns, firings and glaze tests are imported now: none is listed as left out, nor the cemetery as a stage.
    expect(job.skipped.filter((s: { field?: string }) => ["kilns", "firings", "glazeTests", "causeOfDeath", "epitaph", "glazeId"].includes(s.field ?? ""))).toEqual([]);
    expect(job.skipped).not.toContainEqual(f("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: cemetery`));

    const stored = await piecesOf(ctx, potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.tags, p.stage, p.location, p.notes])).toEqual([
      ["Speckled Mug", "wheel", "B-Mix", ["Mug"], "Bisqued", "Studio Shelf B", "For the market"],
      ["Planter Pot", "wheel", "Red Stoneware", ["Planter"], "Trimmed", null, null],
      ["Celadon Bowl", "wheel", "B-Mix", ["Bowl"], "Finished", null, null],
      ["Lopsided Cup", "wheel", "B-Mix", [], "Formed", null, null],
    ]);
    expect(await stagesOf(ctx, stored[0]!.id)).toEqual([
      ["Formed", "2025-10-12", "Pulled handle", "Studio Shelf B"],
      ["Trimmed", "2025-10-13", null, "Studio Shelf B"],
      // What the timeline entry records besides its stage is kept in the entry's notes.
      ["Bisqued", "2025-10-16", "Bisque temperature: Cone 04", "Studio Shelf B"],
    ]);

    // The glaze batch, and the bowl's glaze as its layer pointing at it.
    const [celadon] = (await potter.client.get("/api/glazes")).body.data;
    expect(celadon).toMatchObject({ name: "Celadon", color: "Green", temperature: "Cone 6", finish: "glossy", brand: "Mixed in studio" });
    const layers = (await potter.client.get(`/api/pieces/${stored[2]!.id}/decoration-layers`)).body.data;
    // The layer carries its glaze's name, the title the piece's layers show ("Glaze – Celadon"), as one made in the app does.
    expect(layers).toEqual([expect.objectContaining({ glazeId: celadon.id, type: "Glaze", materialName: "Celadon", orderIndex: 0, notes: `${POTTERY_LIFE_TEXTS.glazeOutcome} success` })]);

    // The kiln, and its firings with the pieces in them and what came out.
    const kilns = (await potter.client.get("/api/kilns")).body.data;
    expect(kilns).toEqual([
      expect.objectContaining({ name: "Skutt 1027", type: "Electric", maxCone: "022–10", shelves: 4, notes: "Runs hot on the top shelf\nSize: 46 cm diameter\nLocation: Garage", firingsTotal: 2 }),
    ]);
    const list = (await potter.client.get("/api/firings")).body.data;
    const bisque = list.find((x: { kind: string }) => x.kind === "bisque");
    const firing = (await potter.client.get(`/api/firings/${bisque.id}`)).body;
    expect(firing).toMatchObject({ kilnId: kilns[0].id, kind: "bisque", status: "done", targetCone: "04", plannedDate: "2025-10-16", peakTemperatureC: 1060, holdMinutes: 10, pieceCount: 2, lossCount: 1 });
    expect(firing.notes).toBe("October bisque\nFull load\nResult: issues\nThe planter cracked");
    expect(firing.pieces.map((p: { pieceId: number; outcome: string }) => [p.pieceId, p.outcome]).sort()).toEqual(
      [
        [stored[0]!.id, "survived"],
        [stored[1]!.id, "cracked"],
      ].sort(),
    );

    // The glaze test as a test tile of the glaze.
    const tiles = (await potter.client.get(`/api/glazes/${celadon.id}/test-tiles`)).body.data;
    expect(tiles).toEqual([
      expect.objectContaining({ clayBody: "B-Mix", cone: "6", applicationMethod: "Dipped", thickness: "Medium", rating: 5, defects: ["Crazing"], kilnName: "Skutt 1027", firedOn: "2025-10-20" }),
    ]);
    expect(tiles[0].notes).toBe("Pools nicely in the foot\nShelf position: top");
  });

  it("refuses another version and JSON that is not the payload, storing nothing", async () => {
    const payload = JSON.parse(new TextDecoder().decode(sample("potterylife", "pottery-life-export.json")));
    await expectFailedAndNothingStored(strToU8(JSON.stringify({ ...payload, version: 2 })), "export.json", POTTERY_LIFE_TEXTS.unknownVersion(2));
    const broken = { ...payload, pieces: [{ ...payload.pieces[0], timeline: "soon" }] };
    await expectFailedAndNothingStored(strToU8(JSON.stringify(broken)), "export.json", POTTERY_LIFE_TEXTS.badFormat("pieces.0.timeline: Invalid input: expected array, received string"));
  });
});

describe("PotterDoc's ZIP export, written by the app's archive writer (product.md#r148)", () => {
  it("imports pieces with their state history, photos (re-encoded by sharp) and captions, and the glaze combination as layers, once", async () => {
    const potter = await signUp(ctx);
    // Celadon is in the library already (any case): the combination's first glaze is matched, the second added.
    const mine = (await potter.client.post("/api/glazes", { name: "celadon" })).body;
    const zip = sample("potterdoc", "potterdoc-export.zip");
    const job = await runApp(potter, zip, "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "done", format: "potterdoc", counts: { photos: 3, pieces: 3, stageHistory: 8, glazes: 1, decorationLayers: 2 } });
    const f = (field: string, reason: string, count = 1) => ({ kind: "pieces", field, count, reason });
    // The app's serializer gives every piece its entry state "designed" (listed), and carries the clay weight forward
    // to trimming (pre_trim_weight_lbs, the same weight: kept once). The bottle's sizes measured for bisque are
    // listed: the piece keeps those measured when glaze-fired; the shrinkage the app computes has no field.
    expect(job.skipped).toEqual([
      f("history.state", `${POTTERDOC_TEXTS.noStage}: designed`, 3),
      f("history.images.caption", POTTERDOC_TEXTS.captionInNotes, 3),
      f("showcase_story", POTTERDOC_TEXTS.noField),
      f("history.state", `${POTTERDOC_TEXTS.noStage}: submitted_to_bisque_fire`),
      f("history.images", POTTERDOC_TEXTS.imageMissing),
      f("history.state", `${POTTERDOC_TEXTS.noStage}: submitted_to_glaze_fire`),
      f("history.custom_fields.volume_shrinkage", POTTERDOC_TEXTS.noField),
      f("history.custom_fields.length_in", POTTERDOC_TEXTS.earlierSize),
      f("history.custom_fields.width_in", POTTERDOC_TEXTS.earlierSize),
      f("history.custom_fields.height_in", POTTERDOC_TEXTS.earlierSize),
      f("tags.color", POTTERDOC_TEXTS.tagColor),
      place(FOREIGN_TEXTS.noPlace, 3),
      place(FOREIGN_TEXTS.piecePlace, 5),
      { kind: "decorationLayers", field: "placement", count: 2, reason: LAYER_IMPORT_TEXTS.placement },
    ]);
    // In the file's order: the app's export lists the most recently changed piece first.
    const stored = await piecesOf(ctx, potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.stage, p.location, p.photos, p.notes, p.tags])).toEqual([
      ["Slumped jar", "wheel", "Speckled Buff", "Trimmed", null, 1, `${POTTERDOC_TEXTS.captionsTitle}\n- into the bucket (recycled)`, []],
      ["Pinch cup", "handbuilt", "Porcelain", "Formed", null, 0, null, []],
      ["Tall bottle", "wheel", "Speckled Buff", "Finished", "Shelf 3", 2, `${POTTERDOC_TEXTS.captionsTitle}\n- wet (wheel_thrown)\n- done (glaze_fired)`, ["Spring show"]],
    ]);
    const [jar, cup, bottle] = stored;
    // The sizes (inches) and clay weight (lbs) are the piece's, as the piece's page shows them: height_in, width_in,
    // length_in (→ depth) from the glaze-fired state, the weight from throwing (decision 0301).
    const sizes = async (id: number) => {
      const body = (await potter.client.get(`/api/pieces/${id}`)).body;
      return [body.height, body.width, body.depth, body.clayWeight];
    };
    expect(await sizes(bottle!.id)).toEqual([10, 4, 4, 3.5]);
    expect(await sizes(cup!.id)).toEqual([null, null, null, null]);
    expect(await stagesOf(ctx, bottle!.id)).toEqual([
      ["Formed", "2026-01-04", "Two pulls", "Shelf 3"],
      ["Trimmed", "2026-01-06", null, "Shelf 3"],
      ["Bisqued", "2026-01-12", null, "Shelf 3"],
      ["Glazed", "2026-01-20", "Celadon dip", "Shelf 3"],
      ["Finished", "2026-02-10", "Lovely", "Shelf 3"],
    ]);
    expect(await stagesOf(ctx, cup!.id)).toEqual([["Formed", "2026-02-01", null, ""]]);
    expect(await stagesOf(ctx, jar!.id)).toEqual([
      ["Formed", "2026-02-02", null, ""],
      ["Trimmed", "2026-02-04", null, ""],
    ]);

    // The combination "Celadon!Tenmoku" becomes its glazes in order: the library's Celadon, then a new Tenmoku.
    const layers = (await potter.client.get(`/api/pieces/${bottle!.id}/decoration-layers`)).body.data;
    const library = (await potter.client.get("/api/glazes")).body.data;
    const tenmoku = library.find((g: { name: string }) => g.name === "Tenmoku");
    expect(library).toHaveLength(2);
    // Each layer carries its glaze's name as the library has it (the potter's "celadon"), the title the screen shows.
    expect(layers.map((l: { glazeId: number; orderIndex: number; type: string; materialName: string | null }) => [l.glazeId, l.orderIndex, l.type, l.materialName])).toEqual([
      [mine.id, 0, "Glaze", "celadon"],
      [tenmoku.id, 1, "Glaze", "Tenmoku"],
    ]);
    // Layers an earlier import left without a name take their glaze's from the data migration (decision 0302).
    await ctx.db.update(decorationLayers).set({ materialName: null }).where(eq(decorationLayers.pieceId, bottle!.id));
    const dir = path.resolve(import.meta.dirname, "../../server/db/migrations");
    const file = readdirSync(dir).find((f) => f.endsWith("_imported_layer_names.sql"))!;
    for (const statement of readFileSync(path.join(dir, file), "utf8").split("--> statement-breakpoint")) await ctx.db.execute(sql.raw(statement));
    const named = (await potter.client.get(`/api/pieces/${bottle!.id}/decoration-layers`)).body.data;
    expect(named.map((l: { materialName: string | null }) => l.materialName)).toEqual(["celadon", "Tenmoku"]);

    // The photos went through the upload's path: JPEG, sized, with a stored file.
    const rows = await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id));
    expect(rows.map((r) => [r.contentType, r.width, r.height]).sort()).toEqual([
      ["image/jpeg", 20, 20],
      ["image/jpeg", 24, 24],
      ["image/jpeg", 40, 30],
    ]);
    for (const row of rows) expect(await ctx.deps.storage.get(row.id)).not.toBeNull();

    const again = await runApp(potter, zip, "potterdoc-export (1).zip");
    expect(again).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id))).toHaveLength(3);
  });

  it("refuses a pieces.json not in PotterDoc's format and an unsafe archive, storing nothing", async () => {
    const files = unzipSync(sample("potterdoc", "potterdoc-export.zip"));
    await expectFailedAndNothingStored(zipSync({ ...files, "pieces.json": strToU8('[{"id": 1}]') }), "p.zip", POTTERDOC_TEXTS.badFormat("0.id: Invalid input: expected string, received number"));
    const potter = await signUp(ctx);
    const before = await snapshot(ctx, potter.user.id);
    const res = await potter.client.post("/api/import", importForm(zipSync({ ...files, "../evil.jpg": strToU8("x") }), {}, "p.zip"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPORT_TEXTS.unsafePath);
    await settleBackgroundTasks();
    expect(await snapshot(ctx, potter.user.id)).toEqual(before);
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
  });
});
