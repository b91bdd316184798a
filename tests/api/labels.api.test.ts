/**
 * Printable labels through the API (product.md#r132–r134): POST /api/labels answers a PDF that is read back here: page
 * size, how many labels and where, per layout and starting position, and every QR code decoded from its pixels to the
 * record's address; bad input and another potter's ids are refused with 400 and no PDF; 1,000 labels make one PDF
 * (drawn on a worker thread), the 1,001st is refused; past LABELS_PER_MINUTE sheets a minute a potter gets 429 with
 * Retry-After. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LABELS_MAX, LABELS_PER_MINUTE } from "../../contract/labels/rules";
import { LABEL_TEXTS } from "../../contract/labels/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { readLabelsPdf } from "../helpers/pdf-labels";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let alice: SignedInUser;
let bob: SignedInUser;
const LONG_NAME = "A very long name for a lidded casserole with two handles and a carved lid that goes on and on";

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

/** POST /api/labels as a potter, the answer's bytes kept as bytes. */
async function labels(potter: SignedInUser, body: unknown) {
  const res = await ctx.app.request("/api/labels", {
    method: "POST",
    headers: { cookie: potter.client.cookieHeader()!, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type") ?? "", disposition: res.headers.get("content-disposition"), bytes };
}

const messageOf = (bytes: Uint8Array) => (JSON.parse(Buffer.from(bytes).toString("utf8")) as { message: string }).message;

interface Made {
  id: number;
  code: string;
}
const pieces: Made[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
  for (let i = 1; i <= 32; i++) {
    const name = i === 1 ? LONG_NAME : `Mug ${i}`;
    pieces.push(await ok(alice.client.post("/api/pieces", { name, type: "wheel", clayBody: "Speckled Buff" })));
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
});
// Each test starts a new minute, so the limit on sheets a minute counts only that test's calls.
beforeEach(() => ctx.clock.advance(60_000));

const address = (code: string) => `${ctx.config.appUrl}/c/${code}`;
const INCH = 72;
const MM = 72 / 25.4;

/** Expects the page's QR codes to sit each inside its own cell, in sheet order, decoding to the codes given. */
function expectCells(
  qrs: { x: number; y: number; width: number; height: number; text: string | null }[],
  cells: { left: number; top: number; width: number; height: number }[],
  codes: string[],
) {
  expect(qrs.map((q) => q.text)).toEqual(codes.map(address));
  qrs.forEach((qr, i) => {
    const cell = cells[i]!;
    expect(qr.x).toBeGreaterThanOrEqual(cell.left);
    expect(qr.x + qr.width).toBeLessThanOrEqual(cell.left + cell.width);
    expect(qr.y).toBeGreaterThanOrEqual(cell.top - cell.height);
    expect(qr.y + qr.height).toBeLessThanOrEqual(cell.top);
    // Large enough to scan: at least half the label's height.
    expect(qr.height).toBeGreaterThan(cell.height / 2);
  });
}

/** The sheet's cells from its printed specification (not from the app's own table), top left first, across. */
function sheet(pageHeight: number, spec: { left: number; top: number; pitchX: number; pitchY: number; width: number; height: number; columns: number; rows: number }) {
  const cells = [];
  for (let r = 0; r < spec.rows; r++) {
    for (let c = 0; c < spec.columns; c++) {
      cells.push({ left: spec.left + c * spec.pitchX, top: pageHeight - spec.top - r * spec.pitchY, width: spec.width, height: spec.height });
    }
  }
  return cells;
}

const LETTER = { width: 8.5 * INCH, height: 11 * INCH };
const A4 = { width: 210 * MM, height: 297 * MM };
const LETTER_CELLS = sheet(LETTER.height, { left: 0.1875 * INCH, top: 0.5 * INCH, pitchX: 2.75 * INCH, pitchY: INCH, width: 2.625 * INCH, height: INCH, columns: 3, rows: 10 });
const A4_CELLS = sheet(A4.height, { left: 7.25 * MM, top: 12.9 * MM, pitchX: 66 * MM, pitchY: 33.9 * MM, width: 63.5 * MM, height: 33.9 * MM, columns: 3, rows: 8 });

describe("label PDFs", () => {
  it("letter-30: US Letter pages, 30 labels a sheet in Avery 5160 cells, every QR code opening its piece", async () => {
    const res = await labels(alice, { kind: "piece", ids: pieces.map((p) => p.id), layout: "letter-30" });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    expect(res.disposition).toMatch(/^attachment; filename="claybook-labels-pieces-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(LETTER.width, 1);
      expect(page.height).toBeCloseTo(LETTER.height, 1);
    }
    expect(pages[0]!.qrs).toHaveLength(30);
    expect(pages[1]!.qrs).toHaveLength(2);
    expectCells(pages[0]!.qrs, LETTER_CELLS, pieces.slice(0, 30).map((p) => p.code));
    expectCells(pages[1]!.qrs, LETTER_CELLS, pieces.slice(30).map((p) => p.code));
    // The code in large type, the name and the clay body with the date, on each label.
    const texts = pages.flatMap((p) => p.texts);
    for (const p of pieces) expect(texts).toContain(p.code);
    expect(texts).toContain("Mug 2");
    expect(texts.some((t) => /^Speckled Buff · \d{1,2} [A-Z][a-z]{2} \d{4}$/.test(t))).toBe(true);
    // The long name is cut with an ellipsis, not run off the label.
    expect(texts.join("\n")).not.toContain(LONG_NAME);
    expect(texts.some((t) => t.endsWith("…"))).toBe(true);
  });

  it("starts at the chosen position on a partly used sheet and goes on to a new page", async () => {
    const chosen = pieces.slice(0, 5);
    const res = await labels(alice, { kind: "piece", ids: chosen.map((p) => p.id), layout: "letter-30", start: 28 });
    const pages = await readLabelsPdf(res.bytes);
    expect(pages.map((p) => p.qrs.length)).toEqual([3, 2]);
    expectCells(pages[0]!.qrs, LETTER_CELLS.slice(27), chosen.slice(0, 3).map((p) => p.code));
    expectCells(pages[1]!.qrs, LETTER_CELLS, chosen.slice(3).map((p) => p.code));
  });

  it("a4-24: A4 pages with 3 × 8 labels, from position 5", async () => {
    const chosen = pieces.slice(0, 24);
    const res = await labels(alice, { kind: "piece", ids: chosen.map((p) => p.id), layout: "a4-24", start: 5 });
    expect(res.status).toBe(200);
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]!.width).toBeCloseTo(A4.width, 1);
    expect(pages[0]!.height).toBeCloseTo(A4.height, 1);
    expect(pages.map((p) => p.qrs.length)).toEqual([20, 4]);
    expectCells(pages[0]!.qrs, A4_CELLS.slice(4), chosen.slice(0, 20).map((p) => p.code));
    expectCells(pages[1]!.qrs, A4_CELLS, chosen.slice(20).map((p) => p.code));
  });

  it("single-2x1: one 2 × 1 in label a page, for a label printer", async () => {
    const chosen = pieces.slice(0, 3);
    const res = await labels(alice, { kind: "piece", ids: chosen.map((p) => p.id), layout: "single-2x1" });
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page.width).toBeCloseTo(2 * INCH, 1);
      expect(page.height).toBeCloseTo(INCH, 1);
      expectCells(page.qrs, [{ left: 0, top: INCH, width: 2 * INCH, height: INCH }], [chosen[i]!.code]);
    });
    // The long name fits the narrow label only cut short.
    expect(pages[0]!.texts.some((t) => t.endsWith("…"))).toBe(true);
  });

  it("code-sheet: codes in large type with names on plain Letter paper, no QR codes", async () => {
    const chosen = pieces.slice(1, 4);
    const res = await labels(alice, { kind: "piece", ids: chosen.map((p) => p.id), layout: "code-sheet" });
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.width).toBeCloseTo(LETTER.width, 1);
    expect(pages[0]!.qrs).toEqual([]);
    expect(pages[0]!.texts.filter((t) => chosen.some((p) => p.code === t))).toEqual(chosen.map((p) => p.code));
    expect(pages[0]!.texts).toEqual(expect.arrayContaining(["Mug 2", "Mug 3", "Mug 4"]));
  });

  it("labels surfaces (brand and cone), firings (kiln and date) and test tiles (clay body and cone)", async () => {
    const c = alice.client;
    const glaze = await ok(c.post("/api/glazes", { name: "Celadon", brand: "Amaco", temperature: "Cone 6" }));
    const kiln = await ok(c.post("/api/kilns", { name: "Skutt 1027" }));
    const firing = await ok(c.post("/api/firings", { kind: "glaze", kilnId: kiln.id, targetCone: "Cone 6", plannedDate: "2026-03-12" }));
    const tile = await ok(c.post("/api/test-tiles", { glazeId: glaze.id, clayBody: "B-Mix", cone: "Cone 6" }));
    const cases = [
      { kind: "surface", id: glaze.id, code: glaze.code, name: "Celadon", detail: "Amaco · Cone 6" },
      { kind: "firing", id: firing.id, code: firing.code, name: "Glaze firing · Cone 6", detail: "Skutt 1027 · 12 Mar 2026" },
      { kind: "tile", id: tile.id, code: tile.code, name: tile.materialLabel, detail: "B-Mix · Cone 6" },
    ];
    for (const k of cases) {
      expect(k.code).toBeTruthy();
      const res = await labels(alice, { kind: k.kind, ids: [k.id], layout: "letter-30" });
      expect(res.status, k.kind).toBe(200);
      const [page] = await readLabelsPdf(res.bytes);
      expect(page!.qrs.map((q) => q.text)).toEqual([address(k.code)]);
      expect(page!.texts).toEqual([k.code, k.name, k.detail]);
    }
  });
  it("prints any name: letters the PDF font lacks lose their accent, emoji are left out, other scripts show '?'", async () => {
    const piece = await ok(alice.client.post("/api/pieces", { name: "Łódź bowl 😀 – 青", type: "wheel", clayBody: "Porcelaine blanche" }));
    const res = await labels(alice, { kind: "piece", ids: [piece.id], layout: "letter-30" });
    expect(res.status).toBe(200);
    const [page] = await readLabelsPdf(res.bytes);
    expect(page!.texts.slice(0, 2)).toEqual([piece.code, "Lódz bowl – ?"]);
    expect(page!.qrs.map((q) => q.text)).toEqual([address(piece.code)]);
  });
});

describe("refusals", () => {
  it("refuses another potter's ids with 400 and no PDF, even mixed with the caller's own", async () => {
    const bobPiece = await ok(bob.client.post("/api/pieces", { name: "Bob's vase", type: "wheel", clayBody: "Porcelain" }));
    for (const ids of [[bobPiece.id], [pieces[0]!.id, bobPiece.id]]) {
      const res = await labels(alice, { kind: "piece", ids, layout: "letter-30" });
      expect(res.status).toBe(400);
      expect(res.type).toContain("application/json");
      expect(messageOf(res.bytes)).toBe(LABEL_TEXTS.notFound.piece);
      expect(Buffer.from(res.bytes).toString("latin1")).not.toContain("%PDF");
    }
    // A piece id is not a surface id: kinds are not mixed up.
    const asSurface = await labels(alice, { kind: "surface", ids: [pieces[0]!.id + 100_000], layout: "letter-30" });
    expect(asSurface.status).toBe(400);
    expect(messageOf(asSurface.bytes)).toBe(LABEL_TEXTS.notFound.surface);
  });

  it("refuses unknown layouts and kinds, empty, duplicate and too many ids, and a start that does not fit the layout", async () => {
    const id = pieces[0]!.id;
    const tooMany = Array.from({ length: LABELS_MAX + 1 }, (_, i) => i + 1);
    const cases: [unknown, string][] = [
      [{ kind: "piece", ids: [id], layout: "letter-40" }, LABEL_TEXTS.layoutInvalid],
      [{ kind: "pot", ids: [id], layout: "letter-30" }, LABEL_TEXTS.kindInvalid],
      [{ kind: "piece", ids: [], layout: "letter-30" }, LABEL_TEXTS.idsRequired],
      [{ kind: "piece", layout: "letter-30" }, LABEL_TEXTS.idsRequired],
      [{ kind: "piece", ids: [id, id], layout: "letter-30" }, LABEL_TEXTS.duplicateIds],
      [{ kind: "piece", ids: tooMany, layout: "letter-30" }, LABEL_TEXTS.tooMany],
      [{ kind: "piece", ids: [id], layout: "letter-30", start: 31 }, LABEL_TEXTS.startInvalid(30)],
      [{ kind: "piece", ids: [id], layout: "letter-30", start: 0 }, LABEL_TEXTS.startInvalid(30)],
      [{ kind: "piece", ids: [id], layout: "a4-24", start: 25 }, LABEL_TEXTS.startInvalid(24)],
      [{ kind: "piece", ids: [id], layout: "single-2x1", start: 2 }, LABEL_TEXTS.startInvalid(1)],
      [{ kind: "piece", ids: [id], layout: "code-sheet", start: 2 }, LABEL_TEXTS.startInvalid(1)],
      [{ kind: "piece", ids: [id], layout: "letter-30", start: 1.5 }, LABEL_TEXTS.startNotNumber],
      [{ kind: "piece", ids: [id], layout: "letter-30", copies: 2 }, ""],
    ];
    for (const [body, message] of cases) {
      const res = await labels(alice, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      if (message) expect(messageOf(res.bytes), JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(LABEL_TEXTS.tooMany).toBe("At most 1,000 labels at a time");
  });

  it("1,000 labels make one valid PDF, every QR code opening its piece; 1,001 are refused with the limit named", async () => {
    const carol = await signUp(ctx);
    const made: Made[] = [];
    // Through the API, as the app makes them, twenty at a time.
    for (let i = 0; i < LABELS_MAX; i += 20) {
      const batch = Array.from({ length: Math.min(20, LABELS_MAX - i) }, (_, j) =>
        ok(carol.client.post("/api/pieces", { name: `Cup ${i + j + 1}`, type: "wheel", clayBody: "B-Mix" })),
      );
      made.push(...(await Promise.all(batch)));
    }
    const res = await labels(carol, { kind: "piece", ids: made.map((p) => p.id), layout: "letter-30" });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(Math.ceil(LABELS_MAX / 30));
    const qrs = pages.flatMap((p) => p.qrs);
    expect(qrs.map((q) => q.text)).toEqual(made.map((p) => address(p.code)));
    expect(pages.at(-1)!.texts).toContain(made.at(-1)!.code);

    const over = await labels(carol, { kind: "piece", ids: [...made.map((p) => p.id), made[0]!.id + 1_000_000], layout: "letter-30" });
    expect(over.status).toBe(400);
    expect(messageOf(over.bytes)).toBe("At most 1,000 labels at a time");
  }, 300_000);

  it(`answers 429 with the limit and Retry-After past ${LABELS_PER_MINUTE} sheets a minute, and prints again once the minute is over`, async () => {
    const dan = await signUp(ctx);
    const mug = await ok(dan.client.post("/api/pieces", { name: "Limit mug", type: "wheel", clayBody: "B-Mix" }));
    ctx.clock.set("2026-11-27T10:00:00Z");
    const body = { kind: "piece", ids: [mug.id], layout: "single-2x1" };
    for (let i = 0; i < LABELS_PER_MINUTE; i++) expect((await labels(dan, body)).status).toBe(200);
    ctx.clock.set("2026-11-27T10:00:15Z");
    const res = await ctx.app.request("/api/labels", {
      method: "POST",
      headers: { cookie: dan.client.cookieHeader()!, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("45");
    expect(await res.json()).toEqual({ message: "At most 10 label sheets a minute. Try again in 45 seconds.", code: "TOO_MANY_ATTEMPTS" });
    // Another potter's sheets are counted apart.
    expect((await labels(alice, { kind: "piece", ids: [pieces[0]!.id], layout: "single-2x1" })).status).toBe(200);
    ctx.clock.set("2026-11-27T10:01:00Z");
    expect((await labels(dan, body)).status).toBe(200);
  });

  it("is for signed-in potters only", async () => {
    const res = await ctx.app.request("/api/labels", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "piece", ids: [pieces[0]!.id], layout: "letter-30" }),
    });
    expect(res.status).toBe(401);
  });
});
