/**
 * Dates as given on the records a potter keeps (product.md#r231, docs/decisions/0275-calendar-days.md): with the phone
 * west of UTC (Los Angeles) and east of it past the date line (Auckland), a day typed into a date input on the screens
 * (a sale's, a market day's, a material purchase's, a kiln maintenance entry's, a glaze mix log's) shows as that same
 * day and is stored as typed. 30 November and 1 March are the edges: misread as UTC midnight, 1 March shows as the last
 * day of February west of UTC and 30 November as 1 December east of it.
 */
import type { Page } from "@playwright/test";
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";
import { LEACH_4321, typeRecipe } from "./glaze-lab-helpers";

/** Each day typed, and how en-US writes it. */
const DAYS = [
  { typed: "2026-11-30", shown: "11/30/2026" },
  { typed: "2026-03-01", shown: "3/1/2026" },
] as const;
const TYPED = DAYS.map((d) => d.typed).sort();

async function skipTour(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
}

/** The days the API holds at `path` (a `{ data: [{ date }] }` list), sorted. */
async function storedDays(page: Page, path: string): Promise<string[]> {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { date: string }[] };
  return body.data.map((row) => row.date).sort();
}

for (const timezoneId of ["America/Los_Angeles", "Pacific/Auckland"]) {
  test.describe(`the phone in ${timezoneId}`, () => {
    test.use({ timezoneId, locale: "en-US", viewport: { width: 390, height: 844 } });

    test("sales recorded on 30 November and 1 March show and are stored as those days", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      // Finished pieces are for sale; the piece chooser names each with its code.
      const pieces: { name: string; code: string }[] = [];
      for (const name of ["Blue cup", "Green bowl"]) {
        const res = await page.request.post("/api/pieces", { data: { name, type: "handbuilt", clayBody: "B-Mix", stages: [{ stage: "Finished", location: "Shelf 1" }] } });
        expect(res.status(), await res.text()).toBe(201);
        pieces.push({ name, code: ((await res.json()) as { code: string }).code });
      }
      await open(page, "/business");
      await page.getByRole("navigation", { name: "Business" }).getByRole("link", { name: "Sales" }).click();
      await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
      for (const [i, day] of DAYS.entries()) {
        await page.getByRole("button", { name: "Record a sale" }).click();
        const form = page.getByRole("dialog", { name: "Record a sale" }).getByRole("form", { name: "Record a sale" });
        const piece = pieces[i]!;
        await form.getByLabel("Choose a piece").selectOption({ label: `${piece.name} (${piece.code})` });
        await form.getByRole("button", { name: "Add piece" }).click();
        await form.getByLabel(`Price of ${piece.name}`).fill("20");
        await form.getByLabel("Date").fill(day.typed);
        await form.getByRole("button", { name: "Save sale" }).click();
        await expect(page.getByRole("dialog", { name: "Record a sale" })).toHaveCount(0);
      }
      const list = page.getByRole("list", { name: "Sales" });
      await expect(page.getByText("2 sales", { exact: true })).toBeVisible();
      for (const day of DAYS) await expect(list.getByText(day.shown, { exact: true })).toBeVisible();
      await expect(list.getByText(/^(12\/1|2\/28|11\/29|3\/2)\/2026$/)).toHaveCount(0);
      expect(await storedDays(page, "/api/sales")).toEqual(TYPED);
    });

    test("market days on 30 November and 1 March show and are stored as those days", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      for (const [i, day] of DAYS.entries()) {
        const name = `Market ${i + 1}`;
        await open(page, "/business");
        const form = page.getByRole("form", { name: "New market day" });
        await form.getByLabel("Name", { exact: true }).fill(name);
        await form.getByLabel("Date").fill(day.typed);
        await form.getByLabel("Place").fill("Town square");
        await form.getByRole("button", { name: "Create market day" }).click();
        await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
        await expect(page.getByText(`${day.shown} · Town square`, { exact: true })).toBeVisible();
        // The day's edit form starts on the day typed.
        await page.getByRole("button", { name: "Edit", exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Edit" }).getByLabel("Date")).toHaveValue(day.typed);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog", { name: "Edit" })).toHaveCount(0);
      }
      await open(page, "/business");
      for (const day of DAYS) await expect(page.getByText(`${day.shown} · 0 packed · 0 sold`, { exact: true })).toBeVisible();
      expect(await storedDays(page, "/api/events")).toEqual(TYPED);
    });

    test("material purchases on 30 November and 1 March show and are stored as those days", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      await open(page, "/business");
      await page.getByRole("link", { name: "Materials stock" }).click();
      await expect(page.getByRole("heading", { name: "Materials stock", level: 1 })).toBeVisible();
      const purchase = page.getByRole("form", { name: "Record purchase" });
      for (const day of DAYS) {
        await purchase.getByLabel("Material").selectOption({ label: "Silica" });
        await purchase.getByLabel("Date").fill(day.typed);
        await purchase.getByLabel("Quantity").fill("10");
        await purchase.getByLabel("Unit").selectOption("kg");
        await purchase.getByLabel("Total paid").fill("20.00");
        await purchase.getByRole("button", { name: "Save purchase" }).click();
        await expect(page.getByText(`${day.shown} · Silica`, { exact: true })).toBeVisible();
      }
      await expect(page.getByText("20 kg", { exact: true })).toBeVisible();
      expect(await storedDays(page, "/api/material-purchases")).toEqual(TYPED);
    });

    test("kiln maintenance logged on 30 November and 1 March shows and is stored as those days", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      await open(page, "/kilns");
      await page.getByLabel("Kiln name").fill("Skutt 1027");
      await page.getByRole("button", { name: "Add kiln" }).click();
      await page.getByRole("link", { name: /Skutt 1027/ }).click();
      await expect(page.getByRole("heading", { name: "Skutt 1027", level: 1 })).toBeVisible();
      const kilnId = new URL(page.url()).pathname.split("/").pop();
      const maintenance = page.getByRole("region", { name: "Maintenance" });
      for (const [kind, label, day] of [["element change", "Element change", DAYS[0]], ["other", "Other", DAYS[1]]] as const) {
        await maintenance.getByLabel("What was done").selectOption(kind);
        await maintenance.getByLabel("Date").fill(day.typed);
        await maintenance.getByRole("button", { name: "Log maintenance" }).click();
        await expect(maintenance.getByText(`${label} · ${day.shown}`, { exact: true })).toBeVisible();
      }
      await expect(maintenance.getByText(`Element change: 0 firings since ${DAYS[0].shown}`)).toBeVisible();
      await expect(maintenance.getByText(`Other: 0 firings since ${DAYS[1].shown}`)).toBeVisible();
      expect(await storedDays(page, `/api/kilns/${kilnId}/maintenance`)).toEqual(TYPED);

      await open(page, "/kilns");
      await expect(page.getByText(`Electric · 0 firings · 0 firings since the last element change on ${DAYS[0].shown}`)).toBeVisible();
    });

    test("a recipe's mixes logged on 30 November and 1 March show and are stored as those days", async ({ page, signUp }) => {
      await signUp();
      await skipTour(page);
      const recipeId = await typeRecipe(page, "Plain feldspar", LEACH_4321.slice(0, 1));
      const mixLog = page.getByRole("region", { name: "Mix log" });
      await mixLog.scrollIntoViewIfNeeded();
      for (const day of DAYS) {
        await mixLog.getByLabel("Date").fill(day.typed);
        await mixLog.getByLabel("Mixed by").fill("Ana");
        await mixLog.getByRole("button", { name: "Log a mix" }).click();
        await expect(mixLog.getByText(`${day.shown} · Ana`, { exact: true })).toBeVisible();
      }
      expect(await storedDays(page, `/api/recipes/${recipeId}/mixes`)).toEqual(TYPED);
    });
  });
}
