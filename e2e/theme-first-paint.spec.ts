/**
 * product.md#r152: a new device (nothing cached) of a potter who saved the dark theme paints the loader dark, and the
 * theme never turns light on the way in. The app's scripts are held while the served page alone is on screen, so the
 * check waits for the state instead of racing the machine.
 */
import { expect, test } from "./fixtures";

test.use({ colorScheme: "light" });

test("a new device paints the saved dark theme from the first frame, with no light flash", async ({ page, signUp }) => {
  await signUp();
  expect((await page.request.patch("/api/user-preferences", { data: { theme: "dark" } })).status()).toBe(200);
  // Every class <html> gets, from the first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { themeClasses: string[] }).themeClasses = seen;
    // The script runs before <html> exists: watch the document for it and for its class changes.
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes" && record.target === document.documentElement) seen.push(document.documentElement.className);
      }
    }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true, childList: true });
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/pieces", { waitUntil: "commit" });
  const loader = page.getByText("Tracking your studio magic...");
  await expect(loader).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const background = await page.locator("#root > [role=status]").evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(r! + g! + b!, `loader background ${background}`).toBeLessThan(200);

  release();
  await expect(loader).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: /main/i })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const classes = await page.evaluate(() => (window as unknown as { themeClasses: string[] }).themeClasses);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.filter((c) => !/\bdark\b/.test(c))).toEqual([]);
});
