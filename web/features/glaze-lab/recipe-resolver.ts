/**
 * The recipe editor's check: the contract's own schema (so the potter sees the server's rules before sending), over
 * the lines the potter filled in; a line left wholly blank (no material, no amount) is not part of the recipe.
 */
import type { FieldErrors, Resolver } from "react-hook-form";
import { CreateRecipeBodySchema, type CreateRecipeInput } from "../../../contract/glaze-lab/schemas";
import type { RecipeFormLine, RecipeFormValues } from "./recipe-form-values";

const isBlank = (line: RecipeFormLine) => line.materialId === null && !Number.isFinite(line.amount);

function setAt(target: Record<string, unknown>, path: (string | number)[], message: string): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  const existing = node[last] as Record<string, unknown> | undefined;
  if (existing?.message) return;
  node[last] = { ...existing, type: "schema", message };
}

export const recipeResolver: Resolver<RecipeFormValues, unknown, CreateRecipeInput> = (values) => {
  const kept = values.lines.flatMap((line, i) => (isBlank(line) ? [] : [i]));
  const body = { ...values, lines: kept.map((i) => values.lines[i]) };
  const result = CreateRecipeBodySchema.safeParse(body);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (path[0] === "lines" && typeof path[1] === "number") path[1] = kept[path[1]] ?? path[1];
    setAt(errors, path.length ? path : ["root"], issue.message);
  }
  return { values: {}, errors: errors as FieldErrors<RecipeFormValues> };
};
