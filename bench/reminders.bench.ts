/**
 * Benchmark, at the scale this machine allows: `GET /api/reminders` for one potter with 10,000 pieces (p50,
 * p95, side by side with GET /api/health), its plan (EXPLAIN: index ranges, no stage history), and the daily job over
 * BENCH_POTTERS potters (default 20) with 2,000 pieces each, all due at once. In-process (app.request), on PGlite, or
 * on PostgreSQL with DATABASE_URL. The full data set (1,000 potters × 10,000 pieces) is left to a larger
 * machine: BENCH_POTTERS=1000 BENCH_POTTER_PIECES=10000 DATABASE_URL=… npm run bench -- reminders.
 * Targets: GET p95 ≤ 50 ms on PostgreSQL, ≤ 150 ms on PGlite; the job over 1,000 × 10,000 in ≤ 60 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { reminderSettings } from "../server/db/schema";
import { buildDeps } from "../server/deps";
import { createLogger } from "../server/logger";
import { deliverDueReminders } from "../server/services/reminders/reminders-delivery";
import { generatePieces } from "./generate-pieces";
import { machineNote, percentile, writeSection } from "./report";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const POTTERS = Number(process.env.BENCH_POTTERS ?? 20);
const POTTER_PIECES = Number(process.env.BENCH_POTTER_PIECES ?? 2_000);
const WARMUP = 20;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "claybook-bench-remind-"));
const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", JOBS_ENABLED: "false", WEB_DIST: path.join(dataDir, "none") }, { readDotEnv: false });
const deps = buildDeps(config, database, createLogger(process.env.BENCH_LOG ?? "silent"));
const app = createApp(deps);

try {
  const busy = await generatePieces(database.db, { pieces: 10_000 });
  const cookie = `claybook_session=${busy.sessionToken}`;
  const time = async (url: string) => {
    const started = performance.now();
    const res = await app.request(url, { headers: { cookie } });
    await res.text();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await time("/api/reminders");
  const due = ((await (await app.request("/api/reminders", { headers: { cookie } })).json()) as { data: unknown[] }).data.length;
  const reminders: number[] = [];
  const health: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    reminders.push(await time("/api/reminders"));
    health.push(await time("/api/health"));
  }
  reminders.sort((a, b) => a - b);
  health.sort((a, b) => a - b);
  const p95 = percentile(reminders, 95);

  // The plan of one stage's range, as server/services/reminders/reminders-rules.ts builds it.
  const cutoff = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const plan = await database.db.execute(sql`explain select p.id, p.name, p.type, p.current_stage, p.current_location, p.current_stage_since
    from pieces p where p.user_id = ${busy.userId} and p.current_stage = 'Formed' and p.current_stage_since <= ${cutoff}::timestamptz
      and not exists (select 1 from reminder_mutes m where m.user_id = ${busy.userId} and m.key = 'piece-' || p.id || '-formed'
        and (m.dismissed or m.snoozed_until > now()))`);
  const planText = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join("\n");
  if (/Seq Scan on pieces|stage_history/.test(planText)) throw new Error(`the due list scans:\n${planText}`);

  // The daily job: every potter's daily time has come at once.
  const potters = [busy.userId];
  for (let i = 0; i < POTTERS; i++) potters.push((await generatePieces(database.db, { pieces: POTTER_PIECES })).userId);
  const past = new Date(Date.now() - 60_000);
  await database.db.insert(reminderSettings).values(potters.map((userId) => ({ userId, emailEnabled: true, nextDigestAt: past })));
  const jobStarted = performance.now();
  const delivered = await deliverDueReminders(deps);
  const jobMs = performance.now() - jobStarted;

  const round = (n: number) => n.toFixed(1);
  const lines = [
    `## Reminders, ${kind}`,
    "",
    `${machineNote()}. In-process (app.request), ${REQUESTS} requests each, one at a time, alternating.`,
    "",
    `| call | p50 ms | p95 ms | p95 ÷ health p95 |`,
    `|---|---|---|---|`,
    `| GET /api/reminders (10,000 pieces, ${due} due) | ${round(percentile(reminders, 50))} | ${round(p95)} | ${round(p95 / percentile(health, 95))} |`,
    `| GET /api/health | ${round(percentile(health, 50))} | ${round(percentile(health, 95))} | 1.0 |`,
    "",
    `Target p95 ≤ ${kind === "PGlite" ? 150 : 50} ms: ${p95 <= (kind === "PGlite" ? 150 : 50) ? "met" : "NOT met"}.`,
    "",
    `Daily job: ${potters.length} potters (one with 10,000 pieces, ${POTTERS} with ${POTTER_PIECES.toLocaleString("en-US")}), all due at once, ` +
      `${delivered.toLocaleString("en-US")} lines e-mailed to the outbox in ${Math.round(jobMs).toLocaleString("en-US")} ms ` +
      `(${round(jobMs / potters.length)} ms a potter). The issue's 1,000 × 10,000 set was not generated on this machine.`,
    "",
    "EXPLAIN of one stage's range of the due list:",
    "",
    "```",
    planText,
    "```",
  ];
  writeSection(`reminders-${kind.toLowerCase()}`, lines.join("\n"));
  console.log(lines.join("\n"));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
