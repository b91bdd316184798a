/**
 * A recipe's lines between the request, the table and the answer (product.md#r259): each material checked against the
 * potter's library, stored with its name then, answered with its name now and its % of the base, and the analysis
 * worked out by the chemistry the device runs too.
 */
import { analyseRecipe, linesForAnalysis, type RecipeAnalysis, type RecipeLine as ChemLine } from "../../../contract/glaze-lab/chemistry";
import type { RecipeLine, RecipeLineInput } from "../../../contract/glaze-lab/schemas";
import { GLAZE_LAB_TEXTS as T } from "../../../contract/glaze-lab/texts";
import type { StoredRecipeLine } from "../../db/schema";
import { AppError } from "../../errors";
import { chemistryKey, type Library } from "./material-library";

/** The lines as stored, every material found in the library; a missing one is a 400 naming its line. */
export function toStoredLines(lines: readonly RecipeLineInput[], library: Library): StoredRecipeLine[] {
  return lines.map((line, i) => {
    const material = library.find(line.materialId);
    if (!material) {
      const message = T.unknownMaterial(line.materialId);
      throw new AppError(400, message, { [`lines.${i}.materialId`]: message });
    }
    return { materialId: line.materialId, name: material.name, amount: line.amount, addition: line.addition ?? false };
  });
}

export const sameLines = (a: readonly StoredRecipeLine[], b: readonly StoredRecipeLine[]) =>
  a.length === b.length &&
  a.every((l, i) => l.materialId === b[i]!.materialId && l.amount === b[i]!.amount && l.addition === b[i]!.addition);

export function chemLines(lines: readonly StoredRecipeLine[]): ChemLine[] {
  return lines.map((l) => ({ material: chemistryKey(l.materialId), amount: l.amount, addition: l.addition }));
}

/** The analysis of stored lines; a material gone from the library is left out, and its line says so. */
export function analyse(lines: readonly StoredRecipeLine[], library: Library, cone: string | null): RecipeAnalysis {
  return analyseRecipe(linesForAnalysis(chemLines(lines), library.chemistry), { cone });
}

export function answerLines(lines: readonly StoredRecipeLine[], library: Library): RecipeLine[] {
  const base = lines.reduce((sum, l) => sum + (l.addition ? 0 : Math.max(0, l.amount)), 0);
  return lines.map((l) => {
    const material = library.find(l.materialId);
    return {
      materialId: l.materialId,
      materialName: material?.name ?? l.name,
      amount: l.amount,
      addition: l.addition,
      percent: base > 0 ? Math.round((l.amount / base) * 100 * 1000) / 1000 : 0,
      known: material !== null,
    };
  });
}
