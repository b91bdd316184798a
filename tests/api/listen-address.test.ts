/**
 * HOST (docs/decisions/0183-listen-address.md), with the real server process: unset, it listens on 127.0.0.1 only,
 * so this machine's network address gets no answer; HOST=0.0.0.0 answers there too (how a phone on the same network
 * reaches it). The server runs on its embedded database in a temporary DATA_DIR, whichever database the API tests
 * are on, so the file runs once, with the units, rather than once per database (docs/decisions/0284-ci-time.md).
 */
import { rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "../helpers/server-process";
import { migratedDataDir } from "../helpers/migrated-database";

const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) await s.kill("SIGTERM");
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** This machine's address on its network (not loopback). */
function lanAddress(): string {
  const found = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4");
  if (!found) throw new Error("this test needs a network interface besides loopback");
  return found.address;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = await migratedDataDir("claybook-host-");
  dirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  servers.push(server);
  return server;
}

/** The server with HOST unset, started once for both tests: each start costs a few seconds of CPU. */
let defaultServer: Promise<ServerProcess> | undefined;
const withoutHost = () => (defaultServer ??= start({}));

const reachable = async (url: string) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
};

describe("the listening address", () => {
  it("is 127.0.0.1 unless HOST is set, and every interface with HOST=0.0.0.0", async () => {
    const lan = lanAddress();
    const local = await withoutHost();
    expect(await reachable(`http://127.0.0.1:${local.port}/api/health`)).toBe(true);
    expect(await reachable(`http://${lan}:${local.port}/api/health`)).toBe(false);

    const open = await start({ HOST: "0.0.0.0" });
    expect(await reachable(`http://127.0.0.1:${open.port}/api/health`)).toBe(true);
    expect(await reachable(`http://${lan}:${open.port}/api/health`)).toBe(true);
  }, 240_000);

  it("keeps an idle keep-alive connection past Node's 5 s, so a client's next request never races its close", async () => {
    // docs/decisions/0264-keep-alive-outlasts-the-clients.md: a server that dropped the idle socket at 5 s would make the
    // second request open a new connection (or, at the wrong moment, read a reset).
    const server = await withoutHost();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${server.port}/api/health`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", reject);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 6_500));
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 240_000);
});
