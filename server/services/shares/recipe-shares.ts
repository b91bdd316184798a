/**
 * A recipe's public link (product.md#r286, docs/decisions/0322-recipe-photos-and-share-link.md), made like a piece's
 * (docs/decisions/0111-share-links.md): one per recipe, a 256-bit token, revoked by deleting the row. The public view
 * carries the recipe itself (name, kind, cone, lines as % of 100, additions, chemistry, photos) and nothing of the
 * potter: never notes, source, versions, mix logs, outcomes, surfaces or a name.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { OxideKey } from "../../../contract/glaze-lab/chemistry";
import { EXPANSION_COEFFICIENT_SET } from "../../../contract/glaze-lab/chemistry";
import type { RecipeKind } from "../../../contract/glaze-lab/rules";
import type { CreateRecipeShareBody, RecipeShare, RecipeShareState } from "../../../contract/shares/recipe-schemas";
import { RECIPE_SHARE_TEXTS } from "../../../contract/shares/recipe-texts";
import { recipeSharePagePath, SHARE_TOKEN_BYTES, SHARE_TOKEN_PATTERN } from "../../../contract/shares/rules";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { recipeShares, recipes } from "../../db/schema";
import { AppError } from "../../errors";
import { loadLibrary } from "../glaze-lab/material-library";
import { findRecipe } from "../glaze-lab/recipes";
import { analyse, answerLines } from "../glaze-lab/recipe-lines";
import { photoFiles } from "./shares";

type ShareRow = typeof recipeShares.$inferSelect;

/** The potter's own recipe, as the lab finds it: a studio's recipe they hold is not theirs to share (decision 0325). */
const ownedRecipe = (db: DbOrTx, userId: number, id: number, forUpdate = false) => findRecipe(db, userId, id, forUpdate);

function toShareDto(deps: AppDeps, row: ShareRow): RecipeShare {
  return { url: `${deps.config.appUrl}${recipeSharePagePath(row.token)}`, token: row.token, createdAt: row.createdAt.toISOString() };
}

async function shareOf(db: DbOrTx, userId: number, recipeId: number): Promise<ShareRow | null> {
  const rows = await db
    .select()
    .from(recipeShares)
    .where(and(eq(recipeShares.recipeId, recipeId), eq(recipeShares.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function getRecipeShare(deps: AppDeps, userId: number, recipeId: number): Promise<RecipeShareState> {
  await ownedRecipe(deps.db, userId, recipeId);
  const row = await shareOf(deps.db, userId, recipeId);
  return { share: row ? toShareDto(deps, row) : null };
}

/** Shares the recipe, or answers its existing link (a double tap makes one link, not two). */
export async function shareRecipe(deps: AppDeps, userId: number, recipeId: number, _body: CreateRecipeShareBody): Promise<RecipeShare> {
  return deps.db.transaction(async (tx) => {
    // The recipe row is locked so two taps at once cannot both insert.
    await ownedRecipe(tx, userId, recipeId, true);
    const existing = await shareOf(tx, userId, recipeId);
    if (existing) return toShareDto(deps, existing);
    const token = randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
    const [row] = await tx.insert(recipeShares).values({ userId, recipeId, token, createdAt: deps.now() }).returning();
    return toShareDto(deps, row!);
  });
}

export async function revokeRecipeShare(deps: AppDeps, userId: number, recipeId: number): Promise<void> {
  await ownedRecipe(deps.db, userId, recipeId);
  const gone = await deps.db
    .delete(recipeShares)
    .where(and(eq(recipeShares.recipeId, recipeId), eq(recipeShares.userId, userId)))
    .returning({ id: recipeShares.id });
  if (gone.length === 0) throw AppError.notFound(RECIPE_SHARE_TEXTS.notShared);
}

export interface SharedRecipeLine {
  name: string;
  /** % of the base (base lines add up to 100); an addition's % on top. */
  percent: number;
}

/** What the public page shows. Photos are stored file names, for the server only: the page shows them by number. */
export interface SharedRecipe {
  token: string;
  name: string;
  kind: RecipeKind;
  cone: string | null;
  coneHigh: string | null;
  atmosphere: string | null;
  surface: string | null;
  base: SharedRecipeLine[];
  additions: SharedRecipeLine[];
  umf: { oxide: OxideKey; value: number }[];
  siAl: number | null;
  expansion: number | null;
  expansionSet: string;
  photos: string[];
}

/** Only the photos of the shared recipe behind a token, for its photo requests: no chemistry worked out. */
export async function findSharedRecipePhotos(deps: AppDeps, token: string): Promise<{ photos: string[] } | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const rows = await deps.db
    .select({ imageUrls: recipes.imageUrls })
    .from(recipeShares)
    .innerJoin(recipes, eq(recipes.id, recipeShares.recipeId))
    .where(eq(recipeShares.token, token))
    .limit(1);
  return rows[0] ? { photos: photoFiles(rows[0].imageUrls) } : null;
}

/** The shared recipe behind a token, or null (unknown, malformed or revoked). */
export async function findSharedRecipe(deps: AppDeps, token: string): Promise<SharedRecipe | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const rows = await deps.db
    .select({ recipe: recipes })
    .from(recipeShares)
    .innerJoin(recipes, eq(recipes.id, recipeShares.recipeId))
    .where(eq(recipeShares.token, token))
    .limit(1);
  const recipe = rows[0]?.recipe;
  // A recipe held by nobody (a deleted studio's, decision 0325) has no library to read its lines against.
  if (!recipe || recipe.userId === null) return null;
  // The owner's library names the lines and works out the chemistry, exactly as the owner's page shows them.
  const library = await loadLibrary(deps.db, recipe.userId);
  const lines = answerLines(recipe.lines, library);
  const analysis = analyse(recipe.lines, library, recipe.cone);
  const line = (l: (typeof lines)[number]): SharedRecipeLine => ({ name: l.materialName, percent: l.percent });
  return {
    token,
    name: recipe.name,
    kind: recipe.kind as RecipeKind,
    cone: recipe.cone,
    coneHigh: recipe.coneHigh,
    atmosphere: recipe.atmosphere,
    surface: recipe.surface,
    base: lines.filter((l) => !l.addition).map(line),
    additions: lines.filter((l) => l.addition).map(line),
    umf: Object.entries(analysis.umf)
      .filter(([, v]) => v !== undefined && v > 0)
      .map(([oxide, value]) => ({ oxide: oxide as OxideKey, value: value! })),
    siAl: analysis.siAl,
    expansion: analysis.expansion,
    expansionSet: EXPANSION_COEFFICIENT_SET,
    photos: photoFiles(recipe.imageUrls),
  };
}
