/**
 * Bad-input tests at the edges (ASVS 2.2.1), beside the generated ones in fuzz.api.test.ts: every PATCH of the
 * OpenAPI document gets an empty change `{}`, and every upload (a multipart body) gets files whose values sit at the
 * edges of the calendar and past the columns' types (integers over 2^31, numbers over any float). An answer is a 2xx
 * or a 4xx in product.md#r6's shape, never a 5xx; an import's job never ends in the generic failure (an internal
 * error), and what was stored still reads back. Both lists come from the document, so a new PATCH or upload that has
 * no case here fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { jpeg } from "../fixtures/photos";
import { signUp, type SignedInUser } from "../helpers/client";
import { createOneOfEach } from "../helpers/one-of-each";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;
let ids: Record<string, number>;

/** Dates a parser may accept that a column or a serializer may not. */
const CALENDAR_EDGES = ["0001-01-01", "0000-01-01", "9999-12-31", "-000001-01-01", "+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00.000Z", "1969-12-31T23:59:59Z", "2038-01-19T03:14:08Z"];
/** Numbers past an integer column (2^31), a bigint (2^63), numeric's precision and any float. */
const BIG_NUMBERS = ["2147483648", "-2147483649", "9223372036854775808", "99999999999999999999", "1e308", "-1e308", "1e400", "5e-324", "0.000000000000000000001"];

function pathFor(path: string): string {
  const id = (() => {
    if (path.startsWith("/api/stage-history/")) return ids.stage;
    if (path.startsWith("/api/decoration-layers/")) return ids.layer;
    if (path.startsWith("/api/glaze-combinations/")) return ids.comboGlaze;
    if (path.startsWith("/api/glazes/")) return ids.glaze;
    if (path.startsWith("/api/surface-combos/")) return ids.combo;
    if (path.startsWith("/api/inspirations/")) return ids.inspiration;
    if (path.startsWith("/api/test-tiles/")) return ids.tile;
    if (path.startsWith("/api/kilns/")) return ids.kiln;
    if (path.startsWith("/api/firings/")) return ids.firing;
    return ids.piece;
  })();
  return path.replace("{id}", String(id)).replace("{pieceId}", String(ids.piece));
}

function expectClean(what: string, status: number, text: string, type: string | null): void {
  expect(status, `${what} → ${status} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    expect(type ?? "", what).toContain("application/json");
    const message = (JSON.parse(text) as { message?: unknown }).message;
    expect(typeof message, what).toBe("string");
    expect((message as string).length, what).toBeGreaterThan(0);
  }
}

function form(field: string, bytes: Uint8Array | string, name: string, type: string, fields: Record<string, string> = {}): FormData {
  const f = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  f.append(field, new Blob([data as Uint8Array<ArrayBuffer>], { type }), name);
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** A PNG whose header claims the given size (CRC correct), with no pixels behind it. */
function pngHeader(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const body = Buffer.concat([Buffer.from("IHDR"), ihdr]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(13);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), len, body, sum]));
}

/** The trace upload: controller logs whose times and temperatures sit at the edges. */
async function traceCases(): Promise<string[]> {
  const failures: string[] = [];
  const logs: [string, string | undefined][] = [];
  for (const d of CALENDAR_EDGES) logs.push([`timestamp,temp_c\n${d},20\n2026-01-01T00:00:00Z,30\n`, undefined]);
  for (const d of CALENDAR_EDGES) logs.push([`timestamp,temp_c\n2026-01-01T00:00:00Z,20\n${d},30\n`, undefined]);
  for (const n of BIG_NUMBERS) {
    logs.push([`seconds,temp_c\n0,20\n${n},30\n`, undefined]);
    logs.push([`stamp,temp_c\n1000000000,20\n${n},30\n`, undefined]);
    logs.push([`minutes,temp_c\n0,20\n${n},30\n`, undefined]);
    logs.push([`seconds,temp\n0,20\n60,${n}\n`, "F"]);
    logs.push([`seconds,temp_c\n0,${n}\n60,${n}\n`, undefined]);
    logs.push([`run time,temp_c\n0:00,20\n${n}:00,30\n`, undefined]);
  }
  for (const [log, unit] of logs) {
    const res = await potter.client.post(`/api/firings/${ids.traceFiring}/trace`, form("file", log, "log.csv", "text/csv", unit ? { unit } : {}));
    try {
      expectClean(`trace ${JSON.stringify(log)}`, res.status, res.text, res.headers.get("content-type"));
    } catch (e) {
      failures.push((e as Error).message.slice(0, 400));
    }
  }
  const after = await potter.client.get(`/api/firings/${ids.traceFiring}`);
  if (after.status !== 200) failures.push(`the firing no longer reads: ${after.status} ${after.text.slice(0, 200)}`);
  return failures;
}

/** The photo upload: images at the edges of their size, real and claimed. */
async function photoCases(): Promise<string[]> {
  const failures: string[] = [];
  const files: [string, Uint8Array, string][] = [
    ["1×1", new Uint8Array(await jpeg(1, 1)), "image/jpeg"],
    ["4000×1", new Uint8Array(await jpeg(4000, 1)), "image/jpeg"],
    ["1×4000", new Uint8Array(await jpeg(1, 4000)), "image/jpeg"],
    ["a PNG claiming 2^31-1 square", pngHeader(2 ** 31 - 1, 2 ** 31 - 1), "image/png"],
    ["a PNG claiming 2^32-1 × 1", pngHeader(2 ** 32 - 1, 1), "image/png"],
    ["a PNG claiming 0 × 0", pngHeader(0, 0), "image/png"],
    ["a PNG claiming 65536 × 65536", pngHeader(65_536, 65_536), "image/png"],
  ];
  for (const [what, bytes, type] of files) {
    const res = await potter.client.post("/api/uploads", form("files", bytes, "edge.png", type));
    try {
      expectClean(`photo ${what}`, res.status, res.text, res.headers.get("content-type"));
    } catch (e) {
      failures.push((e as Error).message.slice(0, 400));
    }
  }
  return failures;
}

/** Follows an import's job to its end through the API, as the app does. */
async function importEnd(id: number): Promise<{ status: string; message: string | null }> {
  for (let i = 0; i < 600; i++) {
    const job = await potter.client.get(`/api/import/${id}`);
    expect(job.status).toBe(200);
    if (job.body.status === "done" || job.body.status === "failed") return job.body;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`import ${id} did not end`);
}

/** The import: spreadsheet rows whose dates and sizes sit at the edges. */
async function importCases(): Promise<string[]> {
  const failures: string[] = [];
  const header = "Name,Type,Clay Body,Stage,Date,Height,Width,Depth,Weight,Notes\n";
  const files: string[] = [];
  for (const d of CALENDAR_EDGES) files.push(`${header}Edge ${d},Mug,B-Mix,Formed,${d},4,3,3,1,\n`);
  for (const n of BIG_NUMBERS) files.push(`${header}Big ${n},Bowl,B-Mix,Bisqued,2025-01-01,${n},${n},${n},${n},${n}\n`);
  for (const csv of files) {
    for (const dryRun of ["true", "false"]) {
      const what = `import (dry run ${dryRun}) ${JSON.stringify(csv.slice(header.length))}`;
      const started = await potter.client.post("/api/import", form("file", csv, "pieces.csv", "text/csv", { format: "csv", dryRun }));
      try {
        expectClean(what, started.status, started.text, started.headers.get("content-type"));
        if (started.status !== 202) continue;
        const end = await importEnd(started.body.id);
        // The generic failure is what an internal error becomes: the import's own 500.
        expect(end.message, `${what} → ${JSON.stringify(end)}`).not.toBe(IMPORT_TEXTS.failed);
      } catch (e) {
        failures.push((e as Error).message.slice(0, 400));
      }
    }
  }
  for (const path of ["/api/pieces?limit=100", "/api/stage-history", "/api/export"]) {
    const res = await potter.client.get(path);
    if (res.status !== 200) failures.push(`${path} no longer reads after the imports: ${res.status} ${res.text.slice(0, 200)}`);
  }
  return failures;
}

/** One entry per upload route of the document; a new upload without its cases fails the test. */
const UPLOADS: Record<string, () => Promise<string[]>> = {
  "POST /api/firings/{id}/trace": traceCases,
  "POST /api/uploads": photoCases,
  "POST /api/import": importCases,
};

let doc: { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
  const c = potter.client;
  const { inspiration, piece, stage, glaze, comboGlaze, layer, combo, tile, kiln, firing } = await createOneOfEach(c);
  const traceFiring = (await c.post("/api/firings", { kind: "glaze" })).body;
  expect((await c.post(`/api/pieces/${piece.id}/share`, {})).status).toBeLessThan(300);
  ids = {
    piece: piece.id,
    stage: stage.id,
    glaze: glaze.id,
    comboGlaze: comboGlaze.id,
    layer: layer.id,
    combo: combo.id,
    inspiration: inspiration.id,
    tile: tile.id,
    kiln: kiln.id,
    firing: firing.id,
    traceFiring: traceFiring.id,
  };
  expect(Object.entries(ids).filter(([, v]) => typeof v !== "number")).toEqual([]);
  doc = (await (await ctx.app.request("/api/openapi.json")).json()) as typeof doc;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe("bad input at the edges", () => {
  it("[ASVS 2.2.1] every PATCH answers an empty change {} with a 2xx or a 4xx in product.md#r6's shape, never 5xx", async () => {
    const patches = Object.entries(doc.paths).filter(([, ops]) => ops.patch).map(([path]) => path);
    expect(patches.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    for (const path of patches) {
      const res = await potter.client.patch(pathFor(path), {});
      try {
        expectClean(`PATCH ${path} {}`, res.status, res.text, res.headers.get("content-type"));
      } catch (e) {
        failures.push((e as Error).message.slice(0, 400));
      }
    }
    expect(failures, failures.join("\n\n")).toEqual([]);
    // The change that once answered 500 ("No values to set"): nothing to change, so 200.
    expect((await potter.client.patch(`/api/firings/${ids.firing}/pieces/${ids.piece}`, {})).status).toBe(200);
  });

  it("[ASVS 2.2.1] every upload of the document has its edge cases here", () => {
    const uploads = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.["multipart/form-data"])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(uploads.sort()).toEqual(Object.keys(UPLOADS).sort());
  });

  for (const [key, run] of Object.entries(UPLOADS)) {
    it(`[ASVS 2.2.1] ${key}: dates at the calendar's edges and numbers past the column types answer 2xx or 4xx, never 5xx`, async () => {
      const failures = await run();
      expect(failures, failures.join("\n\n")).toEqual([]);
    }, 300_000);
  }
});
