/**
 * Import of Claybook's own export (product.md#r140, product.md#r141): a potter's export imported into a fresh account
 * gives the same studio (counts, field values ids aside, photo bytes), and importing the same file again adds nothing
 * (product.md#r140, r141).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { importJobs, importSources, pieces } from "../../server/db/schema";
import { DEAD_AFTER_MS } from "../../server/services/import/import-recovery";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { signUp } from "../helpers/client";
import { exportOf, importForm, runImport, seedStudio, snapshot } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const countsOf = (snap: Record<string, unknown[]>) => Object.fromEntries(Object.entries(snap).map(([kind, rows]) => [kind, rows.length]));

describe("import of Claybook's own export (product.md#r140)", () => {
  it("round-trips every kind, every field and every photo byte, and a second import adds nothing", async () => {
    const source = await signUp(ctx);
    await seedStudio(ctx, source.client, source.user.id);
    const before = await snapshot(ctx, source.user.id);
    const bytes = await exportOf(ctx, source.client);

    const target = await signUp(ctx, { firstName: "Ana" });
    const { started, job } = await runImport(target.client, bytes);
    expect(started.status).toBe(202);
    expect(job).toMatchObject({ status: "done", progress: 1, dryRun: false, format: "claybook", message: IMPORT_TEXTS.done });
    expect(job.counts).toEqual({
      preferences: 1,
      photos: 6,
      kilns: 1,
      kilnMaintenance: 1,
      glazes: 3,
      surfaceCombos: 1,
      surfaceComboLayers: 2,
      inspirations: 1,
      pieces: 2,
      parts: 1,
      stageHistory: 3,
      decorationLayers: 2,
      firings: 1,
      firingPieces: 1,
      testTiles: 2,
      reminderMutes: 1,
      reminderDeliveries: 1,
      studioLocations: 1,
      customStudioLocations: 1,
      reminderSettings: 1,
    });
    expect(job.skipped).toEqual([]);

    const after = await snapshot(ctx, target.user.id);
    expect(countsOf(after)).toEqual(countsOf(before));
    for (const kind of Object.keys(before)) expect({ kind, rows: after[kind] }).toEqual({ kind, rows: before[kind] });
    // The photos are served at their new addresses, thumbnails too.
    const [jar] = (after.pieces as { name: string }[]).filter((p) => p.name === "Moon Jar");
    expect(jar).toBeDefined();
    const listed = (await target.client.get("/api/pieces?limit=10")).body;
    const url: string = JSON.stringify(listed).match(/\/api\/photos\/[A-Za-z0-9_-]+\.jpg/)![0];
    expect((await target.client.get(url)).status).toBe(200);
    expect((await target.client.get(url.replace(".jpg", ".thumb.jpg"))).status).toBe(200);

    const again = await runImport(target.client, bytes);
    expect(again.job).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(again.job.skipped).toEqual(expect.arrayContaining([{ kind: "pieces", count: 2, reason: IMPORT_TEXTS.skippedDuplicate }]));
    expect(await snapshot(ctx, target.user.id)).toEqual(after);
  });

  it("adds to an account with data without overwriting it, merging preferences", async () => {
    const source = await signUp(ctx);
    await seedStudio(ctx, source.client, source.user.id);
    const bytes = await exportOf(ctx, source.client);

    const target = await signUp(ctx);
    await target.client.patch("/api/user-preferences", { theme: "light", clayBodies: ["Stoneware"], defaultClayBody: "Stoneware" });
    expect((await target.client.patch("/api/reminder-settings", { dailyTime: "09:15" })).status).toBe(200);
    const created = await target.client.post("/api/pieces", { name: "Own bowl", type: "wheel", clayBody: "Stoneware" });
    expect(created.status).toBe(201);

    const { job } = await runImport(target.client, bytes);
    expect(job.status).toBe("done");
    expect(job.skipped).toEqual([{ kind: "reminderSettings", count: 1, reason: IMPORT_TEXTS.skippedReminderSettings }]);
    const prefs = (await target.client.get("/api/user-preferences")).body;
    expect(prefs).toMatchObject({ theme: "light", defaultClayBody: "Stoneware", clayBodies: ["Stoneware", "Porcelain", "B-Mix"] });
    expect((await target.client.get("/api/reminder-settings")).body).toMatchObject({ dailyTime: "09:15" });
    const own = (await target.client.get(`/api/pieces/${created.body.id}`)).body;
    expect(own).toMatchObject({ name: "Own bowl", clayBody: "Stoneware" });
    const names = (await snapshot(ctx, target.user.id)).pieces!.map((p) => (p as { name: string }).name);
    expect(names.sort()).toEqual(["Moon Jar", "Mug", "Own bowl"]);
  });

  it("previews with a dry run that stores nothing", async () => {
    const source = await signUp(ctx);
    await seedStudio(ctx, source.client, source.user.id);
    const bytes = await exportOf(ctx, source.client);
    const target = await signUp(ctx);
    const empty = await snapshot(ctx, target.user.id);
    const photoFiles = await countStoredPhotos();

    const { job } = await runImport(target.client, bytes, { dryRun: "true" });
    expect(job).toMatchObject({ status: "done", dryRun: true, message: IMPORT_TEXTS.dryRunDone });
    expect(job.counts).toMatchObject({ pieces: 2, photos: 6, glazes: 3, stageHistory: 3 });
    expect(await snapshot(ctx, target.user.id)).toEqual(empty);
    expect(await countStoredPhotos()).toBe(photoFiles);

    // The preview leaves the file importable.
    const real = await runImport(target.client, bytes);
    expect(real.job.counts).toEqual(job.counts);
  });

  it("leaves nothing behind when it fails after its batches were stored: no record, no tag, no photo file", async () => {
    const source = await signUp(ctx);
    await seedStudio(ctx, source.client, source.user.id);
    const bytes = await exportOf(ctx, source.client);
    const target = await signUp(ctx, { firstName: "Ana" });
    const before = await snapshot(ctx, target.user.id);
    // The last step (the reminder settings, in the transaction that marks the job done) fails, after every batch
    // of records and photos has been committed.
    await ctx.db.execute(sql`create function refuse_reminder_settings() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await ctx.db.execute(sql`create trigger refuse_reminder_settings before insert on reminder_settings for each row execute function refuse_reminder_settings()`);
    const put = ctx.deps.storage.put.bind(ctx.deps.storage);
    const written: string[] = [];
    ctx.deps.storage.put = async (key, body, type) => {
      written.push(key);
      return put(key, body, type);
    };
    try {
      const { job } = await runImport(target.client, bytes);
      expect(job).toMatchObject({ status: "failed", message: IMPORT_TEXTS.failed });
    } finally {
      ctx.deps.storage.put = put;
      await ctx.db.execute(sql`drop trigger refuse_reminder_settings on reminder_settings`);
      await ctx.db.execute(sql`drop function refuse_reminder_settings()`);
    }
    expect(written.length).toBeGreaterThanOrEqual(12);
    expect(await snapshot(ctx, target.user.id)).toEqual(before);
    expect(await ctx.db.select().from(importSources).where(eq(importSources.userId, target.user.id))).toEqual([]);
    for (const key of written) expect(await ctx.deps.storage.get(key), key).toBeNull();
    // The potter can import it again, whole.
    expect((await runImport(target.client, bytes)).job).toMatchObject({ status: "done", message: IMPORT_TEXTS.done });
  });

  it("fails a job whose server stopped beating its heartbeat, removing what it stored, so the potter can import again", async () => {
    const potter = await signUp(ctx);
    const bytes = await exportOf(ctx, potter.client);
    const [dead] = await ctx.db
      .insert(importJobs)
      .values({ userId: potter.user.id, status: "running", format: "csv", fileName: "old.csv", fileHash: "a".repeat(64), createdAt: new Date(Date.now() - 30 * 60_000), heartbeatAt: new Date(Date.now() - 20_000), progressAt: new Date(Date.now() - 20_000) })
      .returning();
    // A batch it had committed, tagged with its id.
    const [half] = await ctx.db.insert(pieces).values({ userId: potter.user.id, name: "Half-imported", type: "wheel", clayBody: "B-Mix" }).returning();
    await ctx.db.insert(importSources).values({ userId: potter.user.id, fileHash: "a".repeat(64), kind: "pieces", sourceId: "line 2", targetId: String(half!.id), importJobId: dead!.id });
    // A heartbeat 20 seconds ago: it may still be running on another server.
    expect((await potter.client.post("/api/import", importForm(bytes))).status).toBe(409);
    await ctx.db.update(importJobs).set({ heartbeatAt: new Date(Date.now() - DEAD_AFTER_MS - 1000) }).where(eq(importJobs.id, dead!.id));
    const { started, job } = await runImport(potter.client, bytes, { dryRun: "true" });
    expect(started.status).toBe(202);
    expect(job.status).toBe("done");
    expect((await potter.client.get(`/api/import/${dead!.id}`)).body).toMatchObject({ status: "failed", message: IMPORT_TEXTS.interrupted });
    expect(await ctx.db.select().from(pieces).where(eq(pieces.id, half!.id))).toEqual([]);
    expect(await ctx.db.select().from(importSources).where(eq(importSources.importJobId, dead!.id))).toEqual([]);
  });

  it("takes an Idempotency-Key without storing the upload as an answer; a retry of the same file adds nothing", async () => {
    const source = await signUp(ctx);
    await seedStudio(ctx, source.client, source.user.id);
    const bytes = await exportOf(ctx, source.client);
    const target = await signUp(ctx);
    const headers = { "Idempotency-Key": "6f1c1a52-7c5e-4d4f-9a3e-2b8e0c1d2e3f" };
    const first = await target.client.post("/api/import", importForm(bytes), { headers });
    expect(first.status).toBe(202);
    await settleBackgroundTasks();
    const retry = await target.client.post("/api/import", importForm(bytes), { headers });
    expect(retry.status).toBe(202);
    expect(retry.headers.get("idempotent-replayed")).toBeNull();
    await settleBackgroundTasks();
    expect((await target.client.get(`/api/import/${retry.body.id}`)).body).toMatchObject({ status: "done", counts: {} });
    expect((await snapshot(ctx, target.user.id)).pieces).toHaveLength(2);
  });

  it("shows a job only to its owner", async () => {
    const source = await signUp(ctx);
    const bytes = await exportOf(ctx, source.client);
    const { started } = await runImport(source.client, bytes, { dryRun: "true" });
    const other = await signUp(ctx);
    expect((await other.client.get(`/api/import/${started.body.id}`)).status).toBe(404);
  });
});

async function countStoredPhotos(): Promise<number> {
  const { readdir } = await import("node:fs/promises");
  const path = await import("node:path");
  const root = path.join(ctx.dataDir, "photos");
  let total = 0;
  for (const dir of await readdir(root).catch(() => [] as string[])) total += (await readdir(path.join(root, dir))).length;
  return total;
}
