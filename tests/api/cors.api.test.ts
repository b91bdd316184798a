/**
 * product.md#r25: CORS for the Capacitor origins, bearer-token calls only; the session cookie never authenticates a
 * cross-origin call and Access-Control-Allow-Credentials is never sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPACITOR_ORIGINS } from "../../server/cors";
import { anonymous, signUp, TEST_PASSWORD } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const MOBILE = { "x-client-type": "mobile", "x-client-platform": "ios" };
// A server address that differs from every Capacitor origin (app.request's default host is http://localhost).
const API = "http://api.claybook.test";

function preflight(origin: string, path = "/api/user", requestHeaders = "authorization, x-client-type, x-client-platform") {
  return ctx.app.request(`${API}${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "GET", "access-control-request-headers": requestHeaders },
  });
}

async function nativeTokens(email: string, origin = "capacitor://localhost") {
  const res = await anonymous(ctx, { ...MOBILE, origin }).post(`${API}/api/login`, { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return res;
}

describe("preflight", () => {
  it.each(CAPACITOR_ORIGINS)("answers 204 for %s with the methods and headers the app sends", async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe(origin);
    const allowHeaders = res.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const h of ["authorization", "content-type", "x-client-type", "x-client-platform", "cache-control", "idempotency-key"]) expect(allowHeaders).toContain(h);
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toContain("Origin");
  });

  it("refuses other origins without any CORS grant", async () => {
    const res = await preflight("https://evil.example");
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(((await res.json()) as { message: string }).message).toBe("Origin not allowed");
  });

  it("covers /health too, which the app's connectivity check calls", async () => {
    const res = await preflight("capacitor://localhost", "/health", "cache-control, pragma");
    expect(res.status).toBe(204);
  });
});

describe("cross-origin calls from the app", () => {
  it("native login from capacitor://localhost exposes X-Auth-Token and grants no credentials", async () => {
    const { email } = await signUp(ctx);
    const res = await nativeTokens(email);
    expect(res.headers.get("access-control-allow-origin")).toBe("capacitor://localhost");
    expect(res.headers.get("access-control-expose-headers")).toContain("X-Auth-Token");
    expect(res.headers.get("x-auth-token")).toBe(res.body.accessToken);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("a keyed change from the app is replayed once, and the app may read that it was (decision 0112)", async () => {
    const { email, user } = await signUp(ctx);
    const { body } = await nativeTokens(email);
    const app = anonymous(ctx, { ...MOBILE, origin: "capacitor://localhost", authorization: `Bearer ${body.accessToken}`, "idempotency-key": crypto.randomUUID() });
    const first = await app.post(`${API}/api/pieces`, { name: "Kiln shelf bowl", type: "wheel", clayBody: "Stoneware" });
    expect(first.status).toBe(201);
    const again = await app.post(`${API}/api/pieces`, { name: "Kiln shelf bowl", type: "wheel", clayBody: "Stoneware" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("access-control-allow-origin")).toBe("capacitor://localhost");
    expect(again.headers.get("access-control-expose-headers")).toContain("Idempotent-Replayed");
    const list = await app.get(`${API}/api/pieces`);
    expect(list.body.data.filter((p: { userId: number }) => p.userId === user.id)).toHaveLength(1);
  });

  it("a bearer call from the app authenticates", async () => {
    const { email, user } = await signUp(ctx);
    const { body } = await nativeTokens(email, "https://localhost");
    const res = await anonymous(ctx, { ...MOBILE, origin: "https://localhost", authorization: `Bearer ${body.accessToken}` }).get(`${API}/api/user`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    expect(res.headers.get("access-control-allow-origin")).toBe("https://localhost");
  });

  it("the session cookie never authenticates a cross-origin call, even from an allowed origin", async () => {
    const { client } = await signUp(ctx);
    // Same origin: the cookie works.
    expect((await client.get(`${API}/api/user`)).status).toBe(200);
    for (const origin of ["capacitor://localhost", "https://evil.example"]) {
      const res = await client.get(`${API}/api/user`, { headers: { origin } });
      expect(res.status).toBe(401);
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  it("a cross-origin change riding on the cookie is not authenticated (and changes nothing)", async () => {
    const { client } = await signUp(ctx);
    const res = await client.patch(`${API}/api/user-preferences`, { theme: "dark" }, { headers: { origin: "capacitor://localhost" } });
    expect(res.status).toBe(401);
    const prefs = await client.get(`${API}/api/user-preferences`);
    expect(prefs.body?.theme).not.toBe("dark");
  });

  it("errors from the app still carry the CORS grant so the app can read the message", async () => {
    const res = await anonymous(ctx, { ...MOBILE, origin: "capacitor://localhost" }).get(`${API}/api/user`);
    expect(res.status).toBe(401);
    expect(res.headers.get("access-control-allow-origin")).toBe("capacitor://localhost");
  });

  it("other origins get no grant on actual calls", async () => {
    const res = await anonymous(ctx, { origin: "https://evil.example" }).get(`${API}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("same-origin web calls are untouched: no CORS headers, the cookie works", async () => {
    const { client } = await signUp(ctx);
    const res = await client.get(`${API}/api/user`, { headers: { origin: API } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
