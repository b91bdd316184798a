/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md):
 * a recipe row with the studio's id, held like the shelf's surfaces (user_id says who holds it, the studio owns it),
 * read by every member, set and logged by owners and staff. Who may do what is studio-access.ts's answer.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type { CreateMixInput, Mix } from "../../../contract/glaze-lab/lab-schemas";
import type { SetShelfRecipeInput, ShelfRecipe } from "../../../contract/glaze-lab/shelf-schemas";
import { SHELF_RECIPE_TEXTS } from "../../../contract/glaze-lab/shelf-texts";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { glazes, recipeMixes, recipes, recipeVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { glazeFor, requireStudio, type RecordNeed } from "../studios/studio-access";
import { loadLibrary } from "./material-library";
import { sameLines, toStoredLines } from "./recipe-lines";
import { insertMix, toMixDto } from "./recipe-mixes";
import { recipeInUse } from "./recipe-usage";
import { checkConeRange, insertRecipe, recipeAnswer, type RecipeRow } from "./recipes";

/** The studio's shelf surface: outsiders 404, a member's change 403 (the studio's rule), a surface of another shelf 404. */
async function shelfGlaze(db: DbOrTx, userId: number, studioId: number, glazeId: number, need: RecordNeed) {
  await requireStudio(db, userId, studioId, need === "run" ? "staff" : "member");
  const glaze = await glazeFor(db, userId, glazeId, need, GLAZE_TEXTS.glazeNotFound, { forUpdate: need === "run" });
  if (glaze.studioId !== studioId) throw AppError.notFound(GLAZE_TEXTS.glazeNotFound);
  return glaze;
}

async function studioRecipe(db: DbOrTx, studioId: number, recipeId: number | null): Promise<RecipeRow | null> {
  if (recipeId === null) return null;
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.studioId, studioId)))
    .limit(1);
  return row ?? null;
}

/** The answer: the recipe read with its holder's library (who wrote its lines), and the shelf surfaces carrying it. */
async function answer(db: DbOrTx, userId: number, studioId: number, glazeId: number, row: RecipeRow | null): Promise<ShelfRecipe> {
  if (!row) return { studioId, glazeId, recipe: null };
  const recipe = await recipeAnswer(db, row.userId ?? userId, row);
  const surfaces = await db
    .select({ id: glazes.id, name: glazes.name })
    .from(glazes)
    .where(and(eq(glazes.studioId, studioId), eq(glazes.recipeId, row.id)))
    .orderBy(asc(glazes.name), asc(glazes.id));
  return { studioId, glazeId, recipe: { ...recipe, surfaces } };
}

export async function getShelfRecipe(deps: AppDeps, userId: number, studioId: number, glazeId: number): Promise<ShelfRecipe> {
  const glaze = await shelfGlaze(deps.db, userId, studioId, glazeId, "read");
  return answer(deps.db, userId, studioId, glazeId, await studioRecipe(deps.db, studioId, glaze.recipeId));
}

/**
 * Gives the shelf surface its recipe, or changes it: new lines on a recipe a piece or tile wore make a new version
 * (product.md#r260). Whoever writes the lines holds it from then on, so its materials are read from their library.
 */
export async function setShelfRecipe(deps: AppDeps, userId: number, studioId: number, glazeId: number, input: SetShelfRecipeInput): Promise<ShelfRecipe> {
  return deps.db.transaction(async (tx) => {
    const glaze = await shelfGlaze(tx, userId, studioId, glazeId, "run");
    const cone = input.cone ?? null;
    const coneHigh = input.coneHigh ?? null;
    checkConeRange(cone, coneHigh);
    const library = await loadLibrary(tx, userId);
    const now = deps.now();
    const current = await studioRecipe(tx, studioId, glaze.recipeId);
    if (!current) {
      const made = await insertRecipe(tx, userId, { name: glaze.name, kind: "glaze", cone, coneHigh, notes: input.notes ?? null, lines: input.lines }, library, now);
      const [row] = await tx.update(recipes).set({ studioId }).where(eq(recipes.id, made.id)).returning();
      await tx.update(glazes).set({ recipeId: made.id, updatedAt: now }).where(eq(glazes.id, glaze.id));
      return answer(tx, userId, studioId, glazeId, row!);
    }
    const lines = toStoredLines(input.lines, library);
    let version = current.version;
    if (!sameLines(lines, current.lines)) {
      if (await recipeInUse(tx, current.id)) {
        version += 1;
        await tx.insert(recipeVersions).values({ userId, recipeId: current.id, version, lines, createdAt: now });
      } else {
        await tx
          .update(recipeVersions)
          .set({ lines, userId })
          .where(and(eq(recipeVersions.recipeId, current.id), eq(recipeVersions.version, version)));
      }
    }
    const [row] = await tx
      .update(recipes)
      .set({ userId, name: glaze.name, cone, coneHigh, notes: input.notes ?? null, version, lines, lineCount: lines.length, updatedAt: now })
      .where(eq(recipes.id, current.id))
      .returning();
    return answer(tx, userId, studioId, glazeId, row!);
  });
}

/** The shelf surface's mix log, newest day first: every mix the studio logged, whoever logged it. */
export async function listShelfMixes(deps: AppDeps, userId: number, studioId: number, glazeId: number): Promise<Mix[]> {
  const glaze = await shelfGlaze(deps.db, userId, studioId, glazeId, "read");
  const recipe = await studioRecipe(deps.db, studioId, glaze.recipeId);
  if (!recipe) return [];
  const rows = await deps.db
    .select()
    .from(recipeMixes)
    .where(eq(recipeMixes.recipeId, recipe.id))
    .orderBy(desc(recipeMixes.mixedOn), desc(recipeMixes.id));
  return rows.map(toMixDto);
}

/** A bucket mixed for the shelf (product.md#r263), logged by an owner or staff member; the log stays the studio's. */
export async function createShelfMix(deps: AppDeps, userId: number, studioId: number, glazeId: number, input: CreateMixInput): Promise<Mix> {
  return deps.db.transaction(async (tx) => {
    const glaze = await shelfGlaze(tx, userId, studioId, glazeId, "run");
    const recipe = await studioRecipe(tx, studioId, glaze.recipeId);
    if (!recipe) throw new AppError(409, SHELF_RECIPE_TEXTS.noRecipe);
    const version = input.version ?? recipe.version;
    const [known] = await tx
      .select({ version: recipeVersions.version })
      .from(recipeVersions)
      .where(and(eq(recipeVersions.recipeId, recipe.id), eq(recipeVersions.version, version)))
      .limit(1);
    if (!known) throw new AppError(404, T.versionNotFound);
    const row = await insertMix(deps, tx, userId, recipe.id, version, input);
    return toMixDto(row);
  });
}
