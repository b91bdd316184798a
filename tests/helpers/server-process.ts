/**
 * The real server as a child process (node + tsx loader, one process so SIGKILL really kills it), on a free port,
 * with either an embedded PGlite DATA_DIR or a DATABASE_URL. Used by the crash test and the load benchmark.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr. */
  output(): string;
  /** Only what it wrote to stdout: its pino log lines, one JSON object a line. */
  stdout(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** `nodeArgs` go before the entry point, e.g. `--cpu-prof` for bench/request-profile.bench.ts (Node refuses it in NODE_OPTIONS). */
export async function startServer(env: Record<string, string>, timeoutMs = 120_000, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", path.join(ROOT, "server/main.ts")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      JOBS_ENABLED: "false",
      PORT: String(port),
      APP_URL: url,
      WEB_DIST: path.join(env.DATA_DIR ?? "/tmp", "no-web-build"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let stdout = "";
  child.stdout!.on("data", (d: Buffer) => {
    out += d.toString();
    stdout += d.toString();
  });
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await kill("SIGKILL");
      throw new Error(`server did not become healthy within ${timeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, child, output: () => out, stdout: () => stdout, kill };
}

/**
 * A new PostgreSQL database next to the one `baseUrl` names: empty, or a copy of `template`; returns its URL and a drop
 * function. PostgreSQL refuses to copy a template another session is connected to, and two test files may copy it at
 * the same instant: a copy waits and tries again.
 */
export async function freshPostgresDatabase(baseUrl: string, prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
        break;
      } catch (err) {
        if (!template || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** A tiny cookie-carrying HTTP client for a running server. */
export class HttpClient {
  cookie = "";
  constructor(readonly base: string) {}

  async request(method: string, p: string, body?: unknown, init: { form?: FormData } = {}): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (init.form) payload = init.form;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const res = await fetch(this.base + p, { method, headers, body: payload });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("claybook_session="));
    if (set) this.cookie = set.split(";")[0]!;
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed };
  }
}
