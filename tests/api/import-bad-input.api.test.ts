/**
 * Bad input to the import (product.md#r142): each refused file leaves the account exactly as it was, with a message that
 * says why. Archives are built here with fflate; the headers of one are edited to promise more than they hold.
 */
import { eq } from "drizzle-orm";
import { strToU8, unzipSync, zipSync, type Zippable } from "fflate";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs, importSources } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { signUp, type SignedInUser } from "../helpers/client";
import { exportOf, importForm, runImport, seedStudio, snapshot } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let source: SignedInUser;
let exported: Uint8Array;
beforeAll(async () => {
  ctx = await createTestContext();
  source = await signUp(ctx);
  await seedStudio(ctx, source.client, source.user.id);
  exported = await exportOf(ctx, source.client);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

async function storedPhotoFiles(): Promise<number> {
  const root = path.join(ctx.dataDir, "photos");
  let total = 0;
  for (const dir of await readdir(root).catch(() => [] as string[])) total += (await readdir(path.join(root, dir))).length;
  return total;
}

/** Runs `attempt` for a fresh potter and checks that none of the potter's data and no photo file was added. */
async function expectNothingStored(attempt: (potter: SignedInUser) => Promise<void>) {
  const potter = await signUp(ctx);
  const before = await snapshot(ctx, potter.user.id);
  const files = await storedPhotoFiles();
  await attempt(potter);
  await settleBackgroundTasks();
  expect(await snapshot(ctx, potter.user.id)).toEqual(before);
  expect(await storedPhotoFiles()).toBe(files);
  expect(await ctx.db.select().from(importSources).where(eq(importSources.userId, potter.user.id))).toEqual([]);
  return potter;
}

/** The export's files, changed by `edit`, zipped again. */
function editedExport(edit: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(exported);
  edit(files);
  return zipSync(files as Zippable);
}

const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(new TextDecoder().decode(files[name]));

/** Refused at once: 400 with the message, and no job recorded. */
async function expectRefused(potter: SignedInUser, bytes: Uint8Array, message: string, fields: Record<string, string> = {}) {
  const res = await potter.client.post("/api/import", importForm(bytes, fields));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message, code: "INVALID_INPUT" });
  expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
}

/** Sets every central-directory and local header's uncompressed size of a stored zip to `size`. */
function claimSize(zip: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
  }
  return out;
}

describe("import refuses bad files and stores nothing (product.md#r142)", () => {
  it("refuses a file that is not a zip when a Claybook export is chosen, saying what it is", async () => {
    await expectNothingStored((p) => expectRefused(p, strToU8("name,type\nMoon Jar,wheel\n"), IMPORT_TEXTS.looksLike("csv", "claybook"), { format: "claybook" }));
  });

  it("calls a zip that cannot be read damaged, and keeps 'not a zip archive' for a file that is no zip", async () => {
    // A download cut short: it starts as a zip ("PK"), but its directory is gone.
    const cut = exported.slice(0, Math.floor(exported.length / 2));
    await expectNothingStored((p) => expectRefused(p, cut, IMPORT_TEXTS.damagedZip));
    expect(IMPORT_TEXTS.damagedZip).not.toContain("not a zip");
    // A photo is no zip at all: it is told so.
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    await expectNothingStored((p) => expectRefused(p, photo, IMPORT_TEXTS.unreadable));
  });

  it("refuses an archive whose headers promise more than 1 GB unpacked", async () => {
    const zip = claimSize(zipSync({ "manifest.json": strToU8("{}"), "pieces.json": strToU8("[]") }), 0x7fff_ffff);
    await expectNothingStored((p) => expectRefused(p, zip, IMPORT_TEXTS.zipBomb));
  });

  it("refuses an archive compressed more than 100 to 1", async () => {
    const zip = zipSync({ "manifest.json": strToU8("{}"), "pieces.json": [new Uint8Array(8 * 1024 * 1024), { level: 9 }] });
    await expectNothingStored((p) => expectRefused(p, zip, IMPORT_TEXTS.zipBomb));
  });

  it("refuses an archive of more than 20,000 files", async () => {
    const files: Zippable = {};
    for (let i = 0; i <= 20_000; i++) files[`photos/${i}.jpg`] = [new Uint8Array(1), { level: 0 }];
    await expectNothingStored((p) => expectRefused(p, zipSync(files), IMPORT_TEXTS.tooManyEntries));
  });

  it("refuses paths leading outside the archive", async () => {
    for (const name of ["../evil.json", "photos/../../evil.jpg", "/etc/evil.json"]) {
      const zip = zipSync({ "manifest.json": strToU8("{}"), [name]: strToU8("x") });
      await expectNothingStored((p) => expectRefused(p, zip, IMPORT_TEXTS.unsafePath));
    }
  });

  it("refuses an unknown format version, a missing manifest and a manifest not in the format", async () => {
    const future = editedExport((files) => {
      files["manifest.json"] = strToU8(JSON.stringify({ ...json(files, "manifest.json"), formatVersion: 99 }));
    });
    await expectNothingStored((p) => expectRefused(p, future, IMPORT_TEXTS.unknownVersion(99)));
    const none = editedExport((files) => delete files["manifest.json"]);
    await expectNothingStored((p) => expectRefused(p, none, IMPORT_TEXTS.noManifest));
    const bad = editedExport((files) => {
      files["manifest.json"] = strToU8(JSON.stringify({ ...json(files, "manifest.json"), photos: "all of them" }));
    });
    await expectNothingStored((p) => expectRefused(p, bad, IMPORT_TEXTS.badManifest));
  });

  it("fails the job when a photo does not match its manifest hash, storing no record and no file", async () => {
    const damaged = editedExport((files) => {
      const entry = json(files, "manifest.json").photos[3].entry as string;
      const bytes = new Uint8Array(files[entry]!);
      bytes[bytes.length - 10] = bytes[bytes.length - 10]! ^ 0xff;
      files[entry] = bytes;
    });
    await expectNothingStored(async (p) => {
      const { started, job } = await runImport(p.client, damaged);
      expect(started.status).toBe(202);
      expect(job).toMatchObject({ status: "failed", counts: {} });
      expect(job.message).toMatch(/^The photo photos\/.+ does not match the export's manifest/);
    });
  });

  it("fails the job when a JSON file does not match the format, naming the file and the field", async () => {
    const wrong = editedExport((files) => {
      const pieces = json(files, "pieces.json");
      pieces[0].name = 42;
      files["pieces.json"] = strToU8(JSON.stringify(pieces));
    });
    const extra = editedExport((files) => {
      const glazes = json(files, "glazes.json");
      glazes[0].ownerEmail = "someone@example.com";
      files["glazes.json"] = strToU8(JSON.stringify(glazes));
    });
    const short = editedExport((files) => {
      files["stage_history.json"] = strToU8(JSON.stringify(json(files, "stage_history.json").slice(1)));
    });
    const nul = editedExport((files) => {
      const pieces = json(files, "pieces.json");
      pieces[1].notes = "glaze\u0000notes";
      files["pieces.json"] = strToU8(JSON.stringify(pieces));
    });
    const broken = editedExport((files) => {
      files["kilns.json"] = strToU8("[{");
    });
    const cases: [Uint8Array, RegExp][] = [
      [wrong, /^pieces\.json does not match Claybook's export format: 0\.name: /],
      [extra, /^glazes\.json does not match Claybook's export format: .*ownerEmail/],
      [short, /^stage_history\.json holds a different number of records than the manifest says/],
      [nul, /^pieces\.json does not match Claybook's export format: 1\.notes: text holds a NUL character/],
      [broken, /^kilns\.json does not match Claybook's export format: it is not valid JSON/],
    ];
    for (const [bytes, message] of cases) {
      await expectNothingStored(async (p) => {
        const { job } = await runImport(p.client, bytes);
        expect(job.status).toBe("failed");
        expect(job.message).toMatch(message);
      });
    }
  });

  it("refuses a Claybook export sent as another app's format, and bad form fields", async () => {
    await expectNothingStored(async (p) => {
      await expectRefused(p, exported, IMPORT_TEXTS.badFormat, { format: "numbers" });
      await expectRefused(p, exported, IMPORT_TEXTS.badDryRun, { dryRun: "maybe" });
      const noFile = new FormData();
      noFile.append("dryRun", "true");
      const res = await p.client.post("/api/import", noFile);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(IMPORT_TEXTS.noFile);
      // What the file is shows in its content: told so at once, storing nothing.
      await expectRefused(p, exported, IMPORT_TEXTS.looksLike("claybook", "potterdoc"), { format: "potterdoc" });
    });
  });

  it("answers 413 for a file over 500 MB, before reading it", async () => {
    await expectNothingStored(async (p) => {
      // The declared length is refused before a byte of the body is read.
      const res = await ctx.app.request("/api/import", {
        method: "POST",
        headers: { cookie: p.client.cookieHeader() ?? "", "content-type": "multipart/form-data; boundary=x", "content-length": String(600 * 1024 * 1024) },
        body: "--x--",
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ message: IMPORT_TEXTS.tooLarge, code: "TOO_LARGE" });
      expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, p.user.id))).toEqual([]);
    });
  });

  it("answers 409 to a second import while one runs", async () => {
    const potter = await signUp(ctx);
    const first = await potter.client.post("/api/import", importForm(exported));
    expect(first.status).toBe(202);
    const second = await potter.client.post("/api/import", importForm(exported));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ message: IMPORT_TEXTS.alreadyRunning, code: "CONFLICT" });
    await settleBackgroundTasks();
    expect((await potter.client.get(`/api/import/${first.body.id}`)).body.status).toBe("done");
    // Once it has ended, another may start.
    const third = await potter.client.post("/api/import", importForm(exported, { dryRun: "true" }));
    expect(third.status).toBe(202);
    await settleBackgroundTasks();
  });
});
