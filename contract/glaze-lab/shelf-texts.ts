/** What a studio shelf surface's recipe and mix log say (product.md#r289), on the server and the screens alike. */
export const SHELF_RECIPE_TEXTS = {
  noRecipe: "This shelf surface carries no recipe yet: add its recipe first",
  heading: "Recipe",
  none: "No recipe yet.",
  linesLabel: "Recipe lines",
  linesHint: "One material a line, or 'Custer 40, Silica 30, Whiting 20, EPK 10'; '+' marks an addition.",
  saveRecipe: "Save recipe",
  recipeSaved: "Recipe saved",
  /** Read-only: members see what the studio keeps. */
  keptByStudio: "Kept by the studio's owners and staff.",
  version: (n: number) => `v${n}`,
  unrecognised: (lines: string[]) => `Not recognised: ${lines.join("; ")}`,
} as const;
