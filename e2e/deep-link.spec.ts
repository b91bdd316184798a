/** A piece's address opened while signed out comes back after signing in, instead of dropping the potter at home. */
import { expect, open, test } from "./fixtures";

test("a signed-out visit to /pieces/{id} signs in and returns to that piece", async ({ page, signUp }) => {
  const potter = await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Faceted vase", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf" }] } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  // Signed out, as on a new device.
  expect((await page.request.post("/api/logout")).status()).toBeLessThan(300);
  await page.context().clearCookies();

  await open(page, `/pieces/${id}`);
  await expect(page).toHaveURL(/\/auth$/);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(potter.email);
  await form.getByLabel("Password", { exact: true }).fill(potter.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${id}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Faceted vase");
});
