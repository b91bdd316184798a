/**
 * The list's per-request stage query as it was before the current stage was stored (docs/decisions/0030-pieces-list-answer.md):
 * a LATERAL pick of each piece's furthest valid entry. Kept verbatim so the consistency test can prove that the
 * stored columns give exactly what it gave (docs/decisions/0108-stored-current-stage.md).
 */
import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_LOCATION, FIRST_STAGE, type Stage } from "../../contract/stages/schemas";
import type { Db } from "../../server/db/client";
import { pieces, stageHistory } from "../../server/db/schema";

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

/** Every piece of the potter with the stage and location the old query computed, in id order. */
export async function legacyCurrentStages(db: Db, userId: number): Promise<{ id: number; stage: string; location: string }[]> {
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
      id: pieces.id,
      stage: sql<string>`coalesce(${furthest.stage}, ${FIRST_STAGE})`,
      location: sql<string>`coalesce(${furthest.location}, nullif(btrim(${pieces.studioLocation}), ''), ${DEFAULT_LOCATION})`,
    })
    .from(pieces)
    .leftJoinLateral(furthest, sql`true`)
    .where(eq(pieces.userId, userId))
    .orderBy(asc(pieces.id));
}
