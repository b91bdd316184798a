/**
 * A recipe's chemistry worked out on the device by the shared code (product.md#r265): the same `analyseRecipe` the
 * server runs, fed the materials the device holds, so the numbers on the editor match the recipe page's.
 */
import { analyseRecipe, linesForAnalysis, type MaterialChemistry, type OxideAnalysis, type RecipeAnalysis } from "../../../contract/glaze-lab/chemistry";
import type { Material, RecipeLine } from "../../../contract/glaze-lab/schemas";

export interface EditorLine {
  materialId: string | number | null;
  amount: number;
  addition: boolean;
}

/** A material's id as the chemistry keys it: "default:silica" and 12 alike. */
export const materialKey = (id: string | number) => String(id);

function chemistryOf(materials: readonly Material[]): MaterialChemistry[] {
  return materials.map((m) => ({ key: materialKey(m.id), analysis: m.analysis as OxideAnalysis, loi: m.loi ?? 0 }));
}

/** The analysis of the lines whose material the device knows and whose amount is a number; null with no base. */
export function analyseOnDevice(lines: readonly EditorLine[], materials: readonly Material[], cone: string | null): RecipeAnalysis | null {
  const usable = lines
    .filter((l) => l.materialId !== null && Number.isFinite(l.amount) && l.amount > 0)
    .map((l) => ({ material: materialKey(l.materialId!), amount: l.amount, addition: l.addition }));
  if (!usable.some((l) => !l.addition)) return null;
  return analyseRecipe(linesForAnalysis(usable, chemistryOf(materials)), { cone });
}

/** The lines as a recipe answer shows them (names, % of the base), for a recipe kept on the device while it waits. */
export function recipeLinesOnDevice(lines: readonly EditorLine[], materials: readonly Material[]): RecipeLine[] {
  const byId = new Map(materials.map((m) => [materialKey(m.id), m]));
  const base = lines.reduce((sum, l) => (l.addition ? sum : sum + l.amount), 0);
  return lines
    .filter((l) => l.materialId !== null)
    .map((l) => {
      const material = byId.get(materialKey(l.materialId!));
      return {
        materialId: l.materialId!,
        materialName: material?.name ?? String(l.materialId),
        amount: l.amount,
        addition: l.addition,
        percent: base > 0 ? (l.amount / base) * 100 : 0,
        known: material !== undefined,
      };
    });
}
