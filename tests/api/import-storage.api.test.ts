/**
 * An import's upload lives where any server can read it (product.md#r217,
 * docs/decisions/0273-import-uploads-in-object-storage.md), with the local disk store and with an S3-compatible
 * server: the request stores it in the imports' store under its job, the job (here run as another server would, from
 * the queue) reads it from there, and it is gone when the job ends, whatever the end; what an ended import left is
 * swept. The servers' own DATA_DIRs hold no upload once the request has answered. Runs on PGlite, and on PostgreSQL
 * with TEST_DATABASE_URL; the fleet of real servers is import-storage-servers.api.test.ts.
 */
import { eq } from "drizzle-orm";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { Readable } from "node:stream";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { loadConfig } from "../../server/config";
import type { AppDeps } from "../../server/context";
import { importJobs, pieces } from "../../server/db/schema";
import { buildDeps } from "../../server/deps";
import { createLogger } from "../../server/logger";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { sweepImportFiles } from "../../server/services/import/import-file";
import { runQueuedImports } from "../../server/services/import/import-run";
import { S3PhotoStore } from "../../server/storage/s3-photo-store";
import { startS3FaultProxy } from "../helpers/s3-fault-proxy";
import { signUp } from "../helpers/client";
import { importForm } from "../helpers/import";
import { BACKENDS, createPhotoTestContext, type PhotoTestContext } from "../helpers/photos";

/** The server that takes the upload runs no import: another one does, from the queue. */
const ELSEWHERE = { CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" };

function csv(rows: number, name = "Stored piece"): Uint8Array {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`${name} ${i},Formed`);
  return new TextEncoder().encode(lines.join("\n"));
}

const scratch = (dataDir: string) => {
  try {
    return readdirSync(path.join(dataDir, "imports"));
  } catch {
    return [];
  }
};

describe.each(BACKENDS)("an import's upload in the %s store", (backend) => {
  let p: PhotoTestContext;
  /** Another server: its own DATA_DIR, the same database and (with S3) the same storage. */
  let other: AppDeps;
  let otherDir: string;
  beforeAll(async () => {
    p = await createPhotoTestContext(backend, ELSEWHERE);
    otherDir = mkdtempSync(path.join(os.tmpdir(), "claybook-other-"));
    // With the disk store the upload is in the receiving server's DATA_DIR: one server, so it runs there too.
    const config = loadConfig({ ...p.ctx.env, CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "0", DATA_DIR: backend === "s3" ? otherDir : p.ctx.dataDir }, { readDotEnv: false });
    other = buildDeps(config, p.ctx.deps.database, createLogger("silent"));
  });
  afterAll(async () => {
    (other?.importFiles as { close?: () => void } | undefined)?.close?.();
    await p?.close();
    rmSync(otherDir, { recursive: true, force: true });
  });

  const importKeys = async () => (await p.ctx.deps.importFiles.list()).map((o) => o.key).sort();

  it("is stored under its job when the request answers, run from there by another server, and removed when it is done", async () => {
    const potter = await signUp(p.ctx);
    const started = await potter.client.post("/api/import", importForm(csv(40), {}, "pieces.csv"));
    expect(started.status).toBe(202);
    const id = started.body.id as number;
    expect(await importKeys()).toEqual([`job-${id}.upload`]);
    // The receiving server keeps no copy: its scratch folder is empty once the answer is sent.
    expect(scratch(p.ctx.dataDir)).toEqual([]);
    expect((await potter.client.get(`/api/import/${id}`)).body.status).toBe("queued");

    await runQueuedImports(other);
    expect((await potter.client.get(`/api/import/${id}`)).body).toMatchObject({ status: "done", counts: { pieces: 40 } });
    expect(await p.ctx.db.select({ name: pieces.name }).from(pieces).where(eq(pieces.userId, potter.user.id))).toHaveLength(40);
    expect(await importKeys()).toEqual([]);
    expect(scratch(backend === "s3" ? otherDir : p.ctx.dataDir)).toEqual([]);
  });

  it("is removed when the import is cancelled, and when it fails", async () => {
    const potter = await signUp(p.ctx);
    const started = await potter.client.post("/api/import", importForm(csv(5), {}, "pieces.csv"));
    const id = started.body.id as number;
    expect(await importKeys()).toEqual([`job-${id}.upload`]);
    expect((await potter.client.delete(`/api/import/${id}`)).body).toMatchObject({ status: "cancelled", message: IMPORT_TEXTS.cancelled });
    expect(await importKeys()).toEqual([]);
    // The queue still holds the job: the server that fetches it finds it cancelled and reads nothing.
    await runQueuedImports(other);
    expect(await importKeys()).toEqual([]);

    // A file the job refuses (a CSV whose one row has no name) fails, and its upload goes too.
    const refused = await potter.client.post("/api/import", importForm(new TextEncoder().encode("Name,Stage\n,Formed\n,Formed"), {}, "pieces.csv"));
    expect(refused.status).toBe(202);
    await runQueuedImports(other);
    const job = (await potter.client.get(`/api/import/${refused.body.id}`)).body;
    expect(job.status).toMatch(/^(done|failed)$/);
    expect(await importKeys()).toEqual([]);
  });

  it("sweeps a stored upload whose import has ended or has no row, and keeps a queued one's", async () => {
    const potter = await signUp(p.ctx);
    const [queued] = await p.ctx.db
      .insert(importJobs)
      .values({ userId: potter.user.id, status: "queued", format: "csv", fileName: "a.csv", fileHash: "e".repeat(64), createdAt: new Date(), heartbeatAt: new Date() })
      .returning();
    const [ended] = await p.ctx.db
      .insert(importJobs)
      .values({ userId: potter.user.id, status: "cancelled", format: "csv", fileName: "b.csv", fileHash: "f".repeat(64), createdAt: new Date(), finishedAt: new Date() })
      .returning();
    for (const id of [queued!.id, ended!.id, 987_654]) await p.ctx.deps.importFiles.put(`job-${id}.upload`, Buffer.from("Name\nA"), "text/csv");
    expect(await sweepImportFiles(p.ctx.deps)).toBe(2);
    expect(await importKeys()).toEqual([`job-${queued!.id}.upload`]);
    expect((await potter.client.delete(`/api/import/${queued!.id}`)).body.status).toBe("cancelled");
    expect(await importKeys()).toEqual([]);
  });
});

describe("imports while S3 is out of reach", () => {
  let p: PhotoTestContext;
  beforeAll(async () => {
    p = await createPhotoTestContext("s3");
  });
  afterAll(async () => {
    await p?.close();
  });

  it("answers 503 saying the file could not be stored, holds no place, and imports once S3 is back", async () => {
    const potter = await signUp(p.ctx);
    await p.s3!.stop();
    let res;
    try {
      res = await potter.client.post("/api/import", importForm(csv(3), {}, "pieces.csv"));
    } finally {
      await p.s3!.restart();
    }
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: IMPORT_TEXTS.storageUnavailable, code: "UNAVAILABLE" });
    expect((await p.ctx.db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.userId, potter.user.id))).map((j) => j.status)).toEqual(["failed"]);
    expect(scratch(p.ctx.dataDir)).toEqual([]);
    const again = await potter.client.post("/api/import", importForm(csv(3), {}, "pieces.csv"));
    expect(again.status).toBe(202);
    await settleBackgroundTasks();
    expect((await potter.client.get(`/api/import/${again.body.id}`)).body).toMatchObject({ status: "done", counts: { pieces: 3 } });
    expect((await p.ctx.deps.importFiles.list()).map((o) => o.key)).toEqual([]);
  });
});

describe("a large upload into S3", () => {
  it("streams 50 MB into the store without holding it: the body is never more than a few MB ahead of what S3 received", async () => {
    const p = await createPhotoTestContext("s3");
    const proxy = await startS3FaultProxy(p.s3!);
    const store = new S3PhotoStore({ bucket: p.s3!.bucket, region: "us-east-1", endpoint: proxy.endpoint, forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" }, "imports/");
    try {
      const size = 50 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 7);
      let produced = 0;
      let ahead = 0;
      // Made as it is asked for: what was made but has not reached S3 is what the upload holds.
      const body = new Readable({
        read() {
          ahead = Math.max(ahead, produced - proxy.bytesIn());
          if (produced >= size) return void this.push(null);
          produced += chunk.length;
          this.push(chunk);
        },
      });
      await store.putStream("job-1.upload", body, size, "application/octet-stream");
      expect(produced).toBe(size);
      expect((await store.list()).map((o) => o.key)).toEqual(["job-1.upload"]);
      const stored = await store.get("job-1.upload");
      expect(stored?.size).toBe(size);
      await stored?.body.cancel();
      expect(ahead).toBeLessThan(8 * 1024 * 1024);
    } finally {
      store.close();
      await proxy.close();
      await p.close();
    }
  }, 120_000);
});
