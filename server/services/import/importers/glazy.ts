/**
 * Glazy's recipe JSON (docs/decisions/0320-glazy-recipes-imported.md, where Glazy's source read is cited): the answer of
 * its recipe address, one recipe (`{"data": {…}}`) or many (`{"data": […]}`, a list alone, or a recipe alone), each
 * with its `materialComponents` (`material.name`, `percentageAmount` as text, `isAdditional`), its cones
 * (`fromOrtonConeName`, `toOrtonConeName`), `atmospheres`, `surfaceTypeName`, `transparencyTypeName` and `description`.
 * Each becomes a recipe; its materials are matched to the library when stored (import-foreign-recipes.ts). What a
 * recipe cannot keep is put in its notes or listed (product.md#r149).
 */
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { RecipeKind } from "../../../../contract/glaze-lab/rules";
import { IMPORT_LIMITS } from "../../../../contract/import/rules";
import { AppError } from "../../../errors";
import { emptyData, Unmapped, type ImportedData, type ImportedRecipe, type ImportedRecipeLine, type Importer } from "./importer";
import { checkJsonBounds } from "./json-bounds";
import { claybookCone, notesOf, unescapeHtml } from "./recipe-values";

export const GLAZY_TEXTS = {
  notJson: "This file is not JSON. Choose the recipe file Glazy gave you.",
  badFormat: (detail: string) => `This file does not match Glazy's recipe JSON: ${detail}`,
  errorAnswer: (message: string) => `This file is Glazy's error answer, not a recipe: ${message}`,
  tooMany: "This Glazy file holds more than 100,000 recipes, the most one import takes.",
  noName: "a recipe without a name: not imported",
  noLines: "a recipe without materials (a material of Glazy's, or a recipe shared without its ingredients): not imported",
  badAmount: "an amount that is not a number from 0 to 100,000: the line is left out",
  noMaterialName: "a line without a material name: the line is left out",
  noCone: (cone: string) => `not one of Claybook's cones: kept in the notes as "Cone: ${cone}"`,
  photos: "photos stay on Glazy: the recipe file carries only their names",
  coneNote: (cone: string) => `Cone: ${cone}`,
  transparencyNote: (value: string) => `Transparency: ${value}`,
  authorNote: (name: string) => `By ${name} on Glazy`,
  analysisCsv:
    "This is Glazy's data CSV: it holds each recipe's oxide analysis but not its ingredients, so no recipe can be made from it. Save the recipe's JSON from Glazy and import that.",
} as const;

/** Glazy's recipe page: what a recipe imported from it names as its source. */
const glazyUrl = (id: string | number) => `https://glazy.org/recipes/${id}`;

const named = z.object({ name: z.string().nullish() }).passthrough();
const ComponentSchema = z
  .object({
    percentageAmount: z.union([z.string(), z.number()]).nullish(),
    isAdditional: z.union([z.boolean(), z.number()]).nullish(),
    material: z.object({ id: z.union([z.number(), z.string()]).nullish(), name: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
const RecipeSchema = z
  .object({
    id: z.union([z.number(), z.string()]).nullish(),
    name: z.string().nullish(),
    description: z.string().nullish(),
    materialTypeName: z.string().nullish(),
    materialType: z.unknown().optional(),
    fromOrtonConeName: z.union([z.string(), z.number()]).nullish(),
    toOrtonConeName: z.union([z.string(), z.number()]).nullish(),
    surfaceTypeName: z.string().nullish(),
    transparencyTypeName: z.string().nullish(),
    atmospheres: z.array(named).nullish(),
    materialComponents: z.array(ComponentSchema).nullish(),
    createdByUser: named.nullish(),
    images: z.array(z.unknown()).nullish(),
  })
  .passthrough();
type GlazyRecipe = z.infer<typeof RecipeSchema>;

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/** Keys only Glazy's recipe JSON writes, among the first of each recipe or line. */
const GLAZY_KEYS = /"(materialComponents|percentageAmount|fromOrtonConeName|isPrimitive|materialTypeId)"\s*:/;

/** The recipes of the file, whichever of Glazy's shapes it has. */
function recipesOf(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== "object" || raw === null) throw refuse(GLAZY_TEXTS.badFormat("it is not a recipe nor a list of recipes"));
  const body = raw as Record<string, unknown>;
  if ("error" in body && !("data" in body)) {
    const error = body.error as { message?: unknown } | string;
    throw refuse(GLAZY_TEXTS.errorAnswer(typeof error === "string" ? error : String(error?.message ?? "")));
  }
  if ("data" in body) return Array.isArray(body.data) ? body.data : [body.data];
  return [raw];
}

/** What a recipe is for: Glazy's base type, the first of its type's lineage ("Glaze - Iron - Celadon"). */
function kindOf(recipe: GlazyRecipe): RecipeKind {
  const lineage = Array.isArray(recipe.materialType) ? (recipe.materialType[0] as { name?: unknown } | undefined)?.name : undefined;
  const base = String(lineage ?? recipe.materialTypeName ?? "").split(" - ")[0]!.trim().toLowerCase();
  if (base === "clay body" || base === "clay") return "clay-body";
  if (base === "slip") return "slip";
  if (base === "engobe") return "engobe";
  return "glaze";
}

function readLines(recipe: GlazyRecipe, unmapped: Unmapped): ImportedRecipeLine[] {
  const lines: ImportedRecipeLine[] = [];
  for (const component of recipe.materialComponents ?? []) {
    const material = unescapeHtml(component.material?.name ?? "").trim();
    const amount = Number(typeof component.percentageAmount === "string" ? component.percentageAmount.trim() : component.percentageAmount);
    if (material === "") unmapped.add("materialComponents.material.name", GLAZY_TEXTS.noMaterialName, 1, "recipes");
    else if (component.percentageAmount == null || !Number.isFinite(amount) || amount < 0 || amount > 100_000)
      unmapped.add("materialComponents.percentageAmount", GLAZY_TEXTS.badAmount, 1, "recipes");
    else lines.push({ material, amount, addition: Boolean(component.isAdditional) });
  }
  return lines;
}

function readRecipe(recipe: GlazyRecipe, index: number, unmapped: Unmapped): ImportedRecipe | null {
  const name = unescapeHtml(recipe.name ?? "").trim();
  if (name === "") {
    // A record left out is listed as such ("Skipped"), not as a value its record goes without.
    unmapped.add("name", GLAZY_TEXTS.noName, 1, "other");
    return null;
  }
  const lines = readLines(recipe, unmapped);
  if (lines.length === 0) {
    unmapped.add("materialComponents", GLAZY_TEXTS.noLines, 1, "other");
    return null;
  }
  const notes: (string | null)[] = [recipe.description ? unescapeHtml(recipe.description).trim() : null];
  const cones = [recipe.fromOrtonConeName, recipe.toOrtonConeName].map((c) => (c == null || c === "" ? null : unescapeHtml(String(c)).trim()));
  const known = cones.map((c) => (c === null ? null : claybookCone(c)));
  cones.forEach((c, i) => {
    if (c !== null && known[i] === null) {
      unmapped.add(i === 0 ? "fromOrtonConeName" : "toOrtonConeName", GLAZY_TEXTS.noCone(c), 1, "recipes");
      notes.push(GLAZY_TEXTS.coneNote(c));
    }
  });
  const [from, to] = known;
  const atmosphere = (recipe.atmospheres ?? []).map((a) => a.name?.trim()).filter(Boolean).join(", ");
  if (recipe.transparencyTypeName) notes.push(GLAZY_TEXTS.transparencyNote(recipe.transparencyTypeName));
  if (recipe.createdByUser?.name) notes.push(GLAZY_TEXTS.authorNote(recipe.createdByUser.name));
  if ((recipe.images ?? []).length > 0) unmapped.add("images", GLAZY_TEXTS.photos, recipe.images!.length, "recipes");
  const cone = from ?? to ?? null;
  const coneHigh = from && to && from !== to ? to : null;
  return {
    sourceId: recipe.id != null ? `glazy ${recipe.id}` : `recipe ${index + 1}`,
    name,
    kind: kindOf(recipe),
    cone,
    coneHigh,
    atmosphere: atmosphere || null,
    surface: recipe.surfaceTypeName?.trim() || null,
    source: recipe.id != null ? glazyUrl(recipe.id) : null,
    notes: notesOf(...notes),
    lines,
  };
}

/** Glazy's data CSV (glazy-data's `glazy-data-*.csv`): its header names the recipe's type and cones, then analyses. */
export function isGlazyAnalysisCsv(headerRow: string): boolean {
  const columns = headerRow.split(",").map((c) => c.trim());
  return columns[0] === "id" && columns[1] === "name" && columns.some((c) => /^(from|to)_orton_cone$/.test(c)) && columns.some((c) => /_(percent|percent_mol|umf|mol)$/.test(c));
}

/** A JSON file whose recipes carry Glazy's keys anywhere (the upload is at most IMPORT_LIMITS.maxJsonBytes). */
export async function isGlazyFile(file: string): Promise<boolean> {
  return GLAZY_KEYS.test((await readFile(file)).toString("utf8"));
}

export const glazyImporter: Importer<Record<string, never>> = {
  detect: (source) => {
    if (source.kind !== "file") return false;
    const text = source.head.toString("utf8").replace(/^\uFEFF/, "").trimStart();
    return /^[[{]/.test(text) && GLAZY_KEYS.test(text);
  },
  async parse(source) {
    if (source.kind !== "file") throw refuse(GLAZY_TEXTS.notJson);
    const bytes = await readFile(source.file);
    checkJsonBounds("This JSON file", bytes);
    let raw: unknown;
    try {
      raw = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
    } catch {
      throw refuse(GLAZY_TEXTS.notJson);
    }
    const list = recipesOf(raw);
    if (list.length > IMPORT_LIMITS.maxRows) throw refuse(GLAZY_TEXTS.tooMany);
    const data: ImportedData = emptyData();
    const unmapped = new Unmapped();
    list.forEach((item, index) => {
      const parsed = RecipeSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw refuse(GLAZY_TEXTS.badFormat(`${[index, ...issue.path].join(".")}: ${issue.message}`));
      }
      const recipe = readRecipe(parsed.data, index, unmapped);
      if (recipe) data.recipes.push(recipe);
    });
    return { ...data, unmapped: unmapped.list() };
  },
};
