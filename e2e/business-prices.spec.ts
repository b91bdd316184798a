/**
 * Settings ▸ Prices and a piece's cost (product.md#r276–r277), at 390×844 from an empty database through the screens:
 * the potter prices a bag of clay and a supply used on every piece, makes a mug with its clay weight, and its Price &
 * cost card itemises the cost with each part explained; a price and a status are set there.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";
import { newPiece, priceCard, setPrice, signUpOnScreen } from "./business-steps";

test.use({ viewport: { width: 390, height: 844 } });

test("prices set in Settings make a piece's cost, itemised and explained on its Price & cost card", async ({ page }) => {
  await signUpOnScreen(page);

  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  const prices = page.getByRole("region", { name: "Clay bodies" });
  await page.getByRole("button", { name: "Add clay price" }).click();
  const clay = page.getByRole("form", { name: "Clay bodies" });
  await clay.getByLabel("Clay body").fill("B-Mix");
  await clay.getByLabel("Bag price").fill("25.00");
  await clay.getByLabel("Bag weight").fill("25");
  await clay.getByLabel("Unit").selectOption("lb");
  await clay.getByRole("button", { name: "Save" }).click();
  await expect(prices.getByText("B-Mix")).toBeVisible();
  await expect(prices.getByText("$25.00 per 25 lb bag")).toBeVisible();

  // A typed amount the contract refuses says so under its field.
  await page.getByRole("button", { name: "Add supply" }).click();
  const supply = page.getByRole("form", { name: "Supplies" });
  await supply.getByLabel("Supply").fill("Gift box");
  await supply.getByLabel("Price", { exact: true }).fill("10.999.0");
  await supply.getByRole("button", { name: "Save" }).click();
  await expect(supply.getByRole("alert")).toHaveText("Price must be an amount such as 45.00, with at most 2 decimals");
  await supply.getByLabel("Price", { exact: true }).fill("10.00");
  await supply.getByLabel("Cost per piece").fill("2.50");
  await supply.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("region", { name: "Supplies" }).getByText("$10.00 · $2.50 per piece")).toBeVisible();

  // A mug of one pound of B-Mix: $1.00 of clay and the $2.50 box.
  await newPiece(page, "Blue mug", { body: "B-Mix", pounds: "1" });
  const cost = page.getByRole("region", { name: "Cost" });
  await cost.scrollIntoViewIfNeeded();
  await expect(cost.getByRole("heading", { name: "Cost $3.50" })).toBeVisible();
  await expect(cost.getByText("1 lb of B-Mix at $25.00 per 25 lb bag")).toBeVisible();
  await expect(cost.getByText("Gift box, every piece")).toBeVisible();
  await expect(cost.getByText("Suggested price: $8.75")).toBeVisible();

  // The markup is the potter's (product.md#r293): × 3 in Settings ▸ Prices makes the suggestion $10.50.
  const piecePath = new URL(page.url()).pathname;
  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  const markup = page.getByLabel("Markup for suggested prices");
  await expect(markup).toHaveValue("2.5");
  await markup.fill("0.5");
  await page.getByRole("button", { name: "Save markup" }).click();
  await expect(page.getByText("Markup must be a number from 1 to 20, with at most 2 decimals, such as 2.5")).toBeVisible();
  await markup.fill("3");
  await page.getByRole("button", { name: "Save markup" }).click();
  await expect(page.getByText("Markup saved").first()).toBeVisible();
  await open(page, piecePath);
  await cost.scrollIntoViewIfNeeded();
  await expect(cost.getByText("Suggested price: $10.50")).toBeVisible();

  // The price and the status are set from the piece's screen, and kept.
  await setPrice(page, "28");
  await priceCard(page).getByLabel("Status").selectOption("reserved");
  await priceCard(page).getByRole("button", { name: "Save price" }).click();
  await page.reload();
  await expect(priceCard(page).getByLabel("Price", { exact: true })).toHaveValue("28.00");
  await expect(priceCard(page).getByLabel("Status")).toHaveValue("reserved");
  // Every target of the card is at least 44 px.
  const box = (await priceCard(page).getByRole("button", { name: "Save price" }).boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);

  // The card and Settings ▸ Prices pass axe in the dark theme too, tap targets included.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("claybook-theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(priceCard(page)).toBeVisible();
  const violations = await axeViolations(page, "form[aria-label='Price & cost']");
  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  await expect(page.getByRole("region", { name: "Clay bodies" }).getByText("B-Mix")).toBeVisible();
  violations.push(...(await axeViolations(page, "section[aria-label='Clay bodies']")));
  expect(violations, violations.join("\n")).toEqual([]);
});

async function axeViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).options({ rules: { "target-size": { enabled: true } } }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}
