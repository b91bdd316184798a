/**
 * A proxy on 127.0.0.1 in front of the tests' S3-compatible server, for servers running in child processes, where the
 * store cannot be swapped from inside: it passes requests through until told to fail after a number of object writes,
 * then cuts every request (the connection is dropped, as when storage goes away) until it is healed; or it holds every
 * request until let go (slow storage), so a test can look at a moment that would otherwise pass too fast.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface S3FaultProxy {
  endpoint: string;
  /** Settings for a server's environment, as S3TestServer.env but through the proxy. */
  env: Record<string, string>;
  /** From now on, lets `puts` more object writes through, then cuts everything. */
  failAfterPuts(puts: number): void;
  /** Passes every request through again. */
  heal(): void;
  /** Holds every request from now on until the answered function is called. */
  hold(): () => void;
  /** How many bytes of request bodies reached the proxy so far. */
  bytesIn(): number;
  /** How many object writes went through since the last failAfterPuts. */
  putsPassed(): number;
  close(): Promise<void>;
}

export async function startS3FaultProxy(target: { endpoint: string; env: Record<string, string> }): Promise<S3FaultProxy> {
  const upstream = new URL(target.endpoint);
  let allowed = Infinity;
  let passed = 0;
  let held: Promise<void> | null = null;
  let received = 0;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    if (held) await held;
    if (passed >= allowed) {
      req.socket.destroy();
      return;
    }
    if (req.method === "PUT") passed++;
    req.on("data", (chunk: Buffer) => (received += chunk.length));
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => req.socket.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    env: { ...target.env, S3_ENDPOINT: endpoint },
    failAfterPuts: (puts) => {
      passed = 0;
      allowed = puts;
    },
    heal: () => {
      allowed = Infinity;
    },
    hold: () => {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = null;
        release();
      };
    },
    bytesIn: () => received,
    putsPassed: () => passed,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
