/**
 * A studio's fee rules and checks (docs/decisions/0295-studio-fee-limits.md): staff set the rules, a fee limit and the
 * largest piece the kilns take, the rest of the studio stays the owner's; a fee over the limit or a piece over the size
 * is refused until the member confirms; a zero size is no size; a fee that would overflow its column is a 400, never a
 * 500; a fees month outside 1970-01..2999-12 is a 400. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEE_TEXTS } from "../../contract/studios/fees";
import { REQUEST_TEXTS as Q } from "../../contract/studios/requests";
import { STUDIO_TEXTS as T } from "../../contract/studios/texts";
import { signUp, type SignedInUser } from "../helpers/client";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let owner: SignedInUser;
let staff: SignedInUser;
let member: SignedInUser;
let studioId: number;

async function join(user: SignedInUser, role: "member" | "staff"): Promise<void> {
  const invite = await owner.client.post(`/api/studios/${studioId}/invites`, { role });
  expect((await user.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
}

async function piece(name: string, size: Record<string, number>): Promise<number> {
  const res = await member.client.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix", ...size });
  expect(res.status, res.text).toBe(201);
  return res.body.id as number;
}

const preview = (pieceId: number) => member.client.post(`/api/studios/${studioId}/firing-requests/preview`, { pieceIds: [pieceId], kind: "bisque" });
const send = (pieceId: number, extra: Record<string, unknown> = {}) =>
  member.client.post(`/api/studios/${studioId}/firing-requests`, { pieceIds: [pieceId], kind: "bisque", ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signUp(ctx, { firstName: "Olga" });
  staff = await signUp(ctx, { firstName: "Sam" });
  member = await signUp(ctx, { firstName: "Ana" });
  studioId = (await owner.client.post("/api/studios", { name: "Clay Commons" })).body.id;
  await join(staff, "staff");
  await join(member, "member");
});

afterAll(async () => {
  await ctx?.close();
});

describe("fee rules and the studio's checks", () => {
  it("staff save the fee rules, the limit and the largest piece; the owner alone renames; a member can do neither", async () => {
    const rules = { bisque: { perCubicInch: 0.05, minimum: 4 }, glaze: { perPiece: 6 }, confirmAbove: 20, largestPiece: 24 };
    const saved = await staff.client.patch(`/api/studios/${studioId}`, { feeRules: rules });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.feeRules).toEqual(rules);
    const rename = await staff.client.patch(`/api/studios/${studioId}`, { name: "Mine now", feeRules: rules });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe(T.ownerOnly);
    const byMember = await member.client.patch(`/api/studios/${studioId}`, { feeRules: {} });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe(T.staffOnly);
    expect((await owner.client.get(`/api/studios/${studioId}`)).body.feeRules).toEqual(rules);
  });

  it("refuses a limit or a largest piece out of bounds, with the message", async () => {
    const limit = await staff.client.patch(`/api/studios/${studioId}`, { feeRules: { confirmAbove: -1 } });
    expect(limit.status).toBe(400);
    expect(limit.body.errors["feeRules.confirmAbove"] ?? limit.body.message).toBe(T.confirmAboveInvalid);
    const largest = await staff.client.patch(`/api/studios/${studioId}`, { feeRules: { largestPiece: 0 } });
    expect(largest.status).toBe(400);
    expect(largest.body.errors["feeRules.largestPiece"] ?? largest.body.message).toBe(T.largestPieceInvalid);
  });

  it("a fee over the limit is shown, then refused until the member confirms", async () => {
    const id = await piece("Big jar", { height: 10, width: 8, depth: 8 }); // 640 in³ × 0.05 = 32.00
    const shown = await preview(id);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ total: 32, confirmAbove: 20, largestPiece: 24, pieces: [{ fee: 32, overLimit: true, tooLarge: false }] });
    const refused = await send(id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(Q.notConfirmed("Big jar"));
    const sent = await send(id, { checksConfirmed: true });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data[0].fee).toBe(32);
  });

  it("a piece larger than the kilns take asks to confirm even under the limit", async () => {
    const id = await piece("Tall vase", { height: 30, width: 1, depth: 1 }); // 1.50, raised to the 4.00 minimum
    expect((await preview(id)).body.pieces[0]).toMatchObject({ fee: 4, overLimit: false, tooLarge: true });
    expect((await send(id)).body.message).toBe(Q.notConfirmed("Tall vase"));
    expect((await send(id, { checksConfirmed: true })).status).toBe(201);
  });

  it("a zero size is no size: the fee waits for it instead of charging the minimum", async () => {
    const id = await piece("Flat tile", { height: 0, width: 4, depth: 4 });
    expect((await preview(id)).body.pieces[0]).toMatchObject({ fee: null, missing: ["height"] });
    const refused = await send(id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(Q.missingSizes("Flat tile", ["height"]));
  });

  it("the largest rule on the largest piece is a 400 naming the piece, never a 500 or a stored overflow", async () => {
    expect((await owner.client.patch(`/api/studios/${studioId}`, { feeRules: { bisque: { perCubicInch: 10_000 } } })).status).toBe(200);
    const id = await piece("Monolith", { height: 999_999.99, width: 999_999.99, depth: 999_999.99 });
    const shown = await preview(id);
    expect(shown.status).toBe(400);
    expect(shown.body.message).toBe(Q.feeTooHigh("Monolith"));
    const refused = await send(id, { checksConfirmed: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(Q.feeTooHigh("Monolith"));
    const mine = await member.client.get(`/api/studios/${studioId}/firing-requests`);
    expect(mine.body.data.map((r: { pieceName: string }) => r.pieceName)).not.toContain("Monolith");
  });
});

describe("the fees statement's months", () => {
  it.each(["0000-01", "9999-12", "1969-12", "3000-01"])("answers 400 with a clear message for %s", async (month) => {
    const res = await owner.client.get(`/api/studios/${studioId}/fees?month=${month}`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.month ?? res.body.message).toBe(FEE_TEXTS.monthOutOfRange);
    const csv = await owner.client.get(`/api/studios/${studioId}/fees.csv?month=${month}`);
    expect(csv.status).toBe(400);
  });

  it("still answers the first and last months allowed", async () => {
    expect((await owner.client.get(`/api/studios/${studioId}/fees?month=1970-01`)).status).toBe(200);
    expect((await owner.client.get(`/api/studios/${studioId}/fees?month=2999-12`)).status).toBe(200);
  });
});
