/**
 * What a recipe change shows while it waits in the outbox (docs/decisions/0116-outbox.md): the recipe as the potter
 * saved it, its lines named and its chemistry worked out on the device by the shared code (product.md#r267).
 */
import type { QueryClient } from "@tanstack/react-query";
import type { GlazeLabRoutes } from "../../../contract/glaze-lab/routes";
import type { Material, MaterialList, Recipe, RecipeLineInput } from "../../../contract/glaze-lab/schemas";
import { emptyAnalysis } from "./empty-analysis";
import type { OfflineCalls } from "../../lib/offline/offline-call";
import { glazeLabKeys } from "./glaze-lab-keys";
import { analyseOnDevice, recipeLinesOnDevice } from "./recipe-chemistry";

const materialsOf = (queryClient: QueryClient): Material[] => queryClient.getQueryData<MaterialList>(glazeLabKeys.materials)?.data ?? [];

const editorLines = (lines: readonly RecipeLineInput[]) => lines.map((l) => ({ materialId: l.materialId, amount: l.amount, addition: l.addition ?? false }));

function withLines(recipe: Recipe, lines: readonly RecipeLineInput[] | undefined, queryClient: QueryClient): Recipe {
  const materials = materialsOf(queryClient);
  const next = lines ? editorLines(lines) : recipe.lines;
  return {
    ...recipe,
    lines: lines ? recipeLinesOnDevice(next, materials) : recipe.lines,
    analysis: analyseOnDevice(next, materials, recipe.cone) ?? emptyAnalysis(),
  };
}

export const GLAZE_LAB_OFFLINE: OfflineCalls<GlazeLabRoutes> = {
  createRecipe: {
    creates: true,
    label: ({ body }) => body.name,
    answer: ({ body }, { queryClient, tempId, now }) => {
      const recipe: Recipe = {
        id: tempId,
        name: body.name,
        kind: body.kind,
        cone: body.cone ?? null,
        coneHigh: body.coneHigh ?? null,
        atmosphere: body.atmosphere ?? null,
        surface: body.surface ?? null,
        source: body.source ?? null,
        notes: body.notes ?? null,
        version: 1,
        lines: [],
        analysis: emptyAnalysis(),
        surfaces: [],
        imageUrls: body.imageUrls ?? [],
        createdAt: now,
        updatedAt: now,
      };
      const saved = withLines(recipe, body.lines, queryClient);
      queryClient.setQueryData(glazeLabKeys.recipe(saved.id), saved);
      return saved;
    },
  },
  updateRecipe: {
    label: ({ params }, queryClient) => queryClient.getQueryData<Recipe>(glazeLabKeys.recipe(Number(params.id)))?.name,
    answer: ({ params, body }, { queryClient, now }) => {
      const id = Number(params.id);
      const cached = queryClient.getQueryData<Recipe>(glazeLabKeys.recipe(id));
      if (!cached) throw new Error("No copy of this recipe on the device");
      const { lines, ...fields } = body;
      const merged = { ...cached, ...(fields as Partial<Recipe>), updatedAt: now };
      const saved = withLines(merged, lines, queryClient);
      queryClient.setQueryData(glazeLabKeys.recipe(id), saved);
      return saved;
    },
  },
};
