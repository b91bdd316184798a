/**
 * Session and header checks: cookie flags, CSRF refusal, security headers on HTML, API and photo answers,
 * no caching of user data, a generic 500 body, and no secret in the logs.
 */
import { Writable } from "node:stream";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { anonymous, signUp, TEST_PASSWORD, type SignedInUser } from "../helpers/client";
import { mailSettled, resetLinkFor } from "../helpers/outbox";
import { uploadOne } from "../helpers/photos";
import { createTestContext, type TestContext } from "../helpers/test-app";

/** Everything the server logs in this file. */
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString("utf8"));
    done();
  },
});

let ctx: TestContext;
let potter: SignedInUser;
let photo: string;

const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };

beforeAll(async () => {
  ctx = await createTestContext({ logLevel: "info", logDestination: logSink });
  // A minimal web build so HTML answers come from the real static handler.
  mkdirSync(ctx.config.webDist, { recursive: true });
  writeFileSync(path.join(ctx.config.webDist, "index.html"), "<!doctype html><html><head><title>Claybook</title></head><body></body></html>");
  potter = await signUp(ctx);
  photo = await uploadOne(potter.client, 32, 32);
});

afterAll(async () => {
  await ctx?.close();
});

function cookieAttrs(setCookie: string): Map<string, string> {
  const [, ...attrs] = setCookie.split(";");
  return new Map(attrs.map((a) => a.trim().split("=") as [string, string]).map(([k, v]) => [k.toLowerCase(), v ?? ""]));
}

/** A page: the app's full policy and the document-only headers. */
function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
}

/**
 * Anything but a page (JSON, photos): nothing may load, run or frame from it, it is never sniffed, and it carries
 * none of the document-only headers (docs/decisions/0107-request-path-and-prepared-statements.md).
 */
function expectNonDocumentHeaders(headers: Headers, what: string): void {
  expect(headers.get("content-security-policy"), what).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  for (const documentOnly of ["referrer-policy", "x-frame-options", "cross-origin-opener-policy", "permissions-policy"]) {
    expect(headers.has(documentOnly), `${what}: ${documentOnly}`).toBe(false);
  }
}

describe("session cookie", () => {
  it("[ASVS 3.3.1] [ASVS 3.3.2] [ASVS 3.3.4] is HttpOnly, SameSite=Lax, Path=/, and Secure only over https", async () => {
    const login = (url: string) =>
      ctx.app.request(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: potter.email, password: TEST_PASSWORD }),
      });
    const plain = await login("http://localhost/api/login");
    expect(plain.status).toBe(200);
    const [httpCookie] = plain.headers.getSetCookie();
    expect(httpCookie).toMatch(/^claybook_session=[^;]{20,}/);
    const a = cookieAttrs(httpCookie!);
    expect(a.has("httponly")).toBe(true);
    expect(a.get("samesite")).toBe("Lax");
    expect(a.get("path")).toBe("/");
    expect(a.has("secure")).toBe(false);
    expect(Number(a.get("max-age"))).toBeGreaterThan(0);

    const tls = await login("https://localhost/api/login");
    expect(tls.status).toBe(200);
    const s = cookieAttrs(tls.headers.getSetCookie()[0]!);
    expect(s.has("secure")).toBe(true);
    expect(s.has("httponly")).toBe(true);
    expect(s.get("samesite")).toBe("Lax");
    expect(tls.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);

    // Logging out clears the cookie with the same flags.
    const out = await ctx.app.request("https://localhost/api/logout", {
      method: "POST",
      headers: { cookie: tls.headers.getSetCookie()[0]!.split(";")[0]!, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBeLessThan(300);
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith("claybook_session="));
    expect(cleared).toBeDefined();
    expect(cookieAttrs(cleared!).get("max-age")).toBe("0");
  });
});

describe("HSTS", () => {
  const loginOn = (app: TestContext["app"], url: string, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: potter.email, password: TEST_PASSWORD }),
    });

  it("[ASVS 3.4.1] is sent behind a trusted TLS proxy exactly when the cookie is Secure (X-Forwarded-Proto: https)", async () => {
    const proxied = await createTestContext({ env: { TRUST_PROXY: "true" } });
    try {
      const who = await signUp(proxied);
      const login = (proto: string) =>
        proxied.app.request("http://claybook.internal/api/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-proto": proto },
          body: JSON.stringify({ email: who.email, password: TEST_PASSWORD }),
        });
      const tls = await login("https");
      expect(tls.status).toBe(200);
      expect(cookieAttrs(tls.headers.getSetCookie()[0]!).has("secure")).toBe(true);
      expect(tls.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      // Every answer carries it, pages and errors too.
      const page = await proxied.app.request("http://claybook.internal/api/pieces", { headers: { "x-forwarded-proto": "https" } });
      expect(page.status).toBe(401);
      expect(page.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);

      const plain = await login("http");
      expect(plain.status).toBe(200);
      expect(cookieAttrs(plain.headers.getSetCookie()[0]!).has("secure")).toBe(false);
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  it("[ASVS 3.4.1] follows an https APP_URL, and ignores X-Forwarded-Proto without TRUST_PROXY", async () => {
    // Without TRUST_PROXY a caller cannot claim https: neither Secure nor HSTS.
    const forged = await loginOn(ctx.app, "http://localhost/api/login", { "x-forwarded-proto": "https" });
    expect(forged.status).toBe(200);
    expect(cookieAttrs(forged.headers.getSetCookie()[0]!).has("secure")).toBe(false);
    expect(forged.headers.get("strict-transport-security")).toBeNull();

    const public_ = await createTestContext({ env: { APP_URL: "https://claybook.example" } });
    try {
      const who = await signUp(public_);
      expect(who.client.cookies.has("claybook_session")).toBe(true);
      const res = await public_.app.request("http://claybook.internal/api/login", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://claybook.example" },
        body: JSON.stringify({ email: who.email, password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      expect(cookieAttrs(res.headers.getSetCookie()[0]!).has("secure")).toBe(true);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await public_.close();
    }
  });
});

describe("photo caching", () => {
  it("[ASVS 14.2.2] photos may be kept by the browser only, never by a shared cache (private, immutable)", async () => {
    const res = await ctx.app.request(photo);
    expect(res.status).toBe(200);
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toBe("private, max-age=31536000, immutable");
    expect(cache).not.toContain("public");
    const again = await ctx.app.request(photo, { headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
  });
});

describe("CSRF", () => {
  it("[ASVS 3.5.1] [ASVS 3.5.3] refuses cross-site changes with the session cookie, and cross-site form posts", async () => {
    const cookie = potter.client.cookieHeader()!;
    const before = (await potter.client.get("/api/pieces")).body.total ?? (await potter.client.get("/api/pieces")).body.data.length;

    const jsonPost = await ctx.app.request("/api/pieces", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ name: "Forged", type: "wheel", clayBody: "Stoneware" }),
    });
    expect(jsonPost.status).toBe(403);
    expect(typeof ((await jsonPost.json()) as { message: string }).message).toBe("string");

    const form = await ctx.app.request("/api/pieces", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "name=Forged&type=wheel&clayBody=Stoneware",
    });
    expect([400, 403]).toContain(form.status);

    // A form post with no Origin but the browser's cross-site marker.
    const fetchSite = await ctx.app.request("/api/pieces", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "text/plain" },
      body: JSON.stringify({ name: "Forged", type: "wheel", clayBody: "Stoneware" }),
    });
    expect([400, 403]).toContain(fetchSite.status);

    for (const [method, url] of [
      ["PATCH", "/api/user-preferences"],
      ["DELETE", "/api/user"],
      ["POST", "/api/logout"],
    ] as const) {
      const res = await ctx.app.request(url, {
        method,
        headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
        body: method === "DELETE" ? undefined : JSON.stringify({ theme: "dark" }),
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }

    // Nothing was created, and the session still works (the forged logout did nothing).
    const after = await potter.client.get("/api/pieces");
    expect(after.status).toBe(200);
    expect(after.body.total ?? after.body.data.length).toBe(before);
    expect(JSON.stringify(after.body)).not.toContain("Forged");

    // The same call from our own origin passes.
    const same = await ctx.app.request("/api/pieces", {
      method: "POST",
      headers: { cookie, origin: ctx.config.appUrl, "content-type": "application/json" },
      body: JSON.stringify({ name: "Own", type: "wheel", clayBody: "Stoneware" }),
    });
    expect(same.status).toBe(201);
  });
});

describe("headers", () => {
  it("[ASVS 3.4.3] [ASVS 3.4.4] [ASVS 3.4.5] [ASVS 3.4.6] set CSP, nosniff, Referrer-Policy and framing rules on HTML; API and photos forbid loading and framing", async () => {
    const html = await ctx.app.request("/pieces");
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toContain("text/html");
    expectSecurityHeaders(html.headers, "HTML");

    const api = await potter.client.get("/api/pieces");
    expect(api.status).toBe(200);
    expectNonDocumentHeaders(api.headers, "API");
    const err = await anonymous(ctx).get("/api/pieces");
    expect(err.status).toBe(401);
    expectNonDocumentHeaders(err.headers, "API error");

    const image = await ctx.app.request(photo);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expectNonDocumentHeaders(image.headers, "photo");
    const missing = await ctx.app.request("/api/photos/AAAAAAAAAAAAAAAAAAAAAA.jpg");
    expect(missing.status).toBe(404);
    expectNonDocumentHeaders(missing.headers, "missing photo");
  });

  it("[ASVS 14.3.2] API answers with user data are never cached", async () => {
    for (const p of ["/api/user", "/api/pieces", "/api/user-preferences", "/api/trial-status", "/api/glazes", "/api/inspirations"]) {
      const res = await potter.client.get(p);
      expect(res.status, p).toBeLessThan(500);
      expect(res.headers.get("cache-control"), p).toContain("no-store");
    }
    const login = await anonymous(ctx).post("/api/login", { email: potter.email, password: TEST_PASSWORD });
    expect(login.headers.get("cache-control")).toContain("no-store");
    const native = await anonymous(ctx, MOBILE).post("/api/login", { email: potter.email, password: TEST_PASSWORD });
    expect(native.body.accessToken).toBeTruthy();
    expect(native.headers.get("cache-control")).toContain("no-store");
  });

  it("[ASVS 16.5.1] an unexpected failure answers a generic 500 without its details, and logs them", async () => {
    const secret = "secret detail: password=hunter2 at db-internal.example:5432";
    const broken = new Proxy(ctx.deps.db, {
      get() {
        throw new Error(secret);
      },
    });
    const app = createApp({ ...ctx.deps, db: broken as typeof ctx.deps.db });
    const res = await app.request("/api/pieces", { headers: { cookie: potter.client.cookieHeader()! } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong. Please try again.", code: "INTERNAL" });
    expect(text).not.toContain("secret detail");
    expect(res.headers.get("content-type")).toContain("application/json");
    expectNonDocumentHeaders(res.headers, "500");
    expect(logLines.join("")).toContain("unhandled error");
  });
});

describe("logs", () => {
  it("[ASVS 16.2.5] [ASVS 14.2.1] never hold a password, token, cookie value or reset link", async () => {
    logLines.length = 0;
    const password = "Sgraffito!Secret42";
    const newPassword = "Mishima!Secret77";
    const web = await signUp(ctx, { password });
    const sessionCookie = web.client.cookies.get("claybook_session")!;
    expect(sessionCookie.length).toBeGreaterThan(20);
    const relogin = await anonymous(ctx).post("/api/login", { email: web.email, password });
    expect(relogin.status).toBe(200);
    const wrong = await anonymous(ctx).post("/api/login", { email: web.email, password: `${password}x` });
    expect(wrong.status).toBe(401);

    const native = await anonymous(ctx, MOBILE).post("/api/login", { email: web.email, password });
    expect(native.status).toBe(200);
    const { accessToken, refreshToken } = native.body as { accessToken: string; refreshToken: string };
    const me = await anonymous(ctx, { ...MOBILE, authorization: `Bearer ${accessToken}` }).get("/api/user");
    expect(me.status).toBe(200);
    const refreshed = await anonymous(ctx, MOBILE).post("/api/refresh-token", { refreshToken });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as { accessToken: string; refreshToken: string };

    expect((await anonymous(ctx).post("/api/forgot-password", { email: web.email })).status).toBe(200);
    await mailSettled();
    const link = resetLinkFor(ctx.dataDir, web.email);
    expect(link).toBeDefined();
    const resetToken = link!.searchParams.get("token")!;
    expect((await anonymous(ctx).get(`/api/reset-password/verify?email=${encodeURIComponent(web.email)}&token=${resetToken}`)).status).toBe(200);
    const reset = await anonymous(ctx).post("/api/reset-password", { email: web.email, token: resetToken, newPassword });
    expect(reset.status).toBe(200);
    expect((await anonymous(ctx).post("/api/login", { email: web.email, password: newPassword })).status).toBe(200);

    const log = logLines.join("");
    // The capture is real: the requests above were logged.
    expect(log).toContain("/api/login");
    expect(log).toContain("/api/reset-password");
    for (const [what, secret] of Object.entries({
      password,
      newPassword,
      sessionCookie,
      accessToken,
      refreshToken,
      secondAccess: second.accessToken,
      secondRefresh: second.refreshToken,
      resetToken,
      resetLink: link!.toString(),
    })) {
      expect(secret.length, what).toBeGreaterThan(7);
      expect(log.includes(secret), `${what} appears in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${what} (url-encoded) appears in the log`).toBe(false);
    }
    expect(log).not.toMatch(/reset-password\?[^"]*token=/);
  });
});
