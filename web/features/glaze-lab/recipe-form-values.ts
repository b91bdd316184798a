/** The recipe editor's values and how a stored recipe fills them (product.md#r265). */
import type { RecipeKind } from "../../../contract/glaze-lab/rules";
import type { Recipe } from "../../../contract/glaze-lab/schemas";

export interface RecipeFormLine {
  materialId: string | number | null;
  /** NaN while the box is empty: the contract's schema refuses it with its own message. */
  amount: number;
  addition: boolean;
}

export interface RecipeFormValues {
  name: string;
  kind: RecipeKind;
  cone: string | null;
  coneHigh: string | null;
  atmosphere: string | null;
  surface: string | null;
  source: string | null;
  notes: string | null;
  lines: RecipeFormLine[];
}

const blankLine = (): RecipeFormLine => ({ materialId: null, amount: Number.NaN, addition: false });

export const NEW_RECIPE: RecipeFormValues = {
  name: "",
  kind: "glaze",
  cone: null,
  coneHigh: null,
  atmosphere: null,
  surface: null,
  source: null,
  notes: null,
  lines: [blankLine(), blankLine(), blankLine()],
};

export function valuesOf(recipe: Recipe): RecipeFormValues {
  return {
    name: recipe.name,
    kind: recipe.kind,
    cone: recipe.cone,
    coneHigh: recipe.coneHigh,
    atmosphere: recipe.atmosphere,
    surface: recipe.surface,
    source: recipe.source,
    notes: recipe.notes,
    lines: recipe.lines.map((l) => ({ materialId: l.materialId, amount: l.amount, addition: l.addition })),
  };
}
