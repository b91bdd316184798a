/**
 * Studio records outlive the people who made them (docs/decisions/0265-studio-records-belong-to-the-studio.md,
 * 0266-a-deleted-studio-keeps-its-history.md, 0268-one-way-to-delete-an-account.md): the retention purge of an owner,
 * removing or deleting the staff member who made a kiln or firing, and deleting the studio keep the studio's records
 * and every member's firing history and past fees. Invites: listed, copied, revoked, mailed, void once their maker
 * left (0267-studio-invites-listed-and-revoked.md).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STUDIO_TEXTS as T } from "../../contract/studios/texts";
import { firings, kilns, studioMembers, studios, users } from "../../server/db/schema";
import { purgeExpiredAccounts } from "../../server/jobs/retention-purge";
import { signUp, type SignedInUser } from "../helpers/client";
import { lastMailTo, mailSettled } from "../helpers/outbox";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface Studio {
  id: number;
  owner: SignedInUser;
  staff: SignedInUser;
  member: SignedInUser;
  kilnId: number;
  firingId: number;
  pieceId: number;
}

async function join(studioId: number, by: SignedInUser, who: SignedInUser, role: "member" | "staff"): Promise<void> {
  const invite = await by.client.post(`/api/studios/${studioId}/invites`, { role });
  expect(invite.status, invite.text).toBe(201);
  expect((await who.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
}

/** A studio whose staff member made a kiln and a firing that fired a member's piece (its request charged $5). */
async function firedStudio(): Promise<Studio> {
  const owner = await signUp(ctx, { firstName: "Olga" });
  const staff = await signUp(ctx, { firstName: "Sam" });
  const member = await signUp(ctx, { firstName: "Mia" });
  const id = (await owner.client.post("/api/studios", { name: "Clay Commons", feeRules: { bisque: { perPiece: 5 } } })).body.id as number;
  await join(id, owner, staff, "staff");
  await join(id, owner, member, "member");
  const kiln = await staff.client.post("/api/kilns", { name: "Big Skutt", studioId: id });
  const firing = await staff.client.post("/api/firings", { kind: "bisque", kilnId: kiln.body.id, studioId: id });
  expect(firing.status, firing.text).toBe(201);
  const piece = await member.client.post("/api/pieces", { name: "Mia's mug", type: "wheel", clayBody: "B-Mix" });
  expect(piece.status, piece.text).toBe(201);
  const sent = await member.client.post(`/api/studios/${id}/firing-requests`, { pieceIds: [piece.body.id], kind: "bisque" });
  expect(sent.status, sent.text).toBe(201);
  const loaded = await staff.client.post(`/api/studios/${id}/firing-queue/load`, { firingId: firing.body.id, requestIds: [sent.body.data[0].id] });
  expect(loaded.status, loaded.text).toBe(200);
  for (const status of ["loading", "firing", "cooling"]) expect((await staff.client.patch(`/api/firings/${firing.body.id}`, { status })).status).toBe(200);
  const done = await staff.client.patch(`/api/firings/${firing.body.id}`, { status: "done", outcomes: [{ pieceId: piece.body.id, outcome: "survived" }] });
  expect(done.status, done.text).toBe(200);
  return { id, owner, staff, member, kilnId: kiln.body.id, firingId: firing.body.id, pieceId: piece.body.id };
}

/** What the member sees of their history: the piece's firings and their own losses report's "fired". */
async function history(s: Studio): Promise<{ firings: number; fired: number }> {
  const list = await s.member.client.get(`/api/pieces/${s.pieceId}/firings`);
  expect(list.status, list.text).toBe(200);
  const losses = await s.member.client.get("/api/reports/losses");
  expect(losses.status, losses.text).toBe(200);
  return { firings: list.body.data.length, fired: losses.body.fired };
}

const month = () => ctx.deps.now().toISOString().slice(0, 7);

describe("studio records outlive the people who made them", () => {
  it("the retention purge of the studio's owner keeps its kilns, firings and an owner, and the member's piece its firing", async () => {
    const s = await firedStudio();
    // The owner also made a kiln; the staff member takes the studio over.
    expect((await s.owner.client.post("/api/kilns", { name: "Test kiln", studioId: s.id })).status).toBe(201);
    expect(await history(s)).toEqual({ firings: 1, fired: 1 });
    await ctx.db.update(users).set({ accountStatus: "canceled", dataRetentionUntil: new Date(ctx.deps.now().getTime() - 60_000) }).where(eq(users.id, s.owner.user.id));
    expect(await purgeExpiredAccounts(ctx.deps)).toBe(1);
    expect(await ctx.db.select().from(users).where(eq(users.id, s.owner.user.id))).toEqual([]);
    expect((await ctx.db.select().from(kilns).where(eq(kilns.studioId, s.id))).map((k) => k.name).sort()).toEqual(["Big Skutt", "Test kiln"]);
    expect(await ctx.db.select({ id: firings.id }).from(firings).where(eq(firings.studioId, s.id))).toEqual([{ id: s.firingId }]);
    expect((await s.staff.client.get(`/api/studios/${s.id}`)).body).toMatchObject({ role: "owner", memberCount: 2 });
    // The owner's kiln passed to the new owner.
    expect(new Set((await ctx.db.select().from(kilns).where(eq(kilns.studioId, s.id))).map((k) => k.userId))).toEqual(new Set([s.staff.user.id]));
    expect(await history(s)).toEqual({ firings: 1, fired: 1 });
  });

  it("removing the staff member who made the kiln and firing, then their account going, keeps both", async () => {
    const s = await firedStudio();
    expect((await s.owner.client.request("DELETE", `/api/studios/${s.id}/members/${s.staff.user.id}`)).status).toBe(200);
    // Held by the owner now, not the staff member who left.
    const [kiln] = await ctx.db.select().from(kilns).where(eq(kilns.id, s.kilnId));
    expect(kiln?.userId).toBe(s.owner.user.id);
    expect((await s.staff.client.request("DELETE", "/api/user")).status).toBe(200);
    expect(await ctx.db.select({ id: kilns.id }).from(kilns).where(eq(kilns.studioId, s.id))).toEqual([{ id: s.kilnId }]);
    expect((await s.owner.client.get(`/api/firings/${s.firingId}`)).status).toBe(200);
    expect(await history(s)).toEqual({ firings: 1, fired: 1 });
  });

  it("deleting the studio keeps each member's firing history, past fees and the studio's name", async () => {
    const s = await firedStudio();
    const before = await history(s);
    expect(before).toEqual({ firings: 1, fired: 1 });
    const gone = await s.owner.client.request("DELETE", `/api/studios/${s.id}`);
    expect([gone.status, gone.body.message]).toEqual([200, T.deleted]);
    expect((await s.member.client.get(`/api/studios/${s.id}`)).status).toBe(404);
    expect(await history(s)).toEqual(before);
    const [row] = await ctx.db.select().from(studios).where(eq(studios.id, s.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(await ctx.db.select().from(studioMembers).where(eq(studioMembers.studioId, s.id))).toEqual([]);
    // Nobody holds its records any more, and nothing of them went.
    expect((await ctx.db.select().from(firings).where(eq(firings.id, s.firingId)))[0]?.userId).toBeNull();
    // The member finds it under past studios, with their own fees.
    const past = await s.member.client.get("/api/past-studios");
    expect(past.body.data).toEqual([{ id: s.id, name: "Clay Commons", currency: "USD", timeZone: "UTC", deleted: true }]);
    const fees = await s.member.client.get(`/api/studios/${s.id}/fees?month=${month()}`);
    expect(fees.status, fees.text).toBe(200);
    expect(fees.body).toMatchObject({ studioName: "Clay Commons", scope: "own", totals: [{ currency: "USD", amount: "5.00" }] });
    // The owner's account going later takes nothing of it.
    expect((await s.owner.client.request("DELETE", "/api/user")).status).toBe(200);
    expect(await history(s)).toEqual(before);
  });

  it("a removed member still reads their own past fees, and only theirs; they are told by mail", async () => {
    const s = await firedStudio();
    const removed = await s.owner.client.request("DELETE", `/api/studios/${s.id}/members/${s.member.user.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, T.removed]);
    await mailSettled();
    const mail = lastMailTo(ctx.dataDir, s.member.email);
    expect(mail?.subject).toBe(T.removedMailSubject("Clay Commons"));
    expect(mail?.text).toContain("Pieces you had left on its shelf were given back to you");
    expect((await s.member.client.get(`/api/studios/${s.id}`)).status).toBe(404);
    const fees = await s.member.client.get(`/api/studios/${s.id}/fees?month=${month()}`);
    expect(fees.status, fees.text).toBe(200);
    expect(fees.body.members).toHaveLength(1);
    expect(fees.body.members[0]).toMatchObject({ memberId: s.member.user.id, totals: [{ currency: "USD", amount: "5.00" }] });
    expect((await s.member.client.get(`/api/studios/${s.id}/fees.csv?month=${month()}`)).status).toBe(200);
    expect((await s.member.client.get("/api/past-studios")).body.data).toEqual([{ id: s.id, name: "Clay Commons", currency: "USD", timeZone: "UTC", deleted: false }]);
    // Someone who never sent a piece there learns nothing.
    const stranger = await signUp(ctx);
    expect((await stranger.client.get(`/api/studios/${s.id}/fees?month=${month()}`)).status).toBe(404);
    expect((await stranger.client.get("/api/past-studios")).body.data).toEqual([]);
    expect(await history(s)).toEqual({ firings: 1, fired: 1 });
  });
});

describe("studio invites", () => {
  it("a removed staff member's invites are void: they cannot rejoin as staff with a link they made before", async () => {
    const owner = await signUp(ctx);
    const staff = await signUp(ctx);
    const id = (await owner.client.post("/api/studios", { name: "Kiln Shed" })).body.id as number;
    await join(id, owner, staff, "staff");
    const own = await staff.client.post(`/api/studios/${id}/invites`, { role: "staff" });
    expect(own.status).toBe(201);
    expect((await owner.client.request("DELETE", `/api/studios/${id}/members/${staff.user.id}`)).status).toBe(200);
    const preview = await staff.client.get(`/api/studio-invites/${own.body.token}`);
    expect(preview.body).toMatchObject({ studioName: "Kiln Shed", role: "staff", state: "void" });
    const back = await staff.client.post(`/api/studio-invites/${own.body.token}/accept`);
    expect([back.status, back.body.message]).toEqual([404, T.inviteNotFound]);
    expect((await owner.client.get(`/api/studios/${id}/members`)).body.data.map((m: { userId: number }) => m.userId)).toEqual([owner.user.id]);
  });

  it("owner and staff list open invites with their links, revoke one, and a typed address gets the link by mail", async () => {
    const owner = await signUp(ctx, { firstName: "Olga" });
    const potter = await signUp(ctx);
    const id = (await owner.client.post("/api/studios", { name: "Mud Room" })).body.id as number;
    const mailed = await owner.client.post(`/api/studios/${id}/invites`, { email: potter.email.toUpperCase(), role: "member" });
    expect(mailed.status, mailed.text).toBe(201);
    expect(mailed.body).toMatchObject({ email: potter.email.toLowerCase(), mailed: true });
    await mailSettled();
    const mail = lastMailTo(ctx.dataDir, potter.email);
    expect(mail?.subject).toBe(T.inviteMailSubject("Mud Room"));
    expect(mail?.text).toContain(mailed.body.url);
    expect(mail?.text).toContain("Olga invites you to join Mud Room on Claybook as a member.");
    const link = await owner.client.post(`/api/studios/${id}/invites`, { role: "staff" });
    expect(link.body.mailed).toBe(false);

    const list = await owner.client.get(`/api/studios/${id}/invites`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: number; url: string; role: string; createdBy: string }) => [i.id, i.url, i.role, i.createdBy])).toEqual([
      [mailed.body.id, mailed.body.url, "member", "Olga"],
      [link.body.id, link.body.url, "staff", "Olga"],
    ]);
    expect((await potter.client.get(`/api/studio-invites/${link.body.token}`)).body).toEqual({ studioName: "Mud Room", role: "staff", state: "open", expiresAt: link.body.expiresAt });

    const revoked = await owner.client.request("DELETE", `/api/studios/${id}/invites/${link.body.id}`);
    expect([revoked.status, revoked.body.message]).toEqual([200, T.revoked]);
    expect((await owner.client.get(`/api/studios/${id}/invites`)).body.data.map((i: { id: number }) => i.id)).toEqual([mailed.body.id]);
    expect((await potter.client.get(`/api/studio-invites/${link.body.token}`)).body.state).toBe("void");
    expect((await potter.client.post(`/api/studio-invites/${link.body.token}/accept`)).status).toBe(404);
    const again = await owner.client.request("DELETE", `/api/studios/${id}/invites/${link.body.id}`);
    expect([again.status, again.body.message]).toEqual([404, T.inviteNotOpen]);

    // Used: it leaves the list, and the page says so before Join.
    expect((await potter.client.post(`/api/studio-invites/${mailed.body.token}/accept`)).status).toBe(200);
    expect((await owner.client.get(`/api/studios/${id}/invites`)).body.data).toEqual([]);
    expect((await potter.client.get(`/api/studio-invites/${mailed.body.token}`)).body.state).toBe("used");
    // Another studio's invite id is not this studio's to revoke.
    const elsewhere = (await potter.client.post("/api/studios", { name: "Elsewhere" })).body.id as number;
    const theirs = await potter.client.post(`/api/studios/${elsewhere}/invites`, {});
    expect((await owner.client.request("DELETE", `/api/studios/${id}/invites/${theirs.body.id}`)).status).toBe(404);
  });

  it("bad ids and tokens on the new calls answer 400 or 404 with a message", async () => {
    const owner = await signUp(ctx);
    const id = (await owner.client.post("/api/studios", { name: "Bad Input" })).body.id as number;
    for (const path of [`/api/studios/abc/invites`, `/api/studios/0/invites`, `/api/studios/99999999999/invites`]) {
      const res = await owner.client.get(path);
      expect([400, 404], path).toContain(res.status);
      expect(typeof res.body.message, path).toBe("string");
    }
    for (const inviteId of ["0", "-1", "1.5", "abc", "2147483648", "99999999"]) {
      const res = await owner.client.request("DELETE", `/api/studios/${id}/invites/${inviteId}`);
      expect([400, 404], inviteId).toContain(res.status);
      expect(typeof res.body.message, inviteId).toBe("string");
    }
    for (const token of ["x", "A".repeat(43), "%00", "A".repeat(201)]) {
      const res = await owner.client.get(`/api/studio-invites/${token}`);
      expect([400, 404], token).toContain(res.status);
      expect(typeof res.body.message, token).toBe("string");
    }
  });
});
