import type { Page } from "@playwright/test";
import { chooseOption } from "./choose-option";
import { expect, open, test } from "./fixtures";

async function createPiece(page: Page, name: string): Promise<number> {
  const res = await page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "Stoneware" } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await chooseOption(page.getByRole("dialog").getByRole("combobox", { name: label }), option);
}

function panel(page: Page) {
  return page.getByRole("region", { name: /Surface Treatments/ });
}

async function addLayer(page: Page, layer: { type: string; material: string; method: string; coats?: string; thickness?: string }) {
  await panel(page).getByRole("button", { name: "Add Treatment" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Enter surface treatment details")).toBeVisible();
  await choose(page, "Type", layer.type);
  await choose(page, "Material", layer.material);
  await choose(page, "Application Method", layer.method);
  if (layer.coats) await choose(page, "Coats", layer.coats);
  if (layer.thickness) await choose(page, "Thickness", layer.thickness);
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(dialog).toHaveCount(0);
}

test("a potter layers a glaze and a slip, saves them as a combo, and applies it to another piece", async ({ page, signUp }) => {
  await signUp();
  const first = await createPiece(page, "Layered bowl");
  const second = await createPiece(page, "Second bowl");
  for (const [name, type] of [["Celadon", "Glaze"], ["White Slip", "Slip"]]) {
    expect((await page.request.post("/api/glazes", { data: { name, type } })).status()).toBe(201);
  }

  await open(page, `/pieces/${first}`);
  await addLayer(page, { type: "Glaze", material: "Celadon", method: "Dipped", coats: "2 coats" });
  await addLayer(page, { type: "Slip", material: "White Slip", method: "Brushed", thickness: "Thin" });
  const groups = panel(page).getByTestId("layer-group");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(0)).toContainText("Glaze – Celadon");
  await expect(groups.nth(0)).toContainText("Dipped · 2 coats");
  await expect(groups.nth(1)).toContainText("Slip – White Slip");
  await expect(groups.nth(1)).toContainText("Brushed · Thin");

  // On a phone the card's actions are in its menu, so the layer's text keeps the card's width.
  await panel(page).getByRole("button", { name: "Actions for Slip – White Slip" }).click();
  await page.getByRole("menuitem", { name: "Move up" }).click();
  await expect(groups.nth(0)).toContainText("Slip – White Slip");
  await expect(groups.nth(1)).toContainText("Glaze – Celadon");

  await expect(panel(page).getByText("Save all layers as a reusable combo")).toBeVisible();
  await panel(page).getByRole("button", { name: "Save to My Surface Combos" }).click();
  await expect(page.getByText("Saved to My Surface Combos", { exact: true })).toBeVisible();

  await open(page, "/glaze-library");
  const comboLink = page.getByRole("link", { name: /Celadon over White Slip/ });
  await expect(comboLink).toBeVisible();

  await open(page, `/pieces/${second}`);
  await panel(page).getByRole("button", { name: "Add Treatment" }).click();
  await page.getByRole("tab", { name: "My Combos" }).click();
  await choose(page, "Surface Combo", "Celadon over White Slip (2 layers)");
  await page.getByRole("dialog").getByRole("button", { name: "Apply Combo" }).click();
  const applied = panel(page).getByTestId("layer-group");
  await expect(applied).toHaveCount(1);
  await expect(applied.first()).toContainText("Combo");
  await expect(applied.first()).toContainText("Slip – White Slip");
  await expect(applied.first()).toContainText("Glaze – Celadon");
  // A piece whose layers came from an applied combo cannot be saved as a new combo.
  await expect(panel(page).getByText("You can only save combos made from direct layers. Remove applied combos to create a new one")).toBeVisible();

  await open(page, "/glaze-library");
  await page.getByRole("link", { name: /Celadon over White Slip/ }).click();
  await expect(page.getByText("Layer 1: Slip - White Slip")).toBeVisible();
  await expect(page.getByText("Layer 2: Glaze - Celadon")).toBeVisible();
  await page.getByPlaceholder("Enter combo name").fill("Ocean Rim");
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByPlaceholder("Enter combo name")).toHaveValue("Ocean Rim");
});

test("an Unglazed layer offers no material, method, coats or thickness", async ({ page, signUp }) => {
  await signUp();
  const piece = await createPiece(page, "Bare foot");
  await open(page, `/pieces/${piece}`);
  await panel(page).getByRole("button", { name: "Add Treatment" }).click();
  const dialog = page.getByRole("dialog");
  await choose(page, "Type", "Unglazed");
  for (const field of ["Material", "Application Method", "Coats", "Thickness"]) {
    await expect(dialog.getByRole("combobox", { name: field })).toHaveCount(0);
  }
  await expect(dialog.getByRole("combobox", { name: "Placement" })).toBeVisible();
  await choose(page, "Placement", "Inside");
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(panel(page).getByTestId("layer-group").first()).toContainText("Unglazed");
  await expect(panel(page).getByTestId("layer-group").first()).toContainText("Inside");
});

test("New Piece sends the piece, its stages and three layers in one request", async ({ page, signUp }) => {
  await signUp();
  for (const [name, type] of [["Celadon", "Glaze"], ["White Slip", "Slip"], ["Cobalt", "Underglaze"]]) {
    expect((await page.request.post("/api/glazes", { data: { name, type } })).status()).toBe(201);
  }
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Three-layer jar");
  await addLayer(page, { type: "Underglaze", material: "Cobalt", method: "Brushed" });
  await addLayer(page, { type: "Slip", material: "White Slip", method: "Brushed", thickness: "Thin" });
  await addLayer(page, { type: "Glaze", material: "Celadon", method: "Dipped", coats: "2 coats" });
  await expect(panel(page).getByTestId("layer-group")).toHaveCount(3);

  const changes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" && new URL(request.url()).pathname.startsWith("/api/")) {
      changes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  const groups = panel(page).getByTestId("layer-group");
  await expect(groups).toHaveCount(3);
  await expect(groups.nth(0)).toContainText("Underglaze – Cobalt");
  await expect(groups.nth(1)).toContainText("Slip – White Slip");
  await expect(groups.nth(2)).toContainText("Glaze – Celadon");
  expect(changes).toEqual(["POST /api/pieces"]);
});

test("a material typed in the layer dialog on New Piece is added to the library, and the potter is told", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/new-piece");
  await panel(page).getByRole("button", { name: "Add Treatment" }).click();
  const dialog = page.getByRole("dialog");
  await choose(page, "Type", "Oxide");
  await choose(page, "Material", "Add New");
  const material = dialog.getByRole("textbox", { name: "Material" });
  await expect(material).toHaveAccessibleDescription("A new oxide is added to your Surfaces Library.");
  await material.fill("Red Iron Oxide");
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Added to your Surfaces Library", { exact: true })).toBeVisible();
  await expect(page.getByText("Red Iron Oxide stays in your library even if this piece is not saved.", { exact: true })).toBeVisible();

  // New Piece left unsaved: the oxide is in the library, as the potter was told.
  await page.getByRole("link", { name: "Surfaces" }).click();
  await expect(page.getByRole("heading", { name: "Surfaces Library" })).toBeVisible();
  await expect(page.getByText("Red Iron Oxide").first()).toBeVisible();
});

test("on a phone a layer card's four actions are in one menu, so the layer's text has the card's width", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  for (const [name, type] of [["Celadon", "Glaze"], ["White Slip", "Slip"]]) {
    expect((await page.request.post("/api/glazes", { data: { name, type } })).status()).toBe(201);
  }
  const id = await createPiece(page, "Tall vase");
  await open(page, `/pieces/${id}`);
  await addLayer(page, { type: "Glaze", material: "Celadon", method: "Dipped", coats: "2 coats" });
  await addLayer(page, { type: "Slip", material: "White Slip", method: "Brushed", thickness: "Thin" });
  const groups = panel(page).getByTestId("layer-group");
  await expect(groups).toHaveCount(2);

  const first = groups.nth(0);
  await expect(first.getByRole("button")).toHaveCount(1);
  const card = (await first.boundingBox())!;
  const text = (await first.getByText("Glaze – Celadon").boundingBox())!;
  // Only the 44 px menu button shares the row with the text (four icon buttons took about 190 px).
  expect(card.x + card.width - (text.x + text.width)).toBeLessThan(80);

  await first.getByRole("button", { name: "Actions for Glaze – Celadon" }).click();
  await expect(page.getByRole("menuitem", { name: "Move up" })).toBeDisabled();
  await expect(page.getByRole("menuitem", { name: "Move down" })).toBeEnabled();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  await groups.nth(1).getByRole("button", { name: "Actions for Slip – White Slip" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByText("Are you sure you want to delete this treatment?")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(groups).toHaveCount(1);
  await expect(groups.nth(0)).toContainText("Glaze – Celadon");

  // A wider screen keeps the icon buttons in sight.
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(panel(page).getByRole("button", { name: "Move Glaze – Celadon down" })).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Actions for Glaze – Celadon" })).toBeHidden();
});
