/**
 * Surface combos through the screens alone (product.md#r77), at 390×844, from an empty account: the potter signs up on
 * the form, adds two glazes in the Surfaces Library, makes a piece on New Piece, layers the two glazes on it (Save to
 * My Surface Combos is refused with one layer and offered with two), saves the combo and finds it under My Surface
 * Combos. No API call sets anything up; axe checks the piece and the library in the light and the dark theme.
 */
import type { Locator, Page } from "@playwright/test";
import { COMBO_TEXTS } from "../contract/combos/texts";
import { GLAZE_TEXTS } from "../contract/glazes/texts";
import { chooseOption } from "./choose-option";
import { expect, open, test } from "./fixtures";
import { axeBothThemes, PHONE_VIEWPORT, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

const section = (page: Page, heading: string): Locator =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: new RegExp(`^${heading}`) }) });

/** A glaze added from the library's Add menu (its first entry from the empty library's button). */
async function addGlaze(page: Page, addButton: string, name: string, cone: string): Promise<void> {
  await page.getByRole("button", { name: addButton }).click();
  await page.getByRole("menuitem", { name: "Glaze", exact: true }).click();
  await page.getByLabel("Name").fill(name);
  await chooseOption(page.getByLabel(GLAZE_TEXTS.coneLabel), cone);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
}

/** A glaze layer added in the piece's Surface Treatments panel. */
async function addGlazeLayer(page: Page, material: string, method: string, coats: string): Promise<void> {
  const panel = page.getByRole("region", { name: /Surface Treatments/ });
  await panel.getByRole("button", { name: "Add Treatment" }).click();
  const dialog = page.getByRole("dialog");
  await chooseOption(dialog.getByRole("combobox", { name: "Type" }), "Glaze");
  await chooseOption(dialog.getByRole("combobox", { name: "Material" }), material);
  await chooseOption(dialog.getByRole("combobox", { name: "Application Method" }), method);
  await chooseOption(dialog.getByRole("combobox", { name: "Coats" }), coats);
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(dialog).toHaveCount(0);
}

test("a new potter adds two glazes, layers them on a piece and saves the layers as a combo, all through the screens", async ({ page }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  await signUpOnScreens(page, "Rosa", "Reyes");

  // Two glazes in the still empty library.
  await open(page, "/glaze-library");
  await expect(page.getByText(GLAZE_TEXTS.libraryEmptyTitle)).toBeVisible();
  await addGlaze(page, GLAZE_TEXTS.addFirstTreatment, "Celadon", "Cone 10");
  await addGlaze(page, GLAZE_TEXTS.addNew, "Floating Blue", "Cone 6");
  await expect(page.getByRole("heading", { name: new RegExp(`^${GLAZE_TEXTS.sectionHeadings.Glaze}\\s*2`) })).toBeVisible();
  const combos = section(page, GLAZE_TEXTS.sectionHeadings.SurfaceCombo);
  await expect(combos.getByText(GLAZE_TEXTS.emptyCombosTitle)).toBeVisible();
  await expect(combos.getByText(GLAZE_TEXTS.emptyCombosHint)).toBeVisible();

  // A piece made on New Piece, then its layers on its own screen.
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Layered bowl");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  const panel = page.getByRole("region", { name: /Surface Treatments/ });
  const save = panel.getByRole("button", { name: COMBO_TEXTS.saveButton });

  // One layer: the save is refused, and the hint says why.
  await addGlazeLayer(page, "Celadon", "Dipped", "2 coats");
  const groups = panel.getByTestId("layer-group");
  await expect(groups).toHaveCount(1);
  await expect(groups.nth(0)).toContainText("Glaze – Celadon");
  await expect(groups.nth(0)).toContainText("Dipped · 2 coats");
  await expect(save).toBeDisabled();
  await expect(save).toHaveAccessibleDescription(COMBO_TEXTS.needTwoLayers);
  await expect(panel.getByText(COMBO_TEXTS.needTwoLayers)).toBeVisible();

  // Two layers: the save is offered.
  await addGlazeLayer(page, "Floating Blue", "Sprayed", "1 coat");
  await expect(groups).toHaveCount(2);
  await expect(groups.nth(1)).toContainText("Glaze – Floating Blue");
  await expect(groups.nth(1)).toContainText("Sprayed · 1 coat");
  await expect(save).toBeEnabled();
  await expect(panel.getByText(COMBO_TEXTS.saveHint)).toBeVisible();
  violations.push(...(await axeBothThemes(page, "piece with two layers")));

  await save.click();
  await expect(page.getByText(COMBO_TEXTS.savedTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(COMBO_TEXTS.savedDescription, { exact: true })).toBeVisible();

  // The combo is in the library's My Surface Combos, top layer over base, and opens with its layers.
  await page.getByRole("link", { name: "Surfaces" }).first().click();
  await expect(page.getByRole("heading", { name: GLAZE_TEXTS.libraryHeading })).toBeVisible();
  await expect(page.getByRole("heading", { name: new RegExp(`^${GLAZE_TEXTS.sectionHeadings.SurfaceCombo}\\s*1`) })).toBeVisible();
  const combo = combos.getByRole("link", { name: /Floating Blue over Celadon/ });
  await expect(combo).toBeVisible();
  await expect(combos.getByText(GLAZE_TEXTS.emptyCombosTitle)).toHaveCount(0);
  violations.push(...(await axeBothThemes(page, "library with a combo")));

  await combos.getByRole("link", { name: /Floating Blue over Celadon/ }).click();
  await expect(page.getByText("Layer 1: Glaze - Celadon")).toBeVisible();
  await expect(page.getByText("Layer 2: Glaze - Floating Blue")).toBeVisible();
  await expect(page.getByText(COMBO_TEXTS.snapshotNote)).toBeVisible();

  expect(violations, violations.join("\n")).toEqual([]);
});
