/**
 * Bad-input fuzzing (ASVS 2.2.1 input validation, 15.3.3 mass assignment, 16.5.1 generic errors), first half: every
 * other route of the OpenAPI document with a JSON body or a query gets at least 200 generated bad inputs (wrong types,
 * missing fields, huge strings, deep nesting, unicode edge cases, out-of-range numbers, extra fields); every answer is
 * a 4xx in product.md#r6's shape, never a 5xx, and a 2xx never stores an extra field. Also the webhooks' and the
 * import's refusals. The other routes, the Idempotency-Key checks, push endpoints, share photo names and calendar link
 * tokens are in fuzz-second-half.api.test.ts; the app, inputs and checks in tests/helpers/fuzz-app.ts. Runs in-process
 * (app.request) with a fixed seed so a failure reproduces. An empty change on every PATCH and the uploads' values at
 * the edges of the calendar and the column types are in fuzz-edges.api.test.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNothingExtraStored, fuzzApp, fuzzRoutes, RUNS, SEED } from "../helpers/fuzz-app";

const f = fuzzApp();
beforeAll(() => f.setUp(), 180_000);
afterAll(() => f.close());

describe("bad-input fuzzing", () => {
  it("[ASVS 2.2.1] [ASVS 16.5.1] every route with a body or query answers 4xx in product.md#r6's shape (or a clean 2xx), never 5xx (first half)", () => fuzzRoutes(f, 0), 900_000);

  it("[ASVS 15.3.3] extra fields never reached what is stored (mass assignment)", () => checkNothingExtraStored(f));

  it("[ASVS 4.1.5] [ASVS 2.2.1] signature-checked webhooks refuse garbage with 400", async () => {
    const garbage = ["", "{}", "not json", '{"signedPayload":"a.b.c"}', JSON.stringify({ signedPayload: "x".repeat(5000) }), '{"type":"checkout.session.completed"}'];
    for (const body of garbage) {
      for (const [path, headers] of [
        ["/api/apple/notifications", { "content-type": "application/json" }],
        ["/api/stripe/webhook", { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" }],
        ["/api/stripe/webhook", { "content-type": "application/json" }],
      ] as const) {
        const res = await f.ctx.app.request(path, { method: "POST", headers, body });
        const text = await res.text();
        expect(res.status, `${path} ${body.slice(0, 40)} → ${text}`).toBe(400);
        expect(typeof JSON.parse(text).message).toBe("string");
      }
    }
  });

  it("[ASVS 2.2.1] the import refuses generated bad uploads and job ids with a 4xx in product.md#r6's shape", async () => {
    const failures: string[] = [];
    const upload = fc.record({
      file: fc.oneof(fc.uint8Array({ maxLength: 400 }), fc.constant(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))),
      field: fc.constantFrom("file", "files", "upload", ""),
      format: fc.option(fc.oneof(fc.constantFrom("claybook", "potterdoc", "csv", "CLAYBOOK", ""), fc.string({ maxLength: 40 }))),
      dryRun: fc.option(fc.oneof(fc.constantFrom("true", "false", "1", "yes"), fc.string({ maxLength: 20 }))),
      asJson: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(upload, async (input) => {
        let res: Response;
        if (input.asJson) {
          res = await f.ctx.app.request("/api/import", {
            method: "POST",
            headers: { cookie: f.potter.client.cookieHeader() ?? "", "content-type": "application/json" },
            body: JSON.stringify({ file: Array.from(input.file) }),
          });
        } else {
          const form = new FormData();
          form.append(input.field || "x", new Blob([input.file as Uint8Array<ArrayBuffer>]), "export.zip");
          if (input.format !== null) form.append("format", input.format);
          if (input.dryRun !== null) form.append("dryRun", input.dryRun);
          res = await f.ctx.app.request("/api/import", { method: "POST", headers: { cookie: f.potter.client.cookieHeader() ?? "" }, body: form });
        }
        const text = await res.text();
        if (res.status < 400 || res.status >= 500 || typeof JSON.parse(text).message !== "string") failures.push(`${res.status} ${text.slice(0, 120)}`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    for (const id of ["0", "-1", "1.5", "abc", "2147483648", "99999999999999999999", "%00", "777777"]) {
      const res = await f.potter.client.get(`/api/import/${id}`);
      if (res.status < 400 || res.status >= 500 || typeof res.body.message !== "string") failures.push(`GET ${id}: ${res.status} ${res.text}`);
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
