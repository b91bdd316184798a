/**
 * The market days' calendar link and a change of currency (product.md#r294, product.md#r295), at 390×844 from an empty
 * database through the screens. On Business the potter makes the calendar link, copies it and finds 'Subscribe in your
 * calendar' as webcal://; a calendar app (no session) reads the market day from it; a new link stops the old one and
 * 'Turn off' stops both. The Reports screen's calendar file downloads with the market day in it. In Settings ▸ Prices,
 * JPY is refused while a cost has cents, then asked with what happens, and the clay price reads ¥25 after.
 */
import { readFileSync } from "node:fs";
import { BUSINESS_TEXTS } from "../contract/business/texts";
import { signUpOnScreen } from "./business-steps";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, permissions: ["clipboard-read", "clipboard-write"] });

test("the calendar link is made, copied, renewed and turned off, and the calendar file downloads the market day", async ({ page, playwright }) => {
  // Two screens, a renewal and a download on a shared machine.
  test.setTimeout(180_000);
  await signUpOnScreen(page);
  await open(page, "/business");
  await page.getByLabel("Name", { exact: true }).fill("Saturday market");
  await page.getByLabel("Place").fill("Town square");
  await page.getByRole("button", { name: "Create market day" }).click();
  await expect(page.getByRole("heading", { name: "Saturday market", level: 1 })).toBeVisible();
  await open(page, "/business");

  const section = page.getByRole("region", { name: "Calendar link" });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("button", { name: "Make a calendar link" }).click();
  const address = section.getByRole("textbox", { name: "Calendar link address" });
  await expect(address).toHaveValue(/\/api\/event-feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
  const first = await address.inputValue();
  await expect(section.getByRole("link", { name: "Subscribe in your calendar" })).toHaveAttribute("href", first.replace(/^https?:\/\//, "webcal://"));
  await section.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
  // Every button of the section is at least 44 px tall at this width, and nothing runs off the screen.
  for (const button of await section.getByRole("button").all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect((await section.boundingBox())!.width).toBeLessThanOrEqual(390);

  // A calendar app has no session: it reads the link alone.
  const calendar = await playwright.request.newContext();
  const feed = await calendar.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await feed.text();
  expect(ics).toContain("SUMMARY:Saturday market\r\n");
  expect(ics).toContain("LOCATION:Town square\r\n");

  // The link is still there after a reload, and a new one stops the old one.
  await page.reload();
  await expect(address).toHaveValue(first);
  await section.getByRole("button", { name: "Make a new link" }).click();
  const renew = page.getByRole("alertdialog", { name: "Make a new calendar link?" });
  await expect(renew).toContainText("The old link stops at once");
  await renew.getByRole("button", { name: "Make a new link" }).click();
  await expect(page.getByText("New calendar link made", { exact: true })).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await calendar.get(first)).status()).toBe(404);
  expect((await calendar.get(second)).status()).toBe(200);
  await section.getByRole("button", { name: "Turn off" }).click();
  const off = page.getByRole("alertdialog", { name: "Turn off the calendar link?" });
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(section.getByRole("button", { name: "Make a calendar link" })).toBeVisible();
  await expect(address).toHaveCount(0);
  const gone = await calendar.get(second);
  expect([gone.status(), (await gone.json()).message]).toEqual([404, BUSINESS_TEXTS.feedNotFound]);
  await calendar.dispose();

  // The Reports screen's calendar file arrives with the market day in it.
  await page.getByRole("link", { name: "Reports" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Market days calendar (ICS)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("claybook-market-days.ics");
  const file = readFileSync((await download.path())!, "utf8");
  expect(file).toContain("BEGIN:VEVENT\r\n");
  expect(file).toContain("SUMMARY:Saturday market\r\n");
  expect(file).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
});

test("a currency with other decimals is refused while a cost has cents, then asked first and keeps the numbers", async ({ page }) => {
  await signUpOnScreen(page);
  await open(page, "/settings");
  await page.getByRole("button", { name: "Prices" }).click();
  await page.getByRole("button", { name: "Add clay price" }).click();
  const clay = page.getByRole("form", { name: "Clay bodies" });
  await clay.getByLabel("Clay body").fill("B-Mix");
  await clay.getByLabel("Bag price").fill("25.00");
  await clay.getByLabel("Bag weight").fill("25");
  await clay.getByLabel("Unit").selectOption("lb");
  await clay.getByRole("button", { name: "Save" }).click();
  const clays = page.getByRole("region", { name: "Clay bodies" });
  await expect(clays.getByText("$25.00 per 25 lb bag")).toBeVisible();
  await page.getByRole("button", { name: "Add supply" }).click();
  const supply = page.getByRole("form", { name: "Supplies" });
  await supply.getByLabel("Supply").fill("Gift box");
  await supply.getByLabel("Price", { exact: true }).fill("10.00");
  await supply.getByLabel("Cost per piece").fill("0.50");
  await supply.getByRole("button", { name: "Save" }).click();
  const supplies = page.getByRole("region", { name: "Supplies" });
  await expect(supplies.getByText("$10.00 · $0.50 per piece")).toBeVisible();

  // JPY has no cents: refused, by name, and the currency stays.
  const currency = page.getByLabel("Currency");
  await currency.selectOption("JPY");
  await expect(page.getByRole("alert").filter({ hasText: "cents that JPY cannot hold" })).toHaveText(
    "1 amount has cents that JPY cannot hold (JPY has no decimals), such as $0.50 (a supply's cost per piece). Make them whole amounts first, or keep a currency with 2 decimals.",
  );
  await expect(currency).toHaveValue("USD");

  // Without the box, the change is asked first, saying what happens; Cancel keeps USD.
  await supplies.getByRole("button", { name: "Remove Gift box" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(supplies.getByText("Gift box")).toHaveCount(0);
  await currency.selectOption("JPY");
  const ask = page.getByRole("alertdialog", { name: "Change your amounts to JPY?" });
  await expect(ask).toContainText("USD has 2 decimals and JPY has no decimals. Changing rewrites your 1 amount with the same numbers: $25.00 becomes ¥25. No exchange rate is applied.");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(currency).toHaveValue("USD");
  await expect(clays.getByText("$25.00 per 25 lb bag")).toBeVisible();
  await currency.selectOption("JPY");
  await ask.getByRole("button", { name: "Change to JPY" }).click();
  await expect(ask).toHaveCount(0);
  await expect(currency).toHaveValue("JPY");
  await expect(clays.getByText("¥25 per 25 lb bag")).toBeVisible();
  // Kept on the server: a reload reads the same.
  await page.reload();
  await page.getByRole("button", { name: "Prices" }).click();
  await expect(page.getByRole("region", { name: "Clay bodies" }).getByText("¥25 per 25 lb bag")).toBeVisible();
});
