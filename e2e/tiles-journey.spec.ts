/**
 * Test tiles through the screens alone (product.md#r121), at 390×844, from an empty account: the potter signs up on the
 * form, adds a glaze in the Surfaces Library, logs two tiles of it from the glaze's own Test tiles section, each with a
 * photo picked in the real file chooser, and sees both in the glaze's compare view. No API call sets anything up; axe
 * checks the new tile and the compare view in the light and the dark theme.
 */
import type { Page } from "@playwright/test";
import { GLAZE_TEXTS } from "../contract/glazes/texts";
import { PHOTO_TEXTS } from "../contract/photos/texts";
import { TILE_TEXTS } from "../contract/tiles/texts";
import { chooseOption } from "./choose-option";
import { expect, open, test } from "./fixtures";
import { axeBothThemes, jpeg, PHONE_VIEWPORT, pickPhotos, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

const cell = (page: Page, clay: string, cone: string) =>
  page.locator(`[data-testid="compare-cell"][data-clay-body="${clay}"][data-cone="${cone}"]`);

test("a new potter adds a glaze, logs two photographed tiles of it and compares them, all through the screens", async ({ page }) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  await signUpOnScreens(page, "Tomas", "Tanaka");

  // A glaze in the empty library; the tiles grid is empty too.
  await open(page, "/glaze-library");
  await page.getByRole("button", { name: GLAZE_TEXTS.addFirstTreatment }).click();
  await page.getByRole("menuitem", { name: "Glaze", exact: true }).click();
  await page.getByLabel("Name").fill("Floating Blue");
  await chooseOption(page.getByLabel(GLAZE_TEXTS.coneLabel), "Cone 6");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/glaze-library$/);
  await page.getByRole("navigation", { name: TILE_TEXTS.switchLabel }).getByRole("link", { name: TILE_TEXTS.switchTiles }).click();
  await expect(page.getByText(TILE_TEXTS.emptyTitle)).toBeVisible();
  await expect(page.getByText(TILE_TEXTS.emptyHint)).toBeVisible();

  // The glaze's own screen starts a tile of it.
  await page.getByRole("navigation", { name: TILE_TEXTS.switchLabel }).getByRole("link", { name: TILE_TEXTS.switchLibrary }).click();
  await page.getByRole("link", { name: /Floating Blue/ }).first().click();
  await expect(page).toHaveURL(/\/glaze-library\/edit\/\d+$/);
  const glazeUrl = page.url();
  const section = page.locator("section", { has: page.getByRole("heading", { name: new RegExp(`^${TILE_TEXTS.sectionHeading}`) }) });
  await expect(section.getByText(TILE_TEXTS.sectionEmpty)).toBeVisible();
  await section.getByRole("link", { name: TILE_TEXTS.newTile }).click();
  await expect(page.getByRole("heading", { name: TILE_TEXTS.newTitle })).toBeVisible();
  await expect(page.getByLabel(TILE_TEXTS.materialLabel, { exact: true })).toContainText("Floating Blue");

  // Tile 1: B-Mix at cone 6, dipped, 2 coats, a blue photo, 4 stars; Save & add another keeps the settings.
  await page.getByLabel(TILE_TEXTS.clayBodyLabel, { exact: true }).fill("B-Mix");
  await chooseOption(page.getByLabel(TILE_TEXTS.coneLabel, { exact: true }), "Cone 6");
  await page.getByLabel(TILE_TEXTS.atmosphereLabel, { exact: true }).fill("Oxidation");
  await chooseOption(page.getByLabel(TILE_TEXTS.methodLabel, { exact: true }), "Dipped");
  await chooseOption(page.getByLabel(TILE_TEXTS.coatsLabel, { exact: true }), "2 coats");
  await expect(page.getByText(PHOTO_TEXTS.count(0, 3))).toBeVisible();
  await pickPhotos(page, [await jpeg("tile-cone-6.jpg", "#2f6fb5")]);
  await expect(page.getByText(PHOTO_TEXTS.count(1, 3))).toBeVisible({ timeout: 20_000 });
  await page.getByRole("radio", { name: TILE_TEXTS.starLabel(4) }).locator("..").click();
  await page.getByRole("button", { name: TILE_TEXTS.saveAndAnother }).click();
  await expect(page.getByText(TILE_TEXTS.savedAnother).first()).toBeVisible();
  await expect(page.getByText(PHOTO_TEXTS.count(0, 3))).toBeVisible();
  await expect(page.getByLabel(TILE_TEXTS.clayBodyLabel, { exact: true })).toHaveValue("B-Mix");

  // Tile 2: the same clay at cone 10, a darker photo, and it crawled; Save opens it.
  await chooseOption(page.getByLabel(TILE_TEXTS.coneLabel, { exact: true }), "Cone 10");
  await pickPhotos(page, [await jpeg("tile-cone-10.jpg", "#1f3f75")]);
  await expect(page.getByText(PHOTO_TEXTS.count(1, 3))).toBeVisible({ timeout: 20_000 });
  await page.getByRole("checkbox", { name: "Crawling" }).click();
  await page.getByLabel(TILE_TEXTS.defectNoteLabel, { exact: true }).fill("Crawled at the rim");
  await page.getByRole("button", { name: TILE_TEXTS.save, exact: true }).click();
  await expect(page).toHaveURL(/\/test-tiles\/\d+$/);
  await expect(page.getByRole("heading", { name: "Floating Blue" })).toBeVisible();
  await expect(page.getByText("B-Mix · Cone 10 · Oxidation")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Crawling" })).toBeChecked();
  await expect(page.getByText(PHOTO_TEXTS.count(1, 3))).toBeVisible();
  violations.push(...(await axeBothThemes(page, "saved tile")));

  // The glaze's compare view: one clay body down, two cones across, each tile with its photo.
  await page.goto(glazeUrl);
  await expect(page.getByRole("heading", { name: new RegExp(`^${TILE_TEXTS.sectionHeading}\\s*2`) })).toBeVisible();
  await expect(section.getByRole("list", { name: TILE_TEXTS.sectionHeading }).getByRole("link")).toHaveCount(2);
  const showCompare = async () => {
    await section.getByRole("tab", { name: TILE_TEXTS.viewCompare }).click();
    await expect(section.getByRole("table")).toBeVisible();
  };
  await showCompare();
  const table = section.getByRole("table");
  await expect(table).toHaveAccessibleName(TILE_TEXTS.compareCaption("Floating Blue"));
  await expect(table.getByRole("columnheader")).toHaveText([TILE_TEXTS.compareClayHeader, "Cone 6", "Cone 10"]);
  await expect(table.getByRole("rowheader")).toHaveText(["B-Mix"]);
  await expect(cell(page, "B-Mix", "Cone 6").getByRole("link", { name: TILE_TEXTS.tileLink("Floating Blue", "B-Mix", "Cone 6") })).toBeVisible();
  await expect(cell(page, "B-Mix", "Cone 6").getByRole("img", { name: TILE_TEXTS.rated(4) })).toBeVisible();
  await expect(cell(page, "B-Mix", "Cone 10").getByRole("link", { name: TILE_TEXTS.tileLink("Floating Blue", "B-Mix", "Cone 10") })).toBeVisible();
  const thumbs = table.locator("img");
  await expect(thumbs).toHaveCount(2);
  for (const img of await thumbs.all()) {
    await expect(img).toHaveAttribute("src", /^\/api\/photos\/[A-Za-z0-9_-]{22}\.thumb\.jpg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  violations.push(...(await axeBothThemes(page, "compare view", showCompare)));

  // A tap on a cell opens its tile.
  await cell(page, "B-Mix", "Cone 6").getByRole("link").click();
  await expect(page.getByText("B-Mix · Cone 6 · Oxidation")).toBeVisible();
  await expect(page.getByRole("radio", { name: TILE_TEXTS.starLabel(4) })).toBeChecked();

  expect(violations, violations.join("\n")).toEqual([]);
});
