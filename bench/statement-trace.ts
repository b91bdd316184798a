/**
 * The statements one of Claybook's calls sends to the database, traced in the app itself: the same code as the server,
 * built in this process on the benchmark's database. The API speed benchmark (pieces-list.bench.ts) compares them with
 * the statements its lean reference runs for the call and refuses to measure when they differ, so the reference runs
 * exactly what the app runs, no fewer and no more (docs/decisions/0286-benchmark-lean-reference-runs-the-app-statements.md).
 *
 * What is traced is what reaches the engine: on PGlite each statement the engine executes (a simple query, or an
 * Execute of a parsed or named statement), read off the protocol messages; on PostgreSQL each query a connection sends.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { buildDeps } from "../server/deps";
import { createLogger } from "../server/logger";

const decoder = new TextDecoder();

/** Reads the frontend messages of one PGlite call: the statements it executes, in order. */
function pgliteTracer(): { read(message: Uint8Array): void; taken: string[] } {
  const named = new Map<string, string>();
  const portals = new Map<string, string>();
  const taken: string[] = [];
  const cString = (bytes: Uint8Array, at: number): [string, number] => {
    const end = bytes.indexOf(0, at);
    return [decoder.decode(bytes.subarray(at, end)), end + 1];
  };
  return {
    taken,
    read(message) {
      const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
      for (let at = 0; at < message.length; ) {
        const type = String.fromCharCode(message[at]!);
        const length = view.getInt32(at + 1);
        const body = message.subarray(at + 5, at + 1 + length);
        if (type === "P") {
          const [name, next] = cString(body, 0);
          named.set(name, cString(body, next)[0]);
        } else if (type === "B") {
          const [portal, next] = cString(body, 0);
          portals.set(portal, named.get(cString(body, next)[0]) ?? "(a statement parsed before the trace)");
        } else if (type === "E") {
          taken.push(portals.get(cString(body, 0)[0]) ?? "(an unknown portal)");
        } else if (type === "Q") {
          taken.push(cString(body, 0)[0]);
        }
        at += 1 + length;
      }
    },
  };
}

export interface TracedCall {
  path: string;
  headers: Record<string, string>;
}

/** For each call, the statements it sent (its second request, so that first-use work is not counted), and its status. */
export async function traceStatements(
  database: Database,
  dataDir: string,
  calls: TracedCall[],
): Promise<{ statements: string[]; status: number }[]> {
  const config = loadConfig(
    { NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "silent", JOBS_ENABLED: "false", APP_URL: "http://127.0.0.1" },
    { readDotEnv: false },
  );
  const app = createApp(buildDeps(config, database, createLogger("silent")));
  let taken: string[] = [];
  let restore: () => void;
  if (database.kind === "pglite") {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const tracer = pgliteTracer();
    const original = client.execProtocolRaw.bind(client);
    client.execProtocolRaw = (message, options) => {
      tracer.read(message);
      return original(message, options);
    };
    taken = tracer.taken;
    restore = () => {
      delete (client as { execProtocolRaw?: unknown }).execProtocolRaw;
    };
  } else {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      taken.push(typeof first === "string" ? first : String((first as { text?: string }).text));
      return original.apply(this, args);
    };
    restore = () => {
      proto.query = original;
    };
  }
  try {
    const traced = [];
    for (const call of calls) {
      await app.request(call.path, { headers: call.headers });
      taken.length = 0;
      const res = await app.request(call.path, { headers: call.headers });
      await res.arrayBuffer();
      traced.push({ statements: [...taken], status: res.status });
    }
    return traced;
  } finally {
    restore();
  }
}
