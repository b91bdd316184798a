import { expect, open, test } from "./fixtures";

test.describe("app shell", () => {
  test("a visitor sees the loader, then the sign-in screen, and health answers", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("Tracking your studio magic...")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    const health = await page.request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  test("an unknown path shows the 404 screen with its two texts", async ({ page }) => {
    await open(page, "/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("a signed-in potter gets the bottom navigation with its five items", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/pieces");
    const nav = page.getByRole("navigation", { name: /main/i });
    for (const item of ["My Pieces", "Surfaces", "New", "Inspiration", "Settings"]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  });
});
