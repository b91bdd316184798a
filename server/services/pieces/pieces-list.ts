/**
 * product.md#r19: GET /api/pieces in one prepared statement whose cost does not grow with the studio
 * (docs/decisions/0108-stored-current-stage.md). The page of ids is cut from pieces_user_created_idx, only those
 * rows are read, each carries its stored current stage and location, and the totals come from piece_stage_counts.
 */
import type { PiecePage, StageCounts } from "../../../contract/pieces/schemas";
import { STAGES, type Stage } from "../../../contract/stages/schemas";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { countsText, pageEntries } from "./pieces-page-rows";

/** Every board stage, zero when the potter has none there, in board order. */
function stageCountsOf(json: string): StageCounts {
  const stored = JSON.parse(json) as Partial<Record<Stage, number>>;
  return Object.fromEntries(STAGES.map((stage) => [stage, stored[stage] ?? 0])) as StageCounts;
}

export async function listPieces(db: Db, userId: number, page: number, limit: number, stage?: Stage): Promise<PiecePage> {
  const offset = (page - 1) * limit;
  const statements = prepared(db);
  const query = stage ? statements.piecesPageOfStage : statements.piecesPage;
  const rows = stage
    ? await statements.piecesPageOfStage.execute({ userId, stage, limit, offset })
    : await statements.piecesPage.execute({ userId, limit, offset });
  const stageCounts = stageCountsOf(countsText(query.positions, rows));
  // With a stage, the pages are that stage's; the totals per stage stay the potter's whole studio.
  const total = stage ? stageCounts[stage] : STAGES.reduce((sum, s) => sum + stageCounts[s], 0);
  // The rows become the answer's pieces in one pass (pieces-page-rows.ts); the totals row comes alone when the page
  // is past the last piece.
  const data = pageEntries(query.positions, rows);
  return { data, pagination: { total, totalPages: Math.ceil(total / limit), page, limit }, stageCounts };
}
