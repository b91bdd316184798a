/**
 * Dates as given (product.md#r231, docs/decisions/0275-calendar-days.md): with the phone west of UTC (Los Angeles) and
 * east of it past the date line (Auckland), a firing planned through the screens for 30 November shows 30 November on
 * the firing, in the firings list, on What's waiting (its button and its mark) and on the piece; a file imported
 * through the screens with the day "2026-03-02" shows 2 March on the piece.
 */
import type { Page } from "@playwright/test";
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

async function skipTour(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
}

const CSV = "name,type,clayBody,stage,date,location\nMarch mug,wheel,B-Mix,Bisqued,2026-03-02,Shelf 2\n";

for (const timezoneId of ["America/Los_Angeles", "Pacific/Auckland"]) {
  test.describe(`the phone in ${timezoneId}`, () => {
    test.use({ timezoneId, locale: "en-US", viewport: { width: 390, height: 844 } });

    test("a firing planned for 30 November shows 30 November everywhere", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      for (const name of ["Tumbler", "Jug"]) {
        const res = await page.request.post("/api/pieces", { data: { name, type: "handbuilt", clayBody: "B-Mix", stages: [{ stage: "Formed", location: "Greenware Shelf" }] } });
        expect(res.status(), await res.text()).toBe(201);
      }
      await open(page, "/pieces");
      await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Waiting" }).click();
      await page.getByRole("checkbox", { name: /^Tumbler/ }).click();
      await page.getByRole("button", { name: "New bisque firing" }).click();
      const sheet = page.getByRole("dialog", { name: "New firing" });
      await sheet.getByLabel("Planned date").fill("2026-11-30");
      await sheet.getByRole("button", { name: "Create firing" }).click();
      await expect(page).toHaveURL(/\/firings\/\d+$/);
      const firingUrl = page.url();
      await expect(page.getByText(/^11\/30\/2026 · /)).toBeVisible();
      // Stored as the day typed.
      const stored = (await (await page.request.get(`/api/firings/${firingUrl.split("/").pop()}`)).json()) as { plannedDate: string };
      expect(stored.plannedDate).toBe("2026-11-30");

      await open(page, "/firings");
      await expect(page.getByText(/11\/30\/2026/).first()).toBeVisible();

      // What's waiting offers the planned firing by its day.
      await open(page, "/pieces");
      await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Waiting" }).click();
      await page.getByRole("checkbox", { name: /^Jug/ }).click();
      await expect(page.getByRole("button", { name: "Add to Bisque · 11/30/2026" })).toBeVisible();
      // The piece already in it is marked by the same day.
      await expect(page.getByRole("link", { name: "In Bisque firing · 11/30/2026" })).toBeVisible();

      // The piece lists its firing by the same day.
      await open(page, "/pieces");
      await page.getByRole("link", { name: /Tumbler/ }).first().click();
      await expect(page.getByRole("link", { name: /Bisque · 11\/30\/2026/ })).toBeVisible();
    });

    test("an imported day 2026-03-02 shows 2 March on the piece", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      await open(page, "/settings");
      const trigger = page.getByRole("button", { name: "Account Info", exact: true });
      if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
      await page.getByLabel("Choose export file").setInputFiles({ name: "pots.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });
      await expect(page.getByRole("list", { name: "What will be imported" })).toContainText("Pieces: 1");
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByText("Import finished")).toBeVisible();

      await open(page, "/pieces");
      await page.getByRole("link", { name: /March mug/ }).first().click();
      await expect(page.getByLabel("Bisqued date")).toHaveValue("2026-03-02");
    });
  });
}
