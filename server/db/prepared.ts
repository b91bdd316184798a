/**
 * The hot queries, prepared once per database (docs/decisions/0107-request-path-and-prepared-statements.md): building
 * a Drizzle query costs more than running it on a small table, and every signed-in request pays the session lookup.
 * Each statement is also prepared in the database under its name: on PostgreSQL by node-postgres, once per pooled
 * connection; on PGlite by pglite-statements.ts, once (docs/decisions/0285-pglite-named-statements.md). Values go in
 * through placeholders; timestamps as ISO strings, which both drivers pass through unchanged.
 */
import { PGlite } from "@electric-sql/pglite";
import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "./client";
import { pieceColumns } from "./piece-columns";
import { runNamed } from "./pglite-statements";
import { readByPosition, withCompiledMapper, type ColumnPositions } from "./row-mapper";
import {
  decorationLayers,
  glazes,
  inspirations,
  pieceStageCounts,
  pieces,
  refreshTokens,
  sessions,
  stageHistory,
  users,
} from "./schema";

const p = sql.placeholder;

/** A prepared select answered as the driver's rows, with where each column sits (row-mapper.ts readByPosition). */
export type ByPosition<Q extends { execute: (values?: never) => unknown }> = Omit<Q, "execute"> & {
  execute(values: Parameters<Q["execute"]>[0]): Promise<unknown[][]>;
  positions: ColumnPositions;
};

function byPosition<Q extends { execute: (values?: never) => unknown }>(query: Q): ByPosition<Q> {
  return Object.assign(query, { positions: readByPosition(query) }) as unknown as ByPosition<Q>;
}

/**
 * The index is (user_id, created_at DESC NULLS LAST, id DESC NULLS LAST); a plain DESC means NULLS FIRST and
 * would not match it, so the order is spelled out (the columns are NOT NULL, the result is the same).
 */
const newestFirst = [sql`${pieces.createdAt} desc nulls last`, sql`${pieces.id} desc nulls last`];

function build(db: Db) {
  /** The potter's totals per stage, as one JSON object (docs/decisions/0108-stored-current-stage.md). */
  const totals = db
    .select({
      counts: sql<string>`coalesce(json_object_agg(${pieceStageCounts.stage}, ${pieceStageCounts.count}), '{}')::text`.as("counts"),
    })
    .from(pieceStageCounts)
    .where(eq(pieceStageCounts.userId, p("userId")))
    .as("totals");
  /** The page's ids, cut from pieces_user_created_idx alone (index-only); only these rows are read from the table. */
  const pageIds = db
    .select({ id: pieces.id, createdAt: pieces.createdAt })
    .from(pieces)
    // Lost and reclaimed pieces are in no stage group (product.md#r180); the index holds only the others.
    .where(and(eq(pieces.userId, p("userId")), isNull(pieces.fate)))
    .orderBy(...newestFirst)
    .limit(p("limit"))
    .offset(p("offset"))
    .as("page_ids");
  /** The same page within one current stage, cut from pieces_user_stage_created_idx. */
  const stagePageIds = db
    .select({ id: pieces.id, createdAt: pieces.createdAt })
    .from(pieces)
    .where(and(eq(pieces.userId, p("userId")), eq(pieces.currentStage, p("stage")), isNull(pieces.fate)))
    .orderBy(...newestFirst)
    .limit(p("limit"))
    .offset(p("offset"))
    .as("page_ids");

  /** The list's statement over one cut of the page's ids (all of a potter's pieces, or one stage's). */
  const page = (ids: typeof pageIds, name: string) =>
    byPosition(
      db
        .select({
          counts: totals.counts,
          piece: pieceColumns,
          lastImage: sql<string | null>`${pieces.imageUrls}[array_length(${pieces.imageUrls}, 1)]`,
        })
        .from(totals)
        .leftJoin(ids, sql`true`)
        .leftJoin(pieces, eq(pieces.id, ids.id))
        .orderBy(desc(ids.createdAt), desc(ids.id))
        .prepare(name),
    );

  return {
    /** A web session by its token's hash, unexpired, with its user. */
    sessionByToken: db
      .select({ user: users, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, p("id")), gt(sessions.expiresAt, p("now"))))
      .limit(1)
      .prepare("session_by_token"),

    /** A native access token's user, and whether its refresh-token family is still live. */
    userWithFamily: db
      .select({
        user: users,
        live: sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
          eq(refreshTokens.familyId, p("familyId")),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        )})`,
      })
      .from(users)
      .where(eq(users.id, p("userId")))
      .limit(1)
      .prepare("user_with_family"),

    /**
     * One page of the list with the potter's totals, in one statement: the totals row is always there, so a page
     * past the last still answers them; the stored current stage needs no stage history (product.md#r19). Read by
     * position: the list builds its answer from the rows in one pass (services/pieces/pieces-page-rows.ts).
     */
    piecesPage: page(pageIds, "pieces_page"),

    /**
     * piecesPage for one current stage (docs/decisions/0133-stage-totals.md): every piece of a stage, without paging
     * through the rest.
     */
    piecesPageOfStage: page(stagePageIds, "pieces_page_of_stage"),

    piece: db
      .select()
      .from(pieces)
      .where(and(eq(pieces.id, p("id")), eq(pieces.userId, p("userId"))))
      .limit(1)
      .prepare("piece_by_id"),

    /** A piece's entries in the order they happened; no row at all when the piece is not the potter's. */
    pieceStages: db
      .select({ entry: stageHistory })
      .from(pieces)
      .leftJoin(stageHistory, and(eq(stageHistory.pieceId, pieces.id), eq(stageHistory.userId, pieces.userId)))
      .where(and(eq(pieces.id, p("pieceId")), eq(pieces.userId, p("userId"))))
      .orderBy(asc(stageHistory.date), asc(stageHistory.id))
      .prepare("piece_stages"),

    /** A piece's layers in their order; no row at all when the piece is not the potter's. */
    pieceLayers: db
      .select({ layer: decorationLayers })
      .from(pieces)
      .leftJoin(decorationLayers, and(eq(decorationLayers.pieceId, pieces.id), eq(decorationLayers.userId, pieces.userId)))
      .where(and(eq(pieces.id, p("pieceId")), eq(pieces.userId, p("userId"))))
      .orderBy(asc(decorationLayers.orderIndex), asc(decorationLayers.id))
      .prepare("piece_layers"),

    /**
     * The library (surface treatments and combinations), cut in SQL in a case-insensitive name order. A studio's
     * shelf is not the potter's library, even the surfaces they put on it (docs/decisions/0237-studio-glaze-shelf.md).
     */
    glazes: db
      .select()
      .from(glazes)
      .where(and(eq(glazes.userId, p("userId")), isNull(glazes.studioId)))
      .orderBy(sql`lower(${glazes.name})`, asc(glazes.id))
      .limit(p("limit"))
      .prepare("glazes_list"),

    inspirations: db
      .select()
      .from(inspirations)
      .where(eq(inspirations.userId, p("userId")))
      .orderBy(desc(inspirations.createdAt), desc(inspirations.id))
      .prepare("inspirations_list"),
  };
}

type PreparedQueries = ReturnType<typeof build>;

/** What Drizzle's PGlite driver keeps on a prepared query and hands the client on every run. */
interface PglitePrepared {
  client: { query(text: string, params: unknown[], options?: { rowMode?: string }): Promise<unknown> };
}

/**
 * On PGlite a prepared query runs as a named statement of the engine: Drizzle hands its client the same text and
 * values on every run, and this client runs them under the query's name instead of through `query()`.
 */
function asNamedStatement(query: unknown, client: PGlite, name: string): void {
  const target = query as PglitePrepared;
  const drizzleClient = target.client;
  target.client = {
    query: (text, params, options) =>
      options?.rowMode === "array" ? runNamed(client, name, text, params) : drizzleClient.query(text, params, options),
  };
}

const byDatabase = new WeakMap<Db, PreparedQueries>();

/** The prepared queries of a database, built on first use. Run them on the database itself, not inside a transaction. */
export function prepared(db: Db): PreparedQueries {
  let queries = byDatabase.get(db);
  if (!queries) {
    queries = build(db);
    const pglite = (db as { $client?: unknown }).$client;
    for (const [name, query] of Object.entries(queries)) {
      // Rows are mapped by a mapper compiled per statement rather than Drizzle's generic walk (row-mapper.ts).
      withCompiledMapper(query);
      if (pglite instanceof PGlite) asNamedStatement(query, pglite, name);
    }
    byDatabase.set(db, queries);
  }
  return queries;
}
