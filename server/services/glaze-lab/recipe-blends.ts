/**
 * Blends for test tiles (product.md#r261): a line of two recipes, a triaxial of three, Currie's four-corner grid of
 * four. Each point becomes a recipe and, when asked, a test tile in the tiles area's grid, all in one transaction, so
 * a refusal stores nothing. A point's tile is linked to its recipe's first version (recipe_tiles).
 */
import { fourCornerBlend, lineBlend, triaxialBlend, type BlendPoint, type BlendRecipe } from "../../../contract/glaze-lab/chemistry";
import type { Blend, BlendBody } from "../../../contract/glaze-lab/lab-schemas";
import { BLEND_STEPS_DEFAULT, RECIPE_LINES_MAX, type RecipeKind } from "../../../contract/glaze-lab/rules";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import { LIMITS } from "../../../contract/common/limits";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { recipeTiles, testTiles } from "../../db/schema";
import { AppError } from "../../errors";
import { insertTile } from "../tiles/tiles";
import { loadLibrary } from "./material-library";
import { materialIdOf } from "./recipe-lab";
import { chemLines } from "./recipe-lines";
import { findRecipe, insertRecipe, type RecipeRow } from "./recipes";

/** The tile's layer type for a recipe's kind; a clay body's tile has none. */
const TILE_TYPE: Record<RecipeKind, string | null> = { glaze: "Glaze", slip: "Slip", engobe: "Slip", "clay-body": null };

function pointsOf(kind: BlendBody["kind"], corners: BlendRecipe[], steps: number): BlendPoint[] {
  if (kind === "line") return lineBlend(corners[0]!, corners[1]!, steps);
  if (kind === "triaxial") return triaxialBlend(corners[0]!, corners[1]!, corners[2]!, steps);
  return fourCornerBlend(corners[0]!, corners[1]!, corners[2]!, corners[3]!);
}

/** "Celadon × Tenmoku A 75 · B 25", each source name shortened so the whole fits a name. */
function pointName(sources: RecipeRow[], label: string): string {
  const room = Math.floor((LIMITS.name - label.length - 1) / sources.length) - 3;
  const names = sources.map((s) => (s.name.length > room ? `${s.name.slice(0, room - 1)}…` : s.name));
  return T.blendName(names, label);
}

export async function createBlend(deps: AppDeps, userId: number, body: BlendBody): Promise<Blend> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const sources: RecipeRow[] = [];
    for (const id of body.recipeIds) sources.push(await findRecipe(tx, userId, id));
    const library = await loadLibrary(tx, userId);
    const points = pointsOf(body.kind, sources.map((s) => ({ lines: chemLines(s.lines) })), body.steps ?? BLEND_STEPS_DEFAULT[body.kind]);
    const first = sources[0]!;
    const answer: Blend = { recipes: [], tiles: [] };
    for (const point of points) {
      if (point.lines.length > RECIPE_LINES_MAX) throw new AppError(400, T.tooManyLines, { recipeIds: T.tooManyLines });
      const name = pointName(sources, point.label);
      const recipe = await insertRecipe(
        tx,
        userId,
        {
          name,
          kind: first.kind as RecipeKind,
          cone: first.cone,
          coneHigh: first.coneHigh,
          atmosphere: first.atmosphere,
          surface: null,
          source: null,
          notes: null,
          lines: point.lines.map((l) => ({ materialId: materialIdOf(l.material), amount: l.amount, addition: l.addition })),
        },
        library,
        now,
      );
      answer.recipes.push({ id: recipe.id, name, label: point.label, position: point.position, shares: point.shares });
      if (body.makeTiles) {
        const tileId = await insertTile(
          tx,
          userId,
          { clayBody: body.clayBody!, materialName: name, type: TILE_TYPE[first.kind as RecipeKind], cone: body.cone ?? first.cone },
          now,
        );
        await tx.insert(recipeTiles).values({ userId, recipeId: recipe.id, version: 1, tileId });
        const [tile] = await tx.select({ code: testTiles.code }).from(testTiles).where(eq(testTiles.id, tileId));
        answer.tiles.push({ id: tileId, code: tile?.code ?? null, recipeId: recipe.id });
      }
    }
    return answer;
  });
}
