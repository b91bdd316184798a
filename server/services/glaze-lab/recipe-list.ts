/**
 * The recipe list, a page at a time, newest change first (product.md#r258): one walk of the owner's index and one
 * count, no per-row subquery, so 2,000 recipes list as fast as 20; and a recipe's versions with their analyses.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { RECIPE_PAGE_DEFAULT } from "../../../contract/glaze-lab/rules";
import type { RecipeListItem, RecipeListQuery, RecipePage, RecipeVersion } from "../../../contract/glaze-lab/schemas";
import type { AppDeps } from "../../context";
import { recipes, recipeVersions } from "../../db/schema";
import { loadLibrary } from "./material-library";
import { analyse, answerLines } from "./recipe-lines";
import { findRecipe } from "./recipes";

type ListQuery = { q?: string; kind?: RecipeListItem["kind"]; page?: number; limit?: number };

/** `%` and `_` typed in a search are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listRecipes(deps: AppDeps, userId: number, query: ListQuery & Omit<RecipeListQuery, keyof ListQuery>): Promise<RecipePage> {
  const page = query.page ?? 1;
  const limit = query.limit ?? RECIPE_PAGE_DEFAULT;
  const conditions: SQL[] = [eq(recipes.userId, userId), isNull(recipes.studioId)];
  if (query.kind) conditions.push(eq(recipes.kind, query.kind));
  if (query.q) conditions.push(sql`${recipes.name} ilike ${likePattern(query.q)}`);
  const where = and(...conditions)!;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: recipes.id,
        name: recipes.name,
        kind: recipes.kind,
        cone: recipes.cone,
        coneHigh: recipes.coneHigh,
        atmosphere: recipes.atmosphere,
        surface: recipes.surface,
        version: recipes.version,
        lineCount: recipes.lineCount,
        createdAt: recipes.createdAt,
        updatedAt: recipes.updatedAt,
      })
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.updatedAt), desc(recipes.id))
      .limit(limit)
      .offset((page - 1) * limit),
    deps.db.select({ n: count() }).from(recipes).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    data: rows.map((r) => ({
      ...r,
      kind: r.kind as RecipeListItem["kind"],
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    pagination: { total: n, totalPages: Math.ceil(n / limit), page, limit },
  };
}

export async function listVersions(deps: AppDeps, userId: number, id: number): Promise<RecipeVersion[]> {
  const recipe = await findRecipe(deps.db, userId, id);
  const [rows, library] = await Promise.all([
    deps.db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, id)).orderBy(desc(recipeVersions.version)),
    loadLibrary(deps.db, userId),
  ]);
  return rows.map((v) => ({
    version: v.version,
    lines: answerLines(v.lines, library),
    analysis: analyse(v.lines, library, recipe.cone),
    createdAt: v.createdAt.toISOString(),
  }));
}
