/**
 * Decision 0105: the served web page carries the session's start-up answers (user, preferences, trial status),
 * exactly as the API gives them, for its own potter only, never cached, and safely escaped.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_BOOTSTRAP_ID, type PageBootstrap } from "../../contract/app/page-bootstrap";
import { createApp } from "../../server/app";
import { fromPool } from "../../server/db/client";
import { anonymous, signUp, type TestClient } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  mkdirSync(ctx.config.webDist, { recursive: true });
  writeFileSync(
    path.join(ctx.config.webDist, "index.html"),
    "<!doctype html><html><head><title>Claybook</title></head><body><div id=\"root\"></div></body></html>",
  );
  mkdirSync(path.join(ctx.config.webDist, ".vite"), { recursive: true });
  writeFileSync(
    path.join(ctx.config.webDist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-a.js", isEntry: true },
      "web/features/auth/auth-screen.tsx": { file: "assets/auth-screen-b.js" },
      "web/features/pieces/pieces-screen.tsx": { file: "assets/pieces-screen-c.js" },
    }),
  );
});

afterAll(async () => {
  await ctx?.close();
});

const BLOCK = new RegExp(`<script id="${PAGE_BOOTSTRAP_ID}" type="application/json">(.*?)</script>`, "s");

/** The page as the browser gets it, and the bootstrap it carries (undefined when there is none). */
async function page(client: TestClient, at = "/pieces") {
  const res = await client.get(at, { headers: { accept: "text/html" } });
  const match = BLOCK.exec(res.text);
  return { res, bootstrap: match ? (JSON.parse(match[1]!) as PageBootstrap) : undefined };
}

describe("the served page's bootstrap", () => {
  it("says signed out to a visitor without a session, and may be revalidated but not shared", async () => {
    const { res, bootstrap } = await page(anonymous(ctx), "/auth");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(bootstrap).toEqual({ user: null, preferences: null, trialStatus: null });
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
  });

  it("[ASVS 14.3.2] carries the API's own answers for the signed-in potter, and is never stored", async () => {
    const potter = await signUp(ctx, { firstName: "Ines" });
    const { res, bootstrap } = await page(potter.client, "/pieces/42");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(bootstrap?.user).toEqual((await potter.client.get("/api/user")).body);
    expect(bootstrap?.trialStatus).toEqual((await potter.client.get("/api/trial-status")).body);
    // No preferences yet: the GET answers 404, the page says null.
    expect((await potter.client.get("/api/user-preferences")).status).toBe(404);
    expect(bootstrap?.preferences).toBeNull();

    expect((await potter.client.patch("/api/user-preferences", { theme: "dark", clayBodies: ["Porcelain"] })).status).toBe(200);
    const after = await page(potter.client, "/settings");
    expect(after.bootstrap?.preferences).toEqual((await potter.client.get("/api/user-preferences")).body);
    expect(after.bootstrap?.preferences?.theme).toBe("dark");
  });

  it("names the potter's saved theme on <html> so the first paint has it (product.md#r152), and nothing otherwise", async () => {
    const htmlTag = (text: string) => /<html[^>]*>/.exec(text)?.[0];
    expect(htmlTag((await page(anonymous(ctx), "/auth")).res.text)).toBe("<html>");
    const potter = await signUp(ctx);
    // No preferences yet: the device's own choice (or the system's) paints.
    expect(htmlTag((await page(potter.client)).res.text)).toBe("<html>");
    expect((await potter.client.patch("/api/user-preferences", { theme: "dark" })).status).toBe(200);
    expect(htmlTag((await page(potter.client)).res.text)).toBe('<html data-theme="dark">');
    expect((await potter.client.patch("/api/user-preferences", { theme: "light" })).status).toBe(200);
    expect(htmlTag((await page(potter.client, "/settings")).res.text)).toBe('<html data-theme="light">');
  });

  it("[ASVS 8.2.2] never shows one potter's data on another's page, nor on a page asked with a bad cookie", async () => {
    const a = await signUp(ctx, { firstName: "Aiko" });
    const b = await signUp(ctx, { firstName: "Bruno" });
    expect((await page(a.client)).bootstrap?.user?.email).toBe(a.email);
    expect((await page(b.client)).bootstrap?.user?.email).toBe(b.email);
    const forged = anonymous(ctx, { cookie: "claybook_session=not-a-real-session-token" });
    expect((await page(forged)).bootstrap?.user).toBeNull();
    // Signed out again: the next page says so.
    expect((await a.client.post("/api/logout")).status).toBe(200);
    expect((await page(a.client)).bootstrap?.user).toBeNull();
  });

  it("[ASVS 1.2.1] escapes what a potter typed so it cannot end the data block or run as script", async () => {
    const potter = await signUp(ctx, { firstName: "Mo</script><script>alert(1)</script>", lastName: "O'Neil $& $'" });
    const { res, bootstrap } = await page(potter.client);
    expect(res.text).not.toContain("<script>alert(1)");
    expect(res.text.match(/<\/script>/g)).toHaveLength(1);
    expect(bootstrap?.user?.firstName).toBe("Mo</script><script>alert(1)</script>");
    expect(bootstrap?.user?.lastName).toBe("O'Neil $& $'");
  });

  it("preloads the screen the visitor will see, and keeps the build manifest private", async () => {
    const signedOut = await page(anonymous(ctx), "/pieces");
    expect(signedOut.res.text).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/auth-screen-b.js">');
    expect(signedOut.res.text).not.toContain("pieces-screen-c.js");
    const potter = await signUp(ctx);
    const signedIn = await page(potter.client, "/pieces");
    expect(signedIn.res.text).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/pieces-screen-c.js">');
    const manifest = await anonymous(ctx).get("/.vite/manifest.json");
    expect(manifest.status).toBe(404);
    expect(manifest.text).not.toContain("pieces-screen-c.js");
    // A missing asset is a 404 too, never the app page with the potter's data.
    const stale = await potter.client.get("/assets/index-gone.js");
    expect(stale.status).toBe(404);
    expect(stale.body).toEqual({ message: "Not found", code: "NOT_FOUND" });
    expect(stale.text).not.toContain(potter.email);
    // A path that only looks like a file name still reaches the app (the screen shows its invalid-id state).
    expect((await potter.client.get("/pieces/1.5")).text).toContain('<div id="root">');
  });

  it("[ASVS 8.2.2] carries the first screen's reads exactly as the API answers this potter, and nobody else's (decision 0163)", async () => {
    const potter = await signUp(ctx, { firstName: "Hana" });
    const made = await potter.client.post("/api/pieces", { name: "Moon jar", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] });
    expect(made.status).toBe(201);
    const id = made.body.id as number;

    const list = await page(potter.client, "/pieces");
    expect(Object.keys(list.bootstrap?.answers ?? {})).toEqual(["/api/pieces?page=1&limit=20"]);
    expect(list.bootstrap?.answers?.["/api/pieces?page=1&limit=20"]).toEqual((await potter.client.get("/api/pieces?page=1&limit=20")).body);

    const details = await page(potter.client, `/pieces/${id}`);
    const calls = [`/api/pieces/${id}`, `/api/pieces/${id}/stage-history`, `/api/pieces/${id}/decoration-layers`];
    expect(Object.keys(details.bootstrap?.answers ?? {})).toEqual(calls);
    for (const call of calls) expect(details.bootstrap?.answers?.[call]).toEqual((await potter.client.get(call)).body);
    expect(JSON.stringify(details.bootstrap?.answers)).toContain("Moon jar");

    // Another potter's piece answers 404 to them: their page carries nothing of it.
    const other = await signUp(ctx, { firstName: "Otto" });
    const theirs = await page(other.client, `/pieces/${id}`);
    expect(theirs.bootstrap?.answers).toEqual({});
    expect(theirs.res.text).not.toContain("Moon jar");
    // Signed out, a search in the address, another screen or an id that is no id: no answers.
    expect((await page(anonymous(ctx), `/pieces/${id}`)).bootstrap?.answers).toBeUndefined();
    expect((await page(potter.client, "/pieces?stage=Formed")).bootstrap?.answers).toBeUndefined();
    expect((await page(potter.client, "/settings")).bootstrap?.answers).toBeUndefined();
    expect((await page(potter.client, "/pieces/1.5")).bootstrap?.answers).toBeUndefined();
    // Past the API's id range (IdParamSchema): not asked at all.
    expect((await page(potter.client, "/pieces/9999999999")).bootstrap?.answers).toBeUndefined();
  });

  it("still serves the page, without a bootstrap, while the database is unreachable", async () => {
    const potter = await signUp(ctx);
    const dead = fromPool(new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:1/postgres", connectionTimeoutMillis: 500 }));
    const app = createApp({ ...ctx.deps, database: dead, db: dead.db });
    try {
      const res = await app.request("/pieces", { headers: { cookie: potter.client.cookieHeader()! } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain(PAGE_BOOTSTRAP_ID);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    } finally {
      await dead.close();
    }
  });
});
