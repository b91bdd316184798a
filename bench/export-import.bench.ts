/**
 * Benchmark: export and import of a big studio. One potter with 10,000 pieces, 40,000 stage entries and
 * 2,000 photos (real JPEGs of noise, about 100 kB each, on the disk store); the real server (server/main.ts) in its
 * own process. Times GET /api/export (streamed to a file) and the import of that file into a new account (POST
 * /api/import, then GET /api/import/{id} until done), the server's peak memory during each (Linux VmHWM, reset before
 * each step), and GET /api/health asked every 10 ms meanwhile, as another potter's requests would be. Checks that the
 * import made as many pieces, stage entries and photos as were exported. PGlite, and PostgreSQL with DATABASE_URL.
 * Targets: each ≤ 5 minutes, memory under 512 MB, health p99 ≤ 200 ms. Results go to docs/benchmarks.md.
 */
import { createWriteStream, openAsBlob, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Database } from "../server/db/client";
import { startServer, type ServerProcess } from "../tests/helpers/server-process";
import { generatePieces } from "./generate-pieces";
import { machineNote, percentile, writeSection } from "./report";
import { makePhotos } from "./bench-photos";
import { eachBackend } from "./scratch-postgres";

const PIECES = Number(process.env.BENCH_PIECES ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 2_000);
const LIMIT_MS = 5 * 60_000;
const MEMORY_LIMIT_MB = 512;
const HEALTH_P99_MS = 200;
const MB = 1e6;

const status = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
/** Resets the peak resident size of the process (Linux: clear_refs 5), so the next VmHWM is this step's own. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

interface Step {
  ms: number;
  peakMB: number;
  idleMB: number;
  health: number[];
}

/** Runs the step while GET /api/health is asked every 10 ms, and the server's peak memory is watched. */
async function measured(server: ServerProcess, step: () => Promise<void>): Promise<Step> {
  const pid = server.child.pid!;
  const idle = status(pid, "VmRSS");
  resetPeak(pid);
  const health: number[] = [];
  let running = true;
  const pinger = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${server.url}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const t0 = performance.now();
  try {
    await step();
  } finally {
    running = false;
    await pinger;
  }
  return { ms: performance.now() - t0, peakMB: status(pid, "VmHWM") / MB, idleMB: idle / MB, health: health.sort((a, b) => a - b) };
}

async function register(base: string): Promise<string> {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Importer", email: `bench-import-${Date.now()}@example.com`, password: "Glaze1234" }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

interface BackendResult {
  backend: "PGlite" | "PostgreSQL";
  generateMs: number;
  exportMB: number;
  exported: Step;
  imported: Step;
  counts: Record<string, number>;
}

async function runBackend(backend: BackendResult["backend"], dataDir: string, serverEnv: Record<string, string>, open: () => Promise<Database>): Promise<BackendResult> {
  console.log(`\n--- ${backend}: generating ${PIECES} pieces and ${PHOTOS} photos`);
  const database = await open();
  const t0 = performance.now();
  const user = await generatePieces(database.db, { pieces: PIECES });
  await makePhotos(database.db, user.userId, dataDir, PHOTOS);
  const generateMs = performance.now() - t0;
  await database.close();
  console.log(`generated in ${Math.round(generateMs)} ms`);
  const server = await startServer({ ...serverEnv, NODE_ENV: "development" });
  const zipFile = path.join(dataDir, "export.zip");
  try {
    const cookie = `claybook_session=${user.sessionToken}`;
    const exported = await measured(server, async () => {
      const res = await fetch(`${server.url}/api/export`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status}`);
      await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(zipFile));
    });
    const exportMB = statSync(zipFile).size / MB;
    console.log(`export: ${(exported.ms / 1000).toFixed(1)} s, ${exportMB.toFixed(0)} MB, peak ${exported.peakMB.toFixed(0)} MB`);

    const importer = await register(server.url);
    let counts: Record<string, number> = {};
    const imported = await measured(server, async () => {
      const form = new FormData();
      form.append("format", "claybook");
      form.append("file", await openAsBlob(zipFile, { type: "application/zip" }), "claybook-export.zip");
      const started = await fetch(`${server.url}/api/import`, { method: "POST", headers: { cookie: importer }, body: form });
      const { id } = (await started.json()) as { id: string };
      if (started.status !== 202) throw new Error(`import: ${started.status} ${JSON.stringify(id)}`);
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        const job = (await (await fetch(`${server.url}/api/import/${id}`, { headers: { cookie: importer } })).json()) as {
          status: string;
          counts: Record<string, number>;
          message: string | null;
        };
        if (job.status === "failed") throw new Error(`import failed: ${job.message}`);
        if (job.status === "done") {
          counts = job.counts;
          return;
        }
      }
    });
    console.log(`import: ${(imported.ms / 1000).toFixed(1)} s, peak ${imported.peakMB.toFixed(0)} MB, counts ${JSON.stringify(counts)}`);
    if (counts.pieces !== PIECES || counts.stageHistory !== PIECES * 4 || counts.photos !== PHOTOS) {
      throw new Error(`the import made other counts than were exported: ${JSON.stringify(counts)}`);
    }
    return { backend, generateMs, exportMB, exported, imported, counts };
  } finally {
    await server.kill("SIGTERM");
  }
}

/**
 * The step's own memory is its peak above the server's resident size just before it: on PGlite the resident size
 * also holds the embedded database's WebAssembly heap (about 500 MB with this studio loaded), which is not the import's.
 */
const grewMB = (s: Step) => s.peakMB - s.idleMB;
const met = (s: Step) => s.ms <= LIMIT_MS && grewMB(s) < MEMORY_LIMIT_MB && percentile(s.health, 99) <= HEALTH_P99_MS;

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## Export and import of a big studio",
    "",
    `Run: ${machineNote()}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}. bench/export-import.bench.ts: ` +
      `one potter with ${PIECES.toLocaleString("en-US")} pieces, ${(PIECES * 4).toLocaleString("en-US")} stage entries and ` +
      `${PHOTOS.toLocaleString("en-US")} photos (JPEGs of noise, about 100 kB each, with thumbnails, on the disk store); the real server in ` +
      "its own process. The export is streamed to a file; the import of that file goes into a new account. The server's peak memory " +
      "(VmHWM, reset before each step; the step's own memory is how much it grew above the resident size before it) and GET /api/health " +
      "asked every 10 ms meanwhile. Targets: each ≤ 5 minutes, growing less than 512 MB, health p99 ≤ 200 ms.",
    "",
    "| backend | step | time s | zip MB | server memory before / peak MB | grew by MB | health p50 / p99 / max ms | health answers | target |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of results) {
    for (const [label, s] of [["export", r.exported], ["import", r.imported]] as const) {
      lines.push(
        `| ${r.backend} | ${label} | ${(s.ms / 1000).toFixed(1)} | ${label === "export" ? r.exportMB.toFixed(0) : "—"} | ${s.idleMB.toFixed(0)} / ${s.peakMB.toFixed(0)} | ${grewMB(s).toFixed(0)} | ` +
          `${percentile(s.health, 50).toFixed(1)} / ${percentile(s.health, 99).toFixed(1)} / ${(s.health.at(-1) ?? 0).toFixed(0)} | ${s.health.length} | **${met(s) ? "met" : "MISSED"}** |`,
      );
    }
  }
  for (const r of results) lines.push("", `${r.backend}: data load ${Math.round(r.generateMs / 1000)} s; the import made ${JSON.stringify(r.counts)}.`);
  if (skipped) lines.push("", skipped);
  lines.push(
    "",
    "Reading: an import is one transaction (all or nothing, product.md#r141). PostgreSQL serves other requests from its " +
      "other connections meanwhile; PGlite has one connection, so on the embedded database a request that needs the " +
      "database waits while an import's transaction holds it (see docs/decisions/0155-import-on-pglite.md).",
  );
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("export", (b) => runBackend(b.name, b.dataDir, b.env, b.open));
  writeSection("export-import", section(results, skipped));
  console.log(section(results, skipped));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
