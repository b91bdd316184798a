/**
 * A throwaway database on the PostgreSQL server a bench is given, and a data directory for its photos, both removed
 * afterwards, so a bench never touches real data (the same scratch databases the crash tests use).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
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
