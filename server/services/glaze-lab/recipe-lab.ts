/**
 * What the glaze lab works out from a recipe without storing anything (product.md#r261, product.md#r264): a batch by
 * weight, a material substituted with the amounts that keep the UMF closest, and a recipe pasted as text. The numbers
 * come from the chemistry the device runs too.
 */
import { and, eq } from "drizzle-orm";
import { analyseRecipe, linesForAnalysis, parseRecipeText, scaleBatch, substituteMaterial } from "../../../contract/glaze-lab/chemistry";
import type { Batch, BatchBody, Parse, Substitute, SubstituteBody } from "../../../contract/glaze-lab/lab-schemas";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { recipeVersions, type StoredRecipeLine } from "../../db/schema";
import { AppError } from "../../errors";
import { chemistryKey, loadLibrary } from "./material-library";
import { chemLines } from "./recipe-lines";
import { findRecipe } from "./recipes";

/** A chemistry key back to a line's material id: an own material's number, else "default:<key>". */
export const materialIdOf = (key: string): number | string => (/^[0-9]+$/.test(key) ? Number(key) : key);

/** The lines of a version of the owner's recipe (the current one when none is named). */
export async function linesOfVersion(db: DbOrTx, userId: number, id: number, version?: number) {
  const recipe = await findRecipe(db, userId, id);
  if (version === undefined || version === recipe.version) return { recipe, version: recipe.version, lines: recipe.lines };
  const [row] = await db
    .select()
    .from(recipeVersions)
    .where(and(eq(recipeVersions.recipeId, id), eq(recipeVersions.version, version)))
    .limit(1);
  if (!row) throw new AppError(404, T.versionNotFound);
  return { recipe, version, lines: row.lines };
}

export async function batchOf(deps: AppDeps, userId: number, id: number, body: BatchBody): Promise<Batch> {
  const { version, lines } = await linesOfVersion(deps.db, userId, id, body.version);
  const library = await loadLibrary(deps.db, userId);
  const scaled = scaleBatch(lines, body.total, body.unit);
  return {
    version,
    total: body.total,
    unit: body.unit,
    lines: lines.map((l, i) => ({
      materialId: l.materialId,
      materialName: library.find(l.materialId)?.name ?? l.name,
      addition: l.addition,
      amount: scaled.lines[i]!.amount,
    })),
    baseTotal: scaled.baseTotal,
    additionsTotal: scaled.additionsTotal,
  };
}

export async function substitute(deps: AppDeps, userId: number, id: number, body: SubstituteBody): Promise<Substitute> {
  const { recipe, lines } = await linesOfVersion(deps.db, userId, id);
  const library = await loadLibrary(deps.db, userId);
  const fromIndex = lines.findIndex((l: StoredRecipeLine) => l.materialId === body.from);
  if (fromIndex === -1) throw new AppError(400, T.substituteNotInRecipe, { from: T.substituteNotInRecipe });
  const to = library.find(body.to);
  if (!to) throw new AppError(400, T.unknownMaterial(body.to), { to: T.unknownMaterial(body.to) });
  const replacement = { key: chemistryKey(body.to), analysis: to.analysis, loi: to.loi ?? 0 };
  const result = substituteMaterial(chemLines(lines), library.chemistry, fromIndex, replacement);
  return {
    lines: result.lines.map((l) => {
      const materialId = materialIdOf(l.material);
      return { materialId, materialName: library.find(materialId)?.name ?? to.name, amount: l.amount, addition: l.addition };
    }),
    analysis: analyseRecipe(linesForAnalysis(result.lines, [...library.chemistry, replacement]), { cone: recipe.cone }),
    differences: result.differences,
  };
}

export async function parseText(deps: AppDeps, userId: number, text: string): Promise<Parse> {
  const library = await loadLibrary(deps.db, userId);
  const parsed = parseRecipeText(
    text,
    library.list.map((m) => ({ key: chemistryKey(m.id), name: m.name, aliases: m.aliases })),
  );
  return {
    lines: parsed.lines.map((l) => ({ materialId: materialIdOf(l.material), materialName: l.name, amount: l.amount, addition: l.addition, text: l.text })),
    unrecognised: parsed.unrecognised,
  };
}
