/**
 * A studio's fees for one month (docs/decisions/0248-studio-fees-statement.md): every piece sent to the studio's
 * firings in that calendar month in the studio's own time zone (local midnight on the 1st to the next 1st's, decision
 * 0252), at the fee fixed when it was sent; withdrawn requests are not charged, a piece lost in the kiln still is. Owner and staff get every member's statement, a member only their own (the
 * privacy rule of decision 0230: request fields and first names, nothing of the member's pieces). Sums are in whole
 * cents from the numeric column's text, so a total never drifts.
 */
import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { feesFileName, fromCents, toCents, FEE_TEXTS as T, type FeeStatement, type FeesQuery } from "../../../contract/studios/fees";
import { roleAtLeast } from "../../../contract/studios/rules";
import type { AppDeps } from "../../context";
import { firingRequests, studios, users } from "../../db/schema";
import { csvText } from "../common/csv";
import { requireStudioOrPast } from "./studio-access";
import { studioDay, studioMonthRange } from "./studio-month";

type Totals = Map<string, number>;
const add = (totals: Totals, currency: string, cents: number) => totals.set(currency, (totals.get(currency) ?? 0) + cents);
const listTotals = (totals: Totals) => [...totals].map(([currency, cents]) => ({ currency, amount: fromCents(cents) }));

export async function feeStatement(deps: AppDeps, userId: number, studioId: number, query: FeesQuery): Promise<FeeStatement> {
  // A past member still reads their own (product.md#r222).
  const { studio, role } = await requireStudioOrPast(deps.db, userId, studioId);
  const all = role !== null && roleAtLeast(role, "staff");
  // Still one range of firing_requests_studio_month_idx: the local month's two ends as instants.
  const { from, to } = studioMonthRange(query.month, studio.timeZone);
  const rows = await deps.db
    .select({ request: firingRequests, firstName: users.firstName })
    .from(firingRequests)
    .innerJoin(users, eq(users.id, firingRequests.userId))
    .where(
      and(
        eq(firingRequests.studioId, studioId),
        ne(firingRequests.status, "withdrawn"),
        gte(firingRequests.requestedAt, from),
        lt(firingRequests.requestedAt, to),
        ...(all ? [] : [eq(firingRequests.userId, userId)]),
      ),
    )
    .orderBy(asc(users.firstName), asc(firingRequests.userId), asc(firingRequests.requestedAt), asc(firingRequests.id));

  const grand: Totals = new Map();
  const members = new Map<number, { memberId: number; firstName: string; requests: FeeStatement["members"][number]["requests"]; totals: Totals }>();
  for (const { request: r, firstName } of rows) {
    let member = members.get(r.userId);
    if (!member) {
      member = { memberId: r.userId, firstName, requests: [], totals: new Map() };
      members.set(r.userId, member);
    }
    const cents = toCents(r.fee);
    add(member.totals, r.currency, cents);
    add(grand, r.currency, cents);
    member.requests.push({
      id: r.id,
      requestedAt: r.requestedAt.toISOString(),
      pieceCode: r.pieceCode,
      pieceName: r.pieceName,
      kind: r.kind,
      targetCone: r.targetCone,
      fee: fromCents(cents),
      currency: r.currency,
      status: r.status,
    });
  }
  return {
    studioId: studio.id,
    studioName: studio.name,
    month: query.month,
    timeZone: studio.timeZone,
    currency: studio.currency,
    scope: all ? "all" : "own",
    members: [...members.values()].map((m) => ({ ...m, totals: listTotals(m.totals) })),
    totals: listTotals(grand),
  };
}

/** The statement as CSV: one row per piece, then each member's total, then the studio's (one per currency). */
export async function feeStatementCsv(deps: AppDeps, userId: number, studioId: number, query: FeesQuery): Promise<{ fileName: string; csv: string }> {
  const s = await feeStatement(deps, userId, studioId, query);
  const rows: (string | number | null)[][] = [[...T.csvHeader]];
  for (const m of s.members) {
    for (const r of m.requests) {
      // The day on the studio's calendar, the one that put the piece in this month.
      const day = studioDay(new Date(r.requestedAt), s.timeZone);
      rows.push([s.month, m.memberId, m.firstName, day, r.pieceCode, r.pieceName, T.kinds[r.kind] ?? r.kind, r.targetCone, T.status[r.status] ?? r.status, r.fee, r.currency]);
    }
    for (const t of m.totals) rows.push([s.month, m.memberId, m.firstName, null, null, null, null, null, T.csvMemberTotal, t.amount, t.currency]);
  }
  for (const t of s.totals) rows.push([s.month, null, null, null, null, null, null, null, T.csvGrandTotal, t.amount, t.currency]);
  return { fileName: feesFileName(s.studioName, s.month), csv: csvText(rows) };
}

/** One charge of a studio statement for a piece: the fee as the statement shows it ("4.50"), in its own currency. */
export interface PieceStudioFee {
  studioName: string;
  kind: string;
  fee: string;
  currency: string;
}

/**
 * What the studios' statements charge the potter for one of their pieces: every request of it not withdrawn, at the
 * fee fixed when it was sent (the statement's rule above). The business side's cost of a piece reads it
 * (product.md#r269).
 */
export async function pieceStudioFees(db: DbOrTx, userId: number, pieceId: number): Promise<PieceStudioFee[]> {
  const rows = await db
    .select({ studioName: studios.name, kind: firingRequests.kind, fee: firingRequests.fee, currency: firingRequests.currency })
    .from(firingRequests)
    .innerJoin(studios, eq(studios.id, firingRequests.studioId))
    .where(and(eq(firingRequests.userId, userId), eq(firingRequests.pieceId, pieceId), ne(firingRequests.status, "withdrawn")))
    .orderBy(asc(firingRequests.requestedAt), asc(firingRequests.id));
  return rows.map((r) => ({ ...r, fee: fromCents(toCents(r.fee)) }));
}
