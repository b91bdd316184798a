/**
 * A file is recognised by its content, whatever its name or the format chosen (product.md#r144,
 * docs/decisions/0210-import-recognition.md): Pottery Life's shared message imports with no format and with its own;
 * a Claybook export, a PotterDoc zip, a Mud Room CSV go by what they are; a choice that disagrees, and a file Claybook
 * cannot read, are refused at once (400, no job) with a message that says what the file looks like. Runs on PGlite,
 * and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_TEXTS, IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs } from "../../server/db/schema";
import { MUDROOM_TEXTS } from "../../server/services/import/importers/mudroom";
import { signUp } from "../helpers/client";
import { exportOf, importForm } from "../helpers/import";
import { runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function refused(bytes: Uint8Array, name: string, fields: Record<string, string>, message: string) {
  const potter = await signUp(ctx);
  const res = await potter.client.post("/api/import", importForm(bytes, fields, name));
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ message, code: "INVALID_INPUT", errors: { file: message } });
  expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
}

const message = () => sample("potterylife", "pottery-life-shared-message.txt");

describe("Pottery Life's shared message (a summary line, a blank line, the JSON)", () => {
  it("imports with no format chosen and with Pottery Life chosen, whatever the file's name", async () => {
    for (const [name, fields] of [
      ["Pottery Life export.txt", {}],
      ["shared.json", { format: "potterylife" }],
      ["message", { format: "potterylife", dryRun: "true" }],
    ] as const) {
      const potter = await signUp(ctx);
      const job = await runApp(potter, message(), name, fields);
      expect(job).toMatchObject({ status: "done", format: "potterylife", counts: { pieces: 4, kilns: 1, firings: 2, testTiles: 1 } });
    }
  });

  it("with another format chosen, says it is a Pottery Life export", async () => {
    await refused(message(), "export.zip", { format: "claybook" }, IMPORT_TEXTS.looksLike("potterylife", "claybook"));
    await refused(message(), "export.csv", { format: "csv" }, IMPORT_TEXTS.looksLike("potterylife", "csv"));
    expect(IMPORT_TEXTS.looksLike("potterylife", "csv")).toBe("This is a Pottery Life export, not a CSV file. Choose Pottery Life, or no format, and import it again.");
  });
});

describe("files go by their content", () => {
  it("a Claybook export chosen as PotterDoc is told it is a Claybook export; named anything, it imports as one", async () => {
    const owner = await signUp(ctx);
    await owner.client.post("/api/pieces", { name: "Moon jar", type: "wheel", clayBody: "B-Mix", stages: [{ stage: "Formed", location: "Shelf" }] });
    const exported = await exportOf(ctx, owner.client);
    await refused(exported, "potterdoc-export.zip", { format: "potterdoc" }, IMPORT_TEXTS.looksLike("claybook", "potterdoc"));
    expect(IMPORT_TEXTS.looksLike("claybook", "potterdoc")).toMatch(/^This is a Claybook export, not a PotterDoc export\./);
    const potter = await signUp(ctx);
    expect(await runApp(potter, exported, "pieces.csv")).toMatchObject({ status: "done", format: "claybook", counts: { pieces: 1 } });
  });

  it("a PotterDoc zip, a Mud Room CSV and a plain CSV import by what they are, whatever their names", async () => {
    const potter = await signUp(ctx);
    expect(await runApp(potter, sample("potterdoc", "potterdoc-export.zip"), "backup.json")).toMatchObject({ status: "done", format: "potterdoc" });
    // A Mud Room export is a CSV too: chosen as CSV, it is read as the Mud Room export it is.
    expect(await runApp(potter, sample("mudroom", "potters-mudroom-glazes.csv"), "glazes.txt", { format: "csv" })).toMatchObject({ status: "done", format: "mudroom", counts: { glazes: 3 } });
    expect(await runApp(potter, sample("csv", "pieces-good.csv"), "pieces.zip")).toMatchObject({ status: "done", format: "csv" });
  });

  it("a wrong choice says what the file looks like", async () => {
    await refused(sample("potterdoc", "potterdoc-export.zip"), "p.zip", { format: "claybook" }, IMPORT_TEXTS.looksLike("potterdoc", "claybook"));
    await refused(sample("potterdoc", "potterdoc-export.zip"), "p.csv", { format: "csv" }, IMPORT_TEXTS.looksLike("potterdoc", "csv"));
    await refused(sample("mudroom", "potters-mudroom-pieces.csv"), "m.csv", { format: "potterylife" }, IMPORT_TEXTS.looksLike("mudroom", "potterylife"));
    await refused(sample("csv", "pieces-good.csv"), "export.zip", { format: "claybook" }, IMPORT_TEXTS.looksLike("csv", "claybook"));
    await refused(sample("csv", "pieces-good.csv"), "export.csv", { format: "mudroom" }, MUDROOM_TEXTS.notMudRoom);
    // A zip chosen as CSV is not told it is not UTF-8.
    await refused(zipSync({ "notes.txt": strToU8("hello") }), "export.csv", { format: "csv" }, IMPORT_TEXTS.unknownZip);
  });

  it("a file that is none of them says what it is", async () => {
    await refused(zipSync({ "notes.txt": strToU8("hello") }), "export.zip", {}, IMPORT_TEXTS.unknownZip);
    await refused(sample("potterdoc", "pieces.json"), "pieces.json", {}, IMPORT_TEXTS.potterDocPiecesAlone);
    await refused(strToU8('[{"a": 1}]'), "data.json", {}, IMPORT_TEXTS.unknownJson);
    await refused(strToU8('{"name": "not an export"}'), "data.json", { format: "potterylife" }, IMPORT_TEXTS.unknownJson);
    const png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } }).png().toBuffer());
    await refused(png, "photo.png", {}, IMPORT_TEXTS.unreadable);
    await refused(sample("csv", "pieces-latin1.csv"), "latin.csv", {}, CSV_TEXTS.notUtf8);
    await refused(new Uint8Array(), "export.zip", {}, IMPORT_TEXTS.empty);
    // Text whose first line has no columns is no CSV, unless its name or the format chosen says it is one.
    await refused(strToU8("Dear diary\nToday I threw a bowl\n"), "notes.txt", {}, IMPORT_TEXTS.notCsv);
    const potter = await signUp(ctx);
    expect(await runApp(potter, strToU8("name\nMoon jar\n"), "names.csv")).toMatchObject({ status: "done", format: "csv", counts: { pieces: 1 } });
    expect(await runApp(potter, strToU8("name\nTea bowl\n"), "names.txt", { format: "csv" })).toMatchObject({ status: "done", format: "csv", counts: { pieces: 1 } });
  });
});
