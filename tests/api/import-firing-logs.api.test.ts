/**
 * The Potter's Mud Room's firing logs imported before its pieces (docs/decisions/0246-firing-logs-linked-later.md):
 * the pieces import links each log whose piece name is exactly one of the potter's pieces, and says so in its counts;
 * a dry run counts it and stores nothing. Files made by the app's export routes (tests/fixtures/imports/mudroom/).
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firingPieces, firings } from "../../server/db/schema";
import { RECORD_IMPORT_TEXTS } from "../../server/services/import/import-foreign-records";
import { signUp, type SignedInUser } from "../helpers/client";
import { piecesOf, runApp, sample } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const logs = (potter: SignedInUser) => runApp(potter, sample("mudroom", "potters-mudroom-firing-logs.csv"), "potters-mudroom-firing-logs.csv");
const piecesExport = (potter: SignedInUser, fields: Record<string, string> = {}) => runApp(potter, sample("mudroom", "potters-mudroom-pieces.csv"), "potters-mudroom-pieces.csv", fields);
const linksOf = async (userId: number) =>
  (await ctx.db.select({ firingId: firingPieces.firingId, pieceId: firingPieces.pieceId, outcome: firingPieces.outcome }).from(firingPieces).where(eq(firingPieces.userId, userId))).sort((a, b) => a.firingId - b.firingId);
const firingsOf = async (userId: number) => ctx.db.select().from(firings).where(eq(firings.userId, userId)).orderBy(asc(firings.plannedDate));

describe("Mud Room firing logs imported before their pieces", () => {
  it("are linked when the pieces arrive: the one name that is one piece, outcome pending; the other stays listed", async () => {
    const potter = await signUp(ctx);
    const first = await logs(potter);
    expect(first).toMatchObject({ status: "done", counts: { firings: 3 } });
    expect(first.counts.firingPieces).toBeUndefined();
    expect(first.skipped).toContainEqual({ kind: "firings", field: "Piece", count: 2, reason: RECORD_IMPORT_TEXTS.noPieceOfName });
    expect(await linksOf(potter.user.id)).toEqual([]);

    // The preview of the pieces says the log will be linked, and stores nothing.
    const preview = await piecesExport(potter, { dryRun: "true" });
    expect(preview).toMatchObject({ status: "done", counts: { pieces: 5, firingPieces: 1 } });
    expect(await linksOf(potter.user.id)).toEqual([]);

    const job = await piecesExport(potter);
    expect(job).toMatchObject({ status: "done", counts: { pieces: 5, firingPieces: 1 } });
    const platter = (await piecesOf(ctx, potter.user.id)).find((p) => p.name === "Slab platter")!;
    const [, , glaze] = await firingsOf(potter.user.id);
    expect(await linksOf(potter.user.id)).toEqual([{ firingId: glaze!.id, pieceId: platter.id, outcome: "pending" }]);
    // The piece's firings screen shows the log.
    const shown = (await potter.client.get(`/api/pieces/${platter.id}/firings`)).body.data;
    expect(shown).toEqual([expect.objectContaining({ firingId: glaze!.id, kind: "glaze", status: "done" })]);

    // Importing the logs again adds nothing, and links nothing twice.
    expect(await logs(potter)).toMatchObject({ status: "done", counts: {} });
    expect(await linksOf(potter.user.id)).toHaveLength(1);
  });

  it("are not linked when the name is more than one piece, nor to another potter's piece", async () => {
    const potter = await signUp(ctx);
    const other = await signUp(ctx);
    await logs(potter);
    // Bob imports the pieces: Alice's log is not his.
    expect(await piecesExport(other)).toMatchObject({ status: "done", counts: { pieces: 5 } });
    expect((await piecesExport(other)).counts.firingPieces).toBeUndefined();
    expect(await linksOf(other.user.id)).toEqual([]);
    expect(await linksOf(potter.user.id)).toEqual([]);

    // Alice already has a piece named "Slab platter": the imported one makes two, so the log stays unlinked.
    expect((await potter.client.post("/api/pieces", { name: "slab platter ", type: "wheel", clayBody: "B-Mix" })).status).toBe(201);
    const job = await piecesExport(potter);
    expect(job).toMatchObject({ status: "done", counts: { pieces: 5 } });
    expect(job.counts.firingPieces).toBeUndefined();
    expect(await linksOf(potter.user.id)).toEqual([]);
  });
});
