/**
 * An import's bounds and its place beside other potters (docs/decisions/0171-import-batches.md): the request only
 * stores the upload; a CSV is read line by line, a bad line costing itself only; every limit is refused at once with
 * a message naming it; and other potters' calls are answered while an import is stored, batch by batch.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS } from "../../contract/import/rules";
import { CSV_TEXTS, IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs, pieces } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { FOREIGN_TEXTS } from "../../server/services/import/import-foreign";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ logLevel: process.env.DEBUG_LOG ?? "silent" });
});
afterAll(async () => {
  await ctx.close();
});

const text = (s: string) => new TextEncoder().encode(s);

async function runCsv(potter: SignedInUser, csv: string | Uint8Array, fields: Record<string, string> = {}) {
  const started = await potter.client.post("/api/import", importForm(typeof csv === "string" ? text(csv) : csv, fields, "pieces.csv"));
  expect(started.status).toBe(202);
  await settleBackgroundTasks();
  return (await potter.client.get(`/api/import/${started.body.id}`)).body;
}

const namesOf = async (userId: number) =>
  (await ctx.db.select({ name: pieces.name }).from(pieces).where(eq(pieces.userId, userId)).orderBy(asc(pieces.id))).map((p) => p.name);

describe("bad rows are rows, not failures", () => {
  it('imports a quote inside an unquoted cell (12" vase) as written', async () => {
    const potter = await signUp(ctx);
    const job = await runCsv(potter, 'Name,Notes\n12" vase,tall\n"Bowl, wide",5" across\n');
    expect(job).toMatchObject({ status: "done", message: IMPORT_TEXTS.done, counts: { pieces: 2 } });
    expect(job.skipped).toEqual([]);
    expect(await namesOf(potter.user.id)).toEqual(['12" vase', "Bowl, wide"]);
  });

  it("reads an 8,000-line CSV with one stray quote: every other line imported, the bad one listed by number", async () => {
    const potter = await signUp(ctx);
    const lines = ["Name,Stage"];
    for (let line = 2; line <= 8000; line++) lines.push(line === 1234 ? '"Lidded jar,Formed' : `Piece ${line},Formed`);
    const job = await runCsv(potter, lines.join("\n"));
    expect(job).toMatchObject({ status: "done", counts: { pieces: 7998, stageHistory: 7998 } });
    expect(job.skipped).toEqual([
      { kind: "lines", line: 1234, count: 1, reason: CSV_TEXTS.unterminated },
      { kind: "stageHistory", field: "location", count: 7998, reason: FOREIGN_TEXTS.noPlace },
    ]);
    const names = await namesOf(potter.user.id);
    expect(names).toHaveLength(7998);
    expect(names).toContain("Piece 1235");
    expect(names).toContain("Piece 8000");
    expect(names).not.toContain("Lidded jar");
  }, 120_000);

  it("answers the job as failed with a clear message only when nothing can be read", async () => {
    const potter = await signUp(ctx);
    const job = await runCsv(potter, 'Notes\n"never closed\n');
    expect(job).toMatchObject({ status: "failed", message: CSV_TEXTS.noName, counts: {} });
    expect(await namesOf(potter.user.id)).toEqual([]);
  });
});

describe("limits, each refused at once with a message naming it", () => {
  const post = (potter: SignedInUser, bytes: Uint8Array, name: string) => potter.client.post("/api/import", importForm(bytes, {}, name));

  it("refuses a CSV over 50 MB and one over 100,000 rows (413), recording no job", async () => {
    const potter = await signUp(ctx);
    // Long notes: over 50 MB in fewer than 100,000 rows.
    const row = `Mug,Formed,${"a long note ".repeat(100)}\n`;
    const big = text(`Name,Stage,Notes\n${row.repeat(Math.ceil((IMPORT_LIMITS.maxCsvBytes + 1024) / row.length))}`);
    const tooBig = await post(potter, big, "big.csv");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ message: IMPORT_TEXTS.tooLargeCsv, code: "TOO_LARGE" });

    const many = text(`Name\n${"a\n".repeat(IMPORT_LIMITS.maxRows + 1)}`);
    const tooMany = await post(potter, many, "many.csv");
    expect(tooMany.status).toBe(413);
    expect(tooMany.body).toMatchObject({ message: IMPORT_TEXTS.tooManyRows, code: "TOO_LARGE" });

    const json = text(`{"pieces": [${'"x",'.repeat(IMPORT_LIMITS.maxJsonBytes / 4)}"x"]}`);
    const tooBigJson = await post(potter, json, "export.json");
    expect(tooBigJson.status).toBe(413);
    expect(tooBigJson.body).toMatchObject({ message: IMPORT_TEXTS.tooLargeJson, code: "TOO_LARGE" });
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.userId, potter.user.id))).toEqual([]);
  }, 60_000);

  it("lets one of two uploads of the same potter at once through (409 for the other)", async () => {
    const potter = await signUp(ctx);
    const csv = text("Name\nCup\n");
    const both = await Promise.all([post(potter, csv, "a.csv"), post(potter, csv, "b.csv")]);
    expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ message: IMPORT_TEXTS.alreadyRunning, code: "CONFLICT" });
    await settleBackgroundTasks();
  });

  it("refuses a fourth import on the server while three run (429), also when two potters start at once", async () => {
    const running = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    // Imports of three other potters, running now (their servers beating).
    const rows = await ctx.db
      .insert(importJobs)
      .values(running.map((p) => ({ userId: p.user.id, status: "running", format: "csv", fileName: "x.csv", fileHash: "b".repeat(64), heartbeatAt: new Date() })))
      .returning({ id: importJobs.id });
    const csv = text("Name\nCup\n");
    try {
      const refused = await post(await signUp(ctx), csv, "a.csv");
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: IMPORT_TEXTS.serverBusy, code: "TOO_MANY_ATTEMPTS" });
      // One ends: of two potters starting at once, one gets the free place.
      await ctx.db.update(importJobs).set({ status: "done" }).where(eq(importJobs.id, rows[0]!.id));
      const [one, two] = await Promise.all([signUp(ctx), signUp(ctx)]);
      const both = await Promise.all([post(one, csv, "a.csv"), post(two, csv, "b.csv")]);
      expect(both.map((r) => r.status).sort()).toEqual([202, 429]);
      expect(both.find((r) => r.status === 429)!.body).toMatchObject({ message: IMPORT_TEXTS.serverBusy, code: "TOO_MANY_ATTEMPTS" });
      await settleBackgroundTasks();
    } finally {
      for (const row of rows) await ctx.db.update(importJobs).set({ status: "done" }).where(eq(importJobs.id, row.id));
    }
  });
});

describe("other potters while an import runs", () => {
  it("answers another potter's list and the health check while a 20,000-row import is being stored", async () => {
    const importer = await signUp(ctx);
    const other = await signUp(ctx);
    const rows = ["Name,Type,Clay body,Stage,Notes"];
    for (let i = 1; i <= 20_000; i++) rows.push(`Piece ${i},Bowl,B-Mix,Formed,thrown on the wheel`);
    const started = await importer.client.post("/api/import", importForm(text(rows.join("\n")), {}, "studio.csv"));
    expect(started.status).toBe(202);
    // Answered while the job is still at work: the job's own status, read after each answer, says so.
    let answeredWhileRunning = 0;
    let progressSeen = 0;
    for (;;) {
      const list = await other.client.get("/api/pieces");
      expect(list.status).toBe(200);
      const health = await other.client.get("/api/health");
      expect(health.status).toBe(200);
      const job = (await importer.client.get(`/api/import/${started.body.id}`)).body;
      if (job.status === "done" || job.status === "failed") break;
      answeredWhileRunning++;
      progressSeen = Math.max(progressSeen, job.progress);
      // A real client's calls arrive as network events; in-process ones would otherwise never let a timer run.
      await new Promise((r) => setTimeout(r, 20));
    }
    await settleBackgroundTasks();
    const job = (await importer.client.get(`/api/import/${started.body.id}`)).body;
    expect(job, job.message).toMatchObject({ status: "done", counts: { pieces: 20_000, stageHistory: 20_000 } });
    expect(answeredWhileRunning).toBeGreaterThan(1);
    expect(progressSeen).toBeGreaterThan(0);
    expect(await ctx.db.$count(pieces, eq(pieces.userId, importer.user.id))).toBe(20_000);
  }, 180_000);
});
