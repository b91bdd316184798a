/**
 * The glaze lab in the browser at 390×844 (product.md#r265–r267), every step through the screens: a recipe typed line
 * by line with its UMF and Stull point moving as it grows, the materials' search, a printed batch sheet, and a 5-step
 * line blend with its tiles.
 */
import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { expect, open, test } from "./fixtures";
import { expectedChemistry, LEACH_4321, typeLine, typeRecipe } from "./glaze-lab-helpers";
import { axeBothThemes } from "./support/screens-journey";

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
});

test("typing Leach 4321 shows its UMF and moves its Stull point as each line goes in; the saved recipe shows the same", async ({ page }) => {
  await open(page, "/glaze-library");
  await page.getByRole("navigation", { name: "Surfaces view" }).getByRole("link", { name: "Glaze lab" }).click();
  await expect(page.getByRole("heading", { name: "Glaze lab", level: 1 })).toBeVisible();
  await expect(page.getByText("No recipes yet")).toBeVisible();
  await page.getByRole("link", { name: "New recipe" }).click();
  await page.getByLabel("Name", { exact: true }).fill("Leach 4321");
  await expect(page.getByText("Add materials with amounts to see the chemistry.")).toBeVisible();

  const umf = page.getByRole("table", { name: "Unity formula (UMF)" });
  const stull = page.getByTestId("stull-point");
  const seen: string[] = [];
  for (const [i, line] of LEACH_4321.entries()) {
    await typeLine(page, i + 1, line);
    const { analysis, stullText } = expectedChemistry(LEACH_4321.slice(0, i + 1));
    await expect(stull).toHaveText(stullText);
    await expect(umf.getByRole("row", { name: /^SiO2 / })).toContainText(analysis.umf.SiO2!.toFixed(3));
    seen.push(stullText);
  }
  // Each line moved the point: four different places on the chart.
  expect(new Set(seen).size).toBe(4);
  const { analysis } = expectedChemistry(LEACH_4321);
  // Fluxes to unity, grouped as R2O, RO, R2O3, RO2.
  await expect(umf.getByRole("rowheader", { name: "RO", exact: true })).toBeVisible();
  await expect(umf.getByRole("row", { name: /^CaO / })).toContainText(analysis.umf.CaO!.toFixed(3));
  await expect(umf.getByRole("row", { name: /^Al2O3 / })).toContainText(analysis.umf.Al2O3!.toFixed(3));
  await expect(page.getByText(`SiO2:Al2O3 ${analysis.siAl!.toFixed(2)}`)).toBeVisible();
  await expect(page.getByTestId("base-total")).toHaveText("Base total 100, shown as 100");
  await expect(page.getByTestId("stull-chart").locator("canvas")).toHaveCount(1);

  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("heading", { name: "Leach 4321", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stull-point")).toHaveText(seen[3]!);
  await expect(page.getByRole("table", { name: "Unity formula (UMF)" }).getByRole("row", { name: /^CaO / })).toContainText(analysis.umf.CaO!.toFixed(3));

  await page.getByRole("link", { name: "Glaze lab" }).first().click();
  await expect(page.getByRole("link", { name: /^Leach 4321/ })).toBeVisible();
  // The list's search and kind filter.
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("4321");
  await expect(page.getByRole("link", { name: /^Leach 4321/ })).toBeVisible();
  await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Slip" });
  await expect(page.getByText("No recipes match")).toBeVisible();
  await page.getByLabel("Kind", { exact: true }).selectOption({ label: "Glaze" });
  await expect(page.getByRole("link", { name: /^Leach 4321/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("celadon");
  await expect(page.getByText("No recipes match")).toBeVisible();
});

test("the materials' search finds Edgar Plastic Kaolin by EPK, and a material of the potter's own joins the library", async ({ page }) => {
  await open(page, "/glaze-lab");
  await page.getByRole("tab", { name: "Materials" }).click();
  await page.getByRole("searchbox", { name: "Search materials" }).fill("EPK");
  const list = page.getByRole("list", { name: "Materials" });
  await expect(list.getByText("Edgar Plastic Kaolin", { exact: true })).toBeVisible();
  await expect(list.getByText("Custer Feldspar", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Add material" }).click();
  const dialog = page.getByRole("dialog", { name: "Add your own material" });
  await dialog.getByLabel("Name", { exact: true }).fill("Hillside Feldspar");
  await dialog.getByLabel("Other names (comma between)").fill("Local spar");
  await dialog.getByLabel("SiO2 %").fill("68");
  await dialog.getByLabel("Al2O3 %").fill("18.5");
  await dialog.getByLabel("K2O %").fill("10");
  await dialog.getByLabel("Na2O %").fill("3");
  await dialog.getByRole("button", { name: "Save material" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search materials" }).fill("local spar");
  await expect(list.getByText("Hillside Feldspar", { exact: true })).toBeVisible();
  await expect(list.getByText("Yours", { exact: true })).toBeVisible();
});

test("Print batch sheet gives the batch as a one-page PDF titled with the recipe and named by its code", async ({ page }) => {
  const id = await typeRecipe(page, "Leach 4321", [...LEACH_4321, { search: "RIO", key: "red-iron-oxide", name: "Red Iron Oxide", amount: 2, addition: true }]);
  const section = page.getByRole("region", { name: "Batch" });
  await section.getByLabel("Batch size").fill("5000");
  await section.getByLabel("Unit").selectOption("g");
  await section.getByRole("button", { name: "Calculate" }).click();
  const batch = section.getByRole("table", { name: "Batch: 5000 g" });
  await expect(batch.getByRole("row", { name: /^Custer Feldspar/ })).toContainText("2000 g");
  await expect(batch.getByRole("row", { name: /^Red Iron Oxide/ })).toContainText("100 g");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Print batch sheet" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^claybook-batch-R-${id}-v1-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const bytes = await readFile((await file.path())!);
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe("Leach 4321");
});

test("a 5-step line blend of two recipes makes 5 recipes and their 5 test tiles, shown on the recipe's page", async ({ page }) => {
  await typeRecipe(page, "Clear", LEACH_4321);
  await typeRecipe(page, "Iron red", [...LEACH_4321, { search: "RIO", key: "red-iron-oxide", name: "Red Iron Oxide", amount: 10, addition: true }]);
  // The blend starts from the recipe open now, Iron red, towards Clear.
  const blend = page.getByRole("region", { name: "Blend" });
  await blend.getByLabel("Recipe B").selectOption({ label: "Clear" });
  await blend.getByLabel("Steps").fill("5");
  await expect(blend.getByRole("checkbox", { name: "Make a test tile for each" })).toBeChecked();
  await blend.getByLabel("Clay body of the tiles").fill("B-Mix");
  await blend.getByRole("button", { name: "Make blend" }).click();
  await expect(blend.getByText("5 blend recipes made")).toBeVisible();
  await expect(blend.getByRole("list", { name: "Blend recipes" }).getByRole("listitem")).toHaveCount(5);
  const tiles = blend.getByRole("list", { name: "Test tiles" }).getByRole("link");
  await expect(tiles).toHaveCount(5);

  // The tiles are real: the first opens on its own page.
  await tiles.first().click();
  await expect(page).toHaveURL(/\/test-tiles\/\d+$/);
  await expect(page.getByText("B-Mix").first()).toBeVisible();
});

test("the glaze lab's screens have no axe violations in either theme, and every button is at least 44 px tall", async ({ page }) => {
  test.setTimeout(300_000);
  const id = await typeRecipe(page, "Leach 4321", LEACH_4321);
  const violations: string[] = [];
  const small: string[] = [];
  // Each screen opened once and scanned in both themes in place (axeBothThemes).
  for (const [path, text] of [
    ["/glaze-lab", "Leach 4321"],
    ["/glaze-lab?tab=materials", "Edgar Plastic Kaolin"],
    [`/glaze-lab/recipes/${id}/edit`, "Stull point"],
    [`/glaze-lab/recipes/${id}`, "What it did"],
  ] as const) {
    await open(page, path);
    await expect(page.getByText(text).first()).toBeVisible();
    violations.push(...(await axeBothThemes(page, path)));
    for (const box of await page.getByRole("main").getByRole("button").evaluateAll((els) => els.map((el) => [el.getAttribute("aria-label") ?? el.textContent, el.getBoundingClientRect().height] as const))) {
      if (box[1] > 0 && box[1] < 44) small.push(`${path}: ${box[0]} ${box[1]}`);
    }
  }
  expect(violations, violations.join("\n")).toEqual([]);
  expect(small).toEqual([]);
});
