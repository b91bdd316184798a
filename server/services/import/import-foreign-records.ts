/**
 * Kilns, firings (with their pieces and outcomes) and test tiles from another app's file, in batches tagged with the
 * job (docs/decisions/0171-import-batches.md, 0211-imported-records.md). A firing points at the kiln and the pieces
 * imported from the same file; a firing log that names its piece only by name (The Potter's Mud Room) is linked when
 * exactly one of the potter's pieces has that name, and listed otherwise. A lost piece whose firing lost it gets that
 * firing on its fate, so the losses report counts it in the kiln.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { isLoss } from "../../../contract/firings/rules";
import type { Tx } from "../../db/client";
import { firingPieces, firings, kilns, pieces, testTiles } from "../../db/schema";
import { takeCodes } from "../codes/codes";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { rememberWaitingLogs } from "./import-foreign-logs";
import { inBatches, knownIds, learn, remember, type ForeignRun, type SourceIds, type Tally } from "./import-foreign-run";
import type { ImportedFiring } from "./importers/importer";
import { importedInstant } from "./imported-day";

export const RECORD_IMPORT_TEXTS = {
  noPieceOfName: "no piece of this name: the firing is kept without it",
  manyPiecesOfName: "more than one piece has this name: the firing is kept without it",
} as const;

/** The records of `all` not stored from this file before; the others are listed as already imported. */
function freshOf<T extends { sourceId: string }>(all: readonly T[], done: SourceIds, kind: string, tally: Tally): T[] {
  return all.filter((record) => {
    if (done.has(record.sourceId)) tally.skip(kind, IMPORT_TEXTS.skippedDuplicate);
    return !done.has(record.sourceId);
  });
}

export async function importKilns(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<SourceIds> {
  const ids = await knownIds(run, "kilns");
  const fresh = freshOf(run.data.kilns, ids, "kilns", tally);
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const rows = await tx
      .insert(kilns)
      .values(batch.map((k) => ({ userId: run.userId, name: k.name, type: k.type, maxCone: k.maxCone, shelves: k.shelves, notes: k.notes })))
      .returning({ id: kilns.id });
    const pairs = rows.map((row, i): [string, number] => [batch[i]!.sourceId, row.id]);
    await remember(run, tx, "kilns", pairs);
    learn(run, ids, pairs);
    local.add("kilns", rows.length);
  });
  return ids;
}

/** The potter's pieces by name (trimmed, any case) for the names given: only names that one piece has. */
async function piecesByName(run: ForeignRun, tx: Tx, names: string[], tally: Tally): Promise<Map<string, number>> {
  const wanted = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: pieces.id, name: sql<string>`lower(btrim(${pieces.name}))` })
    .from(pieces)
    .where(and(eq(pieces.userId, run.userId), sql`lower(btrim(${pieces.name})) = any(${sql`array[${sql.join(wanted.map((w) => sql`${w}`), sql`, `)}]::text[]`})`));
  const seen = new Map<string, number[]>();
  for (const row of rows) seen.set(row.name, [...(seen.get(row.name) ?? []), row.id]);
  const one = new Map<string, number>();
  for (const name of names) {
    const ids = seen.get(name.trim().toLowerCase()) ?? [];
    if (ids.length === 1) one.set(name.trim().toLowerCase(), ids[0]!);
    else tally.skip("firings", ids.length === 0 ? RECORD_IMPORT_TEXTS.noPieceOfName : RECORD_IMPORT_TEXTS.manyPiecesOfName, "Piece");
  }
  return one;
}

/** The pieces of each firing of the batch, with their ids (a piece of a rolled-back dry-run batch has none). */
async function firingPieceRows(run: ForeignRun, tx: Tx, batch: ImportedFiring[], firingIds: number[], pieceIds: SourceIds, local: Tally) {
  const named = await piecesByName(run, tx, batch.flatMap((f) => f.pieces.flatMap((p) => (p.pieceName ? [p.pieceName] : []))), local);
  const rows: { userId: number; firingId: number; pieceId: number; outcome: string; note: string | null }[] = [];
  /** Logs whose piece name is none or several of the potter's pieces yet: a later import of pieces may link them. */
  const waiting: { logSourceId: string; name: string; firingId: number }[] = [];
  let counted = 0;
  batch.forEach((firing, index) => {
    const seen = new Set<number | string>();
    for (const p of firing.pieces) {
      const id = p.pieceSourceId !== null ? pieceIds.get(p.pieceSourceId) : p.pieceName ? named.get(p.pieceName.trim().toLowerCase()) : undefined;
      if (id === undefined && p.pieceSourceId === null && p.pieceName) waiting.push({ logSourceId: firing.sourceId, name: p.pieceName, firingId: firingIds[index]! });
      if (id === undefined) continue;
      const once = id ?? `${p.pieceSourceId}`;
      if (seen.has(once)) continue;
      seen.add(once);
      counted++;
      if (id !== null) rows.push({ userId: run.userId, firingId: firingIds[index]!, pieceId: id, outcome: p.outcome, note: p.note });
    }
  });
  return { rows, counted, waiting };
}

export async function importFirings(run: ForeignRun, tally: Tally, progress: (n: number) => void, kilnIds: SourceIds, pieceIds: SourceIds): Promise<void> {
  const done = await knownIds(run, "firings");
  const fresh = freshOf(run.data.firings, done, "firings", tally);
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const whens = batch.map((firing) => importedInstant(firing.date, run.timeZone, run.deps.now()));
    const codes = await takeCodes(tx, run.userId, "firing", whens);
    const rows = await tx
      .insert(firings)
      .values(
        batch.map((firing, index) => ({
          userId: run.userId,
          kind: firing.kind,
          kilnId: firing.kilnSourceId ? (kilnIds.get(firing.kilnSourceId) ?? null) : null,
          targetCone: firing.targetCone,
          atmosphere: firing.atmosphere,
          status: firing.status,
          plannedDate: firing.date ? firing.date.slice(0, 10) : null,
          finishedAt: firing.status === "done" ? whens[index]! : null,
          statusChangedAt: whens[index]!,
          peakTemperatureC: firing.peakTemperatureC,
          holdMinutes: firing.holdMinutes,
          notes: firing.notes,
          createdAt: whens[index]!,
          code: codes[index]!,
        })),
      )
      .returning({ id: firings.id });
    await remember(run, tx, "firings", rows.map((row, index) => [batch[index]!.sourceId, row.id]));
    local.add("firings", rows.length);
    const { rows: links, counted, waiting } = await firingPieceRows(run, tx, batch, rows.map((r) => r.id), pieceIds, local);
    await rememberWaitingLogs(run, tx, waiting);
    if (links.length > 0) {
      await tx.insert(firingPieces).values(links);
      // A lost piece lost in this firing: its fate names the firing (the losses report counts it in the kiln).
      for (const link of links.filter((l) => isLoss(l.outcome as never))) {
        await tx
          .update(pieces)
          .set({ fateFiringId: link.firingId })
          .where(and(eq(pieces.id, link.pieceId), eq(pieces.fate, "lost"), isNull(pieces.fateFiringId)));
      }
    }
    local.add("firingPieces", counted);
  });
}

export async function importTestTiles(run: ForeignRun, tally: Tally, progress: (n: number) => void, glazeIds: SourceIds): Promise<void> {
  const done = await knownIds(run, "testTiles");
  const fresh = freshOf(run.data.testTiles, done, "testTiles", tally);
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const codes = await takeCodes(tx, run.userId, "tile", batch.map(() => run.deps.now()));
    const rows = await tx
      .insert(testTiles)
      .values(
        batch.map((tile, index) => {
          // The tile's glaze from the same file; a glaze of a rolled-back dry-run batch, or none, leaves the name typed.
          const glazeId = tile.glazeSourceId ? (glazeIds.get(tile.glazeSourceId) ?? null) : null;
          return {
            userId: run.userId,
            code: codes[index]!,
            glazeId,
            materialName: glazeId === null ? tile.materialLabel : null,
            materialLabel: tile.materialLabel,
            type: "Glaze",
            clayBody: tile.clayBody,
            cone: tile.cone,
            applicationMethod: tile.applicationMethod,
            thickness: tile.thickness,
            firedOn: tile.firedOn,
            kilnName: tile.kilnName,
            rating: tile.rating,
            defects: tile.defects,
            notes: tile.notes,
          };
        }),
      )
      .returning({ id: testTiles.id });
    await remember(run, tx, "testTiles", rows.map((row, index) => [batch[index]!.sourceId, row.id]));
    local.add("testTiles", rows.length);
  });
}
