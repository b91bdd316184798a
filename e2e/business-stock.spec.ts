/**
 * Glaze materials bought and used (product.md#r291, product.md#r292), at 390×844 from an empty database through the
 * screens: two purchases of Silica recorded on Materials stock, a reorder level set, a bucket of Leach 4321 logged on
 * the recipe's page, and the stock dropping by its silica until Silica is on the shopping list with what to buy.
 */
import { expect, open, test } from "./fixtures";
import { signUpOnScreen } from "./business-steps";
import { LEACH_4321, typeRecipe } from "./glaze-lab-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("purchases make a material's stock, a mix log uses it, and a material below its level is on the shopping list", async ({ page }) => {
  // A long walk through five screens on a shared machine.
  test.setTimeout(180_000);
  await signUpOnScreen(page);

  await open(page, "/business");
  await page.getByRole("link", { name: "Materials stock" }).click();
  await expect(page.getByRole("heading", { name: "Materials stock", level: 1 })).toBeVisible();
  const purchase = page.getByRole("form", { name: "Record purchase" });
  for (const [quantity, total, supplier] of [
    ["10", "20.00", "Clay Co"],
    ["5", "12.50", "Big Mud"],
  ] as const) {
    await purchase.getByLabel("Material").selectOption({ label: "Silica" });
    await purchase.getByLabel("Date").fill("2026-11-20");
    await purchase.getByLabel("Quantity").fill(quantity);
    await purchase.getByLabel("Unit").selectOption("kg");
    await purchase.getByLabel("Total paid").fill(total);
    await purchase.getByLabel("Supplier").fill(supplier);
    await purchase.getByRole("button", { name: "Save purchase" }).click();
    await expect(page.getByText(`${quantity} kg for $${total} from ${supplier}`)).toBeVisible();
  }
  // 15 kg for $32.50: $2.17 a kg on average.
  const silica = page.getByRole("listitem", { name: "Silica" });
  await expect(silica.getByText("15 kg", { exact: true })).toBeVisible();
  await expect(silica.getByText("15 kg on hand: 2 purchases, 0 mix logs; $2.17 per kg on average")).toBeVisible();
  const level = silica.getByRole("form", { name: "Reorder level for Silica" });
  await level.getByLabel("Reorder level").fill("12");
  await level.getByRole("button", { name: "Save level" }).click();
  await expect(level.getByLabel("Reorder level")).toHaveValue("12");
  await expect(silica.getByText("Below its level")).toHaveCount(0);

  // A 20 kg bucket of Leach 4321 (Silica 30 of 100) uses 6 kg of silica.
  await typeRecipe(page, "Leach 4321", LEACH_4321);
  const mixLog = page.getByRole("region", { name: "Mix log" });
  await mixLog.scrollIntoViewIfNeeded();
  await mixLog.getByLabel("Date").fill("2026-11-25");
  await mixLog.getByLabel("Batch size").fill("20");
  await mixLog.getByLabel("Unit", { exact: true }).selectOption("kg");
  await mixLog.getByRole("button", { name: "Log a mix" }).click();
  await expect(mixLog.getByText(/20 kg/)).toBeVisible();

  await open(page, "/business/stock");
  await expect(silica.getByText("9 kg", { exact: true })).toBeVisible();
  await expect(silica.getByText("9 kg on hand: 2 purchases, 1 mix log; $2.17 per kg on average")).toBeVisible();
  await expect(silica.getByText("Below its level")).toBeVisible();

  await page.getByRole("link", { name: "Shopping list" }).click();
  const item = page.getByRole("listitem", { name: "Silica" });
  // 3 kg short of 12 at $32.50 for 15 kg is $6.50.
  await expect(item.getByText("Buy 3 kg (about $6.50)")).toBeVisible();
  await expect(item.getByText("9 kg on hand, level 12 kg")).toBeVisible();
  await expect(item.getByText("Last bought from Big Mud")).toBeVisible();
  await expect(page.getByText("About $6.50 in all")).toBeVisible();
  const box = (await page.getByRole("link", { name: "Record purchase" }).boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
});
