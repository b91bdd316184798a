/**
 * Stores the recipes another app's file holds (Glazy's recipe JSON, The Potter's Mud Room's recipe glazes) through the
 * glaze lab's own rules (docs/decisions/0320-glazy-recipes-imported.md): each line's material is found by name or
 * alias in the potter's library as a pasted recipe's is (product.md#r257); a name the library does not have becomes the
 * potter's own material with no analysis, listed by name, so no line is dropped. A recipe the glaze lab refuses (too
 * many lines, no base, a name too long) is listed with the glaze lab's own message. In batches, like every import.
 */
import { findNamed } from "../../../contract/glaze-lab/chemistry";
import { searchForm } from "../../../contract/glaze-lab/materials/find-materials";
import { CreateRecipeBodySchema } from "../../../contract/glaze-lab/schemas";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import type { Tx } from "../../db/client";
import { loadLibrary, type Library } from "../glaze-lab/material-library";
import { addImportedMaterial } from "../glaze-lab/materials";
import { insertRecipe } from "../glaze-lab/recipes";
import { inBatches, knownIds, learn, remember, type ForeignRun, type SourceIds, type Tally } from "./import-foreign-run";
import type { ImportedRecipe } from "./importers/importer";

export const RECIPE_IMPORT_TEXTS = {
  newMaterial: "not in your library: added as your own material with no analysis, so the recipe's chemistry leaves it out until you give it one",
  newMaterialNote: "Added by an import: give it its analysis so the recipes naming it count it.",
  refused: (message: string) => `not imported: ${message}`,
} as const;

/** The library's material for a name, as a pasted recipe finds it; null when it has none. */
function libraryMaterial(name: string, library: Library): string | number | null {
  const list = library.list.map((m) => ({ id: m.id, name: m.name, aliases: m.aliases }));
  return findNamed(name, list)?.id ?? null;
}

/**
 * The batch's materials the library lacks, added as the potter's own (once per name in the whole import, by the name's
 * search form); answers the library with them. In a dry run each batch is rolled back, so a material is counted once.
 */
async function addMissing(run: ForeignRun, tx: Tx, batch: ImportedRecipe[], made: Map<string, number | null>, local: Tally): Promise<Library> {
  let library = await loadLibrary(tx, run.userId);
  const pairs: [string, number][] = [];
  for (const recipe of batch) {
    for (const line of recipe.lines) {
      const key = searchForm(line.material);
      if (libraryMaterial(line.material, library) !== null || pairs.some(([k]) => k === key)) continue;
      const known = made.get(key);
      if (known !== undefined && known !== null) continue;
      const id = await addImportedMaterial(tx, run.userId, line.material.slice(0, 200), RECIPE_IMPORT_TEXTS.newMaterialNote, run.deps.now());
      pairs.push([key, id]);
      if (known === undefined) {
        local.add("materials");
        local.skip("materials", RECIPE_IMPORT_TEXTS.newMaterial, line.material);
      }
    }
  }
  if (pairs.length > 0) {
    await remember(run, tx, "materials", pairs.map(([key, id]) => [`material ${key}`, id]));
    for (const [key, id] of pairs) made.set(key, run.dryRun ? null : id);
    library = await loadLibrary(tx, run.userId);
  }
  return library;
}

/** The id of each line's material: the library's, else the one this import added. */
function lineMaterial(name: string, library: Library): string | number {
  return libraryMaterial(name, library) ?? library.list.find((m) => m.own && searchForm(m.name) === searchForm(name.slice(0, 200)))!.id;
}

/** Stores the file's recipes; answers their ids by source id, for the surfaces made from them. */
export async function importRecipes(run: ForeignRun, tally: Tally, progress: (n: number) => void): Promise<SourceIds> {
  const ids = await knownIds(run, "recipes");
  const fresh = run.data.recipes.filter((recipe) => {
    if (ids.has(recipe.sourceId)) tally.skip("recipes", IMPORT_TEXTS.skippedDuplicate);
    return !ids.has(recipe.sourceId);
  });
  // Materials an earlier import of this file added are found in the library by name, like any other.
  const made = new Map<string, number | null>();
  await inBatches(run, fresh, tally, progress, async (tx, batch, local) => {
    const library = await addMissing(run, tx, batch, made, local);
    const pairs: [string, number][] = [];
    for (const recipe of batch) {
      const body = CreateRecipeBodySchema.safeParse({
        name: recipe.name,
        kind: recipe.kind,
        cone: recipe.cone,
        coneHigh: recipe.coneHigh,
        atmosphere: recipe.atmosphere,
        surface: recipe.surface,
        source: recipe.source,
        notes: recipe.notes,
        lines: recipe.lines.map((l) => ({ materialId: lineMaterial(l.material, library), amount: l.amount, addition: l.addition })),
      });
      if (!body.success) {
        const issue = body.error.issues[0]!;
        local.skip("other", RECIPE_IMPORT_TEXTS.refused(issue.message), recipe.name);
        continue;
      }
      const row = await insertRecipe(tx, run.userId, body.data, library, run.deps.now());
      pairs.push([recipe.sourceId, row.id]);
    }
    await remember(run, tx, "recipes", pairs);
    learn(run, ids, pairs);
    local.add("recipes", pairs.length);
  });
  return ids;
}
