/**
 * Closing a dialog gives keyboard focus back to what opened it, so a keyboard user goes on where they were: a button, a
 * menu's item (its menu button then), and a dialog its screen removes on close.
 */
import { expect, open, test } from "./fixtures";

test("closing a dialog returns focus to the button that opened it", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Jar", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await open(page, `/pieces/${id}`);

  // From a menu: Piece actions ▸ Delete ▸ Cancel.
  const menu = page.getByRole("button", { name: "Piece actions" });
  // Until its code has arrived the menu's button is announced as unavailable (a stand-in that is then replaced), so a
  // keyboard user reaches the real one: wait for it as a screen reader would hear it.
  await expect(menu).not.toHaveAttribute("aria-disabled", "true");
  await menu.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: /Delete/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(menu).toBeFocused();

  // From a button, closed with Escape.
  const share = page.getByRole("button", { name: "Share" });
  await share.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(share).toBeFocused();

  // A dialog the screen takes away on close (Settings' list entries).
  await open(page, "/settings");
  const add = page.getByRole("button", { name: "Add Studio Location" });
  await add.click();
  await expect(page.getByRole("dialog", { name: "Add Studio Location" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(add).toBeFocused();
});
