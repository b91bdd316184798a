/**
 * Recipes (product.md#r258–r260): created, read with their analysis, changed, deleted. Changing the lines of a recipe
 * something wore makes a new version; otherwise the current version is changed in place
 * (docs/decisions/0308-recipe-versions-worn.md). Private to their owner (server/services/common/owned.ts).
 */
import { and, asc, eq } from "drizzle-orm";
import type { CreateRecipeInput, Recipe, UpdateRecipeInput } from "../../../contract/glaze-lab/schemas";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { glazes, recipes, recipeVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { findOwned } from "../common/owned";
import { attachPhotos, releasePhotos } from "../photos/photos-refs";
import { loadLibrary, type Library } from "./material-library";
import { analyse, answerLines, sameLines, toStoredLines } from "./recipe-lines";
import { recipeInUse } from "./recipe-usage";

export type RecipeRow = typeof recipes.$inferSelect;

/** A cone range runs from cooler to hotter (CONE_OPTIONS is in heat order). */
export function checkConeRange(cone: string | null, coneHigh: string | null): void {
  if (cone === null || coneHigh === null) return;
  const order = CONE_OPTIONS as readonly string[];
  if (order.indexOf(coneHigh) <= order.indexOf(cone)) throw new AppError(400, T.coneOrder, { coneHigh: T.coneOrder });
}

/** The potter's own recipe; a studio's recipe they hold is the studio's, read through its shelf (docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md). */
export async function findRecipe(db: DbOrTx, userId: number, id: number, forUpdate = false): Promise<RecipeRow> {
  const row = await findOwned(db, recipes, userId, id, { message: T.recipeNotFound, forUpdate });
  if (row.studioId !== null) throw AppError.notFound(T.recipeNotFound);
  return row;
}

export async function recipeAnswer(db: DbOrTx, userId: number, row: RecipeRow, library?: Library): Promise<Recipe> {
  const lib = library ?? (await loadLibrary(db, userId));
  const surfaces = await db
    .select({ id: glazes.id, name: glazes.name })
    .from(glazes)
    .where(and(eq(glazes.userId, userId), eq(glazes.recipeId, row.id)))
    .orderBy(asc(glazes.name), asc(glazes.id));
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Recipe["kind"],
    cone: row.cone,
    coneHigh: row.coneHigh,
    atmosphere: row.atmosphere,
    surface: row.surface,
    source: row.source,
    notes: row.notes,
    version: row.version,
    lines: answerLines(row.lines, lib),
    analysis: analyse(row.lines, lib, row.cone),
    surfaces,
    imageUrls: row.imageUrls,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Creates the recipe and its first version in one transaction; `tx` lets a blend create many at once. */
export async function insertRecipe(tx: DbOrTx, userId: number, input: CreateRecipeInput, library: Library, now: Date): Promise<RecipeRow> {
  checkConeRange(input.cone ?? null, input.coneHigh ?? null);
  const lines = toStoredLines(input.lines, library);
  const imageUrls = input.imageUrls ?? [];
  // Only the potter's own uploads, marked attached so the photos sweep keeps them (product.md#r285).
  await attachPhotos(tx, userId, imageUrls);
  const [row] = await tx
    .insert(recipes)
    .values({
      userId,
      name: input.name,
      kind: input.kind,
      cone: input.cone ?? null,
      coneHigh: input.coneHigh ?? null,
      atmosphere: input.atmosphere ?? null,
      surface: input.surface ?? null,
      source: input.source ?? null,
      notes: input.notes ?? null,
      imageUrls,
      version: 1,
      lines,
      lineCount: lines.length,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(recipeVersions).values({ userId, recipeId: row!.id, version: 1, lines, createdAt: now });
  return row!;
}

export async function createRecipe(deps: AppDeps, userId: number, input: CreateRecipeInput): Promise<Recipe> {
  return deps.db.transaction(async (tx) => {
    const library = await loadLibrary(tx, userId);
    const row = await insertRecipe(tx, userId, input, library, deps.now());
    return recipeAnswer(tx, userId, row, library);
  });
}

export async function getRecipe(deps: AppDeps, userId: number, id: number): Promise<Recipe> {
  return recipeAnswer(deps.db, userId, await findRecipe(deps.db, userId, id));
}

export async function updateRecipe(deps: AppDeps, userId: number, id: number, input: UpdateRecipeInput): Promise<Recipe> {
  let dropped: string[] = [];
  const answer = await deps.db.transaction(async (tx) => {
    const current = await findRecipe(tx, userId, id, true);
    if (input.imageUrls !== undefined) {
      await attachPhotos(
        tx,
        userId,
        input.imageUrls.filter((u) => !current.imageUrls.includes(u)),
      );
      dropped = current.imageUrls.filter((u) => !input.imageUrls!.includes(u));
    }
    checkConeRange(input.cone !== undefined ? input.cone : current.cone, input.coneHigh !== undefined ? input.coneHigh : current.coneHigh);
    const library = await loadLibrary(tx, userId);
    const now = deps.now();
    let version = current.version;
    let lines = current.lines;
    if (input.lines !== undefined) {
      const next = toStoredLines(input.lines, library);
      if (!sameLines(next, current.lines)) {
        lines = next;
        if (await recipeInUse(tx, id)) {
          version = current.version + 1;
          await tx.insert(recipeVersions).values({ userId, recipeId: id, version, lines, createdAt: now });
        } else {
          await tx
            .update(recipeVersions)
            .set({ lines })
            .where(and(eq(recipeVersions.recipeId, id), eq(recipeVersions.version, version)));
        }
      }
    }
    const [row] = await tx
      .update(recipes)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.kind !== undefined ? { kind: input.kind } : {}),
        ...(input.cone !== undefined ? { cone: input.cone } : {}),
        ...(input.coneHigh !== undefined ? { coneHigh: input.coneHigh } : {}),
        ...(input.atmosphere !== undefined ? { atmosphere: input.atmosphere } : {}),
        ...(input.surface !== undefined ? { surface: input.surface } : {}),
        ...(input.source !== undefined ? { source: input.source } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.imageUrls !== undefined ? { imageUrls: input.imageUrls } : {}),
        version,
        lines,
        lineCount: lines.length,
        updatedAt: now,
      })
      .where(eq(recipes.id, id))
      .returning();
    return recipeAnswer(tx, userId, row!, library);
  });
  // After commit: a photo no record names any more is removed with its files (server/services/photos/photos-refs.ts).
  await releasePhotos(deps, userId, dropped);
  return answer;
}

/** The recipe, its versions, mix logs, photos and link go; surfaces that carried it stay, without a recipe. */
export async function deleteRecipe(deps: AppDeps, userId: number, id: number): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    await findRecipe(tx, userId, id, true);
    return tx.delete(recipes).where(eq(recipes.id, id)).returning({ imageUrls: recipes.imageUrls });
  });
  await releasePhotos(deps, userId, gone[0]?.imageUrls ?? []);
}
