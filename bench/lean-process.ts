/**
 * The lean reference (bench/lean-server.ts) as a process of its own, and the prepared SQL it is handed: Claybook's own
 * statements, so both servers run the same queries.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { Placeholder } from "drizzle-orm";
import { PING_STATEMENT, type Database } from "../server/db/client";
import { prepared } from "../server/db/prepared";
import { freePort } from "../tests/helpers/server-process";
import type { LeanStatement, LeanStatementName } from "./lean-server";

const ROOT = path.resolve(import.meta.dirname, "..");

/** `nodeArgs` go before the entry point, e.g. `--cpu-prof` for bench/request-profile.bench.ts. */
export async function startLean(env: Record<string, string>, nodeArgs: string[] = []): Promise<{ url: string; port: number; kill: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.join(ROOT, "bench/lean-server.ts")], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", PORT: String(port), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 600) throw new Error("the lean server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Claybook's own statements, with their placeholders in order, for the lean server. */
export function statementsOf(database: Database): Record<LeanStatementName, LeanStatement> {
  const q = prepared(database.db);
  const of = (name: string, query: { sql: string; params: unknown[] }): LeanStatement => ({
    name,
    text: query.sql,
    params: query.params.map((p) => (p instanceof Placeholder ? { placeholder: p.name } : { value: p })),
  });
  return {
    ping: { name: PING_STATEMENT.name, text: PING_STATEMENT.text, params: [] },
    session: of("session_by_token", q.sessionByToken.getQuery()),
    page: of("pieces_page", q.piecesPage.getQuery()),
  };
}
