/**
 * Load benchmark: 100 virtual potters for 60 s against the real server (server/main.ts, own process) on a
 * throwaway PostgreSQL database, each looping a scripted mix of what potters do: list pieces, open one, edit it, add a
 * stage entry, now and then upload a small photo. 0 errors expected. Throughput and p50/p95/p99 go to
 * docs/benchmarks.md. Needs DATABASE_URL or TEST_DATABASE_URL (a server to create the throwaway database on).
 * LOAD_USERS and LOAD_SECONDS override the defaults.
 * Two runs on the same server: potters as people use the app (a pause of 0.5–1.5 s between taps; the
 * target, p99 ≤ 150 ms), then the same loops with no pause at all (the server saturated: its throughput, and how long
 * requests queue). Sign-ups and the seed pieces happen before the clock starts: 100 argon2 hashes at once are a burst
 * of sign-ups, not the mix.
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
const THINK_MS = Number(process.env.LOAD_THINK_MS ?? 1000);

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

interface Potter {
  c: HttpClient;
  ids: number[];
}

async function signUpPotter(url: string, index: number): Promise<Potter> {
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
  return { c, ids };
}

/** A potter's pause between two taps: uniform around thinkMs (none when thinkMs is 0). */
const pause = (thinkMs: number) => (thinkMs > 0 ? new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random()))) : Promise.resolve());

async function potter({ c, ids }: Potter, photo: Buffer, until: number, thinkMs: number): Promise<void> {
  let round = 0;
  let current = 0;
  // Potters start at different moments, as people do.
  await pause(thinkMs);
  while (Date.now() < until) {
    // A stage is recorded once per piece: every fifth round the potter starts a new piece and records its stages.
    if (round % STAGES.length === 0) {
      const made = await timed("create", () => c.request("POST", "/api/pieces", { name: `Bowl ${round}`, type: "wheel", clayBody: "Stoneware" }), 201);
      if (made?.id) current = made.id;
      await pause(thinkMs);
    }
    const stage = STAGES[round % STAGES.length]!;
    round++;
    await timed("list", () => c.request("GET", "/api/pieces?page=1&limit=20"), 200);
    await pause(thinkMs);
    const id = ids[round % ids.length]!;
    await timed("open", () => c.request("GET", `/api/pieces/${id}`), 200);
    await pause(thinkMs);
    await timed("edit", () => c.request("PATCH", `/api/pieces/${id}`, { notes: `Round ${round}: trimmed the foot.` }), 200);
    await pause(thinkMs);
    if (current) {
      await timed("stage", () => c.request("POST", "/api/stage-history", { pieceId: current, stage, location: "Shelf" }), 201);
      await pause(thinkMs);
    }
    if (round % 5 === 0) {
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "pot.jpg");
      await timed("upload", () => c.request("POST", "/api/uploads", undefined, { form }), 201);
      await pause(thinkMs);
    }
  }
}

interface Run {
  thinkMs: number;
  elapsed: number;
  timings: Record<Step, number[]>;
  errors: string[];
}

async function run(potters: Potter[], url: string, photo: Buffer, thinkMs: number): Promise<Run> {
  for (const step of Object.keys(timings) as Step[]) timings[step] = [];
  errors.length = 0;
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const results = await Promise.allSettled(potters.map((p) => potter(p, photo, until, thinkMs)));
  const elapsed = (Date.now() - started) / 1000;
  for (const r of results) if (r.status === "rejected") errors.push(`potter: ${(r.reason as Error).message}`);
  return { thinkMs, elapsed, timings: { ...timings }, errors: [...errors] };
}

function report(r: Run): string {
  const all = Object.values(r.timings).flat().sort((a, b) => a - b);
  const rows = (Object.keys(r.timings) as Step[]).map((step) => {
    const t = [...r.timings[step]].sort((a, b) => a - b);
    return `| ${step} | ${t.length} | ${percentile(t, 50).toFixed(0)} | ${percentile(t, 95).toFixed(0)} | ${percentile(t, 99).toFixed(0)} |`;
  });
  const title = r.thinkMs > 0 ? `Potters with a pause of ${r.thinkMs / 2}–${(r.thinkMs * 3) / 2} ms between taps (target: 0 errors, p99 ≤ 150 ms)` : "No pause between taps (the server saturated)";
  const p99 = percentile(all, 99);
  const verdict = r.thinkMs > 0 ? ` Target **${r.errors.length === 0 && p99 <= 150 ? "met" : "MISSED"}**.` : "";
  return `### ${title}

**${all.length} requests in ${r.elapsed.toFixed(1)} s = ${(all.length / r.elapsed).toFixed(1)} req/s; errors: ${r.errors.length}.**
Overall p50 ${percentile(all, 50).toFixed(0)} ms, p95 ${percentile(all, 95).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms.${verdict}

| step | requests | p50 ms | p95 ms | p99 ms |
|---|---:|---:|---:|---:|
${rows.join("\n")}
${r.errors.length ? `\nFirst errors:\n\n${r.errors.slice(0, 5).map((e) => `- ${e}`).join("\n")}\n` : ""}`;
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
    const potters = await Promise.all(Array.from({ length: USERS }, (_, i) => signUpPotter(server.url, i)));
    const paced = await run(potters, server.url, photo, THINK_MS);
    console.log(report(paced));
    const saturated = await run(potters, server.url, photo, 0);
    const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
    const md = `## Load (issues 12 and 19)

Run: ${machineNote()}; load average at the end ${load}. The real server (server/main.ts) in its own process on a throwaway
PostgreSQL database, ${USERS} virtual potters (signed up, with three pieces each, before the clock starts), each for ${SECONDS} s looping:
list pieces → open one → edit its notes → record the next stage of a piece (starting a new piece every fifth round), and every
fifth round upload a 320×240 JPEG. Two runs on the same server: first with a potter's pause between taps, then with none.
Other work shares these cores, so absolute figures swing.

${report(paced)}
${report(saturated)}`;
    writeSection("load", md);
    console.log(md);
    if (paced.errors.length > 0 || saturated.errors.length > 0) process.exitCode = 1;
  } finally {
    await server.kill("SIGTERM");
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
