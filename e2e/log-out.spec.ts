/** Log Out is in sight on Settings at 390×844, without opening a section first, so a potter never hunts for it. */
import { expect, open, test } from "./fixtures";

test("Settings shows Log Out without opening Account Info, and it signs the potter out", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await open(page, "/settings");
  await expect(page.getByRole("button", { name: "Account Info" })).toHaveAttribute("aria-expanded", "false");
  const logOut = page.getByRole("button", { name: "Log Out" });
  await expect(logOut).toHaveCount(1);
  await logOut.scrollIntoViewIfNeeded();
  await expect(logOut).toBeVisible();
  await logOut.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/auth$/);
});
