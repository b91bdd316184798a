/** The layer dialog's main button can be reached without scrolling on a 390×844 phone. */
import { expect, open, test } from "./fixtures";

test("the layer dialog's Add Treatment button is on screen at 390×844", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Jar", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  await open(page, `/pieces/${id}`);
  await page.getByRole("button", { name: "Add Treatment" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const button = dialog.getByRole("button", { name: "Add Treatment" });
  // In the viewport as the dialog opens, with no scrolling of the dialog or the page.
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.height).toBeGreaterThanOrEqual(44);
});
