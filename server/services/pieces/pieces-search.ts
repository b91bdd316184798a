/**
 * Search, filters and sort of GET /api/pieces (docs/decisions/0145-piece-search.md, product.md#r127–r129).
 * Only asked when the query has one of them: the plain list keeps its prepared statement (pieces-list.ts).
 * Every word of q must be found somewhere in the piece (AND); which pieces a word finds comes from indexes only: the
 * full-text index on the piece's own words (prefix match), pg_trgm on search_text (every field, parts of words), the
 * code (docs/decisions/0149-search-text.md) and the current names of the studio surfaces on the potter's layers
 * (docs/decisions/0254-finding-pieces-by-studio-surfaces.md). Words reach SQL only as bound parameters, with LIKE's % _ \ escaped,
 * so they are always plain text.
 */
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { canonicalCode, compactCode } from "../../../contract/codes/rules";
import { thumbnailAddress } from "../../../contract/photos/rules";
import { PIECE_MATCH_FIELDS, type PieceMatchField, type PiecePage, type PiecesQuery } from "../../../contract/pieces/schemas";
import { STAGES, type Stage } from "../../../contract/stages/schemas";
import type { Db } from "../../db/client";
import { decorationLayers, firingPieces, glazes, pieces, stageHistory } from "../../db/schema";
import { pieceColumns } from "../../db/piece-columns";
import { onMyShelf, readableGlaze } from "../studios/studio-access";
import { toPieceDto } from "./pieces-dto";

/** At most this many words count; the rest of a long query only narrows what is already narrow. */
const MAX_WORDS = 8;

/** Whether the list query asks for more than a page of the plain list. */
export function isSearch(query: PiecesQuery): boolean {
  const { page: _page, limit: _limit, stage: _stage, q, ...rest } = query;
  return Boolean(q?.trim()) || Object.values(rest).some((value) => value !== undefined);
}

function wordsOf(q: string | undefined): string[] {
  return [...new Set((q ?? "").toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
}

/** A word as the start of a code: case, dashes and LIKE's wildcards made plain. */
const codePrefixOf = (word: string) => `${compactCode(word).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const likeOf = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A prefix tsquery for a word of letters and digits only; other words are matched as typed by ILIKE alone, so
 * "a|b" or "o'neil" never turn into tsquery syntax or into two separate words.
 */
function tsQueryOf(word: string): string | null {
  return /^[\p{L}\p{N}]+$/u.test(word) ? `'${word}':*` : null;
}

/** Where one word is found, field by field (the keys of PIECE_MATCH_FIELDS, in rank order). */
function fieldConditions(userId: number, word: string): Record<PieceMatchField, SQL> {
  const like = likeOf(word);
  return {
    // A code is matched as typed without dashes or spaces, from its start (`26-00` finds 26-0018).
    code: sql`replace(${pieces.code}, '-', '') like ${codePrefixOf(word)}`,
    name: sql`lower(${pieces.name}) like ${like}`,
    clayBody: sql`${pieces.clayBody} ilike ${like}`,
    tags: sql`array_to_string(${pieces.tags}, ' ') ilike ${like}`,
    techniques: sql`array_to_string(${pieces.decoratingTechniques}, ' ') ilike ${like}`,
    notes: sql`(coalesce(${pieces.notes}, '') || ' ' || coalesce(${pieces.surfaceTreatmentNotes}, '')) ilike ${like}`,
    stageNotes: sql`exists (select 1 from ${stageHistory} where ${stageHistory.pieceId} = ${pieces.id} and ${stageHistory.userId} = ${userId} and ${stageHistory.notes} ilike ${like})`,
    // A layer's surface is named by its current name when the potter may read it: their own, or their studio's shelf.
    layers: sql`exists (select 1 from ${decorationLayers} left join ${glazes} on ${glazes.id} = ${decorationLayers.glazeId} and ${readableGlaze(userId)} where ${decorationLayers.pieceId} = ${pieces.id} and ${decorationLayers.userId} = ${userId} and (${decorationLayers.materialName} ilike ${like} or ${decorationLayers.comboName} ilike ${like} or ${glazes.name} ilike ${like}))`,
  };
}

/**
 * The potter's pieces with a layer of a studio surface they may read now whose current name has the word
 * (docs/decisions/0254-finding-pieces-by-studio-surfaces.md). search_text names only the potter's own surfaces (the
 * layer's stored name covers the rest until the staff rename it), and it cannot follow a membership: this asks the
 * privacy rule with the query. An uncorrelated array, worked out once from the potter's studios' shelves (a few rows,
 * by index) and compared to the piece's id, so the word's other conditions keep their indexes.
 */
function shelfLayerCondition(userId: number, word: string): SQL {
  return sql`${pieces.id} = any(array(select ${decorationLayers.pieceId} from ${decorationLayers} inner join ${glazes} on ${glazes.id} = ${decorationLayers.glazeId} where ${onMyShelf(userId)} and ${glazes.name} ilike ${likeOf(word)} and ${decorationLayers.userId} = ${userId}))`;
}

/**
 * Which pieces a word finds: the same set as the fields above (any of them), from indexes only. search_text holds
 * every field's text (docs/decisions/0149-search-text.md), so a part of a word is one pg_trgm lookup instead of a
 * scan of every piece, stage note and layer; the per-field conditions only say where the words were found on the page.
 */
function wordCondition(userId: number, word: string): SQL {
  const fields = [
    sql`${pieces.searchText} like ${likeOf(word)}`,
    sql`replace(${pieces.code}, '-', '') like ${codePrefixOf(word)}`,
    shelfLayerCondition(userId, word),
  ];
  const ts = tsQueryOf(word);
  if (ts) fields.unshift(sql`${pieces.searchVector} @@ ${ts}::tsquery`);
  return sql`(${sql.join(fields, sql` or `)})`;
}

/** Without `fate`, only pieces in the making; with it, the Lost & reclaimed list (product.md#r180). */
function fateCondition(fate: PiecesQuery["fate"]): SQL {
  if (fate === undefined) return sql`${pieces.fate} is null`;
  return fate === "ended" ? sql`${pieces.fate} is not null` : sql`${pieces.fate} is not null and ${pieces.fate} = ${fate}`;
}

/** The filters other than stage: the stage sections count the set these leave (product.md#r128). */
function filterConditions(userId: number, query: PiecesQuery, words: string[]): SQL[] {
  const conditions: SQL[] = [eq(pieces.userId, userId), sql`${pieces.currentStage} is not null`, fateCondition(query.fate)];
  for (const word of words) conditions.push(wordCondition(userId, word));
  if (query.method) conditions.push(eq(pieces.type, query.method));
  // Part of the name, any case ("porcelain" finds "Porcelain P10"; docs/decisions/0193-loose-filters.md).
  if (query.clayBody) conditions.push(sql`lower(${pieces.clayBody}) like ${likeOf(query.clayBody.toLowerCase())}`);
  if (query.location) conditions.push(sql`lower(${pieces.currentLocation}) like ${likeOf(query.location.toLowerCase())}`);
  // Any id is a filter over the potter's own records only: their own surface, a studio's they use (their layer keeps
  // its id, also after they leave), or one they cannot see, which finds nothing and says nothing about it (decision 0254).
  if (query.glazeId !== undefined) {
    conditions.push(
      sql`(${query.glazeId}::integer = any(${pieces.glazeIds}) or exists (select 1 from ${decorationLayers} where ${decorationLayers.pieceId} = ${pieces.id} and ${decorationLayers.userId} = ${userId} and (${decorationLayers.glazeId} = ${query.glazeId} or ${decorationLayers.comboId} = ${query.glazeId})))`,
    );
  }
  if (query.firingId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${firingPieces} where ${firingPieces.pieceId} = ${pieces.id} and ${firingPieces.userId} = ${userId} and ${firingPieces.firingId} = ${query.firingId})`,
    );
  }
  // Days are UTC days, like every date the API stores (product.md#r128).
  if (query.from) conditions.push(sql`${pieces.createdAt} >= ${query.from}::date::timestamp at time zone 'UTC'`);
  if (query.to) conditions.push(sql`${pieces.createdAt} < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  if (query.hasPhotos !== undefined) {
    const count = sql`coalesce(array_length(${pieces.imageUrls}, 1), 0)`;
    conditions.push(query.hasPhotos ? sql`${count} > 0` : sql`${count} = 0`);
  }
  if (query.minDays !== undefined) {
    conditions.push(sql`${pieces.currentStageSince} <= now() - make_interval(days => ${query.minDays}::integer)`);
  }
  return conditions;
}

function orderOf(query: PiecesQuery, words: string[]): SQL[] {
  const newest = [desc(pieces.createdAt), desc(pieces.id)];
  switch (query.sort) {
    case "oldest":
      return [asc(pieces.createdAt), asc(pieces.id)];
    case "name":
      return [sql`lower(${pieces.name}) asc`, asc(pieces.id)];
    case "changed":
      return [desc(pieces.updatedAt), desc(pieces.id)];
    case "longest":
      return [sql`${pieces.currentStageSince} asc nulls last`, asc(pieces.id)];
    case "newest":
      return newest;
    case undefined:
      break;
  }
  if (!words.length) return newest;
  // Relevance (product.md#r127): the code typed exactly, then a code starting with it, then every word in the name,
  // then some in the name, then the rest; newest within each.
  const exactCode = words.map((word) => sql`(${pieces.code} = ${canonicalCode(word)?.code ?? ""})::int`);
  const codeStart = words.map((word) => sql`(replace(${pieces.code}, '-', '') like ${codePrefixOf(word)})::int`);
  const inName = words.map((word) => sql`(lower(${pieces.name}) like ${likeOf(word)})::int`);
  const rank = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)}) desc`;
  return [rank(exactCode), rank(codeStart), rank(inName), ...newest];
}

function matchesOf(userId: number, words: string[]): SQL<string> {
  if (!words.length) return sql<string>`''`;
  const perField = PIECE_MATCH_FIELDS.map((field) => {
    const any = sql.join(
      words.map((word) => fieldConditions(userId, word)[field]),
      sql` or `,
    );
    return sql`case when ${any} then ${field} end`;
  });
  return sql<string>`concat_ws(',', ${sql.join(perField, sql`, `)})`;
}

export async function searchPieces(db: Db, userId: number, query: PiecesQuery, page: number, limit: number): Promise<PiecePage> {
  const words = wordsOf(query.q);
  const conditions = filterConditions(userId, query, words);
  const counted = await db
    .select({ stage: pieces.currentStage, count: sql<number>`count(*)::int` })
    .from(pieces)
    .where(and(...conditions))
    .groupBy(pieces.currentStage);
  const stageCounts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const row of counted) if (row.stage && row.stage in stageCounts) stageCounts[row.stage as Stage] = Number(row.count);
  const total = query.stage ? stageCounts[query.stage] : STAGES.reduce((sum, s) => sum + stageCounts[s], 0);
  const pageConditions = query.stage ? [...conditions, eq(pieces.currentStage, query.stage)] : conditions;
  // The page is cut first; where the words were found is worked out for its rows only (asked over every match, the
  // database read all stage notes and layers to answer 20 pieces).
  const pageIds = db
    .select({ id: pieces.id })
    .from(pieces)
    .where(and(...pageConditions))
    .orderBy(...orderOf(query, words))
    .limit(limit)
    .offset((page - 1) * limit)
    .as("page_ids");
  const rows = await db
    .select({
      piece: pieceColumns,
      lastImage: sql<string | null>`${pieces.imageUrls}[array_length(${pieces.imageUrls}, 1)]`,
      matches: matchesOf(userId, words),
    })
    .from(pieces)
    .innerJoin(pageIds, eq(pieces.id, pageIds.id))
    .orderBy(...orderOf(query, words));
  const data: PiecePage["data"] = rows.map(({ piece, lastImage, matches }) => ({
    ...toPieceDto(piece),
    currentStage: piece.currentStage as Stage,
    currentLocation: piece.currentLocation!,
    thumbnailUrl: lastImage ? thumbnailAddress(lastImage) : null,
    ...(words.length ? { matches: matches ? (matches.split(",") as PieceMatchField[]) : [] } : {}),
  }));
  return { data, pagination: { total, totalPages: Math.ceil(total / limit), page, limit }, stageCounts };
}
