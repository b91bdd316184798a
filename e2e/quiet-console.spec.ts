/**
 * Normal use logs no error in the console (docs/decisions/0142-quiet-console.md). A new account's missing preferences
 * are created without a 404 on the way (Chrome logs every 4xx fetch as an error, which the shared guard tolerates, so
 * this file looks at them), and a deleted piece or surface does not ask again for its sub-lists.
 */
import type { Page } from "@playwright/test";
import { expect, open, PASSWORD, test, uniqueEmail } from "./fixtures";

/** Every 4xx answer and every console error the page sees from now on. */
function watch(page: Page) {
  const seen: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) seen.push(`${response.request().method()} ${new URL(response.url()).pathname}: ${response.status()}`);
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") seen.push(`console: ${msg.text()}`);
  });
  return seen;
}

test("a new potter signs up, opens Settings and New Piece: the preferences are created with no 404 and no console error", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/auth");
  const seen = watch(page);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill("Maria");
  await form.getByLabel("Last Name").fill("Martinez");
  await form.getByLabel("Email").fill(uniqueEmail("quiet"));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
  await expect(page.getByText("No pieces found")).toBeVisible();

  const nav = page.getByRole("navigation", { name: /main/i });
  await nav.getByRole("link", { name: "New", exact: true }).click();
  await expect(page.getByLabel("Name", { exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
  await expect.poll(async () => (await page.request.get("/api/user-preferences")).status()).toBe(200);
  expect(seen).toEqual([]);
});

test("deleting a piece or a surface treatment asks nothing more about it and logs no error", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const glazeRes = await page.request.post("/api/glazes", { data: { name: "Shino", type: "Glaze" } });
  expect(glazeRes.status()).toBe(201);
  const glaze = (await glazeRes.json()) as { id: number };
  const res = await page.request.post("/api/pieces", {
    data: {
      name: "Tea bowl",
      type: "wheel",
      clayBody: "Stoneware",
      stages: [{ stage: "Formed", location: "Shelf" }],
      layers: [{ type: "Glaze", glazeId: glaze.id, placement: "Outside" }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };

  await open(page, `/pieces/${id}`);
  await expect(page.getByTestId("layer-group")).toHaveCount(1);
  const seen = watch(page);
  const afterDelete: string[] = [];
  let deleted = false;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "DELETE") deleted = true;
    else if (deleted && path.startsWith("/api/")) afterDelete.push(`${request.method()} ${path}`);
  });
  await page.getByRole("button", { name: "Piece actions" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
  await expect(page.getByText("No pieces found")).toBeVisible();
  expect(afterDelete.filter((call) => call.includes(`/pieces/${id}`))).toEqual([]);

  deleted = false;
  afterDelete.length = 0;
  await open(page, `/glaze-library/edit/${glaze.id}`);
  await expect(page.getByRole("textbox", { name: "Surface treatment name" })).toHaveValue("Shino");
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
  await expect(page.getByText("No surface treatments found")).toBeVisible();
  expect(afterDelete.filter((call) => call.includes(`/glazes/${glaze.id}`))).toEqual([]);
  expect(seen).toEqual([]);
});
