/**
 * The server's memory during the largest CSV imports a potter may send (docs/decisions/0171-import-batches.md): the
 * real server (server/main.ts) in its own process, empty, one potter importing through the HTTP API only. Each file
 * is imported into a fresh server, so one import's memory does not hide behind another's. The server's resident size
 * is read from Linux's /proc before the upload and every 50 ms until the job is done (VmRSS; the peak is VmHWM,
 * reset before the upload). Files: 20,000 rows (about 1 MB), 100,000 rows (about 10 MB) and 100,000 rows with long
 * notes (about 50 MB, the size cap). Target: growth ≤ 300 MB. PGlite, and PostgreSQL with DATABASE_URL. Results go
 * to docs/benchmarks.md. BENCH_FILES ("20000:0,100000:0,100000:400") picks the files: rows and the notes' length.
 */
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { machineNote, writeSection } from "./report";
import { eachBackend, type BenchBackend } from "./scratch-postgres";
import { startServer } from "../tests/helpers/server-process";

const FILES = (process.env.BENCH_FILES ?? "20000:0,100000:0,100000:440").split(",").map((f) => f.split(":").map(Number) as [number, number]);
const TARGET_MB = 300;

const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");
const mb = (bytes: number) => bytes / 2 ** 20;

export function csvFile(rows: number, notes: number): string {
  const stages = ["Formed", "Trimmed", "Bisqued", "Glazed", "Finished"];
  const long = notes > 0 ? "Thrown on a Tuesday, trimmed thin, a ring of iron wash at the foot. ".repeat(Math.ceil(notes / 68)).slice(0, notes) : "Thrown on a Tuesday";
  const lines = ["Name,Type,Clay Body,Stage,Date,Height,Width,Depth,Notes"];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, "0");
    lines.push(`Piece ${i + 1},Bowl,B-Mix,${stages[i % stages.length]},2024-03-${day},${3 + (i % 9)},${4 + (i % 7)},4,"${long}"`);
  }
  return `${lines.join("\n")}\n`;
}

interface Measured {
  backend: BenchBackend["name"];
  rows: number;
  fileMb: number;
  seconds: number;
  outcome: string;
  beforeMb: number;
  peakMb: number;
  afterMb: number;
}

async function importOnce(backend: BenchBackend, rows: number, notes: number): Promise<Measured> {
  const server = await startServer({ ...backend.env, NODE_ENV: "development" });
  try {
    const base = server.url;
    const pid = server.child.pid!;
    const reg = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ firstName: "Bench", lastName: "Memory", email: `bench-memory-${rows}-${notes}-${Date.now()}@example.com`, password: "Glaze1234" }),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const text = csvFile(rows, notes);
    const form = new FormData();
    form.append("format", "csv");
    form.append("file", new Blob([text], { type: "text/csv" }), `pieces-${rows}.csv`);
    // Settled first: the server's own start (migrations, the first requests) is not the import's.
    await new Promise((r) => setTimeout(r, 2000));
    const before = status(pid, "VmRSS");
    resetPeak(pid);
    const t0 = performance.now();
    const started = await fetch(`${base}/api/import`, { method: "POST", headers: { cookie, origin: base }, body: form });
    const body = (await started.json()) as { id?: number; message?: string };
    let outcome = `refused ${started.status}: ${body.message}`;
    if (started.status === 202) {
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        // A dropped keep-alive connection is asked again; a server that exited ends the run with its output.
        if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited:\n${server.output().slice(-2000)}`);
        const res = await fetch(`${base}/api/import/${body.id}`, { headers: { cookie, origin: base } }).catch(() => null);
        if (!res) continue;
        const job = (await res.json()) as { status: string; message: string | null; counts?: Record<string, number> };
        if (job.status === "failed") {
          outcome = `failed: ${job.message}`;
          break;
        }
        if (job.status === "done") {
          outcome = `done, ${job.counts?.pieces ?? 0} pieces`;
          break;
        }
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const result = { backend: backend.name, rows, fileMb: text.length / 1e6, seconds, outcome, beforeMb: mb(before), peakMb: mb(status(pid, "VmHWM")), afterMb: mb(status(pid, "VmRSS")) };
    console.log(JSON.stringify(result));
    return result;
  } finally {
    await server.kill("SIGTERM");
  }
}

async function runBackend(backend: BenchBackend): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const [rows, notes] of FILES) {
    // A fresh data folder per file: the server starts empty each time.
    const { rmSync, mkdirSync } = await import("node:fs");
    rmSync(backend.dataDir, { recursive: true, force: true });
    mkdirSync(backend.dataDir, { recursive: true });
    out.push(await importOnce(backend, rows, notes));
  }
  return out;
}

function section(results: Measured[][], skipped: string | null): string {
  const load = os.loadavg().map((l) => l.toFixed(1)).join(" / ");
  const lines = [
    "## Memory of the largest CSV imports",
    "",
    `Machine: ${machineNote()}; load average at the end (1 / 5 / 15 min): ${load}. bench/import-memory.bench.ts: the real`,
    "server in its own process, empty, one potter importing a CSV through the API; each file into a fresh server. The",
    "server's resident size before the upload, its peak (VmHWM, reset before the upload) and after the job is done.",
    `Target: growth ≤ ${TARGET_MB} MB.`,
    "",
    "| database | rows | file MB | time s | outcome | before MB | peak MB | growth MB | after MB | target |",
    "|---|---:|---:|---:|---|---:|---:|---:|---:|---|",
  ];
  for (const r of results.flat()) {
    const growth = r.peakMb - r.beforeMb;
    lines.push(
      `| ${r.backend} | ${r.rows.toLocaleString("en-US")} | ${r.fileMb.toFixed(1)} | ${r.seconds.toFixed(1)} | ${r.outcome} | ${r.beforeMb.toFixed(0)} | ${r.peakMb.toFixed(0)} | ${growth.toFixed(0)} | ${r.afterMb.toFixed(0)} | ${growth <= TARGET_MB ? "met" : "**missed**"} |`,
    );
  }
  if (skipped) lines.push("", skipped);
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("import-memory", runBackend);
  const text = section(results, skipped);
  if (process.env.BENCH_NO_WRITE !== "1") writeSection("import-memory", text);
  console.log(text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
