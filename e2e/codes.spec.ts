/**
 * Short codes (product.md#r130–r131) at 390×844: the code written on a pot, typed on My Pieces, opens that piece; the
 * code shows on the piece (tap to copy) and on its card; a code that is not the potter's says so and offers the field
 * again.
 */
import { expect, open, test } from "./fixtures";

test("a potter types the code on a pot and lands on that piece; an unknown code is told plainly", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const made: { id: number; code: string }[] = [];
  for (const name of ["Speckled mug", "Celadon bowl", "Ash jar"]) {
    const res = await page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Shelf" }] } });
    expect(res.status(), await res.text()).toBe(201);
    made.push(await res.json());
  }
  const bowl = made[1]!;
  expect(bowl.code).toMatch(/^\d{2}-0002$/);

  await open(page, "/pieces");
  // The card carries the code, as written on the pot.
  await expect(page.getByRole("link", { name: /Celadon bowl/ }).getByText(bowl.code, { exact: true })).toBeVisible();
  // Typed the quick way: no dash, lower case does not matter.
  await page.getByRole("textbox", { name: "Go to code" }).fill(bowl.code.replace("-", ""));
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${bowl.id}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Celadon bowl");
  await expect(page.getByRole("button", { name: `Code ${bowl.code}, tap to copy` })).toBeVisible();
  // Back goes to My Pieces, not to the code's address.
  await page.goBack();
  await expect(page).toHaveURL(/\/pieces$/);

  await open(page, "/c/99-9999");
  await expect(page.getByRole("heading", { name: "No piece with this code in your studio" })).toBeVisible();
  await page.getByRole("textbox", { name: "Go to code" }).fill(made[2]!.code);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${made[2]!.id}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Ash jar");
});
