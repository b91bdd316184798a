/** On a 390×844 phone the tour's card (product.md#r88) never covers the raised New button; its ring goes around it. */
import { expect, open, test } from "./fixtures";
import { settled } from "./support/settled";

test("the tour's New Piece step sits above the raised New button and rings all of it", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await open(page, "/pieces");
  const tour = page.getByRole("dialog");
  await expect(tour).toBeVisible({ timeout: 6000 });
  for (const title of ["My Pieces", "Surfaces"]) {
    await expect(tour.getByRole("heading", { name: title })).toBeVisible();
    await tour.getByRole("button", { name: "Next" }).click();
  }
  await expect(tour.getByRole("heading", { name: "New Piece" })).toBeVisible();

  // The raised circle is the first thing inside the New link; it stands above the link's own box.
  const circle = (await page.locator('[data-tour="new-piece"] > span').first().boundingBox())!;
  const card = (await tour.boundingBox())!;
  // The ring slides from the last step's target to this one: it is measured where it ends.
  await settled(page);
  const ring = (await page.getByTestId("tour-highlight").boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(ring.y);
  expect(ring.y).toBeLessThan(circle.y);
  expect(ring.y + ring.height).toBeGreaterThan(circle.y + circle.height);
  expect(ring.x).toBeLessThan(circle.x);
  expect(ring.x + ring.width).toBeGreaterThan(circle.x + circle.width);
  // The New button can still be tapped while the tour shows (the tour is not modal).
  await page.getByRole("link", { name: "New", exact: true }).click();
  await expect(page).toHaveURL(/\/new-piece$/);
});

test("the tour steps aside while select mode's bar is up, and comes back after Done", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  const res = await page.request.post("/api/pieces", { data: { name: "Tea bowl", type: "wheel", clayBody: "Stoneware" } });
  expect(res.status()).toBe(201);
  await open(page, "/pieces");
  const tour = page.getByRole("dialog");
  await expect(tour).toBeVisible({ timeout: 6000 });
  await page.getByRole("button", { name: "Select", exact: true }).click();
  const bar = page.getByRole("region", { name: /selected/ });
  await expect(bar).toBeVisible();
  await expect(tour).toHaveCount(0);
  await bar.getByRole("button", { name: "Done" }).click();
  await expect(tour.getByRole("heading", { name: "My Pieces" })).toBeVisible();
});
