/**
 * The app's outbox (web/lib/offline/outbox.ts, docs/decisions/0116-outbox.md) draining a long queue into the real
 * server: 300 changes queued offline (creates that later changes name by their temporary id, stage entries, renames,
 * deletes, some with answers large enough to be gzipped), sent with a browser's Accept-Encoding through a connection
 * that keeps failing: some requests never reach the server, some answers are lost after the server applied the change,
 * and halfway the app restarts from what it stored. The server applies every change once, in the order queued: the
 * list of changes it ran is exactly the list queued. No timing is measured (bench/outbox.bench.ts does, with 1,000).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, eq, inArray } from "drizzle-orm";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pieces, stageHistory } from "../../server/db/schema";
import { ApiError } from "../../web/lib/api-error";
import { Outbox, type OutboxEntry, type OutboxState } from "../../web/lib/offline/outbox";
import { signUp, type SignedInUser } from "../helpers/client";
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

const CREATES = 100;
const LONG_NOTES = "Thrown from 1.2 kg of speckled stoneware, trimmed a foot ring, waxed the foot before glazing. ".repeat(20);
const nameOf = (i: number) => `Outbox piece ${String(i + 1).padStart(3, "0")}`;

/** The queue as the area clients write it offline: each create is followed, later, by changes naming its temporary id. */
function queuedChanges(): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  const add = (e: Omit<OutboxEntry, "key" | "createdAt">) => entries.push({ ...e, key: crypto.randomUUID(), createdAt: entries.length });
  for (let i = 0; i < CREATES; i++) {
    const tempId = -(i + 1);
    add({ method: "POST", path: "/api/pieces", tempId, body: { name: nameOf(i), type: "wheel", clayBody: "Stoneware", stages: [], ...(i % 10 === 0 ? { notes: LONG_NOTES } : {}) } });
    add({ method: "POST", path: "/api/stage-history", body: { pieceId: tempId, stage: "Formed", location: "Shelf 1" } });
  }
  for (let i = 0; i < 60; i++) add({ method: "PATCH", path: "/api/pieces/{id}", params: { id: -(i + 1) }, body: { name: `${nameOf(i)} (renamed)` } });
  for (let i = 0; i < 40; i++) add({ method: "DELETE", path: "/api/pieces/{id}", params: { id: -(CREATES - i) } });
  return entries;
}

function memoryStorage() {
  let stored: OutboxState | undefined;
  return {
    load: async () => (stored ? structuredClone(stored) : undefined),
    save: async (state: OutboxState) => {
      stored = structuredClone(state);
    },
  };
}

const networkError = () => new ApiError("Network error", 0, { code: "NETWORK" });

describe("the outbox draining a long queue through a failing connection", () => {
  it("applies every change once, in the order queued, across lost answers and a restart", async () => {
    const queued = queuedChanges();
    expect(queued).toHaveLength(300);
    /** Keys in the order the server ran them (a replayed answer runs nothing). */
    const applied: string[] = [];
    let replays = 0;
    let online = false;
    let call = 0;

    const send = async (entry: OutboxEntry): Promise<unknown> => {
      if (!online) throw networkError();
      call += 1;
      // Every 9th request never reaches the server.
      if (call % 9 === 0) throw networkError();
      let path = entry.path;
      for (const [name, value] of Object.entries(entry.params ?? {})) path = path.replace(`{${name}}`, String(value));
      const headers = new Headers({ "Accept-Encoding": "gzip, deflate, br", "Idempotency-Key": entry.key, cookie: potter.client.cookieHeader()! });
      if (entry.body !== undefined) headers.set("content-type", "application/json");
      const res = await ctx.app.request(path, { method: entry.method, headers, body: entry.body === undefined ? undefined : JSON.stringify(entry.body) });
      const bytes = Buffer.from(await res.arrayBuffer());
      const text = res.headers.get("content-encoding") === "gzip" ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
      const answer = text ? JSON.parse(text) : undefined;
      if (res.headers.get("idempotent-replayed") === "true") replays += 1;
      else if (res.status < 300) applied.push(entry.key);
      if (res.status >= 300) throw new ApiError(answer?.message ?? "Request failed", res.status, { code: answer?.code });
      // Every 5th answer is lost on the way back, after the server applied the change.
      if (call % 5 === 0) throw networkError();
      return answer;
    };

    const storage = memoryStorage();
    const first = new Outbox(storage, send);
    for (const entry of queued) {
      const outcome = await first.submit(entry);
      expect(outcome.kind).toBe("deferred");
    }
    expect(first.entries).toHaveLength(300);

    // The connection returns; each failure is retried at once, as when the app sees the connection again.
    online = true;
    const retry = async (outbox: Outbox) => {
      await outbox.flush();
      // A flush the back-off timer started may be running: let it, rather than spin.
      await new Promise((resolve) => setImmediate(resolve));
    };
    while (first.entries.length > 150) await retry(first);
    // The app restarts: the second outbox knows only what the first stored on the device.
    first.stop();
    const second = new Outbox(storage, send);
    await second.ready;
    expect(second.entries.length).toBeGreaterThan(0);
    while (second.entries.length > 0) await retry(second);
    second.stop();

    // Exactly the changes queued, each once, in order.
    expect(applied).toEqual(queued.map((e) => e.key));
    expect(replays).toBeGreaterThan(0);

    // What the server holds: the 60 kept pieces, in the order created, 60 of them renamed; the 40 deleted gone.
    const rows = await ctx.db.select().from(pieces).where(eq(pieces.userId, potter.user.id)).orderBy(pieces.id);
    expect(rows.map((p) => p.name)).toEqual(Array.from({ length: 60 }, (_, i) => `${nameOf(i)} (renamed)`));
    const entries = await ctx.db
      .select({ pieceId: stageHistory.pieceId, stage: stageHistory.stage })
      .from(stageHistory)
      .where(and(inArray(stageHistory.pieceId, rows.map((p) => p.id))));
    expect(entries).toHaveLength(60);
    expect(new Set(entries.map((e) => e.pieceId)).size).toBe(60);
    expect(entries.every((e) => e.stage === "Formed")).toBe(true);
  });
});
