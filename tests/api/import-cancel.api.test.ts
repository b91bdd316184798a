/**
 * Imports always end (product.md#r213, r214; docs/decisions/0261-import-liveness.md): a potter cancels their own
 * queued or running import and nothing it stored stays; an import that makes no progress is stopped and frees its
 * place, so stuck imports never stop another potter's. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs, importSources, pieces } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { NO_PROGRESS_MS } from "../../server/services/import/import-recovery";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm } from "../helpers/import";
import { runApp } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function csv(rows: number, name = "Piece"): Uint8Array {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`${name} ${i},Formed`);
  return new TextEncoder().encode(lines.join("\n"));
}

const piecesOf = async (userId: number) => (await ctx.db.select({ n: count() }).from(pieces).where(eq(pieces.userId, userId)))[0]!.n;

/** The job, asked until `until` holds (a few seconds at most). */
async function waitFor(potter: SignedInUser, id: number, until: (job: { status: string; progress: number }) => boolean) {
  for (let i = 0; i < 600; i++) {
    const job = (await potter.client.get(`/api/import/${id}`)).body;
    if (until(job)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} never reached the state waited for`);
}

describe("a potter cancels their own import", () => {
  it("cancels a 60,000-row CSV import while it stores: 0 pieces stay, and the potter imports again", async () => {
    const potter = await signUp(ctx);
    const started = await potter.client.post("/api/import", importForm(csv(60_000), {}, "pieces.csv"));
    expect(started.status).toBe(202);
    const id = started.body.id as number;
    await waitFor(potter, id, (job) => job.status === "running" && job.progress > 0);
    expect(await piecesOf(potter.user.id)).toBeGreaterThan(0);
    const cancelled = await potter.client.delete(`/api/import/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: "cancelled", message: IMPORT_TEXTS.cancelled });
    expect(await piecesOf(potter.user.id)).toBe(0);
    await settleBackgroundTasks();
    // The job's own next batch found it cancelled and stored nothing more.
    expect(await piecesOf(potter.user.id)).toBe(0);
    expect(await ctx.db.select().from(importSources).where(eq(importSources.importJobId, id))).toEqual([]);
    expect((await potter.client.get(`/api/import/${id}`)).body).toMatchObject({ status: "cancelled", message: IMPORT_TEXTS.cancelled });
    const again = await runApp(potter, csv(3, "Again"), "pieces.csv");
    expect(again).toMatchObject({ status: "done", counts: { pieces: 3 } });
  }, 120_000);

  it("answers 404 for another potter's import and leaves it running; 409 once an import has ended", async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const [queued] = await ctx.db
      .insert(importJobs)
      .values({ userId: owner.user.id, status: "queued", format: "csv", fileName: "a.csv", fileHash: "b".repeat(64), createdAt: new Date(), heartbeatAt: new Date() })
      .returning();
    const refused = await other.client.delete(`/api/import/${queued!.id}`);
    expect(refused.status).toBe(404);
    expect((await owner.client.get(`/api/import/${queued!.id}`)).body.status).toBe("queued");
    // A queued import is cancelled before it starts; cancelling it again answers it as it is.
    expect((await owner.client.delete(`/api/import/${queued!.id}`)).body).toMatchObject({ status: "cancelled" });
    expect((await owner.client.delete(`/api/import/${queued!.id}`)).body).toMatchObject({ status: "cancelled" });
    const done = await runApp(owner, csv(2), "pieces.csv");
    const ended = await owner.client.delete(`/api/import/${done.id}`);
    expect(ended.status).toBe(409);
    expect(ended.body.message).toBe(IMPORT_TEXTS.notRunning);
    expect(await piecesOf(owner.user.id)).toBe(2);
  });
});

describe("a stuck import frees its place", () => {
  it("lets a fourth potter import while three potters' imports are stuck, and ends the stuck ones with a message", async () => {
    const stuck = await Promise.all([signUp(ctx), signUp(ctx), signUp(ctx)]);
    const now = Date.now();
    const rows = await ctx.db
      .insert(importJobs)
      .values(
        stuck.map((potter) => ({
          userId: potter.user.id,
          status: "running",
          format: "potterdoc",
          fileName: "deep.zip",
          fileHash: "c".repeat(64),
          createdAt: new Date(now - NO_PROGRESS_MS - 60_000),
          // Its server is alive and beating, but the import has not moved on.
          heartbeatAt: new Date(now),
          progressAt: new Date(now - NO_PROGRESS_MS - 1000),
        })),
      )
      .returning();
    const fourth = await signUp(ctx);
    const job = await runApp(fourth, csv(2), "pieces.csv");
    expect(job).toMatchObject({ status: "done", counts: { pieces: 2 } });
    for (const [i, potter] of stuck.entries()) {
      expect((await potter.client.get(`/api/import/${rows[i]!.id}`)).body).toMatchObject({ status: "failed", message: IMPORT_TEXTS.stalled });
    }
    expect(await runApp(stuck[0]!, csv(1), "pieces.csv")).toMatchObject({ status: "done" });
  });

  it("still counts an import that moves on, however long it runs", async () => {
    const potter = await signUp(ctx);
    const [live] = await ctx.db
      .insert(importJobs)
      .values({ userId: potter.user.id, status: "running", format: "csv", fileName: "big.csv", fileHash: "d".repeat(64), createdAt: new Date(Date.now() - 60 * 60_000), heartbeatAt: new Date(), progressAt: new Date() })
      .returning();
    const again = await potter.client.post("/api/import", importForm(csv(1), {}, "pieces.csv"));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(IMPORT_TEXTS.alreadyRunning);
    expect((await potter.client.delete(`/api/import/${live!.id}`)).body.status).toBe("cancelled");
  });
});
