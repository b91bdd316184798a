/**
 * What each version of a recipe did (product.md#r262): the potter's test tiles and pieces that wore it, through a
 * surface carrying it or a blend's tile, each with what came out of the kiln. Tiles say it with their defects, pieces
 * with their firings' outcomes and their fate; the words are the recipe page's (RECIPE_RESULTS).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { RECIPE_RESULTS, type RecipeResult } from "../../../contract/glaze-lab/rules";
import type { RecipeOutcomes } from "../../../contract/glaze-lab/lab-schemas";
import type { AppDeps } from "../../context";
import { decorationLayers, firingPieces, firings, glazes, pieces, recipeTiles, recipeVersions, testTiles } from "../../db/schema";
import { findRecipe } from "./recipes";
import { surfacesOf, versionAt } from "./recipe-usage";

type Version = RecipeOutcomes["versions"][number];

const TILE_DEFECT_RESULTS: Record<string, RecipeResult> = { Crawling: "crawled", Crazing: "crazed", Running: "ran", Shivering: "shivered" };
const FIRING_RESULTS: Record<string, RecipeResult> = { survived: "survived", crawled: "crawled" };

const inOrder = (results: Set<RecipeResult>) => RECIPE_RESULTS.filter((r) => results.has(r));

function tileResults(defects: readonly string[]): RecipeResult[] {
  if (defects.length === 0) return ["survived"];
  return inOrder(new Set(defects.map((d) => TILE_DEFECT_RESULTS[d] ?? "other defect")));
}

function pieceResults(outcomes: readonly string[], fate: string | null): RecipeResult[] {
  const results = new Set<RecipeResult>();
  for (const o of outcomes) if (o !== "pending") results.add(FIRING_RESULTS[o] ?? "other defect");
  if (fate === "lost") results.add("lost");
  // A piece that came out well once and was lost later is counted by what happened to it, not as a survivor too.
  if (results.size > 1) results.delete("survived");
  return inOrder(results);
}

export async function recipeOutcomes(deps: AppDeps, userId: number, id: number): Promise<RecipeOutcomes> {
  await findRecipe(deps.db, userId, id);
  const db = deps.db;
  const surfaces = surfacesOf(id);
  const versions = await db
    .select({ version: recipeVersions.version, createdAt: recipeVersions.createdAt })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, id))
    .orderBy(asc(recipeVersions.version));
  const tileColumns = {
    id: testTiles.id,
    code: testTiles.code,
    label: testTiles.materialLabel,
    clayBody: testTiles.clayBody,
    cone: testTiles.cone,
    firedOn: testTiles.firedOn,
    rating: testTiles.rating,
    defects: testTiles.defects,
    createdAt: testTiles.createdAt,
  };
  const [blendTiles, surfaceTiles, layers] = await Promise.all([
    db
      .select({ ...tileColumns, version: recipeTiles.version })
      .from(recipeTiles)
      .innerJoin(testTiles, eq(testTiles.id, recipeTiles.tileId))
      .where(and(eq(recipeTiles.recipeId, id), eq(recipeTiles.userId, userId))),
    db
      .select(tileColumns)
      .from(testTiles)
      .where(and(eq(testTiles.userId, userId), sql`${testTiles.glazeId} in ${surfaces}`)),
    db
      .select({
        pieceId: pieces.id,
        code: pieces.code,
        name: pieces.name,
        fate: pieces.fate,
        fateCause: pieces.fateCause,
        glazeId: glazes.id,
        glazeName: glazes.name,
        layerAt: decorationLayers.createdAt,
      })
      .from(decorationLayers)
      .innerJoin(pieces, eq(pieces.id, decorationLayers.pieceId))
      .innerJoin(glazes, eq(glazes.id, decorationLayers.glazeId))
      .where(and(eq(pieces.userId, userId), sql`${decorationLayers.glazeId} in ${surfaces}`))
      .orderBy(asc(decorationLayers.createdAt), asc(decorationLayers.id)),
  ]);
  const pieceIds = [...new Set(layers.map((l) => l.pieceId))];
  const fired = pieceIds.length
    ? await db
        .select({ pieceId: firingPieces.pieceId, firingId: firingPieces.firingId, outcome: firingPieces.outcome, finishedAt: firings.finishedAt })
        .from(firingPieces)
        .innerJoin(firings, eq(firings.id, firingPieces.firingId))
        .where(and(inArray(firingPieces.pieceId, pieceIds), eq(firingPieces.userId, userId)))
        .orderBy(asc(firingPieces.id))
    : [];

  const byVersion = new Map<number, Version>(
    versions.map((v) => [v.version, { version: v.version, createdAt: v.createdAt.toISOString(), tiles: [], pieces: [], counts: emptyCounts() }]),
  );
  const seenTiles = new Set<number>();
  const addTile = (t: (typeof surfaceTiles)[number], version: number) => {
    if (seenTiles.has(t.id)) return;
    seenTiles.add(t.id);
    const results = tileResults(t.defects);
    const v = byVersion.get(version);
    if (!v) return;
    v.tiles.push({ id: t.id, code: t.code, label: t.label, clayBody: t.clayBody, cone: t.cone, firedOn: t.firedOn, rating: t.rating, defects: t.defects, results });
    for (const r of results) v.counts[r] += 1;
  };
  for (const t of blendTiles) addTile(t, t.version);
  for (const t of surfaceTiles) addTile(t, versionAt(versions, t.createdAt));

  const seenPieces = new Set<number>();
  for (const l of layers) {
    if (seenPieces.has(l.pieceId)) continue;
    seenPieces.add(l.pieceId);
    const v = byVersion.get(versionAt(versions, l.layerAt));
    if (!v) continue;
    const own = fired.filter((f) => f.pieceId === l.pieceId);
    const results = pieceResults(own.map((f) => f.outcome), l.fate);
    v.pieces.push({
      id: l.pieceId,
      code: l.code,
      name: l.name,
      glazeId: l.glazeId,
      glazeName: l.glazeName,
      firings: own.map((f) => ({ firingId: f.firingId, outcome: f.outcome, firedAt: f.finishedAt?.toISOString() ?? null })),
      fate: l.fate,
      fateCause: l.fateCause,
      results,
    });
    for (const r of results) v.counts[r] += 1;
  }
  return { versions: [...byVersion.values()].reverse() };
}

function emptyCounts(): Record<RecipeResult, number> {
  return Object.fromEntries(RECIPE_RESULTS.map((r) => [r, 0])) as Record<RecipeResult, number>;
}
