/**
 * The bounds of the peers' files (docs/decisions/0245-potterdoc-streamed-read.md): PotterDoc's pieces.json is read as
 * a stream, within 250 MB unpacked and 100,000 pieces, each refused with a message naming the limit and nothing
 * stored; Pottery Life's shared message is held to the JSON limit while it uploads. The normal files import
 * (import-apps.api.test.ts). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../contract/import/rules";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs } from "../../server/db/schema";
import { createZipWriter } from "../../server/services/account/export-zip";
import { POTTERDOC_TEXTS } from "../../server/services/import/importers/potterdoc";
import { signUp } from "../helpers/client";
import { importForm, snapshot } from "../helpers/import";
import { runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A PotterDoc archive whose pieces.json is `pieces` written as a stream of JSON, with the sample's profile.json. */
async function potterDocZip(pieces: Iterable<string>): Promise<Uint8Array> {
  const writer = createZipWriter();
  const body = (async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of writer.stream as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
    return Buffer.concat(chunks);
  })();
  function* json() {
    yield "[";
    let first = true;
    for (const piece of pieces) {
      yield first ? piece : `,${piece}`;
      first = false;
    }
    yield "]";
  }
  await writer.add("pieces.json", Readable.from(json()));
  await writer.add("profile.json", '{"alias": "Rosa", "preferences": {}}');
  await writer.finish();
  return new Uint8Array(await body);
}

/** A piece as PotterDoc's serializer writes it, with notes that do not compress past the archive's ratio check. */
const piece = (i: number, notes = "") => JSON.stringify({ id: `p-${i}-${randomBytes(4).toString("hex")}`, name: `Mug ${i}`, created: "2026-01-03T09:00:00Z", history: [], notes });

describe("PotterDoc's pieces.json, read as a stream within its limits", () => {
  it("refuses a pieces.json over 250 MB unpacked at once (400, no job), from the archive's directory", async () => {
    const potter = await signUp(ctx);
    const noisy = (i: number) => piece(i, `${randomBytes(32).toString("hex")} ${"thrown, trimmed and waiting ".repeat(70)}`);
    const perPiece = noisy(0).length + 1;
    const count = Math.ceil((IMPORT_LIMITS.maxPotterDocPiecesBytes + 1024 * 1024) / perPiece);
    const zip = await potterDocZip((function* () {
      for (let i = 0; i < count; i++) yield noisy(i);
    })());
    const res = await potter.client.post("/api/import", importForm(zip, {}, "potterdoc-export.zip"));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPORT_TEXTS.tooLargePotterDocPieces);
    expect(IMPORT_TEXTS.tooLargePotterDocPieces).toContain("250 MB");
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
  }, 180_000);

  it("fails an export of more than 100,000 pieces as it reads the one over the limit, storing nothing", async () => {
    const potter = await signUp(ctx);
    const before = await snapshot(ctx, potter.user.id);
    const zip = await potterDocZip((function* () {
      for (let i = 0; i <= IMPORT_LIMITS.maxRows; i++) yield piece(i);
    })());
    const job = await runApp(potter, zip, "potterdoc-export.zip");
    expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.tooManyRecords("pieces.json"), counts: {} });
    expect(job.message).toContain("100,000");
    expect(await snapshot(ctx, potter.user.id)).toEqual(before);
  }, 180_000);

  it("refuses pieces.json cut short, not a list, or with a piece not in PotterDoc's format, naming the piece", async () => {
    const files = unzipSync(sample("potterdoc", "potterdoc-export.zip"));
    const text = new TextDecoder().decode(files["pieces.json"]);
    const cases: [string, string][] = [
      [text.slice(0, text.length - 40), POTTERDOC_TEXTS.badFormat("it is not valid JSON")],
      [`${text} x`, POTTERDOC_TEXTS.badFormat("it is not valid JSON")],
      ['{"pieces": []}', POTTERDOC_TEXTS.badFormat("it is not a list of pieces")],
      ["", POTTERDOC_TEXTS.badFormat("it is not valid JSON")],
      [`${text.slice(0, -1)}, {"id": "x", "name": 7}]`, POTTERDOC_TEXTS.badFormat("3.name: Invalid input: expected string, received number")],
    ];
    for (const [pieces, message] of cases) {
      const potter = await signUp(ctx);
      const before = await snapshot(ctx, potter.user.id);
      const job = await runApp(potter, zipSync({ ...files, "pieces.json": strToU8(pieces) }), "p.zip");
      expect(job, pieces.slice(0, 40)).toMatchObject({ status: "failed", message, counts: {} });
      expect(await snapshot(ctx, potter.user.id)).toEqual(before);
    }
  }, 120_000);
});

describe("Pottery Life's shared message", () => {
  it("is held to the JSON limit while it uploads (413, no job), its first line and all", async () => {
    const potter = await signUp(ctx);
    const message = strToU8(`Pottery Life export (2 pieces)\n\n{"version": 1, "pieces": [${'"x",'.repeat(IMPORT_LIMITS.maxJsonBytes / 4)}"x"]}`);
    const res = await potter.client.post("/api/import", importForm(message, {}, "Pottery Life export.txt"));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: IMPORT_TEXTS.tooLargeJson, code: "TOO_LARGE" });
    expect(res.body.message).toContain("10 MB");
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
  }, 60_000);
});
