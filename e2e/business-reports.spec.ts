/**
 * Sales, a return, the month's numbers with their plot, and the tax year's CSV (product.md#r278–r279), at 390×844 from
 * an empty database through the screens: two priced pieces with a supply's cost each are sold on the Sales screen, one
 * comes back; the month's report counts only the one kept, plots it, and the CSV lists both with the return marked.
 */
import { readFileSync } from "node:fs";
import { BUSINESS_TEXTS } from "../contract/business/texts";
import { expect, open, test } from "./fixtures";
import { FIRST_CODE_THIS_YEAR } from "./support/fake-camera";
import { newPiece, setPrice, signUpOnScreen } from "./business-steps";

// Codes count per potter: a new potter's first two pieces this year.
const year2 = FIRST_CODE_THIS_YEAR.slice(0, 2);
const CODES: Record<string, string> = { "Tea bowl": `${year2}-0001`, Jug: `${year2}-0002` };

test.use({ viewport: { width: 390, height: 844 } });

test("sales recorded and one returned give the month's report and its plot, and the CSV downloads the tax year", async ({ page }) => {
  // A long walk through five screens on a shared machine.
  test.setTimeout(180_000);
  await signUpOnScreen(page);
  // Every piece costs its $2.50 gift box.
  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  await page.getByRole("button", { name: "Add supply" }).click();
  const supply = page.getByRole("form", { name: "Supplies" });
  await supply.getByLabel("Supply").fill("Gift box");
  await supply.getByLabel("Price", { exact: true }).fill("10.00");
  await supply.getByLabel("Cost per piece").fill("2.50");
  await supply.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("region", { name: "Supplies" }).getByText("Gift box")).toBeVisible();

  await newPiece(page, "Tea bowl");
  await setPrice(page, "40");
  await newPiece(page, "Jug");
  await setPrice(page, "60");

  await open(page, "/business/sales");
  await expect(page.getByText("0 sales", { exact: true })).toBeVisible();
  const record = async (piece: string, channel: string, venue: string, paid: string) => {
    await page.getByRole("button", { name: "Record a sale" }).click();
    const form = page.getByRole("form", { name: "Record a sale" });
    await form.getByLabel("Choose a piece").selectOption({ label: `${piece} (${CODES[piece]})` });
    await form.getByRole("button", { name: "Add piece" }).click();
    await expect(form.getByLabel(`Price of ${piece}`)).not.toHaveValue("");
    await form.getByLabel("Channel").selectOption({ label: channel });
    await form.getByLabel("Venue").fill(venue);
    await form.getByLabel("Payment method").selectOption({ label: paid });
    await form.getByRole("button", { name: "Save sale" }).click();
    await expect(form).toHaveCount(0);
  };
  await record("Tea bowl", "Online", "Etsy", "Card");
  await record("Jug", "Craft fair", "Winter fair", "Cash");
  await expect(page.getByText("2 sales", { exact: true })).toBeVisible();

  // The jug comes back, with its reason.
  const jugSale = page.getByRole("listitem").filter({ hasText: "Winter fair" });
  await jugSale.getByRole("button", { name: "Return" }).click();
  const back = page.getByRole("dialog", { name: "Record a return" });
  await back.getByLabel("Jug").check();
  await back.getByLabel("Reason").fill("Chipped rim");
  await back.getByRole("button", { name: "Save return" }).click();
  await expect(back).toHaveCount(0);
  await expect(jugSale.getByText("Returned: Chipped rim")).toBeVisible();

  // The month: the tea bowl alone, less its cost.
  await page.getByRole("link", { name: "Business" }).click();
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const numbers = page.locator("dl");
  await expect(numbers.getByText("Revenue")).toBeVisible();
  await expect(numbers.locator("div").filter({ hasText: "Revenue" })).toContainText("$40.00");
  await expect(numbers.locator("div").filter({ hasText: "Cost of goods" })).toContainText("$2.50");
  await expect(numbers.locator("div").filter({ hasText: "Margin" })).toContainText("$37.50");
  await expect(page.getByRole("region", { name: "By channel" })).toContainText("Online · 1");
  await expect(page.getByRole("region", { name: "By channel" })).not.toContainText("Craft fair");
  const plot = page.getByRole("img", { name: "Revenue and cost of goods over the period" });
  await expect(plot.locator("canvas")).toHaveCount(1);
  await expect(plot).toContainText("Revenue");
  // Nothing is wider than the phone: a month picker that pushed the page sideways made the phone zoom the page out,
  // and the taps meant for Download CSV landed on the line above it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The tax year's CSV: both pieces, the jug marked returned, the totals.
  const year = new Date().getFullYear();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`claybook-sales-${year}.csv`);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv.split(/\r?\n/);
  expect(lines[0]).toContain(BUSINESS_TEXTS.csvHeader.join(","));
  expect(lines.find((l) => l.includes("Tea bowl"))).toContain(",online,Etsy,");
  expect(lines.find((l) => l.includes("Jug"))).toContain(",yes,");
  expect(lines.find((l) => l.startsWith(BUSINESS_TEXTS.csvTotals))).toContain(",40.00,");
});
