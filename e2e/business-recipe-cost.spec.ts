/**
 * A glaze mixed from a recipe priced from its materials (product.md#r280, product.md#r281), at 390×844 from an empty
 * database through the screens: two material prices in Settings ▸ Prices, a recipe typed in the glaze lab whose page
 * shows its batch cost, a surface carrying it, a piece glazed with that surface, and the glaze's line on the piece's
 * Price & cost card, with the unpriced materials named.
 */
import { chooseOption } from "./choose-option";
import { expect, open, test } from "./fixtures";
import { signUpOnScreen } from "./business-steps";
import { LEACH_4321, typeRecipe } from "./glaze-lab-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("material prices make a recipe's batch cost and the cost of a piece glazed with it", async ({ page }) => {
  await signUpOnScreen(page);

  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  const list = page.getByRole("region", { name: "Glaze materials" });
  for (const [material, price, weight] of [
    ["Silica", "12.50", "25"],
    ["Whiting", "20.00", "50"],
  ] as const) {
    await page.getByRole("button", { name: "Add material price" }).click();
    const form = page.getByRole("form", { name: "Glaze materials" });
    await form.getByLabel("Material", { exact: true }).selectOption({ label: material });
    await form.getByLabel("Price", { exact: true }).fill(price);
    await form.getByLabel("For a weight of").fill(weight);
    await form.getByLabel("Unit").selectOption("lb");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form).toHaveCount(0);
    await expect(list.getByText(`$${price} per ${weight} lb`)).toBeVisible();
  }

  // Leach 4321: Custer 40, Silica 30, Whiting 20, EPK 10. (30 × $12.50 per 25 lb + 20 × $20.00 per 50 lb) ÷ 100 is
  // 0.0507 cents a gram: $0.51 a kg, $0.23 a lb.
  await typeRecipe(page, "Leach 4321", LEACH_4321);
  const missing = "2 of 4 materials have no price: Custer Feldspar, Edgar Plastic Kaolin";
  const batch = page.getByRole("region", { name: "Batch cost" });
  await batch.scrollIntoViewIfNeeded();
  await expect(batch.getByText("$0.51 per kg · $0.23 per lb of dry glaze")).toBeVisible();
  await expect(batch.getByText(`$0.0005 per g of dry glaze from its materials' prices. ${missing}`)).toBeVisible();

  // A surface of the Library carries the recipe, and a bowl is glazed with it.
  await open(page, "/glaze-library/new?type=Glaze");
  await page.getByLabel("Name", { exact: true }).fill("Leach celadon");
  await page.getByLabel("Recipe", { exact: true }).selectOption({ label: "Leach 4321" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Celadon bowl");
  await page.getByText("Handbuilt", { exact: true }).click();
  await page.getByRole("checkbox", { name: "Glazed" }).check();
  await page.getByRole("region", { name: /Surface Treatments/ }).getByRole("button", { name: "Add Treatment" }).click();
  const layer = page.getByRole("dialog");
  await chooseOption(layer.getByRole("combobox", { name: "Type" }), "Glaze");
  await chooseOption(layer.getByRole("combobox", { name: "Material" }), "Leach celadon");
  await chooseOption(layer.getByRole("combobox", { name: "Application Method" }), "Dipped");
  await layer.getByRole("button", { name: "Add Treatment" }).click();
  await expect(layer).toHaveCount(0);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);

  // 40 g of it at 0.0507 cents a gram: $0.02.
  const cost = page.getByRole("region", { name: "Cost" });
  await cost.scrollIntoViewIfNeeded();
  await expect(cost.getByText(`40 g of Leach celadon at $0.0005 per g from its recipe; ${missing}`)).toBeVisible();
  await expect(cost.getByRole("heading", { name: "Cost $0.02" })).toBeVisible();
});
