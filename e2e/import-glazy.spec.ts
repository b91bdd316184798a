/**
 * A recipe from Glazy through the Import screen at 390×844 (product.md#r282, docs/decisions/0320-glazy-recipes-imported.md):
 * the potter chooses Glazy's recipe JSON in Settings ▸ Account Info, the preview lists the recipe and the material the
 * library lacks by name, the import stores them, and the recipe's page shows its lines, its Glazy address and the
 * chemistry the shared code works out from the library.
 */
import { expect, open, test } from "./fixtures";
import { expectedChemistry, LEACH_4321 } from "./glaze-lab-helpers";

test.use({ viewport: { width: 390, height: 844 } });

/** Glazy's answer for one recipe, in the shape its API writes (materialComponents, percentageAmount as text). */
const GLAZY_RECIPE = {
  data: {
    id: 72382,
    name: "Celadon Leach 4321",
    description: "The glaze that is as old as dirt.",
    isPrimitive: false,
    materialTypeId: 460,
    fromOrtonConeName: "9",
    toOrtonConeName: "10",
    surfaceTypeName: "Glossy",
    atmospheres: [{ id: 2, name: "Reduction" }],
    materialComponents: [
      ["Custer Feldspar", "40.00", false],
      ["Silica", "30.00", false],
      ["Whiting", "20.00", false],
      ["EPK", "10.00", false],
      ["Red Iron Oxide", "1.50", true],
      ["Grandpa's Wood Ash", "5.00", true],
    ].map(([name, percentageAmount, isAdditional], i) => ({ percentageAmount, isAdditional, material: { id: 15000 + i, name } })),
    createdByUser: { id: 1, name: "Glazy Admin" },
  },
};

test("a Glazy recipe file imported through the Import screen shows as a recipe with its chemistry", async ({ page, signUp }) => {
  await signUp({ firstName: "Rosa" });
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/settings");
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
  const trigger = page.getByRole("button", { name: "Account Info", exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await page.getByLabel("Choose export file").setInputFiles({ name: "glazy-72382.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(GLAZY_RECIPE)) });

  const what = page.getByRole("list", { name: "What will be imported" });
  await expect(what).toContainText("Recipes: 1");
  await expect(what).toContainText("Glaze materials: 1");
  await expect(page.getByRole("list", { name: "Imported without these values" })).toContainText(
    "Glaze materials: Grandpa's Wood Ash: 1 (not in your library: added as your own material with no analysis",
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Import finished")).toBeVisible();

  await open(page, "/glaze-lab");
  await page.getByRole("link", { name: /^Celadon Leach 4321/ }).click();
  await expect(page.getByRole("heading", { name: "Celadon Leach 4321", level: 1 })).toBeVisible();
  await expect(page.getByText("https://glazy.org/recipes/72382")).toBeVisible();
  await expect(page.getByText("+ Red Iron Oxide", { exact: true })).toBeVisible();
  await expect(page.getByText("+ Grandpa's Wood Ash", { exact: true })).toBeVisible();
  // The chemistry: the base's fluxes as the shared code works them out; the iron on top does not change them.
  const { analysis } = expectedChemistry([...LEACH_4321, { search: "RIO", key: "red-iron-oxide", name: "Red Iron Oxide", amount: 1.5, addition: true }]);
  const umf = page.getByRole("table", { name: "Unity formula (UMF)" });
  await expect(umf.getByRole("row", { name: /^CaO / })).toContainText(analysis.umf.CaO!.toFixed(3));
  await expect(umf.getByRole("row", { name: /^Fe2O3 / })).toContainText(analysis.umf.Fe2O3!.toFixed(3));
  await expect(page.getByText(`SiO2:Al2O3 ${analysis.siAl!.toFixed(2)}`)).toBeVisible();
});
