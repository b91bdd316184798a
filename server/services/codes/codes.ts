/**
 * Short codes (docs/decisions/0146-short-codes.md). A code is handed out in the transaction that creates
 * its record, from a per-potter counter that only goes up: a deleted record's code is never given again, and two
 * creates at once never get the same one (the counter row is updated in place, so the second waits for the first).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { canonicalCode, formatCode, parseCode, YEARLY, type CodeKind } from "../../../contract/codes/rules";
import type { CodeTarget } from "../../../contract/codes/schemas";
import { CODE_TEXTS } from "../../../contract/codes/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { codeCounters, firings, glazes, pieces, testTiles } from "../../db/schema";
import { AppError } from "../../errors";

const TABLES = { piece: pieces, surface: glazes, firing: firings, tile: testTiles } as const;

/** The next code of a kind for the potter, taken for good. `at` is the record's creation time (its year counts). */
export async function nextCode(tx: DbOrTx, userId: number, kind: CodeKind, at: Date): Promise<string> {
  const year = YEARLY[kind] ? at.getUTCFullYear() : 0;
  const [row] = await tx
    .insert(codeCounters)
    .values({ userId, kind, year, next: 2 })
    .onConflictDoUpdate({ target: [codeCounters.userId, codeCounters.kind, codeCounters.year], set: { next: sql`${codeCounters.next} + 1` } })
    .returning({ next: codeCounters.next });
  return formatCode(kind, year, row!.next - 1);
}

/**
 * The next codes for records created at the given times, taken for good with one counter update per year (an
 * import's batch, docs/decisions/0171-import-batches.md): the answer is in the order of `at`.
 */
export async function takeCodes(tx: DbOrTx, userId: number, kind: CodeKind, at: readonly Date[]): Promise<string[]> {
  const years = at.map((d) => (YEARLY[kind] ? d.getUTCFullYear() : 0));
  const wanted = new Map<number, number>();
  for (const year of years) wanted.set(year, (wanted.get(year) ?? 0) + 1);
  const first = new Map<number, number>();
  for (const [year, n] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const [row] = await tx
      .insert(codeCounters)
      .values({ userId, kind, year, next: n + 1 })
      .onConflictDoUpdate({ target: [codeCounters.userId, codeCounters.kind, codeCounters.year], set: { next: sql`${codeCounters.next} + ${n}` } })
      .returning({ next: codeCounters.next });
    first.set(year, row!.next - n);
  }
  return years.map((year) => {
    const n = first.get(year)!;
    first.set(year, n + 1);
    return formatCode(kind, year, n);
  });
}

/**
 * After records arrived with codes of their own (an import keeps them where free): the counters move past every
 * code the potter holds, so no later code repeats one.
 */
async function raiseCounters(tx: DbOrTx, userId: number): Promise<void> {
  for (const kind of Object.keys(TABLES) as CodeKind[]) {
    const table = TABLES[kind];
    const rows = await tx.select({ code: table.code }).from(table).where(eq(table.userId, userId));
    const highest = new Map<number, number>();
    for (const { code } of rows) {
      const parsed = code ? parseCode(code) : null;
      if (!parsed || parsed.kind !== kind) continue;
      highest.set(parsed.year, Math.max(highest.get(parsed.year) ?? 0, parsed.n));
    }
    for (const [year, n] of highest) {
      await tx
        .insert(codeCounters)
        .values({ userId, kind, year, next: n + 1 })
        .onConflictDoUpdate({
          target: [codeCounters.userId, codeCounters.kind, codeCounters.year],
          set: { next: sql`greatest(${codeCounters.next}, ${n + 1})` },
        });
    }
  }
}

/**
 * Gives a code to every record of the potter that has none (an import whose codes were taken, or an export from
 * before codes), in creation order, after every code the potter already holds.
 */
export async function fillMissingCodes(tx: DbOrTx, userId: number): Promise<void> {
  await raiseCounters(tx, userId);
  for (const kind of Object.keys(TABLES) as CodeKind[]) {
    const table = TABLES[kind];
    const rows = await tx
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(and(eq(table.userId, userId), isNull(table.code)))
      .orderBy(asc(table.createdAt), asc(table.id));
    for (const row of rows) {
      await tx
        .update(table)
        .set({ code: await nextCode(tx, userId, kind, row.createdAt) })
        .where(eq(table.id, row.id));
    }
  }
}

/** The potter's record a typed or scanned code names; anything else (another potter's, none, not a code) is 404. */
export async function resolveCode(deps: AppDeps, userId: number, typed: string): Promise<CodeTarget> {
  const wanted = canonicalCode(typed);
  if (!wanted) throw AppError.notFound(CODE_TEXTS.notFound);
  const table = TABLES[wanted.kind];
  const [row] = await deps.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.code, wanted.code)));
  if (!row) throw AppError.notFound(CODE_TEXTS.notFound);
  return { kind: wanted.kind, id: row.id, code: wanted.code };
}
