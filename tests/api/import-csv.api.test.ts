/**
 * Importers from other apps: the plain CSV of pieces through POST /api/import (product.md#r145, r146). The
 * preview lists per field what could not be mapped and the unreadable lines by number; the import adds the good rows
 * with codes and stages; the same file again adds nothing; a refused file stores nothing.
 */
import { asc, eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_TEXTS, IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs, importSources, pieces, stageHistory } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { FOREIGN_TEXTS } from "../../server/services/import/import-foreign";
import { MAP_TEXTS } from "../../server/services/import/importers/map-values";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm, snapshot } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const sample = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, "../fixtures/imports/csv", name)));

async function runCsv(potter: SignedInUser, name: string, fields: Record<string, string> = {}) {
  const started = await potter.client.post("/api/import", importForm(sample(name), fields, name));
  expect(started.status).toBe(202);
  await settleBackgroundTasks();
  const job = await potter.client.get(`/api/import/${started.body.id}`);
  expect(job.status).toBe(200);
  return job.body;
}

const piecesOf = (userId: number) =>
  ctx.db
    .select({ name: pieces.name, code: pieces.code, type: pieces.type, clayBody: pieces.clayBody, tags: pieces.tags, stage: pieces.currentStage, location: pieces.studioLocation, notes: pieces.notes, height: pieces.height })
    .from(pieces)
    .where(eq(pieces.userId, userId))
    .orderBy(asc(pieces.id));

describe("plain CSV import (product.md#r145)", () => {
  it("previews counts and the unmapped values per field without storing, then imports with codes and stages, once", async () => {
    const potter = await signUp(ctx);
    const preview = await runCsv(potter, "pieces-good.csv", { dryRun: "true" });
    expect(preview).toMatchObject({ status: "done", format: "csv", dryRun: true, message: IMPORT_TEXTS.dryRunDone, counts: { pieces: 3, stageHistory: 2 } });
    expect(preview.skipped).toEqual(
      expect.arrayContaining([
        { kind: "pieces", field: "Glaze", count: 2, reason: CSV_TEXTS.unknownColumn },
        { kind: "pieces", field: "Stage", count: 1, reason: CSV_TEXTS.unknownStage },
        { kind: "pieces", field: "Date", count: 1, reason: CSV_TEXTS.notDate },
        { kind: "pieces", field: "Width", count: 1, reason: CSV_TEXTS.notNumber },
        { kind: "pieces", field: "Type", count: 3, reason: MAP_TEXTS.notMethod },
        // The row without a Location: its stage entry's place says it was not in the file, and is listed.
        { kind: "stageHistory", field: "location", count: 1, reason: FOREIGN_TEXTS.noPlace },
      ]),
    );
    expect(preview.skipped).toHaveLength(6);
    expect(await piecesOf(potter.user.id)).toEqual([]);

    const done = await runCsv(potter, "pieces-good.csv");
    expect(done).toMatchObject({ status: "done", message: IMPORT_TEXTS.done, counts: { pieces: 3, stageHistory: 2 } });
    const stored = await piecesOf(potter.user.id);
    expect(stored.map((p) => [p.name, p.type, p.clayBody, p.tags, p.stage, p.location])).toEqual([
      ["Morning mug", "wheel", "B-Mix", ["Mug"], "Bisqued", "Shelf 2"],
      ["Big bowl", "wheel", "Speckled Buff", ["Bowl"], "Formed", "Damp box"],
      ["Bud vase", "wheel", "B-Mix", ["Vase"], "Finished", null],
    ]);
    expect(stored[0]).toMatchObject({ notes: "Handle pulled, a bit thick", height: "4.50" });
    expect(stored.every((p) => typeof p.code === "string" && p.code.length > 0)).toBe(true);
    expect(new Set(stored.map((p) => p.code)).size).toBe(3);
    const history = await ctx.db.select({ stage: stageHistory.stage, date: stageHistory.date, location: stageHistory.location }).from(stageHistory).where(eq(stageHistory.userId, potter.user.id)).orderBy(asc(stageHistory.id));
    expect(history[0]).toEqual({ stage: "Bisqued", date: new Date("2025-03-14T12:00:00.000Z"), location: "Shelf 2" });
    expect(history).toHaveLength(2);

    // The same file again (even under another name) adds nothing.
    const again = await runCsv(potter, "pieces-good.csv");
    expect(again).toMatchObject({ status: "done", message: IMPORT_TEXTS.nothingToImport, counts: {} });
    expect(again.skipped).toContainEqual({ kind: "pieces", count: 3, reason: IMPORT_TEXTS.skippedDuplicate });
    expect(await piecesOf(potter.user.id)).toHaveLength(3);
  });

  it("lists wrong column counts and an unterminated quote by line number, and imports the good rows", async () => {
    const potter = await signUp(ctx);
    const preview = await runCsv(potter, "pieces-bad-rows.csv", { dryRun: "true", format: "csv" });
    // The unterminated quote costs its own line: the row after it is read.
    expect(preview.counts).toEqual({ pieces: 3, stageHistory: 3 });
    expect(preview.skipped.filter((s: { kind: string }) => s.kind === "lines")).toEqual([
      { kind: "lines", line: 3, count: 1, reason: CSV_TEXTS.columnCount(4, 3) },
      { kind: "lines", line: 5, count: 1, reason: CSV_TEXTS.unterminated },
    ]);
    expect(await piecesOf(potter.user.id)).toEqual([]);
    const done = await runCsv(potter, "pieces-bad-rows.csv", { format: "csv" });
    expect(done.status).toBe("done");
    expect((await piecesOf(potter.user.id)).map((p) => [p.name, p.stage])).toEqual([
      ["Cup", "Formed"],
      ["Jar", "Glazed"],
      ["Tail", "Formed"],
    ]);
  });

  it("without a name column previews the unknown columns for the mapping step, refuses to import, and imports with a mapping", async () => {
    const potter = await signUp(ctx);
    const preview = await runCsv(potter, "pieces-unknown-headers.csv", { dryRun: "true" });
    expect(preview).toMatchObject({ status: "done", counts: {}, message: CSV_TEXTS.noName });
    expect(preview.skipped).toEqual([
      { kind: "pieces", field: "Piece title", count: 1, reason: CSV_TEXTS.unknownColumn },
      { kind: "pieces", field: "Body", count: 1, reason: CSV_TEXTS.unknownColumn },
    ]);
    const before = await snapshot(ctx, potter.user.id);
    const refused = await runCsv(potter, "pieces-unknown-headers.csv");
    expect(refused).toMatchObject({ status: "failed", message: CSV_TEXTS.noName, counts: {} });
    expect(await snapshot(ctx, potter.user.id)).toEqual(before);

    const mapping = JSON.stringify({ "Piece title": "name", Body: "clayBody" });
    const mapped = await runCsv(potter, "pieces-unknown-headers.csv", { dryRun: "true", mapping });
    expect(mapped).toMatchObject({ status: "done", counts: { pieces: 1, stageHistory: 1 }, message: IMPORT_TEXTS.dryRunDone });
    await runCsv(potter, "pieces-unknown-headers.csv", { mapping });
    expect((await piecesOf(potter.user.id)).map((p) => [p.name, p.clayBody, p.stage, p.tags])).toEqual([["Plate", "Porcelain", "Formed", ["Plate"]]]);
  });

  it("refuses a file that is not UTF-8 and a mapping that is not column → field, storing nothing", async () => {
    const potter = await signUp(ctx);
    const before = await snapshot(ctx, potter.user.id);
    const latin = await potter.client.post("/api/import", importForm(sample("pieces-latin1.csv"), { dryRun: "true" }, "pieces-latin1.csv"));
    expect(latin.status).toBe(400);
    expect(latin.body).toMatchObject({ message: CSV_TEXTS.notUtf8, code: "INVALID_INPUT" });
    const badMapping = await potter.client.post("/api/import", importForm(sample("pieces-good.csv"), { mapping: JSON.stringify({ Glaze: "glaze" }) }, "p.csv"));
    expect(badMapping.status).toBe(400);
    expect(badMapping.body.message).toBe(CSV_TEXTS.badMapping);
    await settleBackgroundTasks();
    expect(await snapshot(ctx, potter.user.id)).toEqual(before);
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
    expect(await ctx.db.select().from(importSources).where(eq(importSources.userId, potter.user.id))).toEqual([]);
  });
});
