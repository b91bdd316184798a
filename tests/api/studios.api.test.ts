/**
 * Community studios' members (docs/decisions/0230-community-studios.md): create, invite, accept, roles, leave and
 * remove, and the studio's time zone (docs/decisions/0252-studio-time-zone.md), through the API on a fresh database;
 * the per-role privacy of each call is in studios-access.api.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { STUDIO_TEXTS as T } from "../../contract/studios/texts";
import { studioInvites, studioMembers, studios } from "../../server/db/schema";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function studioOf(owner: SignedInUser, name = "Clay Commons"): Promise<number> {
  const res = await owner.client.post("/api/studios", { name, address: "12 Kiln Lane", currency: "usd" });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function join(studioId: number, by: SignedInUser, who: SignedInUser, body: object = {}): Promise<void> {
  const invite = await by.client.post(`/api/studios/${studioId}/invites`, body);
  expect(invite.status).toBe(201);
  const res = await who.client.post(`/api/studio-invites/${invite.body.token}/accept`);
  expect(res.status, res.text).toBe(200);
}

describe("studios", () => {
  it("a potter creates a studio and becomes its owner; it lists with their role and the member count", async () => {
    const maria = await signUp(ctx, { firstName: "Maria" });
    const res = await maria.client.post("/api/studios", {
      name: "  Clay Commons ",
      address: "12 Kiln Lane",
      currency: "eur",
      feeRules: { bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Clay Commons",
      address: "12 Kiln Lane",
      currency: "EUR",
      role: "owner",
      memberCount: 1,
      feeRules: { bisque: { perPiece: 2 }, glaze: { perCubicInch: 0.05, minimum: 3 } },
    });
    const list = await maria.client.get("/api/studios");
    expect(list.body.data.map((s: { name: string; role: string }) => [s.name, s.role])).toEqual([["Clay Commons", "owner"]]);
    const one = await maria.client.get(`/api/studios/${res.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe("Clay Commons");
  });

  it("the owner changes the name and fee rules; bad input answers 400 with the field and changes nothing", async () => {
    const maria = await signUp(ctx);
    const id = await studioOf(maria);
    const changed = await maria.client.patch(`/api/studios/${id}`, { name: "Mud Hut", feeRules: { glaze: { perSquareInch: 0.07 } } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ name: "Mud Hut", feeRules: { glaze: { perSquareInch: 0.07 } } });
    for (const [body, message] of [
      [{ name: "  " }, T.nameRequired],
      [{ currency: "DOLLARS" }, T.currencyFormat],
      [{ feeRules: { glaze: { perPiece: -1 } } }, "Per piece cannot be negative"],
      [{ feeRules: { raku: { perPiece: 1 } } }, undefined],
      [{ ownerId: 5 }, undefined],
    ] as const) {
      const res = await maria.client.patch(`/api/studios/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
    expect((await maria.client.get(`/api/studios/${id}`)).body).toMatchObject({ name: "Mud Hut", currency: "USD" });
  });

  it("an invite link joins once, for 7 days; the server keeps only the token's hash", async () => {
    const maria = await signUp(ctx, { firstName: "Maria" });
    const ana = await signUp(ctx, { firstName: "Ana" });
    const li = await signUp(ctx, { firstName: "Li" });
    const id = await studioOf(maria);
    const invite = await maria.client.post(`/api/studios/${id}/invites`, {});
    expect(invite.status).toBe(201);
    expect(invite.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.body.url).toBe(`${ctx.config.appUrl}/studio-invite/${invite.body.token}`);
    expect(invite.body.role).toBe("member");
    expect(Date.parse(invite.body.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const stored = await ctx.db.select().from(studioInvites).where(eq(studioInvites.studioId, id));
    expect(JSON.stringify(stored)).not.toContain(invite.body.token);

    const joined = await ana.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ id, role: "member", memberCount: 2 });
    // Used up: a second potter gets the same answer as an unknown token.
    const again = await li.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    expect([again.status, again.body.message]).toEqual([404, T.inviteNotFound]);
    const unknown = await li.client.post(`/api/studio-invites/${"x".repeat(43)}/accept`);
    expect([unknown.status, unknown.body.message]).toEqual([404, T.inviteNotFound]);

    // Expired after 7 days.
    const late = await maria.client.post(`/api/studios/${id}/invites`, {});
    await ctx.db.update(studioInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(studioInvites.studioId, id));
    const expired = await li.client.post(`/api/studio-invites/${late.body.token}/accept`);
    expect([expired.status, expired.body.message]).toEqual([404, T.inviteNotFound]);
    expect((await li.client.get(`/api/studios/${id}`)).status).toBe(404);
  });

  it("an invite bound to an e-mail joins only that account; a member accepting again leaves the invite unused", async () => {
    const maria = await signUp(ctx);
    const ana = await signUp(ctx);
    const li = await signUp(ctx);
    const id = await studioOf(maria);
    const invite = await maria.client.post(`/api/studios/${id}/invites`, { email: ` ${li.email.toUpperCase()} `, role: "staff" });
    expect(invite.body).toMatchObject({ email: li.email.toLowerCase(), role: "staff" });
    const wrong = await ana.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    expect([wrong.status, wrong.body.message]).toEqual([403, T.inviteOtherEmail]);
    const mine = await maria.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    expect(mine.status).toBe(403);
    const open = await maria.client.post(`/api/studios/${id}/invites`, {});
    const already = await maria.client.post(`/api/studio-invites/${open.body.token}/accept`);
    expect([already.status, already.body.message]).toEqual([409, T.alreadyMember]);
    // Still unused: Ana can join with it.
    expect((await ana.client.post(`/api/studio-invites/${open.body.token}/accept`)).status).toBe(200);
    const right = await li.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    expect(right.status).toBe(200);
    expect(right.body.role).toBe("staff");
    const bad = await maria.client.post(`/api/studios/${id}/invites`, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    const owner = await maria.client.post(`/api/studios/${id}/invites`, { role: "owner" });
    expect(owner.status).toBe(400);
  });

  it("roles: the owner changes them, staff invite and remove members but not staff, a member sees only who runs the studio and themselves", async () => {
    const maria = await signUp(ctx, { firstName: "Maria" });
    const sam = await signUp(ctx, { firstName: "Sam" });
    const ana = await signUp(ctx, { firstName: "Ana" });
    const li = await signUp(ctx, { firstName: "Li" });
    const id = await studioOf(maria);
    await join(id, maria, sam);
    await join(id, maria, ana);
    await join(id, maria, li);
    const promoted = await maria.client.patch(`/api/studios/${id}/members/${sam.user.id}`, { role: "staff" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ userId: sam.user.id, firstName: "Sam", role: "staff", you: false });

    // Staff: invite, remove a member; not change roles, remove staff or the owner, or change the studio.
    expect((await sam.client.post(`/api/studios/${id}/invites`, {})).status).toBe(201);
    const staffRole = await sam.client.patch(`/api/studios/${id}/members/${ana.user.id}`, { role: "staff" });
    expect([staffRole.status, staffRole.body.message]).toEqual([403, T.ownerOnly]);
    const staffOwner = await sam.client.request("DELETE", `/api/studios/${id}/members/${maria.user.id}`);
    expect([staffOwner.status, staffOwner.body.message]).toEqual([403, T.staffCannotRemoveStaff]);
    expect((await sam.client.patch(`/api/studios/${id}`, { name: "Sam's" })).status).toBe(403);
    const removed = await sam.client.request("DELETE", `/api/studios/${id}/members/${li.user.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, T.removed]);
    // Removal ends access at once.
    expect((await li.client.get(`/api/studios/${id}`)).status).toBe(404);
    expect((await li.client.get("/api/studios")).body.data).toEqual([]);

    // A member: no invites, no removals; sees owner, staff and themselves.
    const invite = await ana.client.post(`/api/studios/${id}/invites`, {});
    expect([invite.status, invite.body.message]).toEqual([403, T.staffOnly]);
    expect((await ana.client.request("DELETE", `/api/studios/${id}/members/${sam.user.id}`)).status).toBe(403);
    const seen = await ana.client.get(`/api/studios/${id}/members`);
    expect(seen.body.data.map((m: { firstName: string; role: string; you: boolean }) => [m.firstName, m.role, m.you])).toEqual([
      ["Maria", "owner", false],
      ["Sam", "staff", false],
      ["Ana", "member", true],
    ]);
    expect(seen.text).not.toContain("@");
    const all = await maria.client.get(`/api/studios/${id}/members`);
    expect(all.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(["Maria", "Sam", "Ana"]);
    expect(all.text).not.toContain(ana.email);
    // Someone who is not a member: 404 with the member text.
    const outsider = await signUp(ctx);
    expect((await maria.client.patch(`/api/studios/${id}/members/${outsider.user.id}`, { role: "staff" })).status).toBe(404);
  });

  it("members are listed by first name and last initial, so two Anas are told apart (product.md#r245)", async () => {
    const maria = await signUp(ctx, { firstName: "Maria", lastName: "Martinez" });
    const anaP = await signUp(ctx, { firstName: "Ana", lastName: "petrova" });
    const anaR = await signUp(ctx, { firstName: "Ana", lastName: "Ruiz" });
    const id = await studioOf(maria);
    await join(id, maria, anaP);
    await join(id, maria, anaR);
    const list = await maria.client.get(`/api/studios/${id}/members`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ["Maria M.", "owner"],
      ["Ana P.", "member"],
      ["Ana R.", "member"],
    ]);
    // A role change answers the same name.
    const changed = await maria.client.patch(`/api/studios/${id}/members/${anaR.user.id}`, { role: "staff" });
    expect([changed.status, changed.body.name, changed.body.role]).toEqual([200, "Ana R.", "staff"]);
  });

  it("a studio always keeps an owner: the last owner cannot leave, be demoted or removed; members leave", async () => {
    const maria = await signUp(ctx);
    const ana = await signUp(ctx);
    const id = await studioOf(maria);
    await join(id, maria, ana);
    const demote = await maria.client.patch(`/api/studios/${id}/members/${maria.user.id}`, { role: "member" });
    expect([demote.status, demote.body.message]).toEqual([409, T.lastOwner]);
    const leave = await maria.client.request("DELETE", `/api/studios/${id}/members/${maria.user.id}`);
    expect([leave.status, leave.body.message]).toEqual([409, T.lastOwner]);
    expect((await maria.client.patch(`/api/studios/${id}/members/${ana.user.id}`, { role: "owner" })).status).toBe(200);
    const left = await maria.client.request("DELETE", `/api/studios/${id}/members/${maria.user.id}`);
    expect([left.status, left.body.message]).toEqual([200, T.left]);
    expect((await maria.client.get(`/api/studios/${id}`)).status).toBe(404);
    expect((await ana.client.get(`/api/studios/${id}`)).body).toMatchObject({ role: "owner", memberCount: 1 });
  });

  it("only the owner deletes the studio; it is gone for everyone", async () => {
    const maria = await signUp(ctx);
    const ana = await signUp(ctx);
    const id = await studioOf(maria);
    await join(id, maria, ana);
    const refused = await ana.client.request("DELETE", `/api/studios/${id}`);
    expect([refused.status, refused.body.message]).toEqual([403, T.ownerOnly]);
    const gone = await maria.client.request("DELETE", `/api/studios/${id}`);
    expect([gone.status, gone.body.message]).toEqual([200, T.deleted]);
    expect((await ana.client.get(`/api/studios/${id}`)).status).toBe(404);
    expect(await ctx.db.select().from(studioMembers).where(eq(studioMembers.studioId, id))).toEqual([]);
  });

  it("deleting the only owner's account passes the studio to its staff; a studio with nobody left is closed", async () => {
    const maria = await signUp(ctx);
    const sam = await signUp(ctx);
    const ana = await signUp(ctx);
    const shared = await studioOf(maria, "Shared");
    const alone = await studioOf(maria, "Alone");
    await join(shared, maria, ana);
    await join(shared, maria, sam, { role: "staff" });
    expect((await maria.client.request("DELETE", "/api/user")).status).toBe(200);
    expect((await sam.client.get(`/api/studios/${shared}`)).body).toMatchObject({ role: "owner", memberCount: 2 });
    expect((await ana.client.get(`/api/studios/${shared}`)).body.role).toBe("member");
    // Closed as a deletion closes it: nobody is in it, the row stays for its history (decision 0266).
    const [closed] = await ctx.db.select().from(studios).where(eq(studios.id, alone));
    expect(closed?.deletedAt).not.toBeNull();
    expect(await ctx.db.select().from(studioMembers).where(eq(studioMembers.studioId, alone))).toEqual([]);
  });
});

describe("a studio's time zone (docs/decisions/0252-studio-time-zone.md)", () => {
  const storedZone = async (id: number) => (await ctx.db.select({ timeZone: studios.timeZone }).from(studios).where(eq(studios.id, id)))[0]?.timeZone;

  it("is UTC unless given; given at create, it is kept and answered", async () => {
    const maria = await signUp(ctx);
    const plain = await studioOf(maria);
    expect((await maria.client.get(`/api/studios/${plain}`)).body.timeZone).toBe("UTC");
    expect(await storedZone(plain)).toBe("UTC");
    const west = await maria.client.post("/api/studios", { name: "Westside Clay", timeZone: "America/Los_Angeles" });
    expect(west.status, west.text).toBe(201);
    expect(west.body).toMatchObject({ name: "Westside Clay", timeZone: "America/Los_Angeles", role: "owner" });
    expect(await storedZone(west.body.id)).toBe("America/Los_Angeles");
    const list = await maria.client.get("/api/studios");
    expect(list.body.data.map((s: { name: string; timeZone: string }) => [s.name, s.timeZone])).toEqual([
      ["Clay Commons", "UTC"],
      ["Westside Clay", "America/Los_Angeles"],
    ]);
  });

  it("refuses a zone that is not an IANA name with 400 and the reminders' message, creating nothing", async () => {
    const maria = await signUp(ctx);
    for (const timeZone of ["Mars/Olympus_Mons", "", "PST8PDT-ish", "UTC+2", "America/" + "A".repeat(60), 5, null]) {
      const res = await maria.client.post("/api/studios", { name: "Bad zone", timeZone });
      expect([res.status, res.body.message], JSON.stringify(timeZone)).toEqual([400, REMINDER_TEXTS.timeZoneUnknown]);
      expect(res.body.errors, JSON.stringify(timeZone)).toEqual({ timeZone: REMINDER_TEXTS.timeZoneUnknown });
    }
    expect((await maria.client.get("/api/studios")).body.data).toEqual([]);
  });

  it("the owner changes it with PATCH; a bad one answers 400 and changes nothing", async () => {
    const maria = await signUp(ctx);
    const id = await studioOf(maria);
    const changed = await maria.client.patch(`/api/studios/${id}`, { timeZone: "Europe/Berlin" });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ timeZone: "Europe/Berlin", name: "Clay Commons", currency: "USD" });
    expect(await storedZone(id)).toBe("Europe/Berlin");
    const bad = await maria.client.patch(`/api/studios/${id}`, { name: "Renamed", timeZone: "Berlin" });
    expect([bad.status, bad.body.message]).toEqual([400, REMINDER_TEXTS.timeZoneUnknown]);
    expect((await maria.client.get(`/api/studios/${id}`)).body).toMatchObject({ name: "Clay Commons", timeZone: "Europe/Berlin" });
    // Saving the other fields leaves it as it is.
    expect((await maria.client.patch(`/api/studios/${id}`, { name: "Mud Hut" })).body).toMatchObject({ name: "Mud Hut", timeZone: "Europe/Berlin" });
  });

  it("only the owner changes it: staff and members 403, an outsider 404, and it stays", async () => {
    const maria = await signUp(ctx, { firstName: "Maria" });
    const sam = await signUp(ctx, { firstName: "Sam" });
    const ana = await signUp(ctx, { firstName: "Ana" });
    const outsider = await signUp(ctx, { firstName: "Otto" });
    const id = await studioOf(maria);
    await join(id, maria, sam, { role: "staff" });
    await join(id, maria, ana);
    for (const [who, status, message] of [
      [sam, 403, T.ownerOnly],
      [ana, 403, T.ownerOnly],
      [outsider, 404, T.studioNotFound],
    ] as const) {
      const res = await who.client.patch(`/api/studios/${id}`, { timeZone: "Asia/Tokyo" });
      expect([res.status, res.body.message], who.user.firstName).toEqual([status, message]);
    }
    expect(await storedZone(id)).toBe("UTC");
    // Every member reads it: it decides their statement's months.
    expect((await ana.client.get(`/api/studios/${id}`)).body.timeZone).toBe("UTC");
  });
});
