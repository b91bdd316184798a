/**
 * Every import reader is bounded (docs/decisions/0260-bounded-import-readers.md): nesting, string length and values
 * are refused with a message naming the limit, before a parser works on them, and the potter can import again at
 * once. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../contract/import/rules";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { signUp } from "../helpers/client";
import { importForm } from "../helpers/import";
import { runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PROFILE = '{"alias": "Rosa", "preferences": {}}';

/** A PotterDoc archive, stored without compression so its size is what it holds (no ratio check refuses it). */
const potterDocZip = (piecesJson: string) =>
  zipSync({ "pieces.json": [strToU8(piecesJson), { level: 0 }], "profile.json": [strToU8(PROFILE), { level: 0 }] });

describe("an import whose file nests too deep ends at once", () => {
  it("fails a 2 MB PotterDoc archive whose one piece is nested a million arrays deep, naming the limit, and the potter imports again", async () => {
    const potter = await signUp(ctx);
    const deep = `[${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}]`;
    const zip = potterDocZip(deep);
    expect(zip.length).toBeGreaterThan(2_000_000);
    const job = await runApp(potter, zip, "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.tooDeep("pieces.json"), counts: {} });
    expect(job.message).toContain(String(IMPORT_LIMITS.maxJsonDepth));
    const again = await runApp(potter, sample("potterdoc", "potterdoc-export.zip"), "potterdoc-export.zip");
    expect(again.status).toBe("done");
  }, 60_000);

  it("refuses a Claybook export whose manifest.json nests too deep, at once (400, naming the limit)", async () => {
    const potter = await signUp(ctx);
    const zip = zipSync({ "manifest.json": strToU8(`{"product":"Claybook","formatVersion":1,"x":${"[".repeat(100)}${"]".repeat(100)}}`) });
    const res = await potter.client.post("/api/import", importForm(zip));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPORT_TEXTS.tooDeep("manifest.json"));
  });

  it("fails a Pottery Life file nested too deep, naming the limit", async () => {
    const potter = await signUp(ctx);
    const json = `{"version": 1, "pieces": ${"[".repeat(IMPORT_LIMITS.maxJsonDepth + 1)}${"]".repeat(IMPORT_LIMITS.maxJsonDepth + 1)}, "glazeCollectionNames": []}`;
    const job = await runApp(potter, strToU8(json), "pottery-life.json");
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.tooDeep("This JSON file") });
  });
});

describe("a text longer than an import takes is refused, naming the limit", () => {
  it("fails a PotterDoc piece whose name is longer than 100,000 characters", async () => {
    const potter = await signUp(ctx);
    const long = JSON.stringify([{ id: "p-1", name: "x".repeat(IMPORT_LIMITS.maxStringChars + 1), created: "2026-01-03T09:00:00Z", history: [] }]);
    const job = await runApp(potter, potterDocZip(long), "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.tooLongString("pieces.json"), counts: {} });
    expect(job.message).toContain("100,000");
  });

  it("fails a CSV with a cell longer than 100,000 characters, naming its line, and stores nothing", async () => {
    const potter = await signUp(ctx);
    const csv = `Name,Notes\nBowl,short\nVase,${"y".repeat(IMPORT_LIMITS.maxStringChars + 1)}\n`;
    const job = await runApp(potter, strToU8(csv), "pieces.csv");
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.tooLongCell(3), counts: {} });
    const list = await potter.client.get("/api/pieces");
    expect(list.body.data).toEqual([]);
  });
});
