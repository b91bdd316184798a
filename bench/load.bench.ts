/**
 * Issue 12 load benchmark: 100 virtual potters for 60 s against the real server (server/main.ts, own process) on a
 * throwaway PostgreSQL database, each looping a scripted mix of what potters do: list pieces, open one, edit it, add a
 * stage entry, now and then upload a small photo. 0 errors expected. Throughput and p50/p95/p99 go to
 * docs/benchmarks.md. Needs DATABASE_URL or TEST_DATABASE_URL (a server to create the throwaway database on).
 * LOAD_USERS and LOAD_SECONDS override the defaults.
 */
import os from "node:os";
import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { STAGES } from "../contract/stages/schemas";
import { freshPostgresDatabase, HttpClient, startServer } from "../tests/helpers/server-process";
import { machineNote, percentile, writeSection } from "./report";

const USERS = Number(process.env.LOAD_USERS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

type Step = "list" | "open" | "edit" | "create" | "stage" | "upload";
const timings: Record<Step, number[]> = { list: [], open: [], edit: [], create: [], stage: [], upload: [] };
const errors: string[] = [];

async function timed(step: Step, call: () => Promise<{ status: number; body: any }>, ok: number): Promise<any> {
  const started = performance.now();
  try {
    const res = await call();
    timings[step].push(performance.now() - started);
    if (res.status !== ok) errors.push(`${step}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    return res.body;
  } catch (err) {
    errors.push(`${step}: ${(err as Error).message}`);
    return null;
  }
}

async function potter(url: string, index: number, photo: Buffer, until: number): Promise<void> {
  const c = new HttpClient(url);
  const reg = await c.request("POST", "/api/register", {
    firstName: "Load",
    lastName: "Potter",
    email: `load-${index}-${Date.now()}@example.com`,
    password: "Glaze1234",
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status} ${JSON.stringify(reg.body)}`);
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const p = await c.request("POST", "/api/pieces", { name: `Seed ${i}`, type: "wheel", clayBody: "Stoneware" });
    ids.push(p.body.id);
  }
  let round = 0;
  let current = 0;
  while (Date.now() < until) {
    // A stage is recorded once per piece: every fifth round the potter starts a new piece and records its stages.
    if (round % STAGES.length === 0) {
      const made = await timed("create", () => c.request("POST", "/api/pieces", { name: `Bowl ${round}`, type: "wheel", clayBody: "Stoneware" }), 201);
      if (made?.id) current = made.id;
    }
    const stage = STAGES[round % STAGES.length]!;
    round++;
    await timed("list", () => c.request("GET", "/api/pieces?page=1&limit=20"), 200);
    const id = ids[round % ids.length]!;
    await timed("open", () => c.request("GET", `/api/pieces/${id}`), 200);
    await timed("edit", () => c.request("PATCH", `/api/pieces/${id}`, { notes: `Round ${round}: trimmed the foot.` }), 200);
    if (current) await timed("stage", () => c.request("POST", "/api/stage-history", { pieceId: current, stage, location: "Shelf" }), 201);
    if (round % 5 === 0) {
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "pot.jpg");
      await timed("upload", () => c.request("POST", "/api/uploads", undefined, { form }), 201);
    }
  }
}

async function main(): Promise<void> {
  if (!base) {
    console.log("load.bench: skipped — set DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server for a throwaway database).");
    return;
  }
  const db = await freshPostgresDatabase(base, "claybook_load");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-load-"));
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: db.url, DATABASE_POOL_SIZE: "20" });
  try {
    const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 181, g: 83, b: 47 } } }).jpeg().toBuffer();
    // Sign-ups are rate limited per IP only in production; all potters come from 127.0.0.1 here.
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const results = await Promise.allSettled(Array.from({ length: USERS }, (_, i) => potter(server.url, i, photo, until)));
    const elapsed = (Date.now() - started) / 1000;
    for (const r of results) if (r.status === "rejected") errors.push(`potter: ${(r.reason as Error).message}`);
    const all = Object.values(timings).flat().sort((a, b) => a - b);
    const rows = (Object.keys(timings) as Step[]).map((step) => {
      const t = timings[step].sort((a, b) => a - b);
      return `| ${step} | ${t.length} | ${percentile(t, 50).toFixed(0)} | ${percentile(t, 95).toFixed(0)} | ${percentile(t, 99).toFixed(0)} |`;
    });
    const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
    const md = `## Load (issue 12)

Run: ${machineNote()}; load average at the end ${load}. The real server (server/main.ts) in its own process on a throwaway
PostgreSQL database, ${USERS} virtual potters for ${SECONDS} s, each looping: list pieces → open one → edit its notes →
record the next stage of a piece (starting a new piece every fifth round), and every fifth round upload a 320×240 JPEG. Other work shares these cores, so absolute figures swing.

**${all.length} requests in ${elapsed.toFixed(1)} s = ${(all.length / elapsed).toFixed(1)} req/s; errors: ${errors.length}.**
Overall p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms.

| step | requests | p50 ms | p95 ms | p99 ms |
|---|---:|---:|---:|---:|
${rows.join("\n")}
${errors.length ? `\nFirst errors:\n\n${errors.slice(0, 5).map((e) => `- ${e}`).join("\n")}\n` : ""}`;
    writeSection("load", md);
    console.log(md);
    if (errors.length > 0) process.exitCode = 1;
  } finally {
    await server.kill("SIGTERM");
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
