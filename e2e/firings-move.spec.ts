/**
 * One open firing per piece (product.md#r225) on the screens at 390×844: What's waiting marks a piece already in a
 * planned firing with a link to it, and adding it to another planned firing reads "Move to …" and moves it.
 */
import type { Page } from "@playwright/test";
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

async function toWaiting(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Pieces", exact: true }).click();
  await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Waiting" }).click();
  await expect(page.getByRole("heading", { name: "Ready for bisque (3)" })).toBeVisible();
}

/** Selects the pieces by name and starts a new bisque firing with them, planned for `day` when given. */
async function newBisqueFiring(page: Page, names: string[], day?: string): Promise<string> {
  for (const name of names) await page.getByRole("checkbox", { name: new RegExp(`^${name}\\b`) }).check();
  await page.getByRole("button", { name: "New bisque firing" }).click();
  const sheet = page.getByRole("dialog", { name: "New firing" });
  if (day) await sheet.getByLabel("Planned date").fill(day);
  await sheet.getByRole("button", { name: "Create firing" }).click();
  await expect(page).toHaveURL(/\/firings\/\d+$/);
  await expect(page.getByRole("heading", { name: `Pieces in this firing (${names.length})` })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("What's waiting marks pieces already in a planned firing and moves one to another firing when asked", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
  for (const name of ["Cup A", "Cup B", "Cup C"]) {
    const res = await page.request.post("/api/pieces", {
      data: { name, type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Greenware Shelf" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await open(page, "/pieces");
  await toWaiting(page);
  const first = await newBisqueFiring(page, ["Cup A", "Cup B"], "2026-12-05");
  await toWaiting(page);
  // Still waiting (the kiln is only planned), each marked with the firing it is in, as a link to it.
  for (const name of ["Cup A", "Cup B"]) {
    await expect(page.getByRole("listitem").filter({ hasText: name }).getByRole("link", { name: "In Bisque firing · 12/5/2026" })).toBeVisible();
  }
  await expect(page.getByRole("listitem").filter({ hasText: "Cup C" }).getByRole("link")).toHaveCount(0);
  const second = await newBisqueFiring(page, ["Cup C"]);

  await toWaiting(page);
  await page.getByRole("checkbox", { name: /^Cup A\b/ }).check();
  await expect(page.getByRole("status").filter({ hasText: "1 piece selected" })).toHaveText("1 piece selected · 1 selected piece is already in a planned firing");
  // The firing it is in is offered as a plain add (nothing to move); the other one as a move.
  await page.getByRole("button", { name: "Move to Bisque · Planned" }).click();
  await expect(page).toHaveURL(new RegExp(`${second}$`));
  await expect(page.getByRole("heading", { name: "Pieces in this firing (2)" })).toBeVisible();
  await expect(page.getByText("Cup A")).toBeVisible();

  await toWaiting(page);
  await expect(page.getByRole("listitem").filter({ hasText: "Cup A" }).getByRole("link", { name: "In Bisque firing · Planned" })).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "Cup B" }).getByRole("link", { name: "In Bisque firing · 12/5/2026" }).click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.getByRole("heading", { name: "Pieces in this firing (1)" })).toBeVisible();
  await expect(page.getByText("Cup B")).toBeVisible();
  await expect(page.getByText("Cup A")).toHaveCount(0);
});
