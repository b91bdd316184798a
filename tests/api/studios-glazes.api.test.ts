/**
 * A studio's glaze shelf (docs/decisions/0237-studio-glaze-shelf.md): owner and staff make, change and delete the
 * studio's surfaces; every member reads them and uses them on their own pieces' layers, test tiles and combinations;
 * a member's own surfaces stay theirs; outsiders and members of another studio get 404. Each route per role is in the
 * table below. The studio's losses report is in studios-losses.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedInUser } from "../helpers/client";
import { uploadPhoto } from "../helpers/import";
import { createTestContext, type TestContext } from "../helpers/test-app";

type Role = "owner" | "staff" | "member" | "outsider" | "other";
const ROLES: Role[] = ["owner", "staff", "member", "outsider", "other"];

let ctx: TestContext;
const who = {} as Record<Role, SignedInUser>;
/** Each role's own piece and own surface, to use a studio surface on. */
const mine = {} as Record<Role, { pieceId: number; glazeId: number }>;

interface Setup {
  studioId: number;
  glazeId: number;
}

/** A studio with an owner, a staff member and a member, and one surface on its shelf made by the staff. */
async function setup(): Promise<Setup> {
  const owner = who.owner.client;
  const studioId = (await owner.post("/api/studios", { name: "Clay Commons" })).body.id as number;
  for (const role of ["staff", "member"] as const) {
    const invite = await owner.post(`/api/studios/${studioId}/invites`, { role });
    expect((await who[role].client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
  }
  const glaze = await who.staff.client.post("/api/glazes", { name: "Studio Shino", studioId, temperature: "Cone 6" });
  expect(glaze.status, glaze.text).toBe(201);
  expect(glaze.body.studioId).toBe(studioId);
  return { studioId, glazeId: glaze.body.id };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) {
    who[role] = await signUp(ctx, { firstName: role });
    const piece = await who[role].client.post("/api/pieces", { name: `${role} mug`, type: "wheel", clayBody: "B-Mix" });
    const glaze = await who[role].client.post("/api/glazes", { name: `${role} own clear` });
    mine[role] = { pieceId: piece.body.id, glazeId: glaze.body.id };
  }
  // "other" belongs to another studio, so being in a studio is not what lets anyone in.
  const otherStudio = await who.other.client.post("/api/studios", { name: "Elsewhere Pottery" });
  await who.other.client.post("/api/glazes", { name: "Elsewhere glaze", studioId: otherStudio.body.id });
});
afterAll(async () => {
  await ctx?.close();
});

interface Row {
  call: (s: Setup, role: Role) => { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; body?: unknown };
  expect: Record<Role, number>;
}
const READ = { owner: 200, staff: 200, member: 200, outsider: 404, other: 404 };
const RUN = { owner: 200, staff: 200, member: 403, outsider: 404, other: 404 };
const USE = { owner: 201, staff: 201, member: 201, outsider: 404, other: 404 };

const TABLE: Record<string, Row> = {
  "GET /api/glazes?studioId": { call: (s) => ({ method: "GET", path: `/api/glazes?studioId=${s.studioId}` }), expect: READ },
  "POST /api/glazes (studioId)": {
    call: (s) => ({ method: "POST", path: "/api/glazes", body: { name: "Another", studioId: s.studioId } }),
    expect: { owner: 201, staff: 201, member: 403, outsider: 404, other: 404 },
  },
  "GET /api/glazes/{id}": { call: (s) => ({ method: "GET", path: `/api/glazes/${s.glazeId}` }), expect: READ },
  "PATCH /api/glazes/{id}": { call: (s) => ({ method: "PATCH", path: `/api/glazes/${s.glazeId}`, body: { notes: "Stir well" } }), expect: RUN },
  "DELETE /api/glazes/{id}": { call: (s) => ({ method: "DELETE", path: `/api/glazes/${s.glazeId}` }), expect: RUN },
  "GET /api/glazes/{id}/combinations": { call: (s) => ({ method: "GET", path: `/api/glazes/${s.glazeId}/combinations` }), expect: READ },
  "GET /api/glazes/{id}/test-tiles": { call: (s) => ({ method: "GET", path: `/api/glazes/${s.glazeId}/test-tiles` }), expect: READ },
  "POST /api/decoration-layers (studio surface)": {
    call: (s, role) => ({ method: "POST", path: "/api/decoration-layers", body: { pieceId: mine[role].pieceId, type: "Glaze", glazeId: s.glazeId } }),
    expect: USE,
  },
  "POST /api/test-tiles (studio surface)": {
    call: (s) => ({ method: "POST", path: "/api/test-tiles", body: { glazeId: s.glazeId, clayBody: "B-Mix", cone: "Cone 6" } }),
    // A record named inside a body that the potter may not use is a 400 there (product.md#r43).
    expect: { ...USE, outsider: 400, other: 400 },
  },
  "POST /api/glaze-combinations (studio surface)": {
    call: (s, role) => ({ method: "POST", path: "/api/glaze-combinations", body: { baseLayerGlazeId: mine[role].glazeId, topLayerGlazeId: s.glazeId } }),
    expect: USE,
  },
};

describe("a studio's glaze shelf, per role", () => {
  for (const [route, row] of Object.entries(TABLE)) {
    const expected = ROLES.map((r) => `${r} ${row.expect[r]}`).join(", ");
    it(`${route}: ${expected}`, async () => {
      for (const role of ROLES) {
        const s = await setup();
        const before = (await who.staff.client.get(`/api/glazes/${s.glazeId}`)).body;
        const attempt = row.call(s, role);
        const res = await who[role].client.request(attempt.method, attempt.path, attempt.body);
        expect(res.status, `${role}: ${res.text}`).toBe(row.expect[role]);
        if (res.status >= 400) {
          expect(typeof res.body.message).toBe("string");
          expect(res.text).not.toContain("Studio Shino");
          expect((await who.staff.client.get(`/api/glazes/${s.glazeId}`)).body, role).toEqual(before);
          expect((await who.staff.client.get(`/api/glazes?studioId=${s.studioId}`)).body.data, role).toHaveLength(1);
        }
      }
    });
  }
});

const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((g) => g.name);

describe("a studio's glaze shelf", () => {
  it("the shelf lists only the studio's surfaces, and nobody's own library mixes them in", async () => {
    const s = await setup();
    expect(names(await who.member.client.get(`/api/glazes?studioId=${s.studioId}`))).toEqual(["Studio Shino"]);
    for (const role of ROLES) {
      const own = names(await who[role].client.get("/api/glazes"));
      expect(own, role).toContain(`${role} own clear`);
      expect(own, role).not.toContain("Studio Shino");
    }
  });

  it("a member's own surfaces stay theirs: another member, staff, owner and outsiders get 404; the shelf never shows them", async () => {
    const s = await setup();
    const second = await signUp(ctx, { firstName: "Second" });
    const invite = await who.owner.client.post(`/api/studios/${s.studioId}/invites`, {});
    await second.client.post(`/api/studio-invites/${invite.body.token}/accept`);
    const secret = await who.member.client.post("/api/glazes", { name: "Member secret glaze", notes: "my own recipe" });
    for (const client of [second.client, who.staff.client, who.owner.client, who.outsider.client]) {
      const res = await client.get(`/api/glazes/${secret.body.id}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("Member secret glaze");
      expect((await client.patch(`/api/glazes/${secret.body.id}`, { name: "mine now" })).status).toBe(404);
    }
    expect((await second.client.post("/api/decoration-layers", { pieceId: (await second.client.post("/api/pieces", { name: "p", type: "wheel", clayBody: "B-Mix" })).body.id, glazeId: secret.body.id })).status).toBe(404);
    expect((await who.staff.client.get(`/api/glazes?studioId=${s.studioId}`)).text).not.toContain("Member secret glaze");
    expect((await who.member.client.get(`/api/glazes/${secret.body.id}`)).body.name).toBe("Member secret glaze");
  });

  it("a member uses a studio surface on their piece's layer, a test tile and a combination, and sees it by name", async () => {
    const s = await setup();
    const m = who.member.client;
    const layer = await m.post("/api/decoration-layers", { pieceId: mine.member.pieceId, type: "Glaze", glazeId: s.glazeId, coats: 2 });
    expect(layer.status, layer.text).toBe(201);
    expect(layer.body).toMatchObject({ glazeId: s.glazeId, materialName: "Studio Shino", coats: 2 });
    const layers = await m.get(`/api/pieces/${mine.member.pieceId}/decoration-layers`);
    expect(layers.body.data.map((l: { materialName: string }) => l.materialName)).toContain("Studio Shino");
    const tile = await m.post("/api/test-tiles", { glazeId: s.glazeId, clayBody: "Porcelain", cone: "Cone 6" });
    expect(tile.status, tile.text).toBe(201);
    expect(tile.body).toMatchObject({ glazeId: s.glazeId, materialLabel: "Studio Shino", type: "Glaze" });
    expect((await m.get(`/api/glazes/${s.glazeId}/test-tiles`)).body.data.map((t: { id: number }) => t.id)).toEqual([tile.body.id]);
    // Each potter sees only their own tiles of the studio's surface.
    expect((await who.staff.client.get(`/api/glazes/${s.glazeId}/test-tiles`)).body.data).toEqual([]);
    const combo = await m.post("/api/glaze-combinations", { baseLayerGlazeId: mine.member.glazeId, topLayerGlazeId: s.glazeId });
    expect(combo.status, combo.text).toBe(201);
    expect(combo.body.name).toBe("Combo: Studio Shino over member own clear");
    expect((await m.get(`/api/glazes/${combo.body.id}`)).body.topGlaze).toMatchObject({ id: s.glazeId, name: "Studio Shino" });
    // The combination is the member's own, not the studio's.
    expect((await who.staff.client.get(`/api/glazes/${combo.body.id}`)).status).toBe(404);
    expect(names(await m.get("/api/glazes"))).toContain("Combo: Studio Shino over member own clear");
  });

  it("a member who leaves keeps their layer, tile and combination as they were; the surface itself is gone to them", async () => {
    const s = await setup();
    const m = who.member.client;
    const piece = await m.post("/api/pieces", { name: "Leaving jar", type: "wheel", clayBody: "B-Mix" });
    const layer = await m.post("/api/decoration-layers", { pieceId: piece.body.id, type: "Glaze", glazeId: s.glazeId });
    const tile = await m.post("/api/test-tiles", { glazeId: s.glazeId, clayBody: "B-Mix" });
    const combo = await m.post("/api/glaze-combinations", { baseLayerGlazeId: mine.member.glazeId, topLayerGlazeId: s.glazeId });
    expect((await m.request("DELETE", `/api/studios/${s.studioId}/members/${who.member.user.id}`)).status).toBe(200);
    // The staff rename the surface afterwards: the former member's records keep the name they knew.
    expect((await who.staff.client.patch(`/api/glazes/${s.glazeId}`, { name: "Renamed Shino" })).status).toBe(200);
    expect((await m.get(`/api/glazes/${s.glazeId}`)).status).toBe(404);
    expect((await m.get(`/api/glazes?studioId=${s.studioId}`)).status).toBe(404);
    const layers = await m.get(`/api/pieces/${piece.body.id}/decoration-layers`);
    expect(layers.body.data).toEqual([{ ...layer.body }]);
    expect((await m.patch(`/api/decoration-layers/${layer.body.id}`, { notes: "still mine" })).body).toMatchObject({ materialName: "Studio Shino", notes: "still mine" });
    const tileNow = await m.get(`/api/test-tiles/${tile.body.id}`);
    expect(tileNow.body.materialLabel).toBe("Studio Shino");
    expect(JSON.stringify((await m.get("/api/test-tile-facets")).body)).not.toContain("Renamed Shino");
    expect((await m.patch(`/api/test-tiles/${tile.body.id}`, { notes: "kept" })).status).toBe(200);
    const comboNow = await m.get(`/api/glazes/${combo.body.id}`);
    expect(comboNow.status).toBe(200);
    expect(comboNow.body.name).toBe(combo.body.name);
    expect(comboNow.body.topGlaze).toBeNull();
    expect(JSON.stringify(comboNow.body)).not.toContain("Renamed Shino");
  });

  it("deleting a studio surface leaves every member's layer its name and marks, never deletes, their combinations", async () => {
    const s = await setup();
    const m = who.member.client;
    const layer = await m.post("/api/decoration-layers", { pieceId: mine.member.pieceId, type: "Glaze", glazeId: s.glazeId });
    const combo = await m.post("/api/glaze-combinations", { baseLayerGlazeId: mine.member.glazeId, topLayerGlazeId: s.glazeId });
    const gone = await who.owner.client.request("DELETE", `/api/glazes/${s.glazeId}?withCombinations=true`);
    expect(gone.status, gone.text).toBe(200);
    expect(gone.body).toMatchObject({ deletedIds: [s.glazeId], markedCombinationIds: [combo.body.id] });
    const layers = (await m.get(`/api/pieces/${mine.member.pieceId}/decoration-layers`)).body.data as { id: number; glazeId: number | null; materialName: string }[];
    expect(layers.find((l) => l.id === layer.body.id)).toMatchObject({ glazeId: null, materialName: "Studio Shino" });
    const kept = await m.get(`/api/glazes/${combo.body.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.name).toBe("Combo: [Deleted Glaze: Studio Shino] over member own clear");
  });

  it("the owner edits a surface a staff member made; its photos stay the maker's: another's upload is refused, removing one works", async () => {
    const s = await setup();
    const photo = await uploadPhoto(who.staff.client, 40, 30);
    expect((await who.staff.client.patch(`/api/glazes/${s.glazeId}`, { imageUrls: [photo] })).status).toBe(200);
    const ownersPhoto = await uploadPhoto(who.owner.client, 40, 30);
    const refused = await who.owner.client.patch(`/api/glazes/${s.glazeId}`, { imageUrls: [photo, ownersPhoto] });
    expect(refused.status, refused.text).toBe(400);
    expect((await who.member.client.get(`/api/glazes/${s.glazeId}`)).body.imageUrls).toEqual([photo]);
    expect((await who.owner.client.patch(`/api/glazes/${s.glazeId}`, { imageUrls: [] })).body.imageUrls).toEqual([]);
    expect((await who.owner.client.patch(`/api/glazes/${s.glazeId}`, { brand: "Studio mix", notes: "Sieve first" })).body).toMatchObject({
      brand: "Studio mix",
      notes: "Sieve first",
      studioId: s.studioId,
    });
    expect((await who.member.client.get(`/api/glazes/${s.glazeId}`)).body.brand).toBe("Studio mix");
  });

  it("bad studio ids answer 400 with a sentence; a studio that does not exist 404", async () => {
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999"]) {
      const res = await who.owner.client.get(`/api/glazes?studioId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toBe("Studio id must be a whole number");
    }
    for (const bad of [0, -1, "1", 1.5, null]) {
      const res = await who.owner.client.post("/api/glazes", { name: "Bad", studioId: bad });
      expect(res.status, String(bad)).toBe(400);
    }
    expect((await who.owner.client.get("/api/glazes?studioId=2147483000")).status).toBe(404);
    expect((await who.owner.client.post("/api/glazes", { name: "Nowhere", studioId: 2147483000 })).status).toBe(404);
    expect(names(await who.owner.client.get("/api/glazes"))).not.toContain("Nowhere");
  });
});

describe("finding pieces by a studio's surface (docs/decisions/0254-finding-pieces-by-studio-surfaces.md)", () => {
  type Page = { status: number; text: string; body: { data: { name: string; matches?: string[] }[]; pagination: { total: number }; stageCounts: Record<string, number> } };
  const found = (res: Page) => res.body.data.map((p) => p.name);

  it("a member finds their piece by the shelf surface's id and current name; another member and outsiders find nothing of it; leaving ends the name", async () => {
    const [owner, member, second, outsider] = await Promise.all(["Olga", "Mina", "Sam", "Otto"].map((firstName) => signUp(ctx, { firstName })));
    const studioId = (await owner!.client.post("/api/studios", { name: "Celadon Commons" })).body.id as number;
    for (const joiner of [member!, second!]) {
      const invite = await owner!.client.post(`/api/studios/${studioId}/invites`, {});
      expect((await joiner.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
    }
    const shelf = await owner!.client.post("/api/glazes", { name: "Studio Celadon", studioId });
    expect(shelf.status, shelf.text).toBe(201);
    const m = member!.client;
    const jar = await m.post("/api/pieces", { name: "Moon jar", type: "wheel", clayBody: "B-Mix" });
    await m.post("/api/pieces", { name: "Plain cup", type: "wheel", clayBody: "B-Mix" });
    const layer = await m.post("/api/decoration-layers", { pieceId: jar.body.id, type: "Glaze", glazeId: shelf.body.id });
    expect(layer.status, layer.text).toBe(201);

    const byId = `/api/pieces?glazeId=${shelf.body.id}`;
    expect(found(await m.get(byId))).toEqual(["Moon jar"]);
    const byName = (await m.get("/api/pieces?q=celadon")) as Page;
    expect(found(byName)).toEqual(["Moon jar"]);
    expect(byName.body.data[0]!.matches).toEqual(["layers"]);

    // The staff rename it: the layer keeps the name it was made with, and the member finds it by the new one too.
    expect((await owner!.client.patch(`/api/glazes/${shelf.body.id}`, { name: "Jade Tenmoku" })).status).toBe(200);
    expect((await m.get(`/api/pieces/${jar.body.id}/decoration-layers`)).body.data[0].materialName).toBe("Studio Celadon");
    const renamed = (await m.get("/api/pieces?q=jade%20tenm")) as Page;
    expect(found(renamed)).toEqual(["Moon jar"]);
    expect(renamed.body.data[0]!.matches).toEqual(["layers"]);
    expect(found(await m.get("/api/pieces?q=celadon"))).toEqual(["Moon jar"]);

    // Another member of the studio reads the same shelf but has no piece with it: nothing of the first member's.
    for (const path of [byId, "/api/pieces?q=jade", "/api/pieces?q=celadon"]) {
      const res = (await second!.client.get(path)) as Page;
      expect(res.status, res.text).toBe(200);
      expect(res.body.data, path).toEqual([]);
      expect(res.text).not.toContain("Moon jar");
    }

    // An outsider filtering by the studio's surface gets exactly what another potter's own surface gives: nothing.
    const membersOwn = await m.post("/api/glazes", { name: "Mina home clear" });
    const outsiderByShelf = (await outsider!.client.get(byId)) as Page;
    const outsiderByOwn = (await outsider!.client.get(`/api/pieces?glazeId=${membersOwn.body.id}`)) as Page;
    expect(outsiderByShelf.status).toBe(200);
    expect(outsiderByShelf.body).toEqual(outsiderByOwn.body);
    expect(outsiderByShelf.body.pagination.total).toBe(0);
    expect(Object.values(outsiderByShelf.body.stageCounts).every((n) => n === 0)).toBe(true);
    for (const text of [outsiderByShelf.text, (await outsider!.client.get("/api/pieces?q=jade")).text]) {
      expect(text).not.toMatch(/Moon jar|Jade|Celadon/);
    }
    expect(found(await outsider!.client.get("/api/pieces?q=jade"))).toEqual([]);

    // After leaving, the shelf's current name no longer reaches the former member; their layer's own stored name and
    // its id still find their piece, as every record of theirs stays (docs/decisions/0237-studio-glaze-shelf.md).
    expect((await m.request("DELETE", `/api/studios/${studioId}/members/${member!.user.id}`)).status).toBe(200);
    expect(found(await m.get("/api/pieces?q=jade"))).toEqual([]);
    expect(found(await m.get("/api/pieces?q=celadon"))).toEqual(["Moon jar"]);
    expect(found(await m.get(byId))).toEqual(["Moon jar"]);
  });

  it("the staff member who made a shelf surface and left no longer finds their own piece by the name it is given after", async () => {
    const [owner, keeper] = await Promise.all(["Olga", "Kai"].map((firstName) => signUp(ctx, { firstName })));
    const studioId = (await owner!.client.post("/api/studios", { name: "Tenmoku Works" })).body.id as number;
    const invite = await owner!.client.post(`/api/studios/${studioId}/invites`, { role: "staff" });
    expect((await keeper!.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
    // The staff member adds the surface to the shelf (they keep it) and uses it on a piece of their own.
    const shelf = await keeper!.client.post("/api/glazes", { name: "Studio Ash", studioId });
    expect(shelf.status, shelf.text).toBe(201);
    const k = keeper!.client;
    const bowl = await k.post("/api/pieces", { name: "Ash bowl", type: "wheel", clayBody: "B-Mix" });
    expect((await k.post("/api/decoration-layers", { pieceId: bowl.body.id, type: "Glaze", glazeId: shelf.body.id })).status).toBe(201);
    expect(found(await k.get("/api/pieces?q=studio%20ash"))).toEqual(["Ash bowl"]);

    expect((await k.request("DELETE", `/api/studios/${studioId}/members/${keeper!.user.id}`)).status).toBe(200);
    expect((await owner!.client.patch(`/api/glazes/${shelf.body.id}`, { name: "Shino Secret" })).status).toBe(200);
    // Their layer's own name still finds it; the shelf's new name does not.
    expect(found(await k.get("/api/pieces?q=studio%20ash"))).toEqual(["Ash bowl"]);
    expect(found(await k.get("/api/pieces?q=shino"))).toEqual([]);
    expect(found(await k.get("/api/pieces?q=secret"))).toEqual([]);
  });
});
