/**
 * Cancelling an import while it stores (product.md#r213, r216; docs/decisions/0269-an-import-ends-once-taken-back.md):
 * the moments of a cancel are held open on purpose, so what the potter could see in between is asked every time, not
 * by luck. A batch held in the middle of its transaction is waited for by the cancel and undone with the rest; and
 * while the cancel is still taking back what was stored, the import is never shown cancelled ("nothing from it was
 * kept") with pieces still there. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import type { Tx } from "../../server/db/client";
import { importJobs, importSources, pieces } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type TransactionFn = (fn: (tx: Tx) => Promise<unknown>) => Promise<unknown>;
let realTransaction: TransactionFn;
beforeAll(() => {
  realTransaction = ctx.deps.db.transaction.bind(ctx.deps.db) as TransactionFn;
});
afterEach(() => {
  (ctx.deps.db as unknown as { transaction: TransactionFn }).transaction = realTransaction;
});
/** Puts `wrap` around every transaction the server opens from now on (the test's hook on the one database handle). */
function wrapTransactions(wrap: (run: () => Promise<unknown>, fn: (tx: Tx) => Promise<unknown>) => Promise<unknown>): void {
  (ctx.deps.db as unknown as { transaction: TransactionFn }).transaction = (fn) => wrap(() => realTransaction(fn), fn);
}

function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

function csv(rows: number): Uint8Array {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`Race piece ${i},Formed`);
  return new TextEncoder().encode(lines.join("\n"));
}

const piecesOf = async (userId: number) => (await ctx.db.select({ n: count() }).from(pieces).where(eq(pieces.userId, userId)))[0]!.n;
const statusOf = async (id: number) => (await ctx.db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, id)))[0]!.status;
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 5));
};

/** A 60,000-row CSV import, running, with some pieces stored. */
async function runningImport(potter: SignedInUser): Promise<number> {
  const started = await potter.client.post("/api/import", importForm(csv(60_000), {}, "pieces.csv"));
  expect(started.status).toBe(202);
  const id = started.body.id as number;
  for (let i = 0; i < 600; i++) {
    const job = (await potter.client.get(`/api/import/${id}`)).body;
    if (job.status === "running" && (await piecesOf(potter.user.id)) > 0) return id;
    expect(job.status).toMatch(/^(queued|running)$/);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("the import never stored a piece");
}

async function expectNothingLeft(potter: SignedInUser, id: number): Promise<void> {
  expect(await piecesOf(potter.user.id)).toBe(0);
  await settleBackgroundTasks();
  // The job's own batches after the cancel stored nothing more.
  expect(await piecesOf(potter.user.id)).toBe(0);
  expect(await ctx.db.select().from(importSources).where(eq(importSources.importJobId, id))).toEqual([]);
  expect((await potter.client.get(`/api/import/${id}`)).body).toMatchObject({ status: "cancelled", message: IMPORT_TEXTS.cancelled });
}

describe("a cancel that meets a batch", () => {
  it("waits for a batch held in the middle of its transaction and removes its pieces too", async () => {
    const potter = await signUp(ctx);
    const id = await runningImport(potter);
    // The next transaction (the import's next batch) stops after its writes, before it commits.
    const held = gate();
    const release = gate();
    let armed = true;
    const tagsOf = async (db: Tx | typeof ctx.db) => (await db.select({ n: count() }).from(importSources).where(eq(importSources.importJobId, id)))[0]!.n;
    const tagsBefore = await tagsOf(ctx.db);
    let tagsHeld = 0;
    wrapTransactions((run, fn) => {
      if (!armed) return run();
      armed = false;
      return realTransaction(async (tx) => {
        const value = await fn(tx);
        tagsHeld = await tagsOf(tx);
        held.open();
        await release.wait;
        return value;
      });
    });
    await held.wait;
    // What is held is a batch of this import: its transaction has tagged more records than were committed before.
    expect(tagsHeld).toBeGreaterThan(tagsBefore);
    // The cancel is sent while the batch holds its transaction open; it goes as far as it can, then the batch commits.
    const cancelling = potter.client.delete(`/api/import/${id}`);
    await turns(20);
    release.open();
    const cancelled = await cancelling;
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: "cancelled", message: IMPORT_TEXTS.cancelled });
    await expectNothingLeft(potter, id);
  }, 120_000);

  it("never shows the import cancelled while what it stored is still being removed", async () => {
    const potter = await signUp(ctx);
    const id = await runningImport(potter);
    const stored = await piecesOf(potter.user.id);
    // From here every transaction waits: the cancel's undo cannot remove a piece until the gate opens.
    const undo = gate();
    wrapTransactions(async (run) => {
      await undo.wait;
      return run();
    });
    const cancelling = potter.client.delete(`/api/import/${id}`);
    for (let i = 0; (await statusOf(id)) !== "cancelled"; i++) {
      expect(i, "the cancel never marked the import").toBeLessThan(2000);
      await turns(1);
    }
    // The import is marked cancelled (its place is free), but its pieces are still there: the potter's poll says so.
    expect(await piecesOf(potter.user.id)).toBeGreaterThanOrEqual(stored);
    const polled = await potter.client.get(`/api/import/${id}`);
    expect(polled.status).toBe(200);
    expect(polled.body).toMatchObject({ id, status: "running", message: null });
    undo.open();
    expect((await cancelling).body).toMatchObject({ id, status: "cancelled", message: IMPORT_TEXTS.cancelled });
    await expectNothingLeft(potter, id);
  }, 120_000);
});
