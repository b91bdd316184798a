/** A size or weight that is not a number says so under its field on New Piece, instead of vanishing. */
import { expect, open, test } from "./fixtures";

test("a height that is not a number and a negative weight get field messages", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/new-piece");
  const height = page.getByRole("textbox", { name: "Height (in)", exact: true });
  await height.fill("tall");
  await expect(page.getByText("Height (in) must be a number, 0 or more")).toBeVisible();
  await expect(height).toHaveAttribute("aria-invalid", "true");
  await expect(height).toHaveValue("tall");
  await page.getByRole("textbox", { name: "Clay Weight (lbs)", exact: true }).fill("-2");
  await expect(page.getByText("Clay Weight (lbs) must be a number, 0 or more")).toBeVisible();
  await height.fill("7.5");
  await expect(page.getByText("Height (in) must be a number, 0 or more")).toHaveCount(0);
});
