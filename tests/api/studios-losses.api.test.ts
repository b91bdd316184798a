/**
 * What the studio learns (docs/decisions/0238-studio-losses.md): the losses report with `?studioId=` counts the
 * studio's firings over every member's pieces, by kiln, cone, clay body and the studio's own surfaces (and surface on
 * clay body), for the owner and staff only; counts only, never a member's name, note, piece or own surface.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

type Role = "owner" | "staff" | "member" | "second" | "outsider" | "other";
const ROLES: Role[] = ["owner", "staff", "member", "second", "outsider", "other"];
/** Every private field the members' records carry holds this, so the answer can be searched for a leak. */
const SECRET = "PrivateMark";

let ctx: TestContext;
const who = {} as Record<Role, SignedInUser>;
let studioId: number;

/** A member's piece with a studio surface, their own surface and a typed material on it; answers its id. */
async function glazedPiece(role: Role, clayBody: string, studioGlazeId: number): Promise<number> {
  const c = who[role].client;
  const piece = await c.post("/api/pieces", { name: `${SECRET} ${role} bowl`, type: "wheel", clayBody, notes: `${SECRET} notes`, studioLocation: `${SECRET} shelf` });
  expect(piece.status, piece.text).toBe(201);
  const own = await c.post("/api/glazes", { name: `${SECRET} ${role} own glaze` });
  expect((await c.post("/api/decoration-layers", { pieceId: piece.body.id, type: "Glaze", glazeId: studioGlazeId })).status).toBe(201);
  expect((await c.post("/api/decoration-layers", { pieceId: piece.body.id, type: "Glaze", glazeId: own.body.id })).status).toBe(201);
  expect((await c.post("/api/decoration-layers", { pieceId: piece.body.id, type: "Underglaze", materialName: `${SECRET} typed` })).status).toBe(201);
  return piece.body.id as number;
}

/** Takes a firing through to done with these outcomes, as its potter (or the studio's staff) would. */
async function finish(user: SignedInUser, firingId: number, outcomes: { pieceId: number; outcome: string }[]): Promise<void> {
  for (const status of ["loading", "firing", "cooling"]) expect((await user.client.patch(`/api/firings/${firingId}`, { status })).status).toBe(200);
  const done = await user.client.patch(`/api/firings/${firingId}`, { status: "done", outcomes: outcomes.map((o) => ({ ...o, note: `${SECRET} outcome note` })) });
  expect(done.status, done.text).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) who[role] = await signUp(ctx, { firstName: `${role}${SECRET}` });
  const owner = who.owner.client;
  studioId = (await owner.post("/api/studios", { name: "Clay Commons" })).body.id as number;
  for (const [role, as] of [["staff", "staff"], ["member", "member"], ["second", "member"]] as const) {
    const invite = await owner.post(`/api/studios/${studioId}/invites`, { role: as });
    expect((await who[role].client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
  }
  await who.other.client.post("/api/studios", { name: "Elsewhere" });
  const staff = who.staff.client;
  const kiln = await staff.post("/api/kilns", { name: "Big Skutt", studioId });
  const shino = await staff.post("/api/glazes", { name: "Studio Shino", studioId });
  const clear = await staff.post("/api/glazes", { name: "Studio Clear", studioId });
  const firing = await staff.post("/api/firings", { kind: "glaze", kilnId: kiln.body.id, studioId, targetCone: "Cone 6" });
  expect(firing.status, firing.text).toBe(201);
  // Shino crawls on B-Mix for both members, survives on porcelain; the clear survives. Each member sends their pieces
  // to the studio's queue and the staff load and unload them, as the studio works (decision 0231).
  const planned: [Role, string, number, string][] = [
    ["member", "B-Mix", shino.body.id, "crawled"],
    ["second", "B-Mix", shino.body.id, "crawled"],
    ["member", "Porcelain", shino.body.id, "survived"],
    ["second", "Porcelain", clear.body.id, "survived"],
  ];
  const outcomes: { pieceId: number; outcome: string }[] = [];
  const requestIds: number[] = [];
  for (const [role, clay, glazeId, outcome] of planned) {
    const pieceId = await glazedPiece(role, clay, glazeId);
    const sent = await who[role].client.post(`/api/studios/${studioId}/firing-requests`, { pieceIds: [pieceId], kind: "glaze", targetCone: "Cone 6", layersConfirmed: true });
    expect(sent.status, sent.text).toBe(201);
    requestIds.push(sent.body.data[0].id);
    outcomes.push({ pieceId, outcome });
  }
  const loaded = await staff.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, requestIds });
  expect(loaded.status, loaded.text).toBe(200);
  await finish(who.staff, firing.body.id, outcomes);
  // A member's own firing at home is not the studio's.
  const home = await who.member.client.post("/api/kilns", { name: `${SECRET} home kiln` });
  const homePiece = await glazedPiece("member", "Stoneware", shino.body.id);
  const homeFiring = await who.member.client.post("/api/firings", { kind: "glaze", kilnId: home.body.id, pieceIds: [homePiece] });
  expect(homeFiring.status, homeFiring.text).toBe(201);
  await finish(who.member, homeFiring.body.id, [{ pieceId: homePiece, outcome: "cracked" }]);
});
afterAll(async () => {
  await ctx?.close();
});

describe("the studio's losses report", () => {
  it("owner and staff see it; a member 403; an outsider and another studio's member 404", async () => {
    const expected: Record<Role, number> = { owner: 200, staff: 200, member: 403, second: 403, outsider: 404, other: 404 };
    for (const role of ROLES) {
      const res = await who[role].client.get(`/api/reports/losses?studioId=${studioId}`);
      expect(res.status, `${role}: ${res.text}`).toBe(expected[role]);
      if (res.status !== 200) {
        expect(typeof res.body.message).toBe("string");
        expect(res.text).not.toContain("Big Skutt");
      }
    }
    expect((await who.member.client.get(`/api/reports/losses?studioId=${studioId}`)).body.message).toBe("Only the studio's owner or staff can do this");
  });

  it("counts every member's pieces in the studio's firings, by kiln, cone, clay body and the studio's surfaces on each clay", async () => {
    const res = await who.staff.client.get(`/api/reports/losses?studioId=${studioId}`);
    expect(res.status, res.text).toBe(200);
    const r = res.body;
    expect(r).toMatchObject({ studioId, fired: 4, survived: 2, lost: 2, lostOutsideKiln: 0, reclaimed: 0 });
    expect(r.byKiln).toEqual([{ label: "Big Skutt", fired: 4, lost: 2, rate: 0.5 }]);
    expect(r.byCone).toEqual([{ label: "Cone 6", fired: 4, lost: 2, rate: 0.5 }]);
    expect(r.byClayBody).toEqual([
      { label: "B-Mix", fired: 2, lost: 2, rate: 1 },
      { label: "Porcelain", fired: 2, lost: 0, rate: 0 },
    ]);
    // Only the studio's own surfaces are named: a member's own glaze or typed material is theirs.
    expect(r.byMaterial).toEqual([
      { label: "Studio Shino", fired: 3, lost: 2, rate: 0.667 },
      { label: "Studio Clear", fired: 1, lost: 0, rate: 0 },
    ]);
    expect(r.byMaterialOnClay).toEqual([
      { material: "Studio Shino", clayBody: "B-Mix", fired: 2, lost: 2, rate: 1 },
      { material: "Studio Clear", clayBody: "Porcelain", fired: 1, lost: 0, rate: 0 },
      { material: "Studio Shino", clayBody: "Porcelain", fired: 1, lost: 0, rate: 0 },
    ]);
  });

  it("carries no member's name, note, piece, location or own surface", async () => {
    const res = await who.owner.client.get(`/api/reports/losses?studioId=${studioId}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain("pieceId");
    expect(res.text).not.toContain("userId");
    // The check can fail: the member's own report names what is theirs.
    const own = await who.member.client.get("/api/reports/losses");
    expect(own.text).toContain(`${SECRET} member own glaze`);
  });

  it("a member's own report counts their own pieces only, the studio's firings included; a studio's id never widens it", async () => {
    const own = (await who.member.client.get("/api/reports/losses")).body;
    expect(own).toMatchObject({ studioId: null, fired: 3, lost: 2 });
    expect(own.byKiln.map((k: { label: string }) => k.label).sort()).toEqual(["Big Skutt", `${SECRET} home kiln`]);
    const staffOwn = (await who.staff.client.get("/api/reports/losses")).body;
    expect(staffOwn).toMatchObject({ fired: 0, lost: 0, byMaterial: [] });
  });

  it("dates narrow the studio's report; bad ids and ranges answer 400", async () => {
    const later = (await who.staff.client.get(`/api/reports/losses?studioId=${studioId}&from=2099-01-01`)).body;
    expect(later).toMatchObject({ fired: 0, byMaterialOnClay: [] });
    for (const bad of ["0", "x", "-3", "1e3"]) {
      const res = await who.staff.client.get(`/api/reports/losses?studioId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("Studio id must be a whole number");
    }
    expect((await who.staff.client.get("/api/reports/losses?studioId=2147483000")).status).toBe(404);
  });
});
