/**
 * A studio's kilns and firings (docs/decisions/0230-community-studios.md): owner and staff create and run them with
 * every feature a potter's own kiln has (maintenance, status, outcomes); members see the kilns and the schedule;
 * outsiders get 404; a potter's own lists stay their own. Each route per role is in the table below.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

type Role = "owner" | "staff" | "member" | "outsider";
const ROLES: Role[] = ["owner", "staff", "member", "outsider"];

let ctx: TestContext;
const who = {} as Record<Role, SignedInUser>;

interface Setup {
  studioId: number;
  kilnId: number;
  entryId: number;
  firingId: number;
  /** The staff member's own piece, loaded into the studio's firing. */
  pieceId: number;
}

async function setup(): Promise<Setup> {
  const owner = who.owner.client;
  const studioId = (await owner.post("/api/studios", { name: "Clay Commons" })).body.id as number;
  for (const role of ["staff", "member"] as const) {
    const invite = await owner.post(`/api/studios/${studioId}/invites`, { role: role === "staff" ? "staff" : "member" });
    expect((await who[role].client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
  }
  const staff = who.staff.client;
  const kiln = await staff.post("/api/kilns", { name: "Big Skutt", studioId });
  expect(kiln.status, kiln.text).toBe(201);
  const entry = await staff.post(`/api/kilns/${kiln.body.id}/maintenance`, { kind: "element change" });
  expect(entry.status, entry.text).toBe(201);
  const piece = await staff.post("/api/pieces", { name: "Staff mug", type: "wheel", clayBody: "B-Mix" });
  const firing = await staff.post("/api/firings", { kind: "bisque", kilnId: kiln.body.id, studioId, pieceIds: [piece.body.id] });
  expect(firing.status, firing.text).toBe(201);
  return { studioId, kilnId: kiln.body.id, entryId: entry.body.id, firingId: firing.body.id, pieceId: piece.body.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) who[role] = await signUp(ctx, { firstName: role });
});
afterAll(async () => {
  await ctx?.close();
});

interface Row {
  call: (s: Setup) => { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; body?: unknown };
  expect: Record<Role, number>;
}
const READ = { owner: 200, staff: 200, member: 200, outsider: 404 };
const RUN = { owner: 200, staff: 200, member: 403, outsider: 404 };
const CREATE = { owner: 201, staff: 201, member: 403, outsider: 404 };

const TABLE: Record<string, Row> = {
  "GET /api/kilns?studioId": { call: (s) => ({ method: "GET", path: `/api/kilns?studioId=${s.studioId}` }), expect: READ },
  "POST /api/kilns (studioId)": { call: (s) => ({ method: "POST", path: "/api/kilns", body: { name: "Test kiln", studioId: s.studioId } }), expect: CREATE },
  "GET /api/kilns/{id}": { call: (s) => ({ method: "GET", path: `/api/kilns/${s.kilnId}` }), expect: READ },
  "PATCH /api/kilns/{id}": { call: (s) => ({ method: "PATCH", path: `/api/kilns/${s.kilnId}`, body: { shelves: 4 } }), expect: RUN },
  "DELETE /api/kilns/{id}": { call: (s) => ({ method: "DELETE", path: `/api/kilns/${s.kilnId}` }), expect: RUN },
  "GET /api/kilns/{id}/maintenance": { call: (s) => ({ method: "GET", path: `/api/kilns/${s.kilnId}/maintenance` }), expect: READ },
  "POST /api/kilns/{id}/maintenance": { call: (s) => ({ method: "POST", path: `/api/kilns/${s.kilnId}/maintenance`, body: { kind: "other" } }), expect: CREATE },
  "DELETE /api/kilns/{id}/maintenance/{entryId}": { call: (s) => ({ method: "DELETE", path: `/api/kilns/${s.kilnId}/maintenance/${s.entryId}` }), expect: RUN },
  "GET /api/firings?studioId": { call: (s) => ({ method: "GET", path: `/api/firings?studioId=${s.studioId}` }), expect: READ },
  "POST /api/firings (studioId)": {
    call: (s) => ({ method: "POST", path: "/api/firings", body: { kind: "glaze", studioId: s.studioId, kilnId: s.kilnId } }),
    expect: CREATE,
  },
  "GET /api/firings/{id}": { call: (s) => ({ method: "GET", path: `/api/firings/${s.firingId}` }), expect: READ },
  "PATCH /api/firings/{id}": { call: (s) => ({ method: "PATCH", path: `/api/firings/${s.firingId}`, body: { status: "loading" } }), expect: RUN },
  "DELETE /api/firings/{id}": { call: (s) => ({ method: "DELETE", path: `/api/firings/${s.firingId}` }), expect: RUN },
  "POST /api/firings/{id}/trace": {
    call: (s) => {
      const form = new FormData();
      form.append("file", new Blob(["seconds,temp_c\n0,20\n600,500\n1200,950\n1800,1000\n"], { type: "text/csv" }), "log.csv");
      return { method: "POST", path: `/api/firings/${s.firingId}/trace`, body: form };
    },
    expect: RUN,
  },
  "PATCH /api/firings/{id}/pieces/{pieceId}": {
    call: (s) => ({ method: "PATCH", path: `/api/firings/${s.firingId}/pieces/${s.pieceId}`, body: { position: "Top shelf" } }),
    expect: RUN,
  },
  "DELETE /api/firings/{id}/pieces/{pieceId}": { call: (s) => ({ method: "DELETE", path: `/api/firings/${s.firingId}/pieces/${s.pieceId}` }), expect: RUN },
};

describe("a studio's kilns and firings, per role", () => {
  for (const [route, row] of Object.entries(TABLE)) {
    it(`${route}: owner ${row.expect.owner}, staff ${row.expect.staff}, member ${row.expect.member}, outsider ${row.expect.outsider}`, async () => {
      for (const role of ROLES) {
        const s = await setup();
        const before = (await who.staff.client.get(`/api/firings/${s.firingId}`)).body;
        const attempt = row.call(s);
        const res = await who[role].client.request(attempt.method, attempt.path, attempt.body);
        expect(res.status, `${role}: ${res.text}`).toBe(row.expect[role]);
        if (res.status >= 400) {
          expect(typeof res.body.message).toBe("string");
          expect(res.text).not.toContain("Big Skutt");
          expect((await who.staff.client.get(`/api/firings/${s.firingId}`)).body, role).toEqual(before);
          expect((await who.staff.client.get(`/api/kilns/${s.kilnId}/maintenance`)).body.data.length, role).toBe(1);
        }
      }
    });
  }

  it("members see the studio's kilns and schedule; nobody's own lists show them; a member never sees the staff's piece", async () => {
    const s = await setup();
    const kilns = await who.member.client.get(`/api/kilns?studioId=${s.studioId}`);
    expect(kilns.body.data.map((k: { name: string; studioId: number }) => [k.name, k.studioId])).toEqual([["Big Skutt", s.studioId]]);
    const schedule = await who.member.client.get(`/api/firings?studioId=${s.studioId}`);
    expect(schedule.body.data).toHaveLength(1);
    expect(schedule.body.data[0]).toMatchObject({ id: s.firingId, kilnName: "Big Skutt", studioId: s.studioId, pieceCount: 1 });
    const detail = await who.member.client.get(`/api/firings/${s.firingId}`);
    expect(detail.body.pieceCount).toBe(1);
    expect(detail.body.pieces).toEqual([]);
    expect(detail.text).not.toContain("Staff mug");
    // The staff member sees their own piece in it.
    expect((await who.staff.client.get(`/api/firings/${s.firingId}`)).body.pieces.map((p: { name: string }) => p.name)).toEqual(["Staff mug"]);
    for (const role of ROLES) {
      expect((await who[role].client.get("/api/kilns")).text, role).not.toContain("Big Skutt");
      expect((await who[role].client.get("/api/firings")).body.data.some((f: { id: number }) => f.id === s.firingId), role).toBe(false);
    }
  });

  it("a studio's firing runs as a potter's own: its kiln counts the done firing, finishing gives the staff's piece its stage", async () => {
    const s = await setup();
    const staff = who.staff.client;
    for (const status of ["loading", "firing", "cooling", "done"]) {
      const res = await staff.patch(`/api/firings/${s.firingId}`, { status });
      expect(res.status, res.text).toBe(200);
    }
    const kiln = await who.member.client.get(`/api/kilns/${s.kilnId}`);
    expect(kiln.body).toMatchObject({ firingsTotal: 1, firingsSince: { "element change": 1 } });
    const history = await staff.get(`/api/pieces/${s.pieceId}/stage-history`);
    expect(history.body.data.map((e: { stage: string }) => e.stage)).toContain("Bisqued");
  });

  it("a studio's firing takes only the studio's kilns, and a potter's own firing only their own", async () => {
    const s = await setup();
    const own = await who.staff.client.post("/api/kilns", { name: "Home kiln" });
    expect((await who.staff.client.post("/api/firings", { kind: "bisque", studioId: s.studioId, kilnId: own.body.id })).status).toBe(404);
    expect((await who.staff.client.post("/api/firings", { kind: "bisque", kilnId: s.kilnId })).status).toBe(404);
    expect((await who.staff.client.patch(`/api/firings/${s.firingId}`, { kilnId: own.body.id })).status).toBe(404);
  });

  it("removing a staff member ends their access to the studio's kilns and firings at once", async () => {
    const s = await setup();
    expect((await who.owner.client.request("DELETE", `/api/studios/${s.studioId}/members/${who.staff.user.id}`)).status).toBe(200);
    expect((await who.staff.client.get(`/api/kilns/${s.kilnId}`)).status).toBe(404);
    expect((await who.staff.client.patch(`/api/firings/${s.firingId}`, { notes: "still mine?" })).status).toBe(404);
    // The kiln stays the studio's.
    expect((await who.owner.client.get(`/api/kilns/${s.kilnId}`)).status).toBe(200);
  });

  it("a staff member deleting their account leaves the studio its kilns, log and firings, now kept by the owner", async () => {
    const staff = await signUp(ctx, { firstName: "Leaving" });
    const studioId = (await who.owner.client.post("/api/studios", { name: "Keeps kilns" })).body.id as number;
    const invite = await who.owner.client.post(`/api/studios/${studioId}/invites`, { role: "staff" });
    expect((await staff.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
    const kiln = await staff.client.post("/api/kilns", { name: "Kept kiln", studioId });
    await staff.client.post(`/api/kilns/${kiln.body.id}/maintenance`, { kind: "relay change" });
    const firing = await staff.client.post("/api/firings", { kind: "bisque", kilnId: kiln.body.id, studioId });
    expect((await staff.client.request("DELETE", "/api/user")).status).toBe(200);
    expect((await who.owner.client.get(`/api/kilns?studioId=${studioId}`)).body.data.map((k: { name: string }) => k.name)).toEqual(["Kept kiln"]);
    expect((await who.owner.client.get(`/api/kilns/${kiln.body.id}/maintenance`)).body.data).toHaveLength(1);
    expect((await who.owner.client.patch(`/api/firings/${firing.body.id}`, { status: "loading" })).status).toBe(200);
  });
});
