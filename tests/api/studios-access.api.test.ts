/**
 * Community studios' access, per role (docs/decisions/0230-community-studios.md): every studio route of the OpenAPI
 * document is tried by the studio's owner, a staff member, a member and an outsider, each against a fresh studio, and
 * must answer exactly as the role allows: 404 for an outsider (as for a studio that does not exist), 403 for a role
 * too low, success otherwise. A studio route missing from the table fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

type Role = "owner" | "staff" | "member" | "outsider";
const ROLES: Role[] = ["owner", "staff", "member", "outsider"];

interface Studio {
  id: number;
  /** The member's own piece, and a request of it on the shelf; a planned bisque firing of the studio. */
  memberPieceId: number;
  requestId: number;
  firingId: number;
  /** A plain member the calls may act on (not the caller). */
  other: SignedInUser;
  /** A surface on the studio's shelf carrying the studio's recipe (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md). */
  glazeId: number;
  /** A fresh invite token of the studio, and its id. */
  token: string;
  inviteId: number;
}

interface Row {
  call: (s: Studio) => { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string; body?: unknown };
  expect: Record<Role, number>;
}

const ROUTES: Record<string, Row> = {
  "GET /api/studios/{id}": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}` }), expect: { owner: 200, staff: 200, member: 200, outsider: 404 } },
  "PATCH /api/studios/{id}": {
    // The studio's own details are the owner's; staff may set its fee rules alone (docs/decisions/0295-studio-fee-limits.md).
    call: (s) => ({ method: "PATCH", path: `/api/studios/${s.id}`, body: { address: "12 Kiln Lane" } }),
    expect: { owner: 200, staff: 403, member: 403, outsider: 404 },
  },
  "DELETE /api/studios/{id}": { call: (s) => ({ method: "DELETE", path: `/api/studios/${s.id}` }), expect: { owner: 200, staff: 403, member: 403, outsider: 404 } },
  "POST /api/studios/{id}/invites": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/invites`, body: {} }),
    expect: { owner: 201, staff: 201, member: 403, outsider: 404 },
  },
  // The token is the credential: whoever holds it joins, once; a member already in answers 409.
  "POST /api/studio-invites/{token}/accept": {
    call: (s) => ({ method: "POST", path: `/api/studio-invites/${s.token}/accept` }),
    expect: { owner: 409, staff: 409, member: 409, outsider: 200 },
  },
  // Open invites (docs/decisions/0267-studio-invites-listed-and-revoked.md): owner and staff list and revoke them.
  "GET /api/studios/{id}/invites": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/invites` }), expect: { owner: 200, staff: 200, member: 403, outsider: 404 } },
  "DELETE /api/studios/{id}/invites/{inviteId}": {
    call: (s) => ({ method: "DELETE", path: `/api/studios/${s.id}/invites/${s.inviteId}` }),
    expect: { owner: 200, staff: 200, member: 403, outsider: 404 },
  },
  // What the link is for: whoever holds the token may read it, as they may join with it.
  "GET /api/studio-invites/{token}": { call: (s) => ({ method: "GET", path: `/api/studio-invites/${s.token}` }), expect: { owner: 200, staff: 200, member: 200, outsider: 200 } },
  "GET /api/studios/{id}/members": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/members` }), expect: { owner: 200, staff: 200, member: 200, outsider: 404 } },
  "PATCH /api/studios/{id}/members/{userId}": {
    call: (s) => ({ method: "PATCH", path: `/api/studios/${s.id}/members/${s.other.user.id}`, body: { role: "staff" } }),
    expect: { owner: 200, staff: 403, member: 403, outsider: 404 },
  },
  "DELETE /api/studios/{id}/members/{userId}": {
    call: (s) => ({ method: "DELETE", path: `/api/studios/${s.id}/members/${s.other.user.id}` }),
    expect: { owner: 200, staff: 200, member: 403, outsider: 404 },
  },
  // The firing queue (decision 0231): each member sends and withdraws their own; staff see and load the queue.
  "POST /api/studios/{id}/firing-requests": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/firing-requests`, body: { pieceIds: [s.memberPieceId], kind: "bisque" } }),
    // Only the piece's owner may send it: anyone else's answer is the piece's 404.
    expect: { owner: 404, staff: 404, member: 409, outsider: 404 },
  },
  "POST /api/studios/{id}/firing-requests/preview": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/firing-requests/preview`, body: { pieceIds: [s.memberPieceId], kind: "glaze" } }),
    expect: { owner: 404, staff: 404, member: 200, outsider: 404 },
  },
  "GET /api/studios/{id}/firing-requests": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/firing-requests` }), expect: { owner: 200, staff: 200, member: 200, outsider: 404 } },
  "DELETE /api/studios/{id}/firing-requests/{requestId}": {
    call: (s) => ({ method: "DELETE", path: `/api/studios/${s.id}/firing-requests/${s.requestId}` }),
    expect: { owner: 404, staff: 404, member: 200, outsider: 404 },
  },
  "GET /api/studios/{id}/firing-queue": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/firing-queue` }), expect: { owner: 200, staff: 200, member: 403, outsider: 404 } },
  "POST /api/studios/{id}/firing-queue/load": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/firing-queue/load`, body: { firingId: s.firingId, requestIds: [s.requestId] } }),
    expect: { owner: 200, staff: 200, member: 403, outsider: 404 },
  },
  // A shelf surface's recipe and mix log (decision 0325): every member reads them, owners and staff write them.
  "GET /api/studios/{id}/shelf/{glazeId}/recipe": {
    call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/shelf/${s.glazeId}/recipe` }),
    expect: { owner: 200, staff: 200, member: 200, outsider: 404 },
  },
  "PUT /api/studios/{id}/shelf/{glazeId}/recipe": {
    call: (s) => ({ method: "PUT", path: `/api/studios/${s.id}/shelf/${s.glazeId}/recipe`, body: { lines: [{ materialId: "default:whiting", amount: 5 }] } }),
    expect: { owner: 200, staff: 200, member: 403, outsider: 404 },
  },
  "GET /api/studios/{id}/shelf/{glazeId}/mixes": {
    call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/shelf/${s.glazeId}/mixes` }),
    expect: { owner: 200, staff: 200, member: 200, outsider: 404 },
  },
  "POST /api/studios/{id}/shelf/{glazeId}/mixes": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/shelf/${s.glazeId}/mixes`, body: { date: "2026-11-28", mixedBy: "Sam" } }),
    expect: { owner: 201, staff: 201, member: 403, outsider: 404 },
  },
  // Fees and tickets (decisions 0248, 0249): a member gets their own statement; the member's ticket is theirs and the
  // studio's staff's to print, nobody else's.
  "GET /api/studios/{id}/fees": { call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/fees?month=2026-11` }), expect: { owner: 200, staff: 200, member: 200, outsider: 404 } },
  "GET /api/studios/{id}/fees.csv": {
    call: (s) => ({ method: "GET", path: `/api/studios/${s.id}/fees.csv?month=2026-11` }),
    expect: { owner: 200, staff: 200, member: 200, outsider: 404 },
  },
  "POST /api/studios/{id}/firing-requests/tickets": {
    call: (s) => ({ method: "POST", path: `/api/studios/${s.id}/firing-requests/tickets`, body: { requestIds: [s.requestId] } }),
    expect: { owner: 200, staff: 200, member: 200, outsider: 404 },
  },
};
/** Studio routes that name no studio: every signed-in potter may call them for themselves. */
const OWN = new Set(["GET /api/studios", "POST /api/studios"]);

let ctx: TestContext;
const who = {} as Record<Role, SignedInUser>;
let other: SignedInUser;

async function freshStudio(): Promise<Studio> {
  const owner = who.owner.client;
  const created = await owner.post("/api/studios", { name: "Clay Commons" });
  const id = created.body.id as number;
  for (const [user, role] of [
    [who.staff, "staff"],
    [who.member, "member"],
    [other, "member"],
  ] as const) {
    const invite = await owner.post(`/api/studios/${id}/invites`, { role });
    expect((await user.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
  }
  const invite = (await owner.post(`/api/studios/${id}/invites`, {})).body as { token: string; id: number };
  const piece = await who.member.client.post("/api/pieces", { name: "Member bowl", type: "wheel", clayBody: "B-Mix", notes: "member's private notes" });
  const request = await who.member.client.post(`/api/studios/${id}/firing-requests`, { pieceIds: [piece.body.id], kind: "bisque" });
  expect(request.status, request.text).toBe(201);
  const firing = await who.staff.client.post("/api/firings", { kind: "bisque", studioId: id });
  const glaze = await owner.post("/api/glazes", { name: "Studio shino", studioId: id });
  const recipe = await owner.request("PUT", `/api/studios/${id}/shelf/${glaze.body.id}/recipe`, { lines: [{ materialId: "default:silica", amount: 30 }] });
  expect(recipe.status, recipe.text).toBe(200);
  return {
    id,
    other,
    token: invite.token,
    inviteId: invite.id,
    memberPieceId: piece.body.id,
    requestId: request.body.data[0].id,
    firingId: firing.body.id,
    glazeId: glaze.body.id,
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) who[role] = await signUp(ctx, { firstName: `${role[0]!.toUpperCase()}${role.slice(1)}` });
  other = await signUp(ctx, { firstName: "Li" });
});
afterAll(async () => {
  await ctx?.close();
});

describe("studio access per role", () => {
  it("lists every studio route of the OpenAPI document", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as { paths: Record<string, object> };
    const studioRoutes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith("/api/studio"))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(studioRoutes.length).toBeGreaterThanOrEqual(10);
    expect(studioRoutes.filter((r) => !(r in ROUTES) && !OWN.has(r))).toEqual([]);
  });

  for (const [route, row] of Object.entries(ROUTES)) {
    it(`${route}: owner ${row.expect.owner}, staff ${row.expect.staff}, member ${row.expect.member}, outsider ${row.expect.outsider}`, async () => {
      for (const role of ROLES) {
        const studio = await freshStudio();
        const before = (await who.owner.client.get(`/api/studios/${studio.id}/members`)).body;
        const attempt = row.call(studio);
        const res = await who[role].client.request(attempt.method, attempt.path, attempt.body);
        expect(res.status, `${role}: ${res.text}`).toBe(row.expect[role]);
        // A file (the fees' CSV, a ticket's PDF) answers its own type; everything else JSON.
        if (!/^(text\/csv|application\/pdf)/.test(res.headers.get("content-type") ?? "")) {
          expect(typeof (res.body?.message ?? res.body?.id ?? res.body?.data ?? res.body?.userId ?? res.body?.token ?? res.body?.groups ?? res.body?.pieces ?? res.body?.loaded ?? res.body?.studioId ?? res.body?.state), `${role} answers JSON`).not.toBe("undefined");
        }
        if (res.status >= 400) {
          // A refusal changed nothing.
          expect((await who.owner.client.get(`/api/studios/${studio.id}/members`)).body, role).toEqual(before);
          expect((await who.owner.client.get(`/api/studios/${studio.id}`)).body.feeRules, role).toEqual({});
          expect((await who.owner.client.get(`/api/studios/${studio.id}/invites`)).body.data, role).toHaveLength(1);
        }
        // An outsider learns nothing of the studio: not its name, not its members.
        if (role === "outsider" && res.status === 404) {
          expect(res.text).not.toContain("Clay Commons");
          expect(res.text).not.toContain("Li");
        }
        // No answer carries the member's piece beyond its request fields.
        expect(res.text, role).not.toContain("private notes");
      }
    });
  }

  it("GET /api/studios and POST /api/studios act on the caller's own: an outsider's list never shows the studio", async () => {
    const studio = await freshStudio();
    for (const role of ROLES) {
      const list = await who[role].client.get("/api/studios");
      expect(list.status).toBe(200);
      expect(list.body.data.some((s: { id: number }) => s.id === studio.id), role).toBe(role !== "outsider");
    }
    const own = await who.outsider.client.post("/api/studios", { name: "Elsewhere" });
    expect([own.status, own.body.role]).toEqual([201, "owner"]);
  });

  it("a member sees the owner, the staff and themselves, never another member or anyone's e-mail", async () => {
    const studio = await freshStudio();
    const seen = await who.member.client.get(`/api/studios/${studio.id}/members`);
    expect(seen.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(["Owner", "Staff", "Member"]);
    for (const role of ["owner", "staff"] as const) {
      const all = await who[role].client.get(`/api/studios/${studio.id}/members`);
      expect(all.body.data.map((m: { firstName: string }) => m.firstName)).toEqual(["Owner", "Staff", "Member", "Li"]);
      expect(all.text).not.toContain("@");
    }
    expect(seen.text).not.toContain("@");
  });
});
