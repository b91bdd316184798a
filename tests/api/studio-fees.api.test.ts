/**
 * A studio's fees statement and firing tickets (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md):
 * staff get every member's requests of the month with exact totals (per piece, per cubic inch, a minimum), a member
 * only their own, withdrawn requests uncharged, a piece lost in the kiln still charged; the CSV's header, totals and
 * spreadsheet-safe cells; tickets as a PDF read back (pages, QR codes, text) whose QR code loads the piece; each role's
 * answer; a studio's months in its own time zone (decision 0252). Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LABELS_PER_MINUTE } from "../../contract/labels/rules";
import { FEE_TEXTS } from "../../contract/studios/fees";
import { signUp, type SignedInUser } from "../helpers/client";
import { readLabelsPdf } from "../helpers/pdf-labels";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
let owner: SignedInUser;
let staff: SignedInUser;
let ana: SignedInUser;
let ben: SignedInUser;
let outsider: SignedInUser;
let studioId: number;
const req: Record<string, { id: number; pieceId: number; pieceCode: string }> = {};

async function join(user: SignedInUser, role: "member" | "staff"): Promise<void> {
  const invite = await owner.client.post(`/api/studios/${studioId}/invites`, { role });
  expect((await user.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
}

/** A piece sent to the studio's firing at the clock's time; its request kept under `key`. */
async function send(user: SignedInUser, key: string, name: string, kind: "bisque" | "glaze", size: Record<string, number> = {}) {
  const piece = await user.client.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix", notes: "private notes", ...size });
  expect(piece.status, piece.text).toBe(201);
  const sent = await user.client.post(`/api/studios/${studioId}/firing-requests`, { pieceIds: [piece.body.id], kind, targetCone: kind === "glaze" ? "Cone 6" : null, layersConfirmed: true });
  expect(sent.status, sent.text).toBe(201);
  req[key] = sent.body.data[0];
}

const fees = (user: SignedInUser, month: string) => user.client.get(`/api/studios/${studioId}/fees?month=${month}`);

async function tickets(user: SignedInUser, body: unknown, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(`/api/studios/${studioId}/firing-requests/tickets`, {
    method: "POST",
    headers: { cookie: user.client.cookieHeader()!, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    disposition: res.headers.get("content-disposition"),
    retryAfter: res.headers.get("retry-after"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set("2026-11-20T10:00:00Z");
  owner = await signUp(ctx, { firstName: "Olga" });
  staff = await signUp(ctx, { firstName: "Sam" });
  ana = await signUp(ctx, { firstName: "Ana" });
  ben = await signUp(ctx, { firstName: "Ben" });
  outsider = await signUp(ctx, { firstName: "Otto" });
  const studio = await owner.client.post("/api/studios", {
    name: "Clay Commons, East",
    feeRules: { bisque: { perPiece: 0.1 }, glaze: { perCubicInch: 0.07, minimum: 3 } },
  });
  studioId = studio.body.id;
  await join(staff, "staff");
  await join(ana, "member");
  await join(ben, "member");
  // November: Ana's glaze mug (10 × 8 × 8 in at 0.07 = 44.80), a tiny one raised to the minimum (3.00), three bisque
  // pieces at 0.10 (a float sum would drift: 0.1 + 0.1 + 0.1); Ben one bisque piece and one he withdraws.
  await send(ana, "mug", "Ana mug", "glaze", { height: 10, width: 8, depth: 8 });
  await send(ana, "tiny", "=HYPERLINK(\"http://evil.example\",\"Ana tiny\")", "glaze", { height: 2, width: 2, depth: 2 });
  for (const n of [1, 2, 3]) await send(ana, `b${n}`, n === 1 ? "Bowl, tall" : `Bowl ${n}`, "bisque");
  await send(ben, "benBowl", "Ben bowl", "bisque");
  await send(ben, "benVase", "Ben vase", "glaze", { height: 10, width: 5, depth: 5 });
  expect((await ben.client.delete(`/api/studios/${studioId}/firing-requests/${req.benVase!.id}`)).status).toBe(200);
  // Just outside November on either side.
  ctx.clock.set("2026-10-31T23:59:59Z");
  await send(ana, "october", "Ana october", "bisque");
  ctx.clock.set("2026-12-01T00:00:00Z");
  await send(ana, "december", "Ana december", "bisque");
  ctx.clock.set("2026-11-25T12:00:00Z");
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});
// The tickets count against the label sheets a minute: each test starts a new minute.
beforeEach(() => ctx.clock.advance(60_000));

describe("the fees statement", () => {
  it("gives staff every member's requests of the month with exact totals; withdrawn and other months are not counted", async () => {
    const res = await fees(staff, "2026-11");
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ studioId, studioName: "Clay Commons, East", month: "2026-11", timeZone: "UTC", currency: "USD", scope: "all" });
    expect(res.body.members.map((m: { firstName: string; memberId: number }) => [m.firstName, m.memberId])).toEqual([
      ["Ana", ana.user.id],
      ["Ben", ben.user.id],
    ]);
    const [a, b] = res.body.members;
    expect(a.requests.map((r: { fee: string }) => r.fee)).toEqual(["44.80", "3.00", "0.10", "0.10", "0.10"]);
    expect(a.requests[0]).toEqual({
      id: req.mug!.id,
      requestedAt: "2026-11-20T10:00:00.000Z",
      pieceCode: req.mug!.pieceCode,
      pieceName: "Ana mug",
      kind: "glaze",
      targetCone: "Cone 6",
      fee: "44.80",
      currency: "USD",
      status: "requested",
    });
    expect(a.totals).toEqual([{ currency: "USD", amount: "48.10" }]);
    expect(b.requests.map((r: { pieceName: string }) => r.pieceName)).toEqual(["Ben bowl"]);
    expect(b.totals).toEqual([{ currency: "USD", amount: "0.10" }]);
    expect(res.body.totals).toEqual([{ currency: "USD", amount: "48.20" }]);
    // Only request fields: never the piece's notes or anyone's e-mail.
    expect(res.text).not.toContain("private notes");
    expect(res.text).not.toContain("@");
    // The months either side hold their own piece.
    expect((await fees(owner, "2026-10")).body.members.map((m: { requests: { pieceName: string }[] }) => m.requests.map((r) => r.pieceName))).toEqual([["Ana october"]]);
    expect((await fees(owner, "2026-12")).body.totals).toEqual([{ currency: "USD", amount: "0.10" }]);
    expect((await fees(owner, "2027-01")).body).toMatchObject({ members: [], totals: [] });
  });

  it("gives a member only their own; an outsider 404", async () => {
    const own = await fees(ben, "2026-11");
    expect(own.status).toBe(200);
    expect(own.body.scope).toBe("own");
    expect(own.body.members.map((m: { firstName: string }) => m.firstName)).toEqual(["Ben"]);
    expect(own.body.totals).toEqual([{ currency: "USD", amount: "0.10" }]);
    expect(own.text).not.toContain("Ana");
    const out = await fees(outsider, "2026-11");
    expect([out.status, out.body.message]).toEqual([404, "Studio not found"]);
    expect(out.text).not.toContain("Clay Commons");
    expect((await outsider.client.get(`/api/studios/${studioId}/fees.csv?month=2026-11`)).status).toBe(404);
  });

  it("refuses a bad month with 400 and a clear message", async () => {
    for (const [query, message] of [
      ["month=2026-13", FEE_TEXTS.monthInvalid],
      ["month=2026-1", FEE_TEXTS.monthInvalid],
      ["month=November", FEE_TEXTS.monthInvalid],
      ["month=2026-11-01", FEE_TEXTS.monthInvalid],
      ["", FEE_TEXTS.monthRequired],
    ] as const) {
      for (const path of ["fees", "fees.csv"]) {
        const res = await staff.client.get(`/api/studios/${studioId}/${path}?${query}`);
        expect([res.status, res.body.message], `${path}?${query}`).toEqual([400, message]);
      }
    }
    expect((await staff.client.get(`/api/studios/${studioId}/fees?month=2026-11&format=pdf`)).status).toBe(400);
  });

  it("downloads the statement as CSV: header, a row per piece, totals, cells safe for spreadsheets", async () => {
    const res = await staff.client.get(`/api/studios/${studioId}/fees.csv?month=2026-11`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="claybook-fees-clay-commons-east-2026-11.csv"');
    // A byte-order mark first, so Excel reads the names as UTF-8 (a text decoder drops it from res.text).
    const raw = await ctx.app.request(`/api/studios/${studioId}/fees.csv?month=2026-11`, { headers: { cookie: staff.client.cookieHeader()! } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe("Month,Member ID,Member,Date,Piece code,Piece,Kind,Cone,Status,Fee,Currency");
    const a = ana.user.id;
    expect(lines.slice(1)).toEqual([
      `2026-11,${a},Ana,2026-11-20,${req.mug!.pieceCode},Ana mug,Glaze,Cone 6,On the shelf,44.80,USD`,
      // The formula is written as text, its quotes doubled.
      `2026-11,${a},Ana,2026-11-20,${req.tiny!.pieceCode},"'=HYPERLINK(""http://evil.example"",""Ana tiny"")",Glaze,Cone 6,On the shelf,3.00,USD`,
      `2026-11,${a},Ana,2026-11-20,${req.b1!.pieceCode},"Bowl, tall",Bisque,,On the shelf,0.10,USD`,
      `2026-11,${a},Ana,2026-11-20,${req.b2!.pieceCode},Bowl 2,Bisque,,On the shelf,0.10,USD`,
      `2026-11,${a},Ana,2026-11-20,${req.b3!.pieceCode},Bowl 3,Bisque,,On the shelf,0.10,USD`,
      `2026-11,${a},Ana,,,,,,Member total,48.10,USD`,
      `2026-11,${ben.user.id},Ben,2026-11-20,${req.benBowl!.pieceCode},Ben bowl,Bisque,,On the shelf,0.10,USD`,
      `2026-11,${ben.user.id},Ben,,,,,,Member total,0.10,USD`,
      `2026-11,,,,,,,,Studio total,48.20,USD`,
      "",
    ]);
    // A member's CSV holds only their own rows.
    const own = await ben.client.get(`/api/studios/${studioId}/fees.csv?month=2026-11`);
    expect(own.status).toBe(200);
    expect(own.text).toContain("Ben bowl");
    expect(own.text).not.toContain("Ana");
  });
});

describe("firing tickets", () => {
  it("prints a member's tickets on the 2 × 1 label printer: one a page, the code, name, kind, cone and fee, a QR code of the code", async () => {
    const res = await tickets(ana, { requestIds: [req.mug!.id, req.b1!.id], layout: "single-2x1" });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    expect(res.disposition).toMatch(/^attachment; filename="claybook-tickets-2026-11-25\.pdf"$/);
    const pages = await readLabelsPdf(res.bytes);
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.qrs.map((q) => q.text))).toEqual([[req.mug!.pieceCode], [req.b1!.pieceCode]]);
    // Who and which firing in bold over two lines, the fee first on the last line, so only the piece's name may be cut.
    expect(pages.map((p) => p.texts)).toEqual([
      // The piece's name whole, whose and the fee in bold; the firing below, its cone only when given (product.md#r249).
      [req.mug!.pieceCode, "Ana mug · Ana ·", "$44.80", "Glaze · Cone 6"],
      [req.b1!.pieceCode, "Bowl, tall · Ana ·", "$0.10", "Bisque"],
    ]);
  });

  it("makes the PDF afresh on a retry with the same Idempotency-Key (a file changes nothing and is never kept)", async () => {
    const headers = { "idempotency-key": "tickets-retry-1" };
    const first = await tickets(ana, { requestIds: [req.mug!.id] }, headers);
    const again = await tickets(ana, { requestIds: [req.mug!.id] }, headers);
    expect([first.status, again.status, again.type]).toEqual([200, 200, "application/pdf"]);
    expect((await readLabelsPdf(again.bytes)).map((p) => p.qrs.map((q) => q.text))).toEqual([[req.mug!.pieceCode]]);
  });

  it("prints several on a sheet; staff print any request of the studio; a scanned ticket loads the piece", async () => {
    const sheet = await tickets(staff, { requestIds: [req.b2!.id, req.b3!.id, req.benBowl!.id], layout: "letter-30" });
    expect(sheet.status).toBe(200);
    const pages = await readLabelsPdf(sheet.bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.qrs.map((q) => q.text)).toEqual([req.b2!.pieceCode, req.b3!.pieceCode, req.benBowl!.pieceCode]);
    expect(pages[0]!.texts.join(" ")).toContain("Ben bowl · Ben · $0.10 Bisque");
    // What the ticket's QR code says is what "load by code" takes.
    const firing = await staff.client.post("/api/firings", { kind: "bisque", studioId });
    const scanned = pages[0]!.qrs[2]!.text!;
    const loaded = await staff.client.post(`/api/studios/${studioId}/firing-queue/load`, { firingId: firing.body.id, codes: [scanned] });
    expect(loaded.status, loaded.text).toBe(200);
    expect(loaded.body.loaded.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[req.benBowl!.id, "loaded"]]);
    // A loaded piece is still on the statement, at its fee.
    const statement = await fees(ben, "2026-11");
    expect(statement.body.members[0].requests.map((r: { status: string; fee: string }) => [r.status, r.fee])).toEqual([["loaded", "0.10"]]);
  });

  it("refuses another member's request (404), a withdrawn one (409), an outsider (404) and bad input (400), with no PDF", async () => {
    const other = await tickets(ana, { requestIds: [req.mug!.id, req.benBowl!.id] });
    expect([other.status, JSON.parse(Buffer.from(other.bytes).toString()).message]).toEqual([404, FEE_TEXTS.requestNotFound]);
    const withdrawn = await tickets(ben, { requestIds: [req.benVase!.id] });
    expect([withdrawn.status, JSON.parse(Buffer.from(withdrawn.bytes).toString()).message]).toEqual([409, FEE_TEXTS.withdrawnTicket("Ben vase")]);
    expect((await tickets(outsider, { requestIds: [req.mug!.id] })).status).toBe(404);
    for (const [body, message] of [
      [{ requestIds: [] }, FEE_TEXTS.requestIdsRequired],
      [{ requestIds: [req.mug!.id, req.mug!.id] }, FEE_TEXTS.requestIdsDuplicate],
      [{ requestIds: [req.mug!.id], layout: "code-sheet" }, FEE_TEXTS.ticketLayoutInvalid],
      [{ requestIds: ["1"] }, FEE_TEXTS.requestIdsInvalid],
      [{ requestIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, FEE_TEXTS.tooManyTickets(1000)],
    ] as const) {
      const res = await tickets(ana, body);
      expect([res.status, JSON.parse(Buffer.from(res.bytes).toString()).message], JSON.stringify(body).slice(0, 60)).toEqual([400, message]);
    }
  });
});

describe("the label sheets' limit", () => {
  it(`counts tickets with labels: past ${LABELS_PER_MINUTE} sheets a minute a potter gets 429 with Retry-After`, async () => {
    for (let i = 0; i < LABELS_PER_MINUTE; i++) expect((await tickets(ana, { requestIds: [req.b2!.id] })).status).toBe(200);
    const refused = await tickets(ana, { requestIds: [req.b2!.id] });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(JSON.parse(Buffer.from(refused.bytes).toString()).message).toMatch(/^At most 10 label sheets a minute/);
    // Another potter's minute is their own.
    expect((await tickets(staff, { requestIds: [req.b2!.id] })).status).toBe(200);
  });
});

describe("each role", () => {
  it("fees: owner and staff see every member, a member their own, an outsider 404; tickets: owner and staff any, a member their own", async () => {
    const expected = { owner: [200, "all"], staff: [200, "all"], member: [200, "own"], outsider: [404, undefined] } as const;
    const users = { owner, staff, member: ana, outsider };
    for (const [role, [status, scope]] of Object.entries(expected)) {
      const res = await fees(users[role as keyof typeof users], "2026-11");
      expect([res.status, res.body.scope], role).toEqual([status, scope]);
      const csv = await users[role as keyof typeof users].client.get(`/api/studios/${studioId}/fees.csv?month=2026-11`);
      expect(csv.status, role).toBe(status);
    }
    for (const [user, status] of [
      [owner, 200],
      [staff, 200],
      [ana, 200],
      [ben, 404],
      [outsider, 404],
    ] as const) {
      expect((await tickets(user, { requestIds: [req.tiny!.id] })).status).toBe(status);
    }
  });
});

describe("a studio's months in its own time zone (docs/decisions/0252-studio-time-zone.md)", () => {
  let west: number;
  const names = (res: { body: { members: { requests: { pieceName: string }[] }[] } }) => res.body.members.flatMap((m) => m.requests.map((r) => r.pieceName));
  const westFees = (user: SignedInUser, month: string) => user.client.get(`/api/studios/${west}/fees?month=${month}`);

  /** Ana sends a piece to the Los Angeles studio's bisque firing at `at` (UTC). */
  const codes: Record<string, string> = {};
  async function sendAt(at: string, name: string): Promise<void> {
    ctx.clock.set(at);
    const piece = await ana.client.post("/api/pieces", { name, type: "wheel", clayBody: "B-Mix" });
    expect(piece.status, piece.text).toBe(201);
    const sent = await ana.client.post(`/api/studios/${west}/firing-requests`, { pieceIds: [piece.body.id], kind: "bisque" });
    expect(sent.status, sent.text).toBe(201);
    codes[name] = sent.body.data[0].pieceCode;
  }

  beforeAll(async () => {
    const before = ctx.clock.now();
    const studio = await owner.client.post("/api/studios", { name: "Westside Clay", timeZone: "America/Los_Angeles", feeRules: { bisque: { perPiece: 2 } } });
    expect(studio.status, studio.text).toBe(201);
    west = studio.body.id;
    const invite = await owner.client.post(`/api/studios/${west}/invites`, {});
    expect((await ana.client.post(`/api/studio-invites/${invite.body.token}/accept`)).status).toBe(200);
    // Los Angeles is UTC-8 in winter and UTC-7 from 8 March 2026 (daylight saving).
    await sendAt("2026-02-01T07:59:59Z", "January's last second"); // 31 Jan, 23:59:59 local
    await sendAt("2026-03-01T05:00:00Z", "Friday night bowl"); // 28 Feb, 9 pm local: February, not March
    await sendAt("2026-03-01T08:00:00Z", "March's first second"); // 1 Mar, midnight local
    await sendAt("2026-04-01T06:30:00Z", "Late March mug"); // 31 Mar, 11:30 pm local, in daylight time
    ctx.clock.set(before);
  }, 60_000);

  it("counts a piece sent on the 28th at 9 pm in Los Angeles in February, not March; the statement says its zone", async () => {
    const feb = await westFees(owner, "2026-02");
    expect(feb.status, feb.text).toBe(200);
    expect(feb.body).toMatchObject({ studioId: west, month: "2026-02", timeZone: "America/Los_Angeles", scope: "all" });
    expect(names(feb)).toEqual(["Friday night bowl"]);
    expect(feb.body.members[0].requests[0].requestedAt).toBe("2026-03-01T05:00:00.000Z");
    expect(feb.body.totals).toEqual([{ currency: "USD", amount: "2.00" }]);
    // March starts at local midnight (08:00 UTC) and ends at the next local midnight, an hour earlier in UTC.
    expect(names(await westFees(owner, "2026-03"))).toEqual(["March's first second", "Late March mug"]);
    expect(names(await westFees(owner, "2026-01"))).toEqual(["January's last second"]);
    // The member's own statement follows the same months.
    const own = await westFees(ana, "2026-02");
    expect([own.body.scope, own.body.timeZone, names(own)]).toEqual(["own", "America/Los_Angeles", ["Friday night bowl"]]);
  });

  it("writes the local day in the CSV: 2026-02-28", async () => {
    const res = await owner.client.get(`/api/studios/${west}/fees.csv?month=2026-02`);
    expect(res.status).toBe(200);
    const a = ana.user.id;
    expect(res.text.split("\r\n").slice(1)).toEqual([
      `2026-02,${a},Ana,2026-02-28,${codes["Friday night bowl"]},Friday night bowl,Bisque,,On the shelf,2.00,USD`,
      `2026-02,${a},Ana,,,,,,Member total,2.00,USD`,
      `2026-02,,,,,,,,Studio total,2.00,USD`,
      "",
    ]);
    const march = await owner.client.get(`/api/studios/${west}/fees.csv?month=2026-03`);
    expect(march.text.split("\r\n").slice(1, 3).map((line) => line.split(",")[3])).toEqual(["2026-03-01", "2026-03-31"]);
  });

  it("moves the months' boundaries when the owner changes the zone", async () => {
    const changed = await owner.client.patch(`/api/studios/${west}`, { timeZone: "UTC" });
    expect(changed.status, changed.text).toBe(200);
    try {
      const feb = await westFees(owner, "2026-02");
      expect([feb.body.timeZone, names(feb)]).toEqual(["UTC", ["January's last second"]]);
      expect(names(await westFees(owner, "2026-03"))).toEqual(["Friday night bowl", "March's first second"]);
      const csv = await owner.client.get(`/api/studios/${west}/fees.csv?month=2026-03`);
      expect(csv.text.split("\r\n").slice(1, 3).map((line) => line.split(",")[3])).toEqual(["2026-03-01", "2026-03-01"]);
    } finally {
      expect((await owner.client.patch(`/api/studios/${west}`, { timeZone: "America/Los_Angeles" })).status).toBe(200);
    }
  });
});
