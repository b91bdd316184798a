import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { analyseRecipe, DEFAULT_MATERIALS, linesForAnalysis } from "../../../contract/glaze-lab/chemistry";
import { defaultMaterialId } from "../../../contract/glaze-lab/rules";
import type { Material, Recipe } from "../../../contract/glaze-lab/schemas";
import { GLAZE_LAB_TEXTS } from "../../../contract/glaze-lab/texts";
import { GLAZE_LAB_OFFLINE } from "./glaze-lab-offline";
import { glazeLabKeys } from "./glaze-lab-keys";
import { analyseOnDevice } from "./recipe-chemistry";
import { NEW_RECIPE, type RecipeFormValues } from "./recipe-form-values";
import { recipeResolver } from "./recipe-resolver";

const library: Material[] = DEFAULT_MATERIALS.map((m) => ({
  id: defaultMaterialId(m.key),
  own: false,
  copyOf: null,
  name: m.name,
  aliases: m.aliases,
  family: m.family,
  analysis: m.analysis as Record<string, number>,
  loi: m.loi,
  source: m.source,
  formula: m.formula ?? null,
  notes: null,
}));

const leach = [
  { key: "custer-feldspar", amount: 40 },
  { key: "silica", amount: 30 },
  { key: "whiting", amount: 20 },
  { key: "epk", amount: 10 },
];
const formLines = leach.map((l) => ({ materialId: defaultMaterialId(l.key), amount: l.amount, addition: false }));
const shared = () =>
  analyseRecipe(
    linesForAnalysis(
      leach.map((l) => ({ material: l.key, amount: l.amount, addition: false })),
      DEFAULT_MATERIALS,
    ),
  );

const resolve = (values: RecipeFormValues) => recipeResolver(values, undefined, { shouldUseNativeValidation: false, fields: {} });

describe("the recipe editor", () => {
  it("works out on the device exactly what the shared code gives for the same lines", () => {
    expect(analyseOnDevice(formLines, library, null)).toEqual(shared());
  });

  it("shows no chemistry until a base line has a material and an amount", () => {
    expect(analyseOnDevice(NEW_RECIPE.lines, library, null)).toBeNull();
    expect(analyseOnDevice([{ materialId: defaultMaterialId("red-iron-oxide"), amount: 2, addition: true }], library, null)).toBeNull();
  });

  it("leaves wholly blank lines out of the recipe and sends the rest", async () => {
    const answer = await resolve({ ...NEW_RECIPE, name: "Leach 4321", lines: [...formLines, ...NEW_RECIPE.lines] });
    expect(answer.errors).toEqual({});
    expect(answer.values).toMatchObject({ name: "Leach 4321", kind: "glaze", lines: formLines });
  });

  it("puts the contract's message on the line that has it, counted as the potter sees the lines", async () => {
    const lines = [NEW_RECIPE.lines[0]!, { materialId: null, amount: 12, addition: false }, ...formLines];
    const answer = await resolve({ ...NEW_RECIPE, name: "Half typed", lines });
    const errors = answer.errors as { lines?: Record<number, { materialId?: { message: string } }> };
    expect(errors.lines?.[1]?.materialId?.message).toBe(GLAZE_LAB_TEXTS.materialInvalidId);
    expect(errors.lines?.[0]).toBeUndefined();
  });

  it("asks for a name and at least one material", async () => {
    const answer = await resolve(NEW_RECIPE);
    const errors = answer.errors as { name?: { message: string }; lines?: { message?: string } };
    expect(errors.name?.message).toBe(GLAZE_LAB_TEXTS.recipeNameRequired);
    expect(errors.lines?.message).toBe(GLAZE_LAB_TEXTS.linesRequired);
  });
});

describe("a recipe change waiting in the outbox", () => {
  it("shows the recipe with its new lines named and its chemistry from the device", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(glazeLabKeys.materials, { data: library });
    const stored = { id: 7, name: "Leach 4321", kind: "glaze", cone: null, version: 1, lines: [], analysis: shared() } as unknown as Recipe;
    queryClient.setQueryData(glazeLabKeys.recipe(7), stored);
    const lines = leach.map((l, i) => ({ materialId: defaultMaterialId(l.key), amount: i === 1 ? 35 : l.amount }));
    const answer = GLAZE_LAB_OFFLINE.updateRecipe!.answer({ params: { id: 7 }, body: { lines } }, { queryClient, tempId: 0, now: "2026-11-28T10:00:00.000Z" });
    expect(answer.lines.map((l) => [l.materialName, l.amount, Math.round(l.percent * 10) / 10])).toEqual([
      ["Custer Feldspar", 40, 38.1],
      ["Silica", 35, 33.3],
      ["Whiting", 20, 19],
      ["Edgar Plastic Kaolin", 10, 9.5],
    ]);
    expect(answer.analysis.umf.SiO2).toBeGreaterThan(stored.analysis.umf.SiO2!);
    expect(queryClient.getQueryData<Recipe>(glazeLabKeys.recipe(7))?.updatedAt).toBe("2026-11-28T10:00:00.000Z");
  });

  it("cannot show a change to a recipe the device has no copy of, so the change is not kept", () => {
    const queryClient = new QueryClient();
    expect(() => GLAZE_LAB_OFFLINE.updateRecipe!.answer({ params: { id: 9 }, body: { name: "New name" } }, { queryClient, tempId: 0, now: "" })).toThrow();
  });
});
