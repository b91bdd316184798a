/**
 * A piece is in at most one planned or loading firing (product.md#r225, docs/decisions/0270-one-open-firing-per-piece.md):
 * refused with a sentence from a potter's own load and from the studio queue, kept by the database's partial unique
 * index whatever writes the row, moved on request from What's waiting, and a firing planned again refused while one of
 * its pieces is in another open one. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRING_TEXTS as T } from "../../contract/firings/texts";
import { firingPieces } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let ana: SignedInUser;
let owner: SignedInUser;
let staff: SignedInUser;
let studioId: number;

async function ok(res: Promise<{ status: number; body: any; text: string }>, status = 201): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

async function piece(user: SignedInUser, name: string): Promise<{ id: number; code: string }> {
  const body = await ok(user.client.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix", stages: [{ stage: "Trimmed", location: "Shelf" }] }));
  return { id: body.id, code: body.code };
}

const firingsOf = async (pieceId: number) =>
  (await ctx.db.select({ firingId: firingPieces.firingId }).from(firingPieces).where(eq(firingPieces.pieceId, pieceId))).map((r) => r.firingId).sort((a, b) => a - b);

beforeAll(async () => {
  ctx = await createTestContext();
  ana = await signUp(ctx, { firstName: "Ana", lastName: "Pérez" });
  owner = await signUp(ctx, { firstName: "Olga" });
  staff = await signUp(ctx, { firstName: "Sam" });
  const studio = await ok(owner.client.post("/api/studios", { name: "Clay Commons", feeRules: { bisque: { perPiece: 2 } } }));
  studioId = studio.id;
  for (const [user, role] of [
    [staff, "staff"],
    [ana, "member"],
  ] as const) {
    const invite = await ok(owner.client.post(`/api/studios/${studioId}/invites`, { role }));
    await ok(user.client.post(`/api/studio-invites/${invite.token}/accept`), 200);
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe("a potter's own firings", () => {
  it("refuses a piece in a second open firing, and moves it when asked", async () => {
    const mug = await piece(ana, "Blue mug");
    const first = await ok(ana.client.post("/api/firings", { kind: "bisque", pieceIds: [mug.id] }));
    const second = await ok(ana.client.post("/api/firings", { kind: "bisque" }));

    const refused = await ana.client.post(`/api/firings/${second.id}/pieces`, { pieceIds: [mug.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Blue mug is already in another planned or loading firing: take it out of that one first");
    expect(await firingsOf(mug.id)).toEqual([first.id]);
    // A new firing made with it is refused as a whole.
    const made = await ana.client.post("/api/firings", { kind: "bisque", pieceIds: [mug.id] });
    expect(made.status).toBe(409);
    expect(made.body.message).toBe(T.pieceInOpenFiring("Blue mug"));

    // What's waiting marks it with the firing it is in.
    const queue = await ok(ana.client.get("/api/kiln-queue"), 200);
    const shown = queue.groups.flatMap((g: any) => g.locations.flatMap((l: any) => l.pieces)).find((p: any) => p.id === mug.id);
    expect(shown.openFiring).toEqual({ id: first.id, kind: "bisque", status: "planned", plannedDate: null, studio: false });

    const moved = await ok(ana.client.post(`/api/firings/${second.id}/pieces`, { pieceIds: [mug.id], move: true }));
    expect(moved.pieces.map((p: any) => p.pieceId)).toEqual([mug.id]);
    expect(await firingsOf(mug.id)).toEqual([second.id]);
    expect((await ok(ana.client.get(`/api/firings/${first.id}`), 200)).pieceCount).toBe(0);
  });

  it("lets a piece fired before join a new firing, and refuses to plan again a firing whose piece moved on", async () => {
    const bowl = await piece(ana, "Bowl");
    const old = await ok(ana.client.post("/api/firings", { kind: "bisque", pieceIds: [bowl.id] }));
    await ok(ana.client.patch(`/api/firings/${old.id}`, { status: "canceled" }), 200);
    const next = await ok(ana.client.post("/api/firings", { kind: "bisque", pieceIds: [bowl.id] }));
    expect(await firingsOf(bowl.id)).toEqual([old.id, next.id]);

    const again = await ana.client.patch(`/api/firings/${old.id}`, { status: "planned" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A piece in this firing is already in another planned or loading firing: take it out of one of them first");
    expect((await ok(ana.client.get(`/api/firings/${old.id}`), 200)).status).toBe("canceled");
  });

  it("is kept by the database whatever writes the row", async () => {
    const cup = await piece(ana, "Cup");
    const one = await ok(ana.client.post("/api/firings", { kind: "bisque", pieceIds: [cup.id] }));
    const two = await ok(ana.client.post("/api/firings", { kind: "bisque" }));
    await expect(ctx.db.execute(sql`insert into firing_pieces (user_id, firing_id, piece_id) values (${ana.user.id}, ${two.id}, ${cup.id})`)).rejects.toThrow();
    expect(await firingsOf(cup.id)).toEqual([one.id]);
    // The flag follows the firing's status: once firing, the piece may be planned into the next one.
    await ok(ana.client.patch(`/api/firings/${one.id}`, { status: "loading" }), 200);
    await ok(ana.client.patch(`/api/firings/${one.id}`, { status: "firing" }), 200);
    await ctx.db.execute(sql`insert into firing_pieces (user_id, firing_id, piece_id) values (${ana.user.id}, ${two.id}, ${cup.id})`);
    const flags = await ctx.db.select({ firingId: firingPieces.firingId, open: firingPieces.inOpenFiring }).from(firingPieces).where(eq(firingPieces.pieceId, cup.id));
    expect(flags.sort((a, b) => a.firingId - b.firingId)).toEqual([
      { firingId: one.id, open: false },
      { firingId: two.id, open: true },
    ]);
  });
});

describe("the studio queue", () => {
  it("refuses to load a member's piece that is in their own open firing, naming piece, member and code", async () => {
    const vase = await piece(ana, "Vase");
    const own = await ok(ana.client.post("/api/firings", { kind: "bisque", pieceIds: [vase.id] }));
    const sent = await ok(ana.client.post(`/api/studios/${studioId}/firing-requests`, { pieceIds: [vase.id], kind: "bisque" }));
    const studioFiring = await ok(staff.client.post("/api/firings", { kind: "bisque", studioId }));

    const load = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: studioFiring.id, requestIds: [sent.data[0].id] });
    expect(load.status).toBe(409);
    expect(load.body.message).toBe(`Vase (Ana P., ${vase.code}) is already in another planned or loading firing: take it out of that one first`);
    expect(await firingsOf(vase.id)).toEqual([own.id]);
    const queue = await ok(staff.client.get(`/api/studios/${studioId}/firing-queue`), 200);
    expect(queue.groups[0].requests[0]).toMatchObject({ pieceName: "Vase", memberName: "Ana P.", status: "requested" });

    // Out of her own firing, staff load it; then Ana cannot put it back in hers, nor move it out of the studio's.
    await ok(ana.client.delete(`/api/firings/${own.id}/pieces/${vase.id}`), 200);
    const loaded = await ok(staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: studioFiring.id, requestIds: [sent.data[0].id] }), 200);
    expect(loaded.loaded[0]).toMatchObject({ memberName: "Ana P.", status: "loaded" });
    const back = await ana.client.post(`/api/firings/${own.id}/pieces`, { pieceIds: [vase.id] });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe("Vase is already in another planned or loading firing: take it out of that one first");
    const move = await ana.client.post(`/api/firings/${own.id}/pieces`, { pieceIds: [vase.id], move: true });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe("Vase is loaded in a studio's firing: only the studio's staff can take it out");
    expect(await firingsOf(vase.id)).toEqual([studioFiring.id]);
    const waiting = await ok(ana.client.get("/api/kiln-queue"), 200);
    const shown = waiting.groups.flatMap((g: any) => g.locations.flatMap((l: any) => l.pieces)).find((p: any) => p.id === vase.id);
    expect(shown.openFiring).toMatchObject({ id: studioFiring.id, studio: true });
  });

  it("shows a member the studio firing read-only with their own pieces, and staff each piece's member and code", async () => {
    const plate = await piece(ana, "Plate");
    const sent = await ok(ana.client.post(`/api/studios/${studioId}/firing-requests`, { pieceIds: [plate.id], kind: "bisque" }));
    const firing = await ok(staff.client.post("/api/firings", { kind: "bisque", studioId }));
    await ok(staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.id, requestIds: [sent.data[0].id] }), 200);
    const asMember = await ok(ana.client.get(`/api/firings/${firing.id}`), 200);
    expect(asMember.canRun).toBe(false);
    expect(asMember.pieces.map((p: any) => p.name)).toEqual(["Plate"]);
    const asStaff = await ok(staff.client.get(`/api/firings/${firing.id}`), 200);
    expect(asStaff.canRun).toBe(true);
    expect(asStaff.pieces[0]).toMatchObject({ name: "Plate", memberName: "Ana P.", pieceCode: plate.code });
    expect((await ok(ana.client.get(`/api/firings/${(await ok(ana.client.post("/api/firings", { kind: "glaze" }))).id}`), 200)).canRun).toBe(true);
  });
});
