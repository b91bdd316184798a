/**
 * A new piece's stages go where it is (product.md#r234): with no saved locations, the Studio location typed on New
 * Piece is where its Formed and Bisqued entries go (not Drying Rack), the stage rows say so, and the hint about adding
 * locations in Settings shows once, not on every row.
 */
import { TOUR_SEEN_KEY } from "../web/features/pieces/tour-storage";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("the location typed for a new piece is where its stage entries go, and the Settings hint shows once", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript((key) => localStorage.setItem(key, "true"), TOUR_SEEN_KEY);
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Tall jar");
  await page.getByText("Handbuilt", { exact: true }).click();
  await page.getByLabel("Studio Location").fill("Kiln room shelf");
  await page.getByRole("checkbox", { name: "Bisqued" }).check();
  await expect(page.getByText("Kiln room shelf", { exact: true })).toHaveCount(2);
  await expect(page.getByText(/^No locations yet/)).toHaveCount(1);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  const id = page.url().split("/").pop();
  await expect(page.getByText(/^No locations yet/)).toHaveCount(1);
  const history = (await (await page.request.get(`/api/pieces/${id}/stage-history`)).json()) as { data: { stage: string; location: string }[] };
  expect(history.data.map((e) => [e.stage, e.location]).sort()).toEqual([
    ["Bisqued", "Kiln room shelf"],
    ["Formed", "Kiln room shelf"],
  ]);
});
