/**
 * Steps the business browser tests share (product.md#r276–r279), each done through the screens a potter uses: sign
 * up, make a piece with its clay, give it a price on its Price & cost card.
 */
import type { Page } from "@playwright/test";
import { expect, open, PASSWORD, uniqueEmail } from "./fixtures";

/** A new potter signs up on the screen and lands on My Pieces; the tour is marked seen. */
export async function signUpOnScreen(page: Page, firstName = "Maria"): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill("Martinez");
  await form.getByLabel("Email").fill(uniqueEmail("e2e-business"));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
}

/** New Piece with a name, a clay body and its clay weight; answers the piece's screen address. */
export async function newPiece(page: Page, name: string, clay?: { body: string; pounds: string }): Promise<string> {
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (clay) {
    await page.getByLabel("Clay Body", { exact: true }).fill(clay.body);
    await page.getByLabel("Clay Weight (lbs)").fill(clay.pounds);
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  return new URL(page.url()).pathname;
}

/** The piece's Price & cost card, below the fold. */
export function priceCard(page: Page) {
  return page.getByRole("form", { name: "Price & cost" });
}

/** Types the piece's price on its card and saves it. */
export async function setPrice(page: Page, price: string): Promise<void> {
  const card = priceCard(page);
  await card.getByLabel("Price", { exact: true }).fill(price);
  await card.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
}
