/**
 * What a recipe did (product.md#r267), at 390×844 and through the screens alone: a recipe typed in the glaze lab,
 * a surface in the Surfaces Library carrying it, a piece glazed with that surface, fired and unloaded crawled; the
 * recipe's page then lists the piece under the version it wore, with what came out of the kiln.
 */
import { expect, open, test } from "./fixtures";
import { chooseOption } from "./choose-option";
import { LEACH_4321, typeRecipe } from "./glaze-lab-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("a recipe's page shows the crawled piece that wore it", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const recipeId = await typeRecipe(page, "Shino 4321", LEACH_4321);
  await expect(page.getByText("No tiles or pieces have worn this recipe yet.")).toBeVisible();

  // The Surfaces Library's glaze carries the recipe.
  await open(page, "/glaze-library/new?type=Glaze");
  await page.getByLabel("Name", { exact: true }).fill("Studio Shino");
  await page.getByLabel("Recipe", { exact: true }).selectOption({ label: "Shino 4321" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);

  // A glazed bowl wears it.
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Crawl bowl");
  await page.getByText("Handbuilt", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Glazed" }).check();
  const treatments = page.getByRole("region", { name: /Surface Treatments/ });
  await treatments.getByRole("button", { name: "Add Treatment" }).click();
  const layer = page.getByRole("dialog");
  await chooseOption(layer.getByRole("combobox", { name: "Type" }), "Glaze");
  await chooseOption(layer.getByRole("combobox", { name: "Material" }), "Studio Shino");
  await chooseOption(layer.getByRole("combobox", { name: "Application Method" }), "Dipped");
  await layer.getByRole("button", { name: "Add Treatment" }).click();
  await expect(layer).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);

  // Fired, and it crawled.
  await open(page, "/waiting");
  await page.getByRole("checkbox", { name: "Select all: Ready for glaze firing" }).click();
  await page.getByRole("button", { name: /^New glaze firing/ }).click();
  await page.getByRole("dialog", { name: "New firing" }).getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/\d+$/);
  for (const step of ["Move to loading", "Move to firing", "Move to cooling"]) {
    await page.getByRole("button", { name: step }).click();
    await expect(page.getByRole("button", { name: step })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const unload = page.getByRole("dialog", { name: "What came out?" });
  await unload.getByLabel("Unload to (location)").fill("Seconds shelf");
  await unload.getByRole("combobox", { name: "What happened to Crawl bowl" }).selectOption("crawled");
  await unload.getByRole("button", { name: "Save and finish" }).click();
  await expect(unload).toHaveCount(0);

  await open(page, `/glaze-lab/recipes/${recipeId}`);
  const didIt = page.getByRole("region", { name: "What it did" });
  await expect(didIt.getByRole("heading", { name: "Version 1" })).toBeVisible();
  const piece = didIt.getByRole("link", { name: /Piece: Crawl bowl/ });
  await expect(piece).toContainText("Studio Shino · Crawled");
  await piece.click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
});
