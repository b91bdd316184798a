/**
 * The list's pieces built straight from the prepared statement's rows, in one pass
 * (docs/decisions/0330-list-answer-in-one-pass.md): each entry is one object literal with every field of
 * `toPieceDto` in its order, then the list's own three, decoded by the columns' own Drizzle decoders. Mapping the rows
 * to Drizzle's objects first and then copying them into the answer built 20 objects of 30 keys added one by one (which
 * V8 keeps as slow dictionaries) and copied each again by spread; the page's time went mostly to that and its garbage.
 * pieces-page-rows.test.ts checks the entries equal the two-step mapping, key order included.
 */
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { Fate, FateCause, PiecePage, PieceType } from "../../../contract/pieces/schemas";
import type { Stage } from "../../../contract/stages/schemas";
import { decodeAt, type ColumnPositions } from "../../db/row-mapper";

type Entry = PiecePage["data"][number];

/** The positions the entries read, worked out once per statement into an object of one shape. */
function positionsOf(positions: ColumnPositions) {
  const of = (path: string) => {
    const i = positions.at[path];
    if (i === undefined) throw new Error(`the list's statement has no column ${path}`);
    return i;
  };
  const piece = (column: string) => of(`piece.${column}`);
  return {
    counts: of("counts"),
    lastImage: of("lastImage"),
    /** The first of the piece's columns: null when the row is the totals alone (a page past the last piece). */
    first: Math.min(...Object.entries(positions.at).filter(([path]) => path.startsWith("piece.")).map(([, i]) => i)),
    id: piece("id"),
    userId: piece("userId"),
    code: piece("code"),
    name: piece("name"),
    type: piece("type"),
    clayBody: piece("clayBody"),
    imageUrls: piece("imageUrls"),
    isMultiPart: piece("isMultiPart"),
    studioLocation: piece("studioLocation"),
    status: piece("status"),
    currentPhase: piece("currentPhase"),
    glazeIds: piece("glazeIds"),
    inspirationIds: piece("inspirationIds"),
    tags: piece("tags"),
    notes: piece("notes"),
    surfaceTreatmentNotes: piece("surfaceTreatmentNotes"),
    clayWeight: piece("clayWeight"),
    height: piece("height"),
    width: piece("width"),
    depth: piece("depth"),
    firingMethod: piece("firingMethod"),
    decoratingTechniques: piece("decoratingTechniques"),
    fate: piece("fate"),
    fateCause: piece("fateCause"),
    fateNote: piece("fateNote"),
    fateAt: piece("fateAt"),
    fateStage: piece("fateStage"),
    fateFiringId: piece("fateFiringId"),
    createdAt: piece("createdAt"),
    updatedAt: piece("updatedAt"),
    currentStage: piece("currentStage"),
    currentLocation: piece("currentLocation"),
  };
}

const known = new WeakMap<ColumnPositions, ReturnType<typeof positionsOf>>();

function pieceAt(positions: ColumnPositions): ReturnType<typeof positionsOf> {
  let at = known.get(positions);
  if (!at) {
    at = positionsOf(positions);
    known.set(positions, at);
  }
  return at;
}

/** The totals' JSON text of a page's rows (its first row carries it; "{}" when there is none). */
export function countsText(positions: ColumnPositions, rows: unknown[][]): string {
  return rows[0] ? ((decodeAt(positions, rows[0], pieceAt(positions).counts) as string | null) ?? "{}") : "{}";
}

const num = (value: unknown): number | null => (value === null ? null : Number(value));
const iso = (value: unknown): string => (value as Date).toISOString();

/** The page's pieces in the statement's order; the totals-only row is skipped. */
export function pageEntries(positions: ColumnPositions, rows: unknown[][]): Entry[] {
  const at = pieceAt(positions);
  const entries: Entry[] = [];
  for (const row of rows) {
    if (row[at.first] === null) continue;
    const v = (i: number) => decodeAt(positions, row, i);
    const fate = v(at.fate) as Fate | null;
    const updatedAt = v(at.updatedAt);
    const currentStage = v(at.currentStage) as Stage | null;
    const lastImage = v(at.lastImage) as string | null;
    entries.push({
      id: v(at.id) as number,
      userId: v(at.userId) as number,
      code: v(at.code) as string | null,
      name: v(at.name) as string,
      type: v(at.type) as PieceType,
      clayBody: v(at.clayBody) as string,
      imageUrls: v(at.imageUrls) as string[],
      isMultiPart: v(at.isMultiPart) as boolean,
      studioLocation: v(at.studioLocation) as string | null,
      status: v(at.status) as string,
      currentPhase: v(at.currentPhase) as string,
      glazeIds: v(at.glazeIds) as number[],
      inspirationIds: v(at.inspirationIds) as number[],
      tags: v(at.tags) as string[],
      notes: v(at.notes) as string | null,
      surfaceTreatmentNotes: v(at.surfaceTreatmentNotes) as string | null,
      clayWeight: num(v(at.clayWeight)),
      height: num(v(at.height)),
      width: num(v(at.width)),
      depth: num(v(at.depth)),
      firingMethod: v(at.firingMethod) as string | null,
      decoratingTechniques: v(at.decoratingTechniques) as string[],
      // As toPieceDto (pieces-dto.ts, product.md#r180): null while the piece is in the making.
      fate: fate
        ? {
            fate,
            cause: v(at.fateCause) as FateCause | null,
            note: v(at.fateNote) as string | null,
            at: iso(v(at.fateAt) ?? updatedAt),
            stage: (v(at.fateStage) ?? currentStage ?? "Formed") as Stage,
            firingId: v(at.fateFiringId) as number | null,
          }
        : null,
      createdAt: iso(v(at.createdAt)),
      updatedAt: iso(updatedAt),
      // Null only inside the transaction that creates the piece (docs/decisions/0108-stored-current-stage.md).
      currentStage: currentStage as Stage,
      currentLocation: v(at.currentLocation) as string,
      thumbnailUrl: lastImage ? thumbnailAddress(lastImage) : null,
    });
  }
  return entries;
}
