/**
 * A body over its limit reaches the client as a 413 with its message, never as a connection reset
 * (docs/decisions/0283-too-large-bodies-answered-in-full.md): a real HTTP client on a real socket sends a large body
 * slowly, as a phone on a poor connection does, with a declared length and chunked.
 */
import { serve, type ServerType } from "@hono/node-server";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/common/schemas";
import { createTestContext, type TestContext } from "../helpers/test-app";

const MB = 1024 * 1024;

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
  /** Whether the server kept the connection open for another request. */
  keptAlive?: boolean;
}

let ctx: TestContext;
let server: ServerType;
let port = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

/**
 * Sends `total` bytes to `path` in 1 MB pieces, a pause between pieces (a slow uplink), and answers what the client
 * saw: the status and body, or the socket error.
 */
function sendSlowly(path: string, total: number, declareLength: boolean, contentType: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { "content-type": contentType };
    if (declareLength) headers["content-length"] = total;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent });
    const outcome: Outcome = {};
    let settled = false;
    let sentAll = false;
    let answered = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      agent.destroy();
      resolve(outcome);
    };
    // Done when the whole body went out and the whole answer came in, or at the first socket error.
    const finish = () => {
      if (sentAll && answered) settle();
    };
    req.on("finish", () => {
      sentAll = true;
      finish();
    });
    req.on("response", (res) => {
      outcome.status = res.statusCode;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        outcome.body = body;
        outcome.keptAlive = res.headers.connection !== "close";
        answered = true;
        finish();
      });
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      outcome.error = err.code ?? err.message;
      settle();
    });
    const piece = Buffer.alloc(MB, 0x61);
    let sent = 0;
    const writeNext = () => {
      if (settled || req.destroyed) return;
      if (sent >= total) {
        req.end();
        return;
      }
      const size = Math.min(MB, total - sent);
      sent += size;
      req.write(size === MB ? piece : piece.subarray(0, size), () => setTimeout(writeNext, 20));
    };
    writeNext();
  });
}

describe("a body over its limit", () => {
  for (const declared of [true, false]) {
    const how = declared ? "with its length declared" : "chunked";
    it(`answers a photo upload of 90 MB (limit 60 MB) ${how} with 413 and its message, not a reset`, async () => {
      const outcome = await sendSlowly("/api/uploads", 90 * MB, declared, "multipart/form-data; boundary=x");
      expect(outcome).toEqual({ status: 413, body: expect.any(String), keptAlive: true });
      expect(JSON.parse(outcome.body!)).toEqual({ message: GENERIC_MESSAGES.tooLarge, code: "TOO_LARGE" });
    });
  }

  it("answers a 40 MB JSON body (limit 1 MB) sent slowly and chunked with 413 and its message", async () => {
    const outcome = await sendSlowly("/api/pieces", 40 * MB, false, "application/json");
    expect(outcome).toEqual({ status: 413, body: expect.any(String), keptAlive: true });
    expect(JSON.parse(outcome.body!)).toEqual({ message: GENERIC_MESSAGES.tooLarge, code: "TOO_LARGE" });
  });
});
