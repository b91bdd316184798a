/**
 * A screen whose data could not be loaded says so and offers Try Again, which loads it without reloading the app
 * (product.md#r35), so a potter on a bad connection is never stuck.
 */
import { expect, open, test } from "./fixtures";

test("My Pieces that failed to load comes back with Try Again", async ({ page, signUp, allowFailedRequests, allowConsoleErrors }) => {
  // The server answers 500 while `failing` holds (a lost connection is not a failure: the device's copy shows then).
  allowFailedRequests(/^GET \S+\/api\/pieces\?\S*: 500$/);
  allowConsoleErrors(/status of 500/);
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Moon jar", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] } });
  expect(res.status(), await res.text()).toBe(201);
  let failing = true;
  await page.route(/\/api\/pieces\?/, (route) => (failing ? route.fulfill({ status: 500, json: { message: "Something went wrong. Please try again." } }) : route.continue()));
  await open(page, "/pieces");
  await expect(page.getByText("Failed to load pieces. Please try again.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: /Moon jar/ })).toHaveCount(0);
  failing = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("link", { name: /Moon jar/ })).toBeVisible();
  await expect(page.getByText("Failed to load pieces. Please try again.")).toHaveCount(0);
});
