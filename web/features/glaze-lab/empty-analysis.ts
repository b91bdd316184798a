import type { RecipeAnalysis } from "../../../contract/glaze-lab/chemistry";

/** The chemistry of a recipe with no base yet: nothing to show, in the analysis' own shape. */
export function emptyAnalysis(): RecipeAnalysis {
  return {
    umf: {},
    oxidePercent: {},
    molePercent: {},
    siAl: null,
    r2oRo: { r2o: 0, ro: 0 },
    loi: 0,
    expansion: null,
    warnings: [],
    limitSet: null,
    baseTotal: 0,
    normalised: [],
  };
}
