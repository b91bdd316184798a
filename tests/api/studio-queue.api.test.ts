/**
 * The firing queue end to end (docs/decisions/0231-firing-queue.md): a member sends pieces (fee previewed, then
 * fixed per piece and per volume), withdraws, the staff see the queue by kind and cone oldest first, load by request
 * id and by ticket code, finish the studio firing with outcomes, and the member's pieces advance in the member's own
 * history, a loss becomes the piece's fate, and the member is told on Today and in the mail digest.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueReminders } from "../../server/services/reminders/reminders-delivery";
import { signUp, type SignedInUser } from "../helpers/client";
import { readOutbox } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let owner: SignedInUser;
let staff: SignedInUser;
let ana: SignedInUser;
let ben: SignedInUser;
let outsider: SignedInUser;
let studioId: number;

async function join(user: SignedInUser, role: "member" | "staff"): Promise<void> {
  const invite = await owner.client.post(`/api/studios/${studioId}/invites`, { role });
  expect((await user.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
}

async function piece(user: SignedInUser, name: string, size: Record<string, number> = {}): Promise<{ id: number; code: string }> {
  const res = await user.client.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix", notes: `${name} private notes`, studioLocation: "Secret shelf", ...size });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, code: res.body.code };
}

const requestsPath = () => `/api/studios/${studioId}/firing-requests`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-20T10:00:00Z");
  owner = await signUp(ctx, { firstName: "Olga" });
  staff = await signUp(ctx, { firstName: "Sam" });
  ana = await signUp(ctx, { firstName: "Ana" });
  ben = await signUp(ctx, { firstName: "Ben" });
  outsider = await signUp(ctx, { firstName: "Otto" });
  const studio = await owner.client.post("/api/studios", {
    name: "Clay Commons",
    feeRules: { bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } },
  });
  studioId = studio.body.id;
  await join(staff, "staff");
  await join(ana, "member");
  await join(ben, "member");
});
afterAll(async () => {
  await ctx?.close();
});

describe("sending pieces to the studio's firing", () => {
  it("previews and fixes the fee per piece (bisque) and per volume with a minimum (glaze)", async () => {
    const mug = await piece(ana, "Ana mug", { height: 10, width: 8, depth: 8 });
    const tiny = await piece(ana, "Ana tiny", { height: 2, width: 2, depth: 2 });
    const preview = await ana.client.post(`${requestsPath()}/preview`, { pieceIds: [mug.id, tiny.id], kind: "glaze" });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toEqual({
      currency: "USD",
      total: 35,
      confirmAbove: null,
      largestPiece: null,
      pieces: [
        { pieceId: mug.id, pieceName: "Ana mug", fee: 32, missing: [], overLimit: false, tooLarge: false },
        { pieceId: tiny.id, pieceName: "Ana tiny", fee: 3, missing: [], overLimit: false, tooLarge: false },
      ],
    });
    const sent = await ana.client.post(requestsPath(), { pieceIds: [mug.id, tiny.id], kind: "glaze", targetCone: "Cone 6", notes: "On a cookie please", layersConfirmed: true });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data.map((r: { fee: number }) => r.fee)).toEqual([32, 3]);
    expect(sent.body.data[0]).toMatchObject({ pieceCode: mug.code, pieceName: "Ana mug", clayBody: "B-Mix", height: 10, memberFirstName: "Ana", status: "requested", kind: "glaze", targetCone: "Cone 6" });
    // The fee stays as fixed when the studio changes its rules.
    await owner.client.patch(`/api/studios/${studioId}`, { feeRules: { bisque: { perPiece: 2 }, glaze: { perCubicInch: 1 } } });
    const mine = await ana.client.get(requestsPath());
    expect(mine.body.data.map((r: { fee: number }) => r.fee).sort((a: number, b: number) => a - b)).toEqual([3, 32]);
    await owner.client.patch(`/api/studios/${studioId}`, { feeRules: { bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } } });
    const bisque = await piece(ana, "Ana bowl");
    const b = await ana.client.post(requestsPath(), { pieceIds: [bisque.id], kind: "bisque" });
    expect([b.status, b.body.data[0].fee]).toEqual([201, 2]);
  });

  it("refuses what a studio could not fire or price, naming the piece, and stores nothing", async () => {
    const flat = await piece(ana, "Ana plate", { height: 1 });
    const before = (await ana.client.get(requestsPath())).body.data.length;
    const missing = await ana.client.post(requestsPath(), { pieceIds: [flat.id], kind: "glaze", layersConfirmed: true });
    expect([missing.status, missing.body.message]).toEqual([400, "Ana plate needs its width and depth for the studio's fee: add them to the piece first"]);
    const preview = await ana.client.post(`${requestsPath()}/preview`, { pieceIds: [flat.id], kind: "glaze" });
    expect(preview.body.pieces[0]).toEqual({ pieceId: flat.id, pieceName: "Ana plate", fee: null, missing: ["width", "depth"], overLimit: false, tooLarge: false });
    const cup = await piece(ana, "Ana cup", { height: 3, width: 3, depth: 3 });
    const unconfirmed = await ana.client.post(requestsPath(), { pieceIds: [cup.id], kind: "glaze" });
    expect([unconfirmed.status, unconfirmed.body.message]).toEqual([400, "Confirm the pieces' glaze layers are recorded before sending them to a glaze firing"]);
    const bens = await piece(ben, "Ben vase");
    const other = await ana.client.post(requestsPath(), { pieceIds: [cup.id, bens.id], kind: "bisque" });
    expect([other.status, other.body.message]).toEqual([404, "Piece not found"]);
    const lost = await piece(ana, "Ana lost jar");
    await ana.client.put(`/api/pieces/${lost.id}/fate`, { fate: "reclaimed" });
    const ended = await ana.client.post(requestsPath(), { pieceIds: [lost.id], kind: "bisque" });
    expect([ended.status, ended.body.message]).toEqual([409, "Ana lost jar is marked reclaimed, so it cannot be sent to a firing"]);
    expect((await ana.client.post(requestsPath(), { pieceIds: [cup.id], kind: "bisque" })).status).toBe(201);
    const twice = await ana.client.post(requestsPath(), { pieceIds: [cup.id], kind: "bisque" });
    expect([twice.status, twice.body.message]).toEqual([409, "Ana cup is already on a studio's shelf: withdraw that request first"]);
    expect((await ana.client.get(requestsPath())).body.data.length).toBe(before + 1);
  });

  it("withdraws until loaded; a repeat answers the same; another member's request is 404", async () => {
    const jug = await piece(ana, "Ana jug");
    const sent = await ana.client.post(requestsPath(), { pieceIds: [jug.id], kind: "bisque" });
    const id = sent.body.data[0].id;
    expect((await ben.client.delete(`${requestsPath()}/${id}`)).status).toBe(404);
    expect((await staff.client.delete(`${requestsPath()}/${id}`)).status).toBe(404);
    const first = await ana.client.delete(`${requestsPath()}/${id}`);
    const again = await ana.client.delete(`${requestsPath()}/${id}`);
    expect([first.status, first.body.status, again.status, again.body.status]).toEqual([200, "withdrawn", 200, "withdrawn"]);
    // Withdrawn: the piece may be sent again.
    expect((await ana.client.post(requestsPath(), { pieceIds: [jug.id], kind: "bisque" })).status).toBe(201);
  });
});

describe("the staff's queue, loading and finishing", () => {
  it("groups by kind and cone, oldest first, with request fields only; members 403, outsiders 404", async () => {
    ctx.clock.set("2026-11-21T10:00:00Z");
    const vase = await piece(ben, "Ben glaze vase", { height: 5, width: 4, depth: 4 });
    await ben.client.post(requestsPath(), { pieceIds: [vase.id], kind: "glaze", targetCone: "Cone 6", layersConfirmed: true });
    const q = await staff.client.get(`/api/studios/${studioId}/firing-queue`);
    expect(q.status, q.text).toBe(200);
    expect(q.body.groups.map((g: { kind: string; targetCone: string | null }) => `${g.kind}/${g.targetCone}`)).toEqual(["bisque/null", "glaze/Cone 6"]);
    const glaze = q.body.groups[1].requests.map((r: { pieceName: string }) => r.pieceName);
    expect(glaze).toEqual(["Ana mug", "Ana tiny", "Ben glaze vase"]);
    expect(q.text).not.toContain("private notes");
    expect(q.text).not.toContain("Secret shelf");
    expect(q.text).not.toContain("@");
    expect(q.text).toContain("On a cookie please");
    const filtered = await owner.client.get(`/api/studios/${studioId}/firing-queue?kind=glaze&cone=Cone%206`);
    expect(filtered.body.groups.length).toBe(1);
    expect(filtered.body.count).toBe(3);
    const member = await ana.client.get(`/api/studios/${studioId}/firing-queue`);
    expect([member.status, member.body.message]).toEqual([403, "Only the studio's owner or staff can do this"]);
    expect((await outsider.client.get(`/api/studios/${studioId}/firing-queue`)).status).toBe(404);
    expect((await outsider.client.get(requestsPath())).status).toBe(404);
  });

  it("loads by id and by ticket code, finishes with outcomes, and the members' pieces advance with a notice", async () => {
    const firing = await staff.client.post("/api/firings", { kind: "glaze", studioId, targetCone: "Cone 6" });
    expect(firing.status, firing.text).toBe(201);
    const q = (await staff.client.get(`/api/studios/${studioId}/firing-queue?kind=glaze`)).body;
    const [mug, tiny, vase] = q.groups[0].requests as { id: number; pieceId: number; pieceCode: string }[];
    // Wrong firings and requests: nothing loads.
    const ownFiring = await staff.client.post("/api/firings", { kind: "glaze" });
    expect((await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: ownFiring.body.id, requestIds: [mug!.id] })).status).toBe(404);
    const bisqueReq = q.groups.length; // (a glaze filter shows one group)
    expect(bisqueReq).toBe(1);
    expect((await ana.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, requestIds: [mug!.id] })).status).toBe(403);
    const unknownCode = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, codes: ["99-9999"] });
    expect([unknownCode.status, unknownCode.body.message]).toEqual([404, "No piece with code 99-9999 is waiting in this studio's queue"]);

    const byId = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, requestIds: [mug!.id, vase!.id] });
    expect(byId.status, byId.text).toBe(200);
    const typed = tiny!.pieceCode.replace("-", "");
    const byCode = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, codes: [typed] });
    expect(byCode.status, byCode.text).toBe(200);
    expect(byCode.body.loaded.map((r: { status: string; firingId: number }) => [r.status, r.firingId])).toEqual([["loaded", firing.body.id]]);
    // A retry loads nothing twice; the member can no longer withdraw.
    expect((await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, requestIds: [mug!.id] })).status).toBe(200);
    const late = await ana.client.delete(`${requestsPath()}/${mug!.id}`);
    expect([late.status, late.body.message]).toEqual([409, "This piece is already loaded in a kiln: ask the studio's staff to take it out"]);

    // Staff see the members' pieces in the firing as request fields; a member sees only their own.
    const detail = await staff.client.get(`/api/firings/${firing.body.id}`);
    expect(detail.body.pieces.map((p: { name: string; memberFirstName?: string }) => `${p.name}/${p.memberFirstName}`)).toEqual(["Ana mug/Ana", "Ben glaze vase/Ben", "Ana tiny/Ana"]);
    // Each with its request, which staff load again when they undo taking a piece out.
    expect(detail.body.pieces.map((p: { requestId?: number }) => p.requestId)).toEqual([mug!.id, vase!.id, tiny!.id]);
    expect(detail.text).not.toContain("private notes");
    const anaView = await ana.client.get(`/api/firings/${firing.body.id}`);
    expect(anaView.body.pieces.map((p: { name: string }) => p.name)).toEqual(["Ana mug", "Ana tiny"]);
    expect(anaView.text).not.toContain('"requestId"');

    // Finish with Ana's tiny piece crawled.
    ctx.clock.set("2026-11-22T10:00:00Z");
    for (const status of ["loading", "firing", "cooling"]) expect((await staff.client.patch(`/api/firings/${firing.body.id}`, { status })).status).toBe(200);
    const done = await staff.client.patch(`/api/firings/${firing.body.id}`, { status: "done", outcomes: [{ pieceId: tiny!.pieceId, outcome: "crawled" }] });
    expect(done.status, done.text).toBe(200);

    const stagesOf = async (user: SignedInUser, pieceId: number) =>
      JSON.stringify((await user.client.get(`/api/pieces/${pieceId}/stage-history`)).body);
    expect(await stagesOf(ana, mug!.pieceId)).toContain('"stage":"Finished"');
    expect(await stagesOf(ana, tiny!.pieceId)).not.toContain('"stage":"Finished"');
    const tinyPiece = (await ana.client.get(`/api/pieces/${tiny!.pieceId}`)).body;
    expect(tinyPiece.fate).toMatchObject({ fate: "lost", cause: "crawled" });
    expect(await stagesOf(ben, vase!.pieceId)).toContain('"stage":"Finished"');
    const anaList = (await ana.client.get("/api/pieces?stage=Finished")).body.data.map((p: { name: string }) => p.name);
    expect(anaList).toEqual(["Ana mug"]);
    // The staff member's own history holds none of it.
    expect((await staff.client.get("/api/stage-history")).text).not.toContain("Ana mug");

    const mine = (await ana.client.get(requestsPath())).body.data as { pieceName: string; status: string; outcome: string | null }[];
    expect(mine.filter((r) => r.status === "fired").map((r) => `${r.pieceName}: ${r.outcome}`).sort()).toEqual(["Ana mug: survived", "Ana tiny: crawled"]);

    // Told on Today and in the digest.
    const today = (await ana.client.get("/api/reminders")).body.data as { kind: string; pieceName: string; outcome: string }[];
    expect(today.filter((r) => r.kind === "studio-fired").map((r) => `${r.pieceName}: ${r.outcome}`).sort()).toEqual(["Ana mug: survived", "Ana tiny: crawled"]);
    expect(((await ben.client.get("/api/reminders")).body.data as { pieceName: string }[]).map((r) => r.pieceName)).toContain("Ben glaze vase");
    await ana.client.patch("/api/reminder-settings", { channels: { email: true } });
    ctx.clock.set("2026-11-23T09:00:00Z");
    await deliverDueReminders(ctx.deps);
    const mail = readOutbox(ctx.dataDir).filter((m) => m.to.includes(ana.email)).at(-1)!;
    expect(mail.text).toContain("Ana tiny: Fired at Clay Commons: crawled");
    expect(mail.text).toContain("Ana mug: Fired at Clay Commons: came out well");
    // Dismissing the notice works on the member's own key only.
    const key = `request-${tiny!.id}-fired`;
    expect((await ben.client.post(`/api/reminders/${key}/dismiss`)).status).toBe(404);
    expect((await ana.client.post(`/api/reminders/${key}/dismiss`)).status).toBe(200);
  });

  it("refuses loading a withdrawn request, one of another studio, or into a firing of another kind", async () => {
    const pot = await piece(ana, "Ana pot");
    const sent = await ana.client.post(requestsPath(), { pieceIds: [pot.id], kind: "bisque" });
    const glazeFiring = await staff.client.post("/api/firings", { kind: "glaze", studioId });
    const wrongKind = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: glazeFiring.body.id, requestIds: [sent.body.data[0].id] });
    expect([wrongKind.status, wrongKind.body.message]).toEqual([409, "Ana pot was sent to a bisque firing; this is a glaze firing"]);
    await ana.client.delete(`${requestsPath()}/${sent.body.data[0].id}`);
    const bisqueFiring = await staff.client.post("/api/firings", { kind: "bisque", studioId });
    const withdrawn = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: bisqueFiring.body.id, requestIds: [sent.body.data[0].id] });
    expect([withdrawn.status, withdrawn.body.message]).toEqual([409, "Ana pot is not waiting in the queue (withdrawn)"]);
    const other = await outsider.client.post("/api/studios", { name: "Elsewhere" });
    const otherFiring = await outsider.client.post("/api/firings", { kind: "bisque", studioId: other.body.id });
    expect((await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: otherFiring.body.id, requestIds: [sent.body.data[0].id] })).status).toBe(404);
    expect((await outsider.client.post(`/api/studios/${other.body.id}/firing-queue/load`, { firingId: otherFiring.body.id, requestIds: [sent.body.data[0].id] })).status).toBe(404);
  });

  it("a code two members share asks staff to choose; going back from done, taking out and deleting put requests back", async () => {
    const anaPiece = await piece(ana, "Ana twin");
    const benPiece = await piece(ben, "Ben twin");
    // Codes are per potter, so two members' pieces share one sooner or later; give Ben's Ana's code here rather than
    // create pieces until the counters meet.
    const anaCode = anaPiece.code;
    await ctx.deps.db.execute(sql`update pieces set code = ${anaCode} where id = ${benPiece.id}`);
    const a = (await ana.client.post(requestsPath(), { pieceIds: [anaPiece.id], kind: "bisque" })).body.data[0];
    const b = (await ben.client.post(requestsPath(), { pieceIds: [benPiece.id], kind: "bisque" })).body.data[0];
    const firing = (await staff.client.post("/api/firings", { kind: "bisque", studioId })).body;
    const load = (body: object) => staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.id, ...body });
    const ambiguous = await load({ codes: [anaCode] });
    expect([ambiguous.status, ambiguous.body.message]).toEqual([409, `Pieces of Ana M. and Ben M. have code ${anaCode}: choose the right one in the list`]);
    expect((await load({ requestIds: [a.id, b.id] })).status).toBe(200);

    // Taking Ben's piece out puts his request back on the shelf.
    expect((await staff.client.delete(`/api/firings/${firing.id}/pieces/${benPiece.id}`)).status).toBe(200);
    const status = async (user: SignedInUser, id: number) =>
      ((await user.client.get(requestsPath())).body.data as { id: number; status: string }[]).find((r) => r.id === id)!.status;
    expect(await status(ben, b.id)).toBe("requested");
    // Done, then back to cooling: Ana's request is fired, then loaded again, and her Bisqued entry goes.
    for (const s of ["loading", "firing", "cooling", "done"]) expect((await staff.client.patch(`/api/firings/${firing.id}`, { status: s })).status).toBe(200);
    expect(await status(ana, a.id)).toBe("fired");
    expect(JSON.stringify((await ana.client.get(`/api/pieces/${anaPiece.id}/stage-history`)).body)).toContain('"stage":"Bisqued"');
    expect((await staff.client.patch(`/api/firings/${firing.id}`, { status: "cooling" })).status).toBe(200);
    expect(await status(ana, a.id)).toBe("loaded");
    expect(JSON.stringify((await ana.client.get(`/api/pieces/${anaPiece.id}/stage-history`)).body)).not.toContain('"stage":"Bisqued"');
    // Deleting the firing puts the loaded request back on the shelf.
    expect((await staff.client.delete(`/api/firings/${firing.id}`)).status).toBe(200);
    expect(await status(ana, a.id)).toBe("requested");
  });

  it("a full shelf answers each group's first 50 in full and every id; one kind and cone in full; Select all loads them in one call", async () => {
    ctx.clock.set("2026-11-22T10:00:00Z");
    const ids: number[] = [];
    // The owner's pieces (the owner is a member too): Ben's code counter was bent by hand above.
    for (let i = 0; i < 55; i++) ids.push((await piece(owner, `Olga shelf ${i + 1}`)).id);
    for (const part of [ids.slice(0, 50), ids.slice(50)]) {
      expect((await owner.client.post(requestsPath(), { pieceIds: part, kind: "bisque", targetCone: "Cone 04" })).status).toBe(201);
    }
    type Group = { kind: string; targetCone: string | null; count: number; requestIds: number[]; requests: { id: number; pieceName: string }[] };
    const whole = (await staff.client.get(`/api/studios/${studioId}/firing-queue`)).body as { groups: Group[] };
    const shelf = whole.groups.find((g) => g.targetCone === "Cone 04")!;
    expect([shelf.count, shelf.requestIds.length, shelf.requests.length]).toEqual([55, 55, 50]);
    expect(shelf.requests.map((r) => r.id)).toEqual(shelf.requestIds.slice(0, 50));
    expect(shelf.requests[0]!.pieceName).toBe("Olga shelf 1");
    const one = (await staff.client.get(`/api/studios/${studioId}/firing-queue?kind=bisque&cone=Cone%2004`)).body as { groups: Group[] };
    expect(one.groups.map((g) => g.requests.length)).toEqual([55]);
    expect(one.groups[0]!.requests.at(-1)!.pieceName).toBe("Olga shelf 55");
    const firing = (await staff.client.post("/api/firings", { kind: "bisque", studioId })).body;
    const loaded = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.id, requestIds: shelf.requestIds });
    expect([loaded.status, loaded.body.loaded?.length]).toEqual([200, 55]);
    const after = (await staff.client.get(`/api/studios/${studioId}/firing-queue`)).body as { groups: Group[] };
    expect(after.groups.find((g) => g.targetCone === "Cone 04")).toBeUndefined();
  });

  it("a load sent again with its Idempotency-Key (the outbox's retry after a lost answer) replays the first answer and loads once", async () => {
    // Its own studio, so the member's first code is on no other shelf.
    const studio = await owner.client.post("/api/studios", { name: "Kiln Room Two", feeRules: { bisque: { perPiece: 1 } } });
    const cleo = await signUp(ctx, { firstName: "Cleo" });
    const invite = await owner.client.post(`/api/studios/${studio.body.id}/invites`, { role: "member" });
    expect((await cleo.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
    const bowl = await piece(cleo, "Cleo bowl");
    expect((await cleo.client.post(`/api/studios/${studio.body.id}/firing-requests`, { pieceIds: [bowl.id], kind: "bisque" })).status).toBe(201);
    const firing = await owner.client.post("/api/firings", { kind: "bisque", studioId: studio.body.id });
    const path = `/api/studios/${studio.body.id}/firing-queue/load`;
    const body = { firingId: firing.body.id, codes: [bowl.code.replace("-", "")] };
    const headers = { "idempotency-key": "queue-load-offline-1" };
    const first = await owner.client.post(path, body, { headers });
    const again = await owner.client.post(path, body, { headers });
    expect([first.status, first.headers.get("idempotent-replayed")], first.text).toEqual([200, null]);
    expect([again.status, again.headers.get("idempotent-replayed"), again.text]).toEqual([200, "true", first.text]);
    expect(first.body.loaded.map((r: { pieceName: string; status: string }) => [r.pieceName, r.status])).toEqual([["Cleo bowl", "loaded"]]);
    // Without the key, the same code again is no longer on the shelf: the replay is what kept the retry whole.
    const bare = await owner.client.post(path, body);
    expect([bare.status, bare.body.message]).toEqual([404, `No piece with code ${bowl.code} is waiting in this studio's queue`]);
    const shown = await owner.client.get(`/api/firings/${firing.body.id}`);
    expect(shown.body.pieces.map((p: { name: string }) => p.name)).toEqual(["Cleo bowl"]);
  });
});
