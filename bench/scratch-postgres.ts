/**
 * Where a bench runs: an embedded PGlite in a temporary data directory, then (with DATABASE_URL) a throwaway
 * database on the PostgreSQL server it is given with its own data directory for photos. Both are removed afterwards,
 * so a bench never touches real data (the same scratch databases the crash tests use). One helper for every bench.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "../server/db/client";
import { freshPostgresDatabase } from "../tests/helpers/server-process";

export async function withScratchPostgres<T>(baseUrl: string, prefix: string, run: (scratch: { url: string; dataDir: string }) => Promise<T>): Promise<T> {
  const database = await freshPostgresDatabase(baseUrl, prefix);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  try {
    return await run({ url: database.url, dataDir });
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface BenchBackend {
  name: "PGlite" | "PostgreSQL";
  dataDir: string;
  /** The server's settings for this backend: DATA_DIR, and DATABASE_URL (empty for PGlite). */
  env: { DATA_DIR: string; DATABASE_URL: string };
  /** Opens the backend's database in this process (migrated). */
  open: () => Promise<Database>;
}

export const POSTGRES_SKIPPED = "PostgreSQL: skipped (DATABASE_URL was not set for this run).";

/**
 * Runs `run` on PGlite, then on a scratch PostgreSQL database when DATABASE_URL is set; answers each run's result
 * and, when PostgreSQL was skipped, the sentence saying so. `name` names the temporary folder and the scratch database.
 */
export async function eachBackend<R>(name: string, run: (backend: BenchBackend) => Promise<R>): Promise<{ results: R[]; skipped: string | null }> {
  const results: R[] = [];
  // BENCH_ONLY=PostgreSQL (or PGlite) runs one backend, for a second look at one figure.
  const only = process.env.BENCH_ONLY;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `claybook-bench-${name}-`));
  try {
    if (only !== "PostgreSQL") results.push(await run({ name: "PGlite", dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: "" }, open: () => openDatabase({ dataDir }) }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (only === "PGlite") return { results, skipped: "PostgreSQL: not run this time (BENCH_ONLY=PGlite)." };
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(`\n${POSTGRES_SKIPPED}`);
    return { results, skipped: POSTGRES_SKIPPED };
  }
  await withScratchPostgres(url, `claybook_bench_${name.replace(/-/g, "_")}`, async (scratch) => {
    results.push(
      await run({
        name: "PostgreSQL",
        dataDir: scratch.dataDir,
        env: { DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.url },
        open: () => openDatabase({ databaseUrl: scratch.url, dataDir: scratch.dataDir }),
      }),
    );
  });
  return { results, skipped: null };
}
