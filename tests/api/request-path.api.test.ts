/**
 * What a request costs on the wire and in the database (docs/decisions/0107-request-path-and-prepared-statements.md):
 * small answers are not compressed, large ones are; a JSON answer's headers fit in 300 bytes on a real socket; and
 * calls that need no user never look up a session, even when a cookie rides along.
 */
import { serve, type ServerType } from "@hono/node-server";
import { connect } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepared } from "../../server/db/prepared";
import { COMPRESS_MIN_BYTES } from "../../server/http/compression";
import { signUp, type SignedInUser } from "../helpers/client";
import { uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const GZIP = { "accept-encoding": "gzip, deflate, br" };

describe("compression", () => {
  it("sends small JSON answers as they are, even to a client that takes gzip", async () => {
    const res = await ctx.app.request("/api/user", { headers: { ...GZIP, cookie: potter.client.cookieHeader()! } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    const text = await res.text();
    expect(text.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text).email).toBe(potter.email);
  });

  it("gzips large answers for clients that take it, and only for them", async () => {
    const plain = await ctx.app.request("/api/openapi.json");
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plainText.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const zipped = await ctx.app.request("/api/openapi.json", { headers: GZIP });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(plainText.length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(JSON.parse(plainText));

    const refused = await ctx.app.request("/api/openapi.json", { headers: { "accept-encoding": "gzip;q=0, identity" } });
    expect(refused.headers.get("content-encoding")).toBeNull();
  });
});

/** The status line and headers of one answer, exactly as the socket carried them. */
function rawHeaders(port: number, path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n`);
    });
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end >= 0) {
        socket.destroy();
        resolve(received.slice(0, end + 4));
      }
    });
    socket.on("error", reject);
  });
}

describe("JSON answer headers", () => {
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: ctx.app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("fit in 300 bytes, status line and the server's own headers included", async () => {
    const cookie = potter.client.cookieHeader()!;
    for (const path of ["/api/user", "/api/health", "/api/trial-status", "/api/pieces/2147483647"]) {
      const head = await rawHeaders(port, path, cookie);
      expect(head, path).toMatch(/^HTTP\/1\.1 (200|404) /);
      expect(head.toLowerCase(), path).toContain("content-type: application/json");
      expect(Buffer.byteLength(head, "latin1"), `${path}:\n${head}`).toBeLessThanOrEqual(300);
    }
  });
});

describe("JSON answers built whole and the ordinary way", () => {
  /** What every JSON answer of the API carries, however it was built (docs/decisions/0107-request-path-and-prepared-statements.md). */
  function expectApiJsonHeaders(res: Response, body: string, label: string) {
    expect(res.headers.get("content-type"), label).toBe("application/json");
    expect(res.headers.get("cache-control"), label).toBe("no-store");
    expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
    expect(res.headers.get("content-security-policy"), label).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(Number(res.headers.get("content-length")), label).toBe(Buffer.byteLength(body));
  }

  it("carry the same headers whether a handler set its own (a sign-in's cookie) or not", async () => {
    const signIn = await ctx.app.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json", ...GZIP },
      body: JSON.stringify({ email: potter.email, password: potter.password }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("set-cookie")).toContain("claybook_session=");
    const signInBody = await signIn.text();
    expectApiJsonHeaders(signIn, signInBody, "sign-in");
    expect(JSON.parse(signInBody).email).toBe(potter.email);

    const me = await ctx.app.request("/api/user", { headers: { ...GZIP, cookie: potter.client.cookieHeader()! } });
    expectApiJsonHeaders(me, await me.text(), "user");
  });

  it("carry them on a refusal made before any handler ran, and on an unknown API path", async () => {
    const nul = await ctx.app.request("/api/pieces?q=%00", { headers: { cookie: potter.client.cookieHeader()! } });
    expect(nul.status).toBe(400);
    const nulBody = await nul.text();
    expectApiJsonHeaders(nul, nulBody, "NUL");
    expect(JSON.parse(nulBody).message).toBeTruthy();

    const missing = await ctx.app.request("/api/no-such-thing");
    expect(missing.status).toBe(404);
    expectApiJsonHeaders(missing, await missing.text(), "unknown path");
  });

  it("gzip a large list page for a browser, and send it plain to a client that takes no gzip", async () => {
    for (let i = 0; i < 12; i++) {
      const made = await potter.client.post("/api/pieces", {
        name: `Tall jar ${i} with a long enough name to fill the page`,
        type: "wheel",
        clayBody: "Stoneware",
        notes: "Thrown from 1.2 kg, trimmed a foot ring. ".repeat(3),
        stages: [{ stage: "Formed", location: "Shelf" }],
      });
      expect(made.status).toBe(201);
    }
    const cookie = potter.client.cookieHeader()!;
    const plain = await ctx.app.request("/api/pieces?page=1&limit=20", { headers: { cookie } });
    const plainText = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plainText.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expectApiJsonHeaders(plain, plainText, "plain page");

    const zipped = await ctx.app.request("/api/pieces?page=1&limit=20", { headers: { cookie, ...GZIP } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    expect(zipped.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get("content-length"))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(JSON.parse(plainText));
  });
});

describe("routing", () => {
  it("matches every route with Hono's RegExpRouter, not the TrieRouter fallback", () => {
    // SmartRouter picks its router on the first match; a route RegExpRouter cannot hold makes it take TrieRouter for
    // every request (docs/decisions/0107-request-path-and-prepared-statements.md).
    const router = (ctx.app as unknown as { router: { match(method: string, path: string): unknown; activeRouter: { name: string } } }).router;
    router.match("GET", "/api/user");
    expect(router.activeRouter.name).toBe("RegExpRouter");
  });
});

describe("request log lines", () => {
  const lines: string[] = [];
  let logged: TestContext;
  beforeAll(async () => {
    logged = await createTestContext({
      logLevel: "info",
      logDestination: new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
          done();
        },
      }),
    });
  });
  afterAll(async () => {
    await logged?.close();
  });

  it("carry the caller's X-Request-Id, or a new id each, with method, path, status and time, and never the query", async () => {
    await logged.app.request("/api/health?token=secret-reset-token", { headers: { "x-request-id": "kiln-42" } });
    await logged.app.request("/api/no-such-thing");
    await logged.app.request("/api/no-such-thing");
    const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "request");
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ reqId: "kiln-42", method: "GET", path: "/api/health", status: 200 });
    expect(typeof requests[0]!.ms).toBe("number");
    expect(lines.join("\n")).not.toContain("secret-reset-token");
    expect(requests[1]).toMatchObject({ path: "/api/no-such-thing", status: 404 });
    expect(requests[1]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[2]!.reqId).not.toBe(requests[1]!.reqId);
  });
});

describe("session lookups", () => {
  it("happen only for calls that need the user, whatever cookie is sent", async () => {
    const photo = await uploadOne(potter.client, 16, 16);
    const cookie = potter.client.cookieHeader()!;
    const lookups = vi.spyOn(prepared(ctx.db).sessionByToken, "execute");
    try {
      for (const path of ["/api/health", "/health", photo, "/api/openapi.json"]) {
        const res = await ctx.app.request(path, { headers: { cookie } });
        expect(res.status, path).toBe(200);
      }
      expect(lookups).not.toHaveBeenCalled();
      const me = await ctx.app.request("/api/user", { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });
});
