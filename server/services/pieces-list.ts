/**
 * D19: GET /api/pieces in one round of SQL. The page of ids is cut first (index on user_id, created_at, id),
 * then only those rows are joined to pieces and to a LATERAL pick of their furthest valid stage
 * (stage_history_piece_idx), so a request never touches the rest of the user's history.
 */
import { thumbnailAddress } from "../../contract/photos/rules";
import { and, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { PiecePage } from "../../contract/pieces/schemas";
import { DEFAULT_LOCATION, FIRST_STAGE, type Stage } from "../../contract/stages/schemas";
import type { DbOrTx } from "../db/client";
import { pieces, stageHistory } from "../db/schema";

import { toPieceDto } from "./pieces-dto";

/**
 * Spec 001 §4 as SQL: the position of an entry's stage on the piece's board, case-insensitive, or NULL when the
 * stage is not on that board (Trimmed only counts for wheel pieces). Position 1..5 maps to the stage names.
 */
const stageRank = sql<number | null>`case lower(btrim(${stageHistory.stage}))
  when 'formed' then 1
  when 'trimmed' then case when lower(${pieces.type}) = 'wheel' then 2 end
  when 'bisqued' then 3
  when 'glazed' then 4
  when 'finished' then 5
end`;

const stageName = sql<Stage | null>`case ${stageRank}
  when 1 then 'Formed' when 2 then 'Trimmed' when 3 then 'Bisqued' when 4 then 'Glazed' when 5 then 'Finished'
end`;

/**
 * The index is (user_id, created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST and
 * would not match it, so the order is spelled out (the columns are NOT NULL, the result is the same).
 */
const newestFirst = [sql`${pieces.createdAt} desc nulls last`, sql`${pieces.id} desc nulls last`];

/** The query of one page, exported so the benchmark can EXPLAIN exactly what the route runs. */
export function piecesPageQuery(db: DbOrTx, userId: number, limit: number, offset: number) {
  const pageIds = db
    .select({ id: pieces.id, createdAt: pieces.createdAt })
    .from(pieces)
    .where(eq(pieces.userId, userId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .as("page_ids");

  // Furthest stage first; among repeats of that stage the latest entry decides the location.
  const furthest = db
    .select({
      stage: stageName.as("current_stage_name"),
      location: sql<string | null>`nullif(btrim(${stageHistory.location}), '')`.as("current_stage_location"),
    })
    .from(stageHistory)
    .where(and(eq(stageHistory.pieceId, pieces.id), isNotNull(stageRank)))
    .orderBy(desc(stageRank), desc(stageHistory.date), desc(stageHistory.id))
    .limit(1)
    .as("furthest");

  return db
    .select({
      piece: pieces,
      currentStage: sql<Stage>`coalesce(${furthest.stage}, ${FIRST_STAGE})`,
      currentLocation: sql<string>`coalesce(${furthest.location}, nullif(btrim(${pieces.studioLocation}), ''), ${DEFAULT_LOCATION})`,
      lastImage: sql<string | null>`${pieces.imageUrls}[array_length(${pieces.imageUrls}, 1)]`,
    })
    .from(pageIds)
    .innerJoin(pieces, eq(pieces.id, pageIds.id))
    .leftJoinLateral(furthest, sql`true`)
    .orderBy(desc(pageIds.createdAt), desc(pageIds.id));
}

/**
 * The user's piece count, read from the (user_id, created_at, id) index. The ordered inner select makes the
 * planner walk the index (index-only) even for a potter who owns most rows, where it would otherwise read the heap.
 */
export function piecesCountQuery(db: DbOrTx, userId: number) {
  const own = db
    .select({ id: pieces.id })
    .from(pieces)
    .where(eq(pieces.userId, userId))
    .orderBy(...newestFirst)
    .as("own");
  return db.select({ total: count() }).from(own);
}

export async function listPieces(db: DbOrTx, userId: number, page: number, limit: number): Promise<PiecePage> {
  const [rows, totals] = await Promise.all([
    piecesPageQuery(db, userId, limit, (page - 1) * limit),
    piecesCountQuery(db, userId),
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return {
    data: rows.map((row) => ({
      ...toPieceDto(row.piece),
      currentStage: row.currentStage,
      currentLocation: row.currentLocation,
      thumbnailUrl: row.lastImage ? thumbnailAddress(row.lastImage) : null,
    })),
    pagination: { total, totalPages: Math.ceil(total / limit), page, limit },
  };
}
