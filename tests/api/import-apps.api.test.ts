/**
 * Issue 24, Done-when 2: each importer from another app on its sample files (tests/fixtures/imports/), through
 * POST /api/import with the format detected: the records stored, and the values it could not map listed per field
 * in `skipped` (product.md#r144–r149). PotterDoc's zip is built here from its sample pieces.json with real photos.
 */
import { asc, eq } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { firings, glazes, importJobs, photos, pieces, stageHistory, userPreferences } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { FOREIGN_TEXTS } from "../../server/services/import/import-foreign";
import { MAP_TEXTS } from "../../server/services/import/importers/map-values";
import { MUDROOM_TEXTS } from "../../server/services/import/importers/mudroom";
import { POTTERDOC_TEXTS } from "../../server/services/import/importers/potterdoc";
import { POTTERY_LIFE_TEXTS } from "../../server/services/import/importers/pottery-life";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm, snapshot } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";
import { jpeg } from "../fixtures/photos";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const sample = (dir: string, name: string) => new Uint8Array(readFileSync(path.join(__dirname, "../fixtures/imports", dir, name)));

async function run(potter: SignedInUser, bytes: Uint8Array, name: string, fields: Record<string, string> = {}) {
  const started = await potter.client.post("/api/import", importForm(bytes, fields, name));
  expect(started.status).toBe(202);
  await settleBackgroundTasks();
  return (await potter.client.get(`/api/import/${started.body.id}`)).body;
}

async function expectRefusedAndNothingStored(bytes: Uint8Array, name: string, message: string) {
  const potter = await signUp(ctx);
  const before = await snapshot(ctx, potter.user.id);
  const res = await potter.client.post("/api/import", importForm(bytes, {}, name));
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(message);
  await settleBackgroundTasks();
  expect(await snapshot(ctx, potter.user.id)).toEqual(before);
  expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
}

/** Read in the job (docs/decisions/0171-import-batches.md): the job fails with the message, and nothing is stored. */
async function expectFailedAndNothingStored(bytes: Uint8Array, name: string, message: string) {
  const potter = await signUp(ctx);
  const before = await snapshot(ctx, potter.user.id);
  const job = await run(potter, bytes, name);
  expect(job).toMatchObject({ status: "failed", message, counts: {} });
  expect(await snapshot(ctx, potter.user.id)).toEqual(before);
}

const piecesOf = async (userId: number) =>
  (await ctx.db.select().from(pieces).where(eq(pieces.userId, userId)).orderBy(asc(pieces.id))).map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    clayBody: p.clayBody,
    tags: p.tags,
    stage: p.currentStage,
    location: p.studioLocation,
    notes: p.notes,
    photos: p.imageUrls.length,
    hasCode: typeof p.code === "string",
  }));

const stagesOf = async (pieceId: number) =>
  (await ctx.db.select().from(stageHistory).where(eq(stageHistory.pieceId, pieceId)).orderBy(asc(stageHistory.date))).map((s) => [
    s.stage,
    s.date.toISOString().slice(0, 10),
    s.notes,
  ]);

const noField = (kind: string, field: string, count = 1) => ({ kind, field, count, reason: MUDROOM_TEXTS.noField });

describe("The Potter's Mud Room CSV exports (product.md#r148)", () => {
  it("imports pieces, glazes, clay bodies and firing logs, each told apart by its header, listing unmapped columns", async () => {
    const potter = await signUp(ctx);
    const piecesJob = await run(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "potters-mudroom-pieces.csv");
    expect(piecesJob).toMatchObject({ status: "done", format: "mudroom", counts: { pieces: 4, stageHistory: 3 } });
    expect(piecesJob.skipped).toEqual([
      noField("pieces", "Material Cost"),
      noField("pieces", "Firing Cost"),
      noField("pieces", "Sale Price"),
      { kind: "pieces", field: "Status", count: 1, reason: `${MUDROOM_TEXTS.noStage}: recycled` },
      { kind: "pieces", field: "Technique", count: 1, reason: MAP_TEXTS.notMethod },
    ]);
    const stored = await piecesOf(potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.tags, p.stage, p.location, p.notes, p.hasCode])).toEqual([
      ["Speckled mug", "wheel", "Speckled Buff", ["Mug"], "Bisqued", "Home studio", "Handle a bit thick", true],
      ["Slab platter", "handbuilt", "B-Mix", ["Platter"], "Finished", "Community studio", null, true],
      ["Coil jar", "handbuilt", "B-Mix", [], "Formed", null, null, true],
      ["Pinch bowl", "wheel", "Porcelain", ["slip-cast", "Bowl"], "Formed", null, null, true],
    ]);
    expect(await stagesOf(stored[1]!.id)).toEqual([["Finished", "2026-02-01", null]]);

    const glazeJob = await run(potter, sample("mudroom", "potters-mudroom-glazes.csv"), "potters-mudroom-glazes.csv");
    expect(glazeJob).toMatchObject({ status: "done", format: "mudroom", counts: { glazes: 3 } });
    expect(glazeJob.skipped).toEqual([
      noField("glazes", "SKU"),
      noField("glazes", "Opacity"),
      noField("glazes", "In Stock"),
      noField("glazes", "Recipe Status"),
      { kind: "glazes", field: "Type", count: 1, reason: "not a Claybook surface type: kept as Glaze" },
    ]);
    const storedGlazes = await ctx.db.select().from(glazes).where(eq(glazes.userId, potter.user.id)).orderBy(asc(glazes.id));
    expect(storedGlazes.map((g) => [g.name, g.type, g.brand, g.color, g.temperature, g.finish, g.notes])).toEqual([
      ["Floating Blue", "Glaze", "Amaco", "Blue", "5-6", "Glossy", "Three coats\nAtmosphere: Oxidation"],
      ["Black underglaze", "Underglaze", "Mayco", "Black", "04-6", "Matte", null],
      ["Shino", "Glaze", null, null, "10", null, "Atmosphere: Reduction"],
    ]);

    const clayJob = await run(potter, sample("mudroom", "potters-mudroom-clay-bodies.csv"), "potters-mudroom-clay-bodies.csv");
    expect(clayJob).toMatchObject({ status: "done", counts: { clayBodies: 2 } });
    expect(clayJob.skipped).toContainEqual(noField("clayBodies", "Shrinkage %"));
    expect(clayJob.skipped).toContainEqual(noField("clayBodies", "Fired Color", 2));
    const [prefs] = await ctx.db.select({ clayBodies: userPreferences.clayBodies }).from(userPreferences).where(eq(userPreferences.userId, potter.user.id));
    expect(prefs!.clayBodies).toEqual(["Speckled Buff", "B-Mix"]);

    const firingJob = await run(potter, sample("mudroom", "potters-mudroom-firing-logs.csv"), "potters-mudroom-firing-logs.csv");
    expect(firingJob).toMatchObject({ status: "done", counts: { firings: 2 } });
    expect(firingJob.skipped).toEqual([
      noField("firings", "Piece"),
      noField("firings", "Temperature"),
      noField("firings", "Kiln", 2),
      noField("firings", "Speed"),
      noField("firings", "Hold"),
      noField("firings", "Hold Duration"),
    ]);
    const storedFirings = await ctx.db.select().from(firings).where(eq(firings.userId, potter.user.id)).orderBy(asc(firings.plannedDate));
    expect(storedFirings.map((f) => [f.kind, f.targetCone, f.atmosphere, f.status, f.plannedDate, f.notes])).toEqual([
      ["bisque", "04", null, "done", "2026-01-25", null],
      ["glaze", "6", "Oxidation", "done", "2026-02-01", "All good\nTop shelf"],
    ]);

    // The same export again adds nothing.
    const again = await run(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "copy.csv");
    expect(again).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(await piecesOf(potter.user.id)).toHaveLength(4);
  });
});

describe("Pottery Life's StudioExportPayload version 1 (product.md#r148)", () => {
  it("maps the eleven stages to Claybook's five and lists every field, stage and record it could not map", async () => {
    const potter = await signUp(ctx);
    const preview = await run(potter, sample("potterylife", "pottery-life-export.json"), "pottery-life-export.json", { dryRun: "true" });
    expect(preview).toMatchObject({ status: "done", format: "potterylife", counts: { glazes: 1, pieces: 2, stageHistory: 5 } });
    expect(await piecesOf(potter.user.id)).toEqual([]);
    const job = await run(potter, sample("potterylife", "pottery-life-export.json"), "pottery-life-export.json");
    expect(job).toMatchObject({ status: "done", counts: { glazes: 1, pieces: 2, stageHistory: 5 } });
    const f = (field: string, reason: string, kind = "pieces", count = 1) => ({ kind, field, count, reason });
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        f("weight", POTTERY_LIFE_TEXTS.noField),
        f("price", POTTERY_LIFE_TEXTS.noField),
        f("status", POTTERY_LIFE_TEXTS.noField),
        f("causeOfDeath", POTTERY_LIFE_TEXTS.noField),
        f("imgUrl", POTTERY_LIFE_TEXTS.noField),
        f("timeline.photos", POTTERY_LIFE_TEXTS.photosOnPhone),
        f("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: idea`),
        f("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: cemetery`),
        f("deleted", POTTERY_LIFE_TEXTS.deleted),
        f("recipeIngredients", POTTERY_LIFE_TEXTS.noField, "glazes"),
        f("collections", POTTERY_LIFE_TEXTS.noField, "glazes"),
        f("firings", POTTERY_LIFE_TEXTS.notImported, "other"),
        f("kilns", POTTERY_LIFE_TEXTS.notImported, "other"),
        f("glazeCollectionNames", POTTERY_LIFE_TEXTS.notImported, "other"),
        { kind: "stageHistory", count: 3, reason: FOREIGN_TEXTS.stageTwice },
      ]),
    );
    expect(job.skipped).toHaveLength(19);
    const stored = await piecesOf(potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.tags, p.stage, p.location, p.notes])).toEqual([
      ["Speckled Mug", "wheel", "B-Mix", ["Mug"], "Bisqued", "Studio Shelf B", "For the market"],
      ["Planter Pot", "handbuilt", "Red Stoneware", [], "Glazed", null, null],
    ]);
    expect(await stagesOf(stored[0]!.id)).toEqual([
      ["Formed", "2025-10-12", "Pulled handle"],
      ["Trimmed", "2025-10-13", null],
      ["Bisqued", "2025-10-16", null],
    ]);
    const [glaze] = await ctx.db.select().from(glazes).where(eq(glazes.userId, potter.user.id));
    expect(glaze).toMatchObject({ name: "Celadon", color: "Green", temperature: "Cone 6", finish: "glossy" });
  });

  it("refuses another version and JSON that is not the payload, storing nothing", async () => {
    const payload = JSON.parse(new TextDecoder().decode(sample("potterylife", "pottery-life-export.json")));
    await expectFailedAndNothingStored(strToU8(JSON.stringify({ ...payload, version: 2 })), "export.json", POTTERY_LIFE_TEXTS.unknownVersion(2));
    const broken = { ...payload, pieces: [{ ...payload.pieces[0], timeline: "soon" }] };
    await expectFailedAndNothingStored(strToU8(JSON.stringify(broken)), "export.json", POTTERY_LIFE_TEXTS.badFormat("pieces.0.timeline: Invalid input: expected array, received string"));
  });
});

async function potterDocZip(extra: Zippable = {}): Promise<Uint8Array> {
  return zipSync({
    "pieces.json": sample("potterdoc", "pieces.json"),
    "profile.json": sample("potterdoc", "profile.json"),
    "images/u1__bottle-wet.jpg": new Uint8Array(await jpeg(40, 30)),
    "images/u1__bottle-done.png": new Uint8Array(await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } }).png().toBuffer()),
    ...extra,
  });
}

describe("PotterDoc's ZIP export (product.md#r148)", () => {
  it("imports pieces with their state history and photos (re-encoded by sharp), once", async () => {
    const potter = await signUp(ctx);
    const zip = await potterDocZip();
    const job = await run(potter, zip, "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "done", format: "potterdoc", counts: { photos: 2, pieces: 2, stageHistory: 6 } });
    const f = (field: string, reason: string) => ({ kind: "pieces", field, count: 1, reason });
    expect(job.skipped).toEqual([
      f("showcase_story", POTTERDOC_TEXTS.noField),
      f("history.state", `${POTTERDOC_TEXTS.noStage}: designed`),
      f("history.custom_fields.clay_weight_lbs", POTTERDOC_TEXTS.noField),
      f("history.state", `${POTTERDOC_TEXTS.noStage}: submitted_to_bisque_fire`),
      f("history.images", POTTERDOC_TEXTS.imageMissing),
    ]);
    const stored = await piecesOf(potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.stage, p.location, p.photos])).toEqual([
      ["Tall bottle", "wheel", "Speckled Buff", "Finished", "Shelf 3", 2],
      ["Pinch cup", "handbuilt", "Porcelain", "Formed", null, 0],
    ]);
    expect(await stagesOf(stored[0]!.id)).toEqual([
      ["Formed", "2026-01-04", "Two pulls"],
      ["Trimmed", "2026-01-06", null],
      ["Bisqued", "2026-01-12", null],
      ["Glazed", "2026-01-20", "Celadon dip"],
      ["Finished", "2026-02-10", "Lovely"],
    ]);
    // Both photos went through the upload's path: JPEG, sized, with a stored file.
    const rows = await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id));
    expect(rows.map((r) => [r.contentType, r.width, r.height]).sort()).toEqual([
      ["image/jpeg", 20, 20],
      ["image/jpeg", 40, 30],
    ]);
    for (const row of rows) expect(await ctx.deps.storage.get(row.id)).not.toBeNull();

    const again = await run(potter, zip, "potterdoc-export (1).zip");
    expect(again).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(await ctx.db.select().from(photos).where(eq(photos.userId, potter.user.id))).toHaveLength(2);
  });

  it("refuses a pieces.json not in PotterDoc's format and an unsafe archive, storing nothing", async () => {
    await expectFailedAndNothingStored(await potterDocZip({ "pieces.json": strToU8('[{"id": 1}]') }), "p.zip", POTTERDOC_TEXTS.badFormat("0.id: Invalid input: expected string, received number"));
    await expectRefusedAndNothingStored(await potterDocZip({ "../evil.jpg": strToU8("x") }), "p.zip", IMPORT_TEXTS.unsafePath);
  });
});
