/**
 * A firing log that names its piece only by name (The Potter's Mud Room) and was imported before its pieces
 * (docs/decisions/0246-firing-logs-linked-later.md): the log import remembers the name it could not link, tagged with
 * its job like every record it made; a later import of pieces links each such log whose name is now exactly one of
 * the potter's pieces, a piece made by that later import, in the batch that stores the piece (so a failed import
 * removes the link with its pieces, and a dry run counts it).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { firingPieces, firings, importSources, pieces } from "../../db/schema";
import { remember, type ForeignRun, type Tally } from "./import-foreign-run";

/** The import_sources kind of a log's piece name not linked yet: source id "<log's source id>\n<name>", target the firing. */
export const WAITING_LOG_KIND = "firingLogPiece";

const key = (name: string) => name.trim().toLowerCase();

/** In the log import's batch: the names its firings could not link to one piece, to be linked by a later import. */
export async function rememberWaitingLogs(run: ForeignRun, tx: Tx, waiting: { logSourceId: string; name: string; firingId: number }[]): Promise<void> {
  await remember(run, tx, WAITING_LOG_KIND, waiting.map((w): [string, number] => [`${w.logSourceId}\n${w.name}`, w.firingId]));
}

/** The potter's logs waiting for a piece, by the name they give (trimmed, any case) → their firings. */
export async function waitingLogs(run: ForeignRun): Promise<Map<string, number[]>> {
  const rows = await run.deps.db
    .select({ sourceId: importSources.sourceId, targetId: importSources.targetId })
    .from(importSources)
    .where(and(eq(importSources.userId, run.userId), eq(importSources.kind, WAITING_LOG_KIND)));
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    const name = key(row.sourceId.slice(row.sourceId.indexOf("\n") + 1));
    byName.set(name, [...(byName.get(name) ?? []), Number(row.targetId)]);
  }
  return byName;
}

/**
 * In the batch that stored `made` (new pieces, by name and id): links each waiting log naming one of them, when that
 * name is exactly one of the potter's pieces and the log's firing has no piece yet. The outcome is pending: the log
 * says nothing of it.
 */
export async function linkWaitingLogs(run: ForeignRun, tx: Tx, waiting: Map<string, number[]>, made: { name: string; id: number }[], local: Tally): Promise<void> {
  if (waiting.size === 0) return;
  const named = made.filter((p) => waiting.has(key(p.name)));
  if (named.length === 0) return;
  const names = [...new Set(named.map((p) => key(p.name)))];
  const counts = await tx
    .select({ name: sql<string>`lower(btrim(${pieces.name}))`, n: sql<number>`count(*)::int` })
    .from(pieces)
    .where(and(eq(pieces.userId, run.userId), inArray(sql`lower(btrim(${pieces.name}))`, names)))
    .groupBy(sql`lower(btrim(${pieces.name}))`);
  const one = new Set(counts.filter((c) => Number(c.n) === 1).map((c) => c.name));
  const firingIds = [...new Set(named.filter((p) => one.has(key(p.name))).flatMap((p) => waiting.get(key(p.name))!))];
  if (firingIds.length === 0) return;
  // Only the potter's firings that still exist and have no piece: a log names one piece, and the potter may have added it by hand.
  const open = await tx
    .select({ id: firings.id })
    .from(firings)
    .where(and(eq(firings.userId, run.userId), inArray(firings.id, firingIds), sql`not exists (select 1 from ${firingPieces} where ${firingPieces.firingId} = ${firings.id})`));
  const openIds = new Set(open.map((f) => f.id));
  const links = named
    .filter((p) => one.has(key(p.name)))
    .flatMap((p) => waiting.get(key(p.name))!.filter((firingId) => openIds.has(firingId)).map((firingId) => ({ userId: run.userId, firingId, pieceId: p.id, outcome: "pending", note: null })));
  if (links.length === 0) return;
  await tx.insert(firingPieces).values(links);
  local.add("firingPieces", links.length);
}
