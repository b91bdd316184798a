/**
 * Glazy's recipe JSON imported as recipes (product.md#r282, docs/decisions/0320-glazy-recipes-imported.md): the file is
 * recognised by its keys, each recipe's materials are found by name or alias in the potter's library, a material the
 * library lacks becomes the potter's own with no analysis and is listed by name, additions stay additions, and the
 * cone, atmosphere, surface, notes and Glazy's address are kept. The files are built here in the shape Glazy's API
 * answers (its recipe transformers: `materialComponents` with `material.name`, `percentageAmount` as text and
 * `isAdditional`). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_TEXTS } from "../../contract/import/texts";
import { importSources, materials, recipes } from "../../server/db/schema";
import { settleBackgroundTasks } from "../../server/services/common/background-tasks";
import { RECIPE_IMPORT_TEXTS } from "../../server/services/import/import-foreign-recipes";
import { GLAZY_TEXTS } from "../../server/services/import/importers/glazy";
import { signUp, type SignedInUser } from "../helpers/client";
import { importForm } from "../helpers/import";
import { runApp } from "../helpers/import-apps";
import { createTestContext, type TestContext } from "../helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

type Component = [name: string, amount: string, additional?: boolean];

/** A recipe as Glazy's API writes it (only what matters here, in its order and types). */
function glazyRecipe(id: number, name: string, components: Component[], extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    otherNames: null,
    description: "The glaze that is as old as dirt.",
    isAnalysis: false,
    isPrimitive: false,
    materialTypeId: 460,
    materialTypeName: "Iron - Celadon - Green",
    fromOrtonConeId: 15,
    fromOrtonConeName: "9",
    toOrtonConeId: 16,
    toOrtonConeName: "10",
    surfaceTypeId: 8,
    surfaceTypeName: "Glossy",
    transparencyTypeId: 3,
    transparencyTypeName: "Translucent",
    createdByUserId: 1,
    atmospheres: [{ id: 2, name: "Reduction" }],
    materialComponents: components.map(([material, amount, additional], i) => ({
      materialId: 15000 + i,
      percentageAmount: amount,
      isAdditional: additional ?? false,
      material: { id: 15000 + i, name: material, isPrimitive: true, isAnalysis: false },
    })),
    analysis: { percentageAnalysis: { SiO2: "58.30", Al2O3: "10.91" }, umfAnalysis: { SiO2: "3.50" } },
    createdByUser: { id: 1, name: "Glazy Admin" },
    images: [{ id: 9, filename: "celadon.jpg" }],
    ...extra,
  };
}

const CELADON: Component[] = [
  ["Custer Feldspar", "40.00"],
  ["Silica", "30.00"],
  ["Whiting", "20.00"],
  ["EPK", "10.00"],
  ["Red Iron Oxide", "1.50", true],
  ["Grandpa's Wood Ash", "5.00", true],
];

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));
const glazyFile = (value: unknown, name = "glazy-recipe.json", fields: Record<string, string> = {}) => (potter: SignedInUser) => runApp(potter, bytes(value), name, fields);
const recipeCount = async (userId: number) => (await ctx.db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId)))[0]!.n;
const materialCount = async (userId: number) => (await ctx.db.select({ n: count() }).from(materials).where(eq(materials.userId, userId)))[0]!.n;

async function recipesOf(potter: SignedInUser) {
  const list = (await potter.client.get("/api/recipes")).body.data as { id: number; name: string }[];
  return Promise.all(list.map(async (r) => (await potter.client.get(`/api/recipes/${r.id}`)).body));
}

describe("a recipe from Glazy's recipe address", () => {
  it("is previewed, then imported with its materials matched, its additions, its firing and its source; an unknown material is added and listed", async () => {
    const potter = await signUp(ctx);
    const file = glazyFile({ data: glazyRecipe(72382, "Celadon Leach 4321", CELADON) });

    const dry = await runApp(potter, bytes({ data: glazyRecipe(72382, "Celadon Leach 4321", CELADON) }), "glazy-recipe.json", { dryRun: "true" });
    expect(dry).toMatchObject({ status: "done", format: "glazy", dryRun: true, counts: { recipes: 1, materials: 1 }, message: IMPORT_TEXTS.dryRunDone });
    expect(await recipeCount(potter.user.id)).toBe(0);
    expect(await materialCount(potter.user.id)).toBe(0);

    const job = await file(potter);
    expect(job).toMatchObject({ status: "done", format: "glazy", counts: { recipes: 1, materials: 1 }, message: IMPORT_TEXTS.done });
    // Nothing silently dropped: the new material by name, the photos Glazy keeps.
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        { kind: "materials", field: "Grandpa's Wood Ash", count: 1, reason: RECIPE_IMPORT_TEXTS.newMaterial },
        { kind: "recipes", field: "images", count: 1, reason: GLAZY_TEXTS.photos },
      ]),
    );

    const [recipe] = await recipesOf(potter);
    expect(recipe).toMatchObject({
      name: "Celadon Leach 4321",
      kind: "glaze",
      cone: "Cone 9",
      coneHigh: "Cone 10",
      atmosphere: "Reduction",
      surface: "Glossy",
      source: "https://glazy.org/recipes/72382",
      notes: "The glaze that is as old as dirt.\nTransparency: Translucent\nBy Glazy Admin on Glazy",
      version: 1,
    });
    const lines = recipe.lines.map((l: { materialId: unknown; materialName: string; amount: number; addition: boolean; known: boolean }) => [
      typeof l.materialId,
      l.materialName,
      l.amount,
      l.addition,
      l.known,
    ]);
    expect(lines).toEqual([
      ["string", "Custer Feldspar", 40, false, true],
      ["string", "Silica", 30, false, true],
      ["string", "Whiting", 20, false, true],
      ["string", "Edgar Plastic Kaolin", 10, false, true],
      ["string", "Red Iron Oxide", 1.5, true, true],
      ["number", "Grandpa's Wood Ash", 5, true, true],
    ]);
    // The chemistry is worked out from the library's analyses: silica and alumina from the base, iron on top.
    expect(recipe.analysis.umf.SiO2).toBeGreaterThan(2);
    expect(recipe.analysis.umf.Al2O3).toBeGreaterThan(0.2);
    expect(recipe.analysis.umf.Fe2O3).toBeGreaterThan(0);

    const own = (await potter.client.get("/api/materials?q=Grandpa")).body.data;
    expect(own).toEqual([expect.objectContaining({ own: true, name: "Grandpa's Wood Ash", analysis: {}, notes: RECIPE_IMPORT_TEXTS.newMaterialNote })]);

    // The same file again adds nothing.
    expect(await file(potter)).toMatchObject({ status: "done", counts: {}, message: IMPORT_TEXTS.nothingToImport });
    expect(await recipeCount(potter.user.id)).toBe(1);
    expect(await materialCount(potter.user.id)).toBe(1);
  });
});

describe("a Glazy file of many recipes", () => {
  it("imports each recipe; a material named twice is added once, the potter's own alias is found, and what cannot be kept is listed", async () => {
    const potter = await signUp(ctx);
    const mine = await potter.client.post("/api/materials", { name: "Studio Frit", aliases: ["Grandma's Frit"], analysis: { SiO2: 60, B2O3: 20, Na2O: 10, CaO: 10 } });
    expect(mine.status).toBe(201);
    const list = {
      data: [
        glazyRecipe(1, "Shino &amp; Ash", [["Nepheline Syenite", "60"], ["Grandma's Frit", "25"], ["Mystery Spar", "15"]], { fromOrtonConeName: "5&#189;", toOrtonConeName: null, atmospheres: [] }),
        glazyRecipe(2, "Porcelain body", [["Mystery Spar", "50"], ["Kaolin", "50"]], { materialType: [{ id: 1, name: "Clay Body" }], images: [] }),
        glazyRecipe(3, "Just a material", [], { isPrimitive: true, images: [] }),
      ],
      meta: { pagination: { current_page: 1 } },
    };
    const job = await glazyFile(list, "my-glazy-recipes.json")(potter);
    expect(job).toMatchObject({ status: "done", format: "glazy", counts: { recipes: 2, materials: 1 } });
    expect(job.skipped).toEqual(
      expect.arrayContaining([
        { kind: "materials", field: "Mystery Spar", count: 1, reason: RECIPE_IMPORT_TEXTS.newMaterial },
        { kind: "recipes", field: "fromOrtonConeName", count: 1, reason: GLAZY_TEXTS.noCone("5½") },
        { kind: "other", field: "materialComponents", count: 1, reason: GLAZY_TEXTS.noLines },
      ]),
    );
    const stored = await recipesOf(potter);
    const byName = new Map(stored.map((r) => [r.name, r]));
    expect([...byName.keys()].sort()).toEqual(["Porcelain body", "Shino & Ash"]);
    const shino = byName.get("Shino & Ash")!;
    expect(shino).toMatchObject({ cone: null, coneHigh: null, atmosphere: null, source: "https://glazy.org/recipes/1" });
    expect(shino.notes).toContain("Cone: 5½");
    expect(shino.lines.map((l: { materialId: unknown; materialName: string }) => [l.materialName, l.materialId === mine.body.id])).toEqual([
      ["Nepheline Syenite", false],
      ["Studio Frit", true],
      ["Mystery Spar", false],
    ]);
    const body = byName.get("Porcelain body")!;
    expect(body.kind).toBe("clay-body");
    // Both recipes name the one new material.
    expect(body.lines[0].materialId).toBe(shino.lines[2].materialId);
  });

  it("is recognised as a list alone, or with its keys past the first 4 KB; a format that disagrees is refused", async () => {
    const potter = await signUp(ctx);
    const alone = await glazyFile([glazyRecipe(7, "Clear", [["Silica", "30"], ["Whiting", "20"], ["Custer Feldspar", "50"]])], "recipes.json")(potter);
    expect(alone).toMatchObject({ status: "done", format: "glazy", counts: { recipes: 1 } });
    const long = glazyRecipe(8, "Long story", [["Silica", "100"]], { description: "A long story. ".repeat(600) });
    const { id, name, description, ...rest } = long;
    const late = await glazyFile({ data: { id, name, description, ...rest } }, "long.json")(potter);
    expect(late).toMatchObject({ status: "done", format: "glazy", counts: { recipes: 1 } });

    const refused = await potter.client.post("/api/import", importForm(bytes({ data: glazyRecipe(9, "X", [["Silica", "1"]]) }), { format: "potterylife" }, "x.json"));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(IMPORT_TEXTS.looksLike("glazy", "potterylife"));
    expect(IMPORT_TEXTS.looksLike("glazy", "potterylife")).toBe("This is a Glazy recipe file, not a Pottery Life export. Choose Glazy, or no format, and import it again.");
    const error = await potter.client.post("/api/import", importForm(bytes({ error: { message: "Recipe does not exist", status_code: 404 } }), {}, "x.json"));
    expect(error.status).toBe(400);
    expect(error.body.message).toBe(IMPORT_TEXTS.unknownJson);
    // Glazy's data CSV has analyses, not ingredients: refused at once, never read as a CSV of pieces.
    const header = "id,name,material_type_concatenated,surface_type,transparency_type,from_orton_cone,to_orton_cone,SiO2_percent_mol,Al2O3_percent_mol";
    const analyses = new TextEncoder().encode(`${header}\n1,Base Glaze Peltzman,Glaze,Glossy,Transparent,8,8,69.5261,7.4455\n`);
    const csv = await potter.client.post("/api/import", importForm(analyses, { format: "csv" }, "glazy-data-glazes-simplified-20201210.csv"));
    expect(csv.status).toBe(400);
    expect(csv.body.message).toBe(GLAZY_TEXTS.analysisCsv);
  });

  it("a file that does not match fails with what is wrong, and stores nothing", async () => {
    const potter = await signUp(ctx);
    const job = await glazyFile({ data: [glazyRecipe(1, "Fine", [["Silica", "1"]]), { ...glazyRecipe(2, "Bad", []), materialComponents: "none" }] })(potter);
    expect(job).toMatchObject({ status: "failed", message: GLAZY_TEXTS.badFormat("1.materialComponents: Invalid input: expected array, received string"), counts: {} });
    expect(await recipeCount(potter.user.id)).toBe(0);
  });
});

describe("a Glazy import ends and can be cancelled", () => {
  it("cancelled while it stores: no recipe and no material it made stays", async () => {
    const potter = await signUp(ctx);
    const many = Array.from({ length: 4000 }, (_, i) => glazyRecipe(i + 1, `Test ${i + 1}`, [["Silica", "30"], ["Whiting", "20"], [`Local ash ${i % 50}`, "50"]], { description: null, images: [] }));
    const started = await potter.client.post("/api/import", importForm(bytes({ data: many }), {}, "many.json"));
    expect(started.status).toBe(202);
    const id = started.body.id as number;
    for (let i = 0; i < 600; i++) {
      const job = (await potter.client.get(`/api/import/${id}`)).body;
      if (job.status === "running" && job.progress > 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const cancelled = await potter.client.delete(`/api/import/${id}`);
    expect(cancelled.body).toMatchObject({ id, status: "cancelled", message: IMPORT_TEXTS.cancelled });
    await settleBackgroundTasks();
    expect(await recipeCount(potter.user.id)).toBe(0);
    expect(await materialCount(potter.user.id)).toBe(0);
    expect(await ctx.db.select().from(importSources).where(and(eq(importSources.importJobId, id), eq(importSources.userId, potter.user.id)))).toEqual([]);
  });
});
