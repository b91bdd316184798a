/**
 * Bad-input fuzzing, second half (see fuzz.api.test.ts for the first): the other half of the routes with generated bad
 * inputs and the mass-assignment check after them; a malformed Idempotency-Key refused on every change before anything
 * runs; a bad input sent twice under one key answered the same twice; push endpoints other than the known services,
 * share photo names other than the share's, and calendar link tokens other than the potter's, refused.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERIC_MESSAGES } from "../../contract/common/texts";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TEXTS } from "../../contract/common/idempotency";
import { isKnownPushService } from "../../contract/reminders/push-services";
import { BUSINESS_TEXTS } from "../../contract/business/texts";
import { checkNothingExtraStored, fuzzApp, fuzzRoutes, NO_SESSION, NOT_KEPT, RUNS, SEED } from "../helpers/fuzz-app";

const f = fuzzApp();
beforeAll(() => f.setUp(), 180_000);
afterAll(() => f.close());

describe("bad-input fuzzing", () => {
  it("[ASVS 2.2.1] [ASVS 16.5.1] every route with a body or query answers 4xx in product.md#r6's shape (or a clean 2xx), never 5xx (second half)", () => fuzzRoutes(f, 1), 900_000);

  it("[ASVS 15.3.3] extra fields never reached what is stored (mass assignment)", () => checkNothingExtraStored(f));

  it("[ASVS 2.2.1] a malformed Idempotency-Key answers 400 with its message on every change, before anything runs", async () => {
    expect(f.changes.length).toBeGreaterThan(30);
    // Header values a client can send (no NUL or line breaks) that, once trimmed, are not a valid key.
    const badKey = fc
      .oneof(
        fc.string({ unit: fc.constantFrom(..." !\"#$%&'()*+,/;<=>?@[\\]^`{|}~\u00e9\u00ff\t"), minLength: 1, maxLength: 20 }),
        fc.tuple(fc.stringMatching(/^[a-z0-9]{1,20}$/), fc.constantFrom(" ", "/", "é", "+", "="), fc.stringMatching(/^[a-z0-9]{1,20}$/)).map((p) => p.join("")),
        fc.integer({ min: 201, max: 5000 }).map((n) => "k".repeat(n)),
        fc.constantFrom("", " ", "\t"),
      )
      .filter((k) => !IDEMPOTENCY_KEY_PATTERN.test(k.trim()));
    const expected = JSON.stringify({ message: IDEMPOTENCY_TEXTS.badKey, code: "INVALID_INPUT", errors: { "Idempotency-Key": IDEMPOTENCY_TEXTS.badKey } });
    const failures: string[] = [];
    for (const route of f.changes) {
      const details = await fc.check(
        fc.asyncProperty(badKey, async (key) => {
          const path = route.path.replace("{id}", String(f.own.pieceId)).replace("{entryId}", "1").replace("{mixId}", "1").replace("{pieceId}", "1").replace("{key}", "piece-1-formed").replace("{name}", "x");
          const headers: Record<string, string> = { cookie: f.potter.client.cookieHeader()!, "content-type": "application/json", "idempotency-key": key };
          const res = await f.ctx.app.request(path, { method: route.method, headers, body: route.method === "DELETE" ? undefined : "{}" });
          expect(`${res.status} ${await res.text()}`).toBe(`400 ${expected}`);
        }),
        { numRuns: 25, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 400)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    // Nothing ran: the piece every DELETE above pointed at is still there.
    expect((await f.potter.client.get(`/api/pieces/${f.own.pieceId}`)).status).toBe(200);
  }, 300_000);

  it("[ASVS 2.2.1] a bad input sent twice with one Idempotency-Key gets the same answer twice, never a 5xx", async () => {
    let n = 0;
    let replayed = 0;
    const GUARD_MESSAGES: string[] = [GENERIC_MESSAGES.nulCharacter, GENERIC_MESSAGES.invalidUnicode];
    const failures: string[] = [];
    for (const route of f.routes) {
      // Sign-in calls never take part (decision 0112); a DELETE has no body to vary.
      if (!route.hasBody || NO_SESSION.has(route.key) || NOT_KEPT.has(route.key) || route.key.includes("password") || route.method === "DELETE") continue;
      const details = await fc.check(
        fc.asyncProperty(f.pathArbitrary(route), f.bodyArbitrary(route), async (path, body) => {
          const key = `fuzz-${++n}`;
          const headers = { cookie: f.potter.client.cookieHeader()!, "content-type": "application/json", "idempotency-key": key };
          const first = await f.ctx.app.request(path, { method: route.method, headers, body });
          const firstText = await first.text();
          f.checkAnswer(route, first.status, firstText, first.headers.get("content-type") ?? "", `${path} ${body}`);
          // 401, 402, 403, 408 and 429 are not kept (decision 0112); every other answer is.
          if ([401, 402, 403, 408, 429].includes(first.status)) return;
          const again = await f.ctx.app.request(path, { method: route.method, headers, body });
          expect(`${again.status} ${await again.text()}`, `${path} ${body}`).toBe(`${first.status} ${firstText}`);
          if (again.headers.get("idempotent-replayed") === "true") replayed++;
          // Only the guards in front of sign-in (NUL, broken Unicode) answer before the key is read.
          else expect(GUARD_MESSAGES, firstText).toContain(JSON.parse(firstText).message);
        }),
        { numRuns: 20, seed: SEED, endOnFailure: true },
      );
      if (details.failed) failures.push(`${route.key}: ${String((details.errorInstance as Error | undefined)?.message ?? details.counterexample).slice(0, 400)}`);
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    expect(n).toBeGreaterThan(300);
    expect(replayed).toBeGreaterThan(n / 2);
  }, 600_000);

  it("[ASVS 2.2.1] push endpoints other than the known services, and share photo names other than the share's, are refused", async () => {
    const failures: string[] = [];
    const host = fc.oneof(fc.ipV4(), fc.ipV6().map((a) => `[${a}]`), fc.domain(), fc.constantFrom("localhost", "[::1]", "[fc00::1]", "169.254.169.254"));
    const endpoint = fc
      .tuple(fc.constantFrom("https", "http", "ftp", "wss"), host, fc.option(fc.integer({ min: 1, max: 65535 })), fc.webPath())
      .map(([scheme, h, port, path]) => `${scheme}://${h}${port === null ? "" : `:${port}`}${path}`)
      .filter((url) => !isKnownPushService(url));
    await fc.assert(
      fc.asyncProperty(endpoint, async (url) => {
        const res = await f.potter.client.post("/api/push-subscriptions", { endpoint: url, keys: { p256dh: "BPkey", auth: "authkey" } });
        if (res.status !== 400 || typeof res.body.message !== "string") failures.push(`${url}: ${res.status} ${res.text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const piece = await f.potter.client.post("/api/pieces", { name: "Shared jar", type: "wheel", clayBody: "Stoneware", imageUrls: [f.own.photo] });
    const share = await f.potter.client.post(`/api/pieces/${piece.body.id}/share`, {});
    expect(share.status).toBe(201);
    // A recipe's link (product.md#r286) names its photos the same way, under /r/.
    const recipe = await f.potter.client.post("/api/recipes", {
      name: "Shared recipe",
      kind: "glaze",
      lines: [{ materialId: "default:silica", amount: 100 }],
      imageUrls: [f.own.photo],
    });
    const recipeShare = await f.potter.client.post(`/api/recipes/${recipe.body.id}/share`, {});
    expect(recipeShare.status).toBe(201);
    const pages = [`/s/${share.body.token}`, `/r/${recipeShare.body.token}`];
    // The share's own names work, so the refusals below are about the names.
    for (const pagePath of pages) for (const name of ["1", "1/thumb"]) expect((await f.ctx.app.request(`${pagePath}/photos/${name}`)).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), fc.boolean(), fc.constantFrom(...pages), async (name, thumb, pagePath) => {
        if (name === "" || name.includes("/") || name === "1") return;
        const res = await f.ctx.app.request(`${pagePath}/photos/${encodeURIComponent(name)}${thumb ? "/thumb" : ""}`);
        if (res.status !== 404) failures.push(`photo ${JSON.stringify(name)} of ${pagePath.slice(0, 3)}: ${res.status}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    await f.potter.client.delete(`/api/pieces/${piece.body.id}`);
    await f.potter.client.delete(`/api/recipes/${recipe.body.id}`);
    expect(failures).toEqual([]);
  });

  it("[ASVS 2.2.1] calendar link tokens other than the potter's answer 404 in product.md#r6's shape, the real one its feed", async () => {
    const feed = await f.potter.client.post("/api/event-feed");
    expect(feed.status).toBe(201);
    const real = new URL(feed.body.url).searchParams.get("token")!;
    const read = (token: string) => f.ctx.app.request(`/api/event-feed.ics?token=${encodeURIComponent(token)}`);
    expect((await read(real)).status).toBe(200);
    const failures: string[] = [];
    const token = fc.oneof(
      fc.string({ unit: "binary", minLength: 1, maxLength: 90 }).filter((t) => !t.includes("\0")),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // One character off the real token, cut short or grown.
      fc.tuple(fc.nat({ max: 42 }), fc.constantFrom("A", "b", "-", "_", "0")).map(([i, ch]) => real.slice(0, i) + ch + real.slice(i + 1)),
      fc.nat({ max: 42 }).map((n) => real.slice(0, n)),
      fc.string({ minLength: 1, maxLength: 5 }).map((tail) => real + tail),
    );
    await fc.assert(
      fc.asyncProperty(token, async (t) => {
        if (t === real || t.trim() === "") return;
        const res = await read(t);
        const text = await res.text();
        if (res.status !== 404 || JSON.parse(text).message !== BUSINESS_TEXTS.feedNotFound) failures.push(`${JSON.stringify(t)}: ${res.status} ${text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    expect(failures).toEqual([]);
  });
});
