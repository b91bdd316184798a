/**
 * Object storage shared by a fleet (product.md#r4, r217; docs/decisions/0273-import-uploads-in-object-storage.md,
 * 0280-photo-file-removals.md): real servers in child processes, each with its own DATA_DIR, on one PostgreSQL and
 * one S3-compatible server (s3rver on 127.0.0.1, behind a proxy that can cut it off).
 * - An import taken by one server (which runs none: CLAYBOOK_TEST_IMPORTS_ELSEWHERE) is run by the other, which reads
 *   the upload from S3 (held by the proxy until the test has seen it stored); nothing of it stays in S3 or in either
 *   DATA_DIR.
 * - S3 failing in the middle of a multi-photo upload on one server leaves objects the clean-up could not delete; once
 *   S3 is back, the other server's photos sweep removes them all.
 * Several servers need PostgreSQL: on PGlite one process owns the data folder, so the fleet does not apply there. On
 * PGlite this file runs one server with S3, which takes and runs an import through S3 and keeps nothing after; the
 * one-server proof of the photo outage is photos-storage-outage.api.test.ts.
 */
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTO_TEXTS } from "../../contract/photos/texts";
import { startS3FaultProxy, type S3FaultProxy } from "../helpers/s3-fault-proxy";
import { startS3Server, type S3TestServer } from "../helpers/s3-server";
import { HttpClient, startServer, type ServerProcess } from "../helpers/server-process";
import { migratedDataDir, migratedPostgresDatabase } from "../helpers/migrated-database";

const onPostgres = process.env.TEST_DB === "postgres";
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
});

interface Storage {
  s3: S3TestServer;
  proxy: S3FaultProxy;
  keys(prefix?: string): Promise<string[]>;
}

async function storage(): Promise<Storage> {
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());
  const proxy = await startS3FaultProxy(s3);
  cleanups.push(() => proxy.close());
  const client = new S3Client({ region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  cleanups.push(async () => client.destroy());
  const keys = async (prefix?: string) => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort();
  return { s3, proxy, keys };
}

function dataDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `claybook-fleet-${name}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const scratch = (dir: string) => {
  try {
    return readdirSync(path.join(dir, "imports"));
  } catch {
    return [];
  }
};

async function started(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  cleanups.push(() => server.kill("SIGKILL"));
  return server;
}

async function potterOn(server: ServerProcess, name: string): Promise<{ client: HttpClient; id: number }> {
  const client = new HttpClient(server.url);
  const reg = await client.request("POST", "/api/register", { firstName: name, lastName: "Fleet", email: `${name.toLowerCase()}-${Date.now()}@example.com`, password: "Glaze1234" });
  expect(reg.status).toBe(201);
  return { client, id: reg.body.id as number };
}

function csvForm(rows: number): FormData {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`Fleet piece ${i},Formed`);
  const form = new FormData();
  form.append("file", new Blob([lines.join("\n")], { type: "text/csv" }), "fleet.csv");
  return form;
}

/** The job, asked until it has ended (the other server's worker looks at the queue every 5 s). */
async function ended(client: HttpClient, id: number, log: () => string): Promise<{ status: string; counts: Record<string, number> }> {
  for (let i = 0; i < 600; i++) {
    const job = (await client.request("GET", `/api/import/${id}`)).body;
    if (job.status !== "queued" && job.status !== "running") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`import ${id} never ended:\n${log()}`);
}

const jpeg = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function photosForm(files: Buffer[]): FormData {
  const form = new FormData();
  files.forEach((bytes, i) => form.append("files", new File([new Uint8Array(bytes)], `pot-${i}.jpg`, { type: "image/jpeg" })));
  return form;
}

if (onPostgres) describe("two servers on one PostgreSQL and one S3", () => {
  it("an import taken by one server is run by the other from S3, and nothing of its upload stays anywhere", async () => {
    const store = await storage();
    const db = await migratedPostgresDatabase();
    cleanups.push(db.drop);
    const shared = { ...store.s3.env, DATABASE_URL: db.url, SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40) };
    const [dirA, dirB] = [dataDir("a"), dataDir("b")];
    const first = await started({ ...shared, DATA_DIR: dirA, CLAYBOOK_TEST_HOOKS: "1", CLAYBOOK_TEST_IMPORTS_ELSEWHERE: "1" });
    // The second server reaches S3 through the proxy, which holds its reads until the stored upload has been seen.
    const second = await started({ ...shared, ...store.proxy.env, DATA_DIR: dirB });
    const potter = await potterOn(first, "Ada");

    const letGo = store.proxy.hold();
    const answer = await potter.client.request("POST", "/api/import", undefined, { form: csvForm(30) });
    expect(answer.status).toBe(202);
    const id = answer.body.id as number;
    // Taken and answered: the upload is in S3 under the imports' prefix, not in the first server's DATA_DIR.
    expect(await store.keys("imports/")).toEqual([`imports/job-${id}.upload`]);
    expect(scratch(dirA)).toEqual([]);
    letGo();

    const job = await ended(potter.client, id, () => first.output() + second.output());
    expect(job).toMatchObject({ status: "done", counts: { pieces: 30 } });
    const elsewhere = new HttpClient(second.url);
    elsewhere.cookie = potter.client.cookie;
    expect((await elsewhere.request("GET", "/api/pieces?limit=100")).body.data).toHaveLength(30);
    expect(await store.keys("imports/")).toEqual([]);
    expect([...scratch(dirA), ...scratch(dirB)]).toEqual([]);
    await first.kill("SIGTERM");
    await second.kill("SIGTERM");
  }, 300_000);

  it("S3 failing in the middle of an upload on one server leaves no object once it is back: the other server's sweep removes them", async () => {
    const store = await storage();
    const db = await migratedPostgresDatabase();
    cleanups.push(db.drop);
    const sql = new pg.Client({ connectionString: db.url });
    const shared = { ...store.proxy.env, DATABASE_URL: db.url, SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40) };
    const first = await started({ ...shared, DATA_DIR: dataDir("a") });
    await sql.connect();
    cleanups.push(() => sql.end());
    const potter = await potterOn(first, "Bea");
    const files = await Promise.all(["#8b4513", "#a0522d", "#cd853f", "#deb887"].map(jpeg));
    const before = await store.keys();

    // S3 goes away after three objects of the upload are written: the other writes and the clean-up's deletes fail.
    store.proxy.failAfterPuts(3);
    const failed = await potter.client.request("POST", "/api/uploads", undefined, { form: photosForm(files) });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: PHOTO_TEXTS.unavailable, code: "UNAVAILABLE" });
    expect(store.proxy.putsPassed()).toBe(3);
    store.proxy.heal();
    expect((await store.keys()).filter((key) => !before.includes(key)).length).toBeGreaterThanOrEqual(1);
    expect((await sql.query("select photo_id from photo_file_removals")).rows).toHaveLength(files.length);
    expect((await sql.query("select id from photos where user_id = $1", [potter.id])).rows).toEqual([]);

    // An hour on (a sweep within the hour leaves them: an upload may still be storing), the other server starts with
    // its jobs on and runs the photos sweep at once.
    await sql.query("update photo_file_removals set created_at = created_at - interval '2 hours'");
    const second = await started({ ...shared, DATA_DIR: dataDir("b"), JOBS_ENABLED: "true", JOBS_FIRST_RUN_DELAY_SECONDS: "0" });
    let keys = await store.keys();
    for (let i = 0; i < 600 && keys.length !== before.length; i++) {
      await new Promise((r) => setTimeout(r, 100));
      keys = await store.keys();
    }
    expect(keys, second.output()).toEqual(before);
    expect((await sql.query("select photo_id from photo_file_removals")).rows).toEqual([]);

    // S3 is back: the same potter uploads on the other server.
    const elsewhere = new HttpClient(second.url);
    elsewhere.cookie = potter.client.cookie;
    expect((await elsewhere.request("POST", "/api/uploads", undefined, { form: photosForm([files[0]!]) })).status).toBe(201);
    await first.kill("SIGTERM");
    await second.kill("SIGTERM");
  }, 300_000);
});

if (!onPostgres) describe("one server on PGlite with S3", () => {
  it("takes and runs an import through S3, and keeps nothing of its upload after", async () => {
    const store = await storage();
    const dir = await migratedDataDir("claybook-fleet-one-");
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const server = await started({ ...store.s3.env, DATA_DIR: dir });
    const potter = await potterOn(server, "Cy");
    const answer = await potter.client.request("POST", "/api/import", undefined, { form: csvForm(12) });
    expect(answer.status).toBe(202);
    expect(await ended(potter.client, answer.body.id as number, () => server.output())).toMatchObject({ status: "done", counts: { pieces: 12 } });
    expect(await store.keys("imports/")).toEqual([]);
    expect(scratch(dir)).toEqual([]);
    await server.kill("SIGTERM");
  }, 300_000);
});
