/**
 * Exactly-once with what a browser really sends (docs/decisions/0112-idempotency-keys.md): every browser and WebView
 * sends `Accept-Encoding: gzip, deflate, br`, and an answer of 1,400 bytes or more is then gzipped as it is built.
 * A repeated POST, PATCH or DELETE with the same key answers the first answer (same id, same body), compressed or
 * not, and one record is stored, for answers from about 100 bytes to 50 KB. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { firingPieces, firings, idempotencyKeys, kilns, pieces } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let potter: SignedInUser;
/** Pieces with long names, so a firing that holds them answers tens of kilobytes. */
const loaded: number[] = [];

const BROWSER_ENCODING = "gzip, deflate, br";
const LONG_NAME = (i: number) => `Tall lidded jar with carved fluting and a celadon liner, the third of the spring series, number ${i} `.padEnd(190, "~");

beforeAll(async () => {
  ctx = await createTestContext();
  potter = await signUp(ctx);
  for (let start = 0; start < 160; start += 8) {
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, k) => potter.client.post("/api/pieces", { name: LONG_NAME(start + k), type: "wheel", clayBody: "Stoneware" })),
    );
    loaded.push(...made.map((r) => r.body.id as number));
  }
  expect(loaded).toHaveLength(160);
});
afterAll(async () => {
  await ctx?.close();
});
// A piece is in one open firing at most (docs/decisions/0270-one-open-firing-per-piece.md): each test's firings start
// from pieces that are in none, so the last test's firings are deleted first, through the API.
beforeEach(async () => {
  const mine = await ctx.db.select({ id: firings.id }).from(firings).where(eq(firings.userId, potter.user.id));
  for (const { id } of mine) expect((await potter.client.delete(`/api/firings/${id}`)).status).toBeLessThan(300);
});

interface Answer {
  status: number;
  encoding: string | null;
  replayed: boolean;
  /** The answer as the client reads it, gzip undone. */
  text: string;
  body: any;
}

/** A call as a browser's outbox sends it: its session, its Accept-Encoding, an Idempotency-Key. */
async function send(method: string, path: string, key: string, body?: unknown): Promise<Answer> {
  const headers = new Headers({ "Accept-Encoding": BROWSER_ENCODING, "Idempotency-Key": key, cookie: potter.client.cookieHeader()! });
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await ctx.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const text = encoding === "gzip" ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  return { status: res.status, encoding, replayed: res.headers.get("idempotent-replayed") === "true", text, body: text ? JSON.parse(text) : null };
}

/** Sends the same change twice with one key: the second is the first's answer, replayed, and nothing ran twice. */
async function twice(method: string, path: string, body?: unknown): Promise<[Answer, Answer]> {
  const key = crypto.randomUUID();
  const first = await send(method, path, key, body);
  const again = await send(method, path, key, body);
  expect(first.replayed).toBe(false);
  expect(again.replayed).toBe(true);
  expect(again.status).toBe(first.status);
  expect(again.text).toBe(first.text);
  // Compressed exactly when the first was: the same size class gets the same treatment.
  expect(again.encoding).toBe(first.encoding);
  const [stored] = await ctx.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, potter.user.id), eq(idempotencyKeys.key, key)));
  expect(stored!.n).toBe(1);
  // The key holds a finished answer, not a claim left running.
  const running = await ctx.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.status)));
  expect(running[0]!.n).toBe(0);
  return [first, again];
}

const piecesNamed = async (name: string) =>
  (await ctx.db.select({ n: count() }).from(pieces).where(and(eq(pieces.userId, potter.user.id), eq(pieces.name, name))))[0]!.n;

const firingPieceCount = async (firingId: number) =>
  (await ctx.db.select({ n: count() }).from(firingPieces).where(eq(firingPieces.firingId, firingId)))[0]!.n;

describe("a repeated change with a browser's Accept-Encoding", () => {
  it("POST, about 100 bytes: one kiln, the same answer", async () => {
    const [first] = await twice("POST", "/api/kilns", { name: "Skutt 1027" });
    expect(first.status).toBe(201);
    expect(first.text.length).toBeLessThan(1400);
    expect(first.encoding).toBeNull();
    const rows = await ctx.db.select().from(kilns).where(and(eq(kilns.userId, potter.user.id), eq(kilns.name, "Skutt 1027")));
    expect(rows.map((k) => k.id)).toEqual([first.body.id]);
  });

  it("POST, about 2 KB (a piece with notes): one piece, the same id and body, gzipped both times", async () => {
    const notes = "Thrown from 1.2 kg of speckled stoneware; trimmed a foot ring the next morning. ".repeat(24);
    const [first] = await twice("POST", "/api/pieces", { name: "Noted bowl", type: "wheel", clayBody: "Stoneware", notes });
    expect(first.status).toBe(201);
    expect(first.text.length).toBeGreaterThan(1900);
    expect(first.text.length).toBeLessThan(4000);
    expect(first.encoding).toBe("gzip");
    expect(first.body.notes).toBe(notes);
    expect(await piecesNamed("Noted bowl")).toBe(1);
  });

  it("POST, about 50 KB (a firing with its pieces): one firing, the same id and body", async () => {
    const [first] = await twice("POST", "/api/firings", { kind: "bisque", pieceIds: loaded.slice(0, 150) });
    expect(first.status).toBe(201);
    expect(first.text.length).toBeGreaterThan(45_000);
    expect(first.text.length).toBeLessThan(64_000);
    expect(first.encoding).toBe("gzip");
    expect(first.body.pieces).toHaveLength(150);
    const mine = await ctx.db.select().from(firings).where(eq(firings.userId, potter.user.id));
    expect(mine.map((f) => f.id)).toEqual([first.body.id]);
    expect(await firingPieceCount(first.body.id)).toBe(150);
  });

  it("PATCH at about 100 bytes, 2 KB and 50 KB: the first answer each time, applied once", async () => {
    const kiln = await potter.client.post("/api/kilns", { name: "Test kiln" });
    const [small] = await twice("PATCH", `/api/kilns/${kiln.body.id}`, { name: "Test kiln, renamed" });
    expect(small.status).toBe(200);
    expect(small.encoding).toBeNull();
    expect(small.body.name).toBe("Test kiln, renamed");

    const piece = await potter.client.post("/api/pieces", { name: "Patched bowl", type: "wheel", clayBody: "Stoneware" });
    const notes = "Glazed inside with tenmoku, outside with a thin wash of iron; wax on the foot. ".repeat(24);
    const [medium] = await twice("PATCH", `/api/pieces/${piece.body.id}`, { notes });
    expect(medium.status).toBe(200);
    expect(medium.encoding).toBe("gzip");
    expect(medium.body.notes).toBe(notes);

    const firing = await potter.client.post("/api/firings", { kind: "glaze", pieceIds: loaded.slice(0, 150) });
    expect(firing.status).toBe(201);
    const [large] = await twice("PATCH", `/api/firings/${firing.body.id}`, { notes: "Cone 6, slow cool" });
    expect(large.status).toBe(200);
    expect(large.text.length).toBeGreaterThan(45_000);
    expect(large.encoding).toBe("gzip");
    expect(large.body.notes).toBe("Cone 6, slow cool");
  });

  it("DELETE at about 100 bytes, 2 KB and 50 KB: the first answer each time, nothing else removed", async () => {
    const doomed = await potter.client.post("/api/pieces", { name: "Cracked cup", type: "wheel", clayBody: "Stoneware" });
    const [small] = await twice("DELETE", `/api/pieces/${doomed.body.id}`);
    expect(small.status).toBeLessThan(300);
    expect(small.encoding).toBeNull();
    expect(await piecesNamed("Cracked cup")).toBe(0);

    // Taking one piece out of a firing answers the firing with the pieces left.
    const few = await potter.client.post("/api/firings", { kind: "bisque", pieceIds: loaded.slice(0, 8) });
    const [medium] = await twice("DELETE", `/api/firings/${few.body.id}/pieces/${loaded[0]}`);
    expect(medium.status).toBe(200);
    expect(medium.text.length).toBeGreaterThan(1400);
    expect(medium.text.length).toBeLessThan(4000);
    expect(medium.encoding).toBe("gzip");
    expect(await firingPieceCount(few.body.id)).toBe(7);

    // Pieces other than the few's, which are still in that open firing.
    const many = await potter.client.post("/api/firings", { kind: "bisque", pieceIds: loaded.slice(8, 159) });
    const [large] = await twice("DELETE", `/api/firings/${many.body.id}/pieces/${loaded[9]}`);
    expect(large.status).toBe(200);
    expect(large.text.length).toBeGreaterThan(45_000);
    expect(large.encoding).toBe("gzip");
    expect(large.body.pieces).toHaveLength(150);
    expect(await firingPieceCount(many.body.id)).toBe(150);
  });

  it("answers a replay without gzip to a client that takes none, and with it to one that does", async () => {
    const key = crypto.randomUUID();
    const notes = "Wedged well, thrown thin. ".repeat(100);
    const first = await send("POST", "/api/pieces", key, { name: "Either way", type: "wheel", clayBody: "Stoneware", notes });
    expect(first.encoding).toBe("gzip");
    const plain = await ctx.app.request("/api/pieces", {
      method: "POST",
      headers: { "Idempotency-Key": key, cookie: potter.client.cookieHeader()!, "content-type": "application/json" },
      body: JSON.stringify({ name: "Either way", type: "wheel", clayBody: "Stoneware", notes }),
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("idempotent-replayed")).toBe("true");
    expect(await plain.text()).toBe(first.text);
    expect(await piecesNamed("Either way")).toBe(1);
  });
});
