/**
 * Benchmark: what an Idempotency-Key costs on POST /api/pieces (docs/decisions/0112-idempotency-keys.md).
 * The real server (server/main.ts) in its own process, on PGlite and (with DATABASE_URL) PostgreSQL. Three kinds of
 * request, interleaved one at a time so the machine's swings hit all three alike: a create without the header, a
 * create with a new key (claim, run, store the answer), and a repeat of an earlier keyed create (the stored answer,
 * nothing applied). Reported as medians and p95 with their ratio to the plain create; the pieces count afterwards
 * proves the repeats created nothing. Results go to docs/benchmarks.md.
 */
import os from "node:os";
import { HttpClient, startServer } from "../tests/helpers/server-process";
import { machineNote, percentile, writeSection } from "./report";
import { eachBackend } from "./scratch-postgres";

const ROUNDS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;

type Kind = "plain" | "keyed" | "replay";
const KINDS: readonly Kind[] = ["plain", "keyed", "replay"];
const LABELS: Record<Kind, string> = {
  plain: "POST /api/pieces, no header",
  keyed: "POST /api/pieces, new Idempotency-Key",
  replay: "the same keyed POST again (stored answer)",
};

interface BackendResult {
  backend: "PGlite" | "PostgreSQL";
  times: Record<Kind, number[]>;
  created: number;
  expected: number;
  replayedOk: boolean;
}

async function runBackend(backend: BackendResult["backend"], env: Record<string, string>): Promise<BackendResult> {
  console.log(`\n--- ${backend}`);
  const server = await startServer({ ...env, NODE_ENV: "development", SESSION_SECRET: "s".repeat(40), TOKEN_SECRET: "t".repeat(40) });
  try {
    const client = new HttpClient(server.url);
    const reg = await client.request("POST", "/api/register", {
      firstName: "Bench",
      lastName: "Potter",
      email: `bench-idem-${Date.now().toString(36)}@example.com`,
      password: "Glaze1234",
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status}`);
    const keys: string[] = [];
    let replayedOk = true;
    const send = async (kind: Kind, i: number): Promise<number> => {
      const headers: Record<string, string> = { origin: server.url, cookie: client.cookie, "content-type": "application/json" };
      let key: string | undefined;
      if (kind === "keyed") {
        key = crypto.randomUUID();
        keys.push(key);
      } else if (kind === "replay") key = keys[Math.floor(keys.length / 2)];
      if (key) headers["Idempotency-Key"] = key;
      const name = kind === "replay" ? "Keyed" : kind === "keyed" ? "Keyed" : `Plain ${i}`;
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/pieces`, {
        method: "POST",
        headers,
        body: JSON.stringify({ name, type: "wheel", clayBody: "Stoneware", notes: "Bench piece" }),
      });
      await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (res.status !== 201) throw new Error(`${kind}: ${res.status}`);
      if (kind === "replay" && res.headers.get("idempotent-replayed") !== "true") replayedOk = false;
      return ms;
    };
    const times: Record<Kind, number[]> = { plain: [], keyed: [], replay: [] };
    for (let i = 0; i < WARMUP; i++) for (const kind of KINDS) await send(kind, i);
    for (let i = 0; i < ROUNDS; i++) {
      // Rotate the order each round so none of the three always follows the same one.
      for (let j = 0; j < KINDS.length; j++) {
        const kind = KINDS[(i + j) % KINDS.length]!;
        times[kind].push(await send(kind, i));
      }
    }
    const list = await client.request("GET", "/api/pieces?limit=1");
    const created = list.body.pagination.total as number;
    for (const kind of KINDS) {
      const sorted = [...times[kind]].sort((a, b) => a - b);
      console.log(`${LABELS[kind]}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms`);
    }
    console.log(`pieces: ${created} (expected ${2 * (WARMUP + ROUNDS)})`);
    return { backend, times, created, expected: 2 * (WARMUP + ROUNDS), replayedOk };
  } finally {
    await server.kill("SIGTERM");
  }
}

function section(results: BackendResult[], skipped: string | null): string {
  const lines = [
    "## Idempotency-Key overhead",
    "",
    `Run: ${machineNote()}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}. Other engineers' ` +
      "builds and tests shared these 2 cores, so absolute figures swing; the ratios are measured side by side. The real server " +
      `in its own process; ${WARMUP} warm-up rounds, then ${ROUNDS} rounds of the three requests below, one at a time, in rotating ` +
      "order (bench/idempotency.bench.ts). The keyed create adds one claim (an insert on the (user, key) unique index) before the " +
      "call and one update storing the answer after it; the repeat reads the stored answer and applies nothing.",
    "",
    "| backend | request | p50 ms | p95 ms | p50 ÷ plain | p95 ÷ plain |",
    "|---|---|---:|---:|---:|---:|",
  ];
  for (const r of results) {
    const sorted = Object.fromEntries(KINDS.map((k) => [k, [...r.times[k]].sort((a, b) => a - b)])) as Record<Kind, number[]>;
    const p50 = (k: Kind) => percentile(sorted[k], 50);
    const p95 = (k: Kind) => percentile(sorted[k], 95);
    for (const k of KINDS) {
      lines.push(`| ${r.backend} | ${LABELS[k]} | ${p50(k).toFixed(2)} | ${p95(k).toFixed(2)} | ${(p50(k) / p50("plain")).toFixed(2)} | ${(p95(k) / p95("plain")).toFixed(2)} |`);
    }
  }
  for (const r of results) {
    lines.push("", `${r.backend}: ${r.created} pieces stored for ${r.expected} creates sent without a repeat (${r.created === r.expected ? "no duplicates" : "DUPLICATES"}); every repeat answered from the store: ${r.replayedOk ? "yes" : "NO"}.`);
  }
  if (skipped) lines.push("", skipped);
  return lines.join("\n");
}

async function main() {
  const { results, skipped } = await eachBackend("idem", (b) => runBackend(b.name, b.env));
  writeSection("idempotency", section(results, skipped));
  if (results.some((r) => r.created !== r.expected || !r.replayedOk)) process.exit(1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
