/**
 * Test tiles in the browser (product.md#r121), at 390×844: logging a board of tiles of one glaze on two clays with
 * photos, the glaze's compare view, the grid's defect filter, and using a tile on a piece.
 */
import { chooseOption } from "./choose-option";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

async function post<T = { id: number }>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Picks an option of a Radix select opened from its labelled trigger. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page.getByLabel(label, { exact: true }), option);
}

/** A small photo of the tile, each in its own colour, picked through the real file chooser. */
async function addPhoto(page: Page, colour: string): Promise<void> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).first().click();
  await (await chooser).setFiles([{ name: `tile-${colour.slice(1)}.jpg`, mimeType: "image/jpeg", buffer }]);
  await expect(page.getByText("1 of 3 photos")).toBeVisible();
}

const cell = (page: Page, clay: string, cone: string) => page.locator(`[data-testid="compare-cell"][data-clay-body="${clay}"][data-cone="${cone}"]`);

test.describe("test tiles", () => {
  test("a potter logs three tiles of one glaze on two clays and sees them in the glaze's compare view", async ({ page, signUp }) => {
    // Three uploads, three saves and two axe scans: longer than the default minute on a busy 2-core machine.
    test.setTimeout(150_000);
    await signUp();
    const glaze = await post(page, "/api/glazes", { name: "Floating Blue", temperature: "Cone 6" });

    // Surfaces' switch leads to the (still empty) tiles grid.
    await open(page, "/glaze-library");
    const surfacesView = page.getByRole("navigation", { name: "Surfaces view" });
    await expect(surfacesView.getByRole("link", { name: "Library" })).toHaveAttribute("aria-current", "page");
    await surfacesView.getByRole("link", { name: "Test tiles" }).click();
    await expect(page).toHaveURL(/\/glaze-library\/test-tiles$/);
    await expect(page.getByText("No test tiles yet")).toBeVisible();

    // From the glaze's own screen: its Test tiles section starts a tile of this glaze.
    await open(page, `/glaze-library/edit/${glaze.id}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: /^Test tiles/ }) });
    await expect(section.getByText("No test tiles of this material yet.")).toBeVisible();
    await section.getByRole("link", { name: "New tile" }).click();
    await expect(page.getByRole("heading", { name: "New test tile" })).toBeVisible();
    await expect(page.getByLabel("Material", { exact: true })).toContainText("Floating Blue");

    // Tile 1: B-Mix, cone 6, dipped twice, 4 stars.
    await page.getByLabel("Clay body", { exact: true }).fill("B-Mix");
    await choose(page, "Cone", "Cone 6");
    await page.getByLabel("Atmosphere", { exact: true }).fill("Oxidation");
    await choose(page, "Application method", "Dipped");
    await choose(page, "Coats", "2 coats");
    // A glaze takes coats, not a thickness (product.md#r98).
    await expect(page.getByLabel("Thickness", { exact: true })).toHaveCount(0);
    await addPhoto(page, "#2f6fb5");
    await page.getByRole("radio", { name: "4 stars" }).locator("..").click();
    await page.getByRole("button", { name: "Save & add another" }).click();
    await expect(page.getByText("Saved. Next tile: same settings, new photo.").first()).toBeVisible();
    // The next tile keeps the glaze, clay and firing; the photo and the result start empty.
    await expect(page.getByText("0 of 3 photos")).toBeVisible();
    await expect(page.getByLabel("Clay body", { exact: true })).toHaveValue("B-Mix");
    await expect(page.getByLabel("Cone", { exact: true })).toContainText("Cone 6");
    await expect(page.getByRole("radio", { name: "No rating" })).toBeChecked();

    // Tile 2: the same clay at cone 10, and it crawled.
    await choose(page, "Cone", "Cone 10");
    await addPhoto(page, "#1f3f75");
    await page.getByRole("checkbox", { name: "Crawling" }).click();
    await page.getByLabel("What went wrong", { exact: true }).fill("Crawled at the rim");
    await page.getByRole("button", { name: "Save & add another" }).click();
    await expect(page.getByText("0 of 3 photos")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Crawling" })).not.toBeChecked();

    // Tile 3: porcelain at cone 6; Save opens the tile.
    await page.getByLabel("Clay body", { exact: true }).fill("Porcelain");
    await choose(page, "Cone", "Cone 6");
    await addPhoto(page, "#6fa8dc");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/test-tiles\/\d+$/);
    await expect(page.getByRole("heading", { name: "Floating Blue" })).toBeVisible();
    await expect(page.getByText("Porcelain · Cone 6 · Oxidation")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The glaze's compare view: clay bodies down, cones across, each tile in its cell.
    await open(page, `/glaze-library/edit/${glaze.id}`);
    await expect(section.getByRole("list", { name: "Test tiles" }).getByRole("link")).toHaveCount(3);
    await section.getByRole("tab", { name: "Compare" }).click();
    const table = section.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Clay body", "Cone 6", "Cone 10"]);
    await expect(table.getByRole("rowheader")).toHaveText(["B-Mix", "Porcelain"]);
    await expect(cell(page, "B-Mix", "Cone 6").getByRole("link", { name: "Floating Blue on B-Mix, Cone 6" })).toBeVisible();
    await expect(cell(page, "B-Mix", "Cone 10").getByRole("link", { name: "Floating Blue on B-Mix, Cone 10" })).toBeVisible();
    await expect(cell(page, "Porcelain", "Cone 6").getByRole("link", { name: "Floating Blue on Porcelain, Cone 6" })).toBeVisible();
    await expect(cell(page, "Porcelain", "Cone 10")).toContainText("No tile");
    await expect(cell(page, "B-Mix", "Cone 6").getByRole("img", { name: "Rated 4 of 5" })).toBeVisible();
    // Each photo is the stored thumbnail, loaded.
    const thumbs = table.locator("img");
    await expect(thumbs).toHaveCount(3);
    for (const img of await thumbs.all()) {
      await expect(img).toHaveAttribute("src", /^\/api\/photos\/[A-Za-z0-9_-]{22}\.thumb\.jpg$/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
    // A tap opens the tile.
    await cell(page, "B-Mix", "Cone 10").getByRole("link").click();
    await expect(page.getByText("B-Mix · Cone 10 · Oxidation")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Crawling" })).toBeChecked();
  });

  test("the grid filters by defect, and the filter lives in the address", async ({ page, signUp }) => {
    await signUp();
    const glaze = await post(page, "/api/glazes", { name: "Shino" });
    await post(page, "/api/test-tiles", { glazeId: glaze.id, clayBody: "B-Mix", cone: "Cone 10", rating: 5 });
    await post(page, "/api/test-tiles", { glazeId: glaze.id, clayBody: "Porcelain", cone: "Cone 10", defects: ["Crawling", "Pinholing"] });
    await post(page, "/api/test-tiles", { materialName: "Borrowed ash", clayBody: "B-Mix", cone: "Cone 6", defects: ["Running"] });

    await open(page, "/glaze-library/test-tiles");
    const grid = page.getByRole("list", { name: "Test tiles" });
    await expect(grid.getByTestId("tile-card")).toHaveCount(3);
    await expect(page.getByText("3 tiles")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await choose(page, "Defect", "Crawling");
    await expect(page).toHaveURL(/defect=Crawling/);
    await expect(grid.getByTestId("tile-card")).toHaveCount(1);
    await expect(grid.getByRole("link", { name: "Shino on Porcelain, Cone 10" })).toContainText("Crawling");
    await expect(page.getByText("1 tile", { exact: true })).toBeVisible();

    // The filter survives a reload; another filter narrows further; Clear filters shows every tile again.
    await page.reload();
    await expect(grid.getByTestId("tile-card")).toHaveCount(1);
    await choose(page, "Clay body", "B-Mix");
    await expect(page.getByText("No tiles match these filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(grid.getByTestId("tile-card")).toHaveCount(3);
    await choose(page, "Material", "Borrowed ash");
    await expect(grid.getByTestId("tile-card")).toHaveCount(1);
    await expect(grid.getByRole("link")).toHaveAccessibleName("Borrowed ash on B-Mix, Cone 6");
  });

  test("a tile is used on a piece: the piece gets a layer with the tile's material, method and coats", async ({ page, signUp }) => {
    await signUp();
    const glaze = await post(page, "/api/glazes", { name: "Tenmoku" });
    const piece = await post(page, "/api/pieces", { name: "Tea bowl", type: "wheel", clayBody: "Stoneware" });
    await post(page, "/api/pieces", { name: "Jar", type: "wheel", clayBody: "Porcelain" });
    const tile = await post(page, "/api/test-tiles", {
      glazeId: glaze.id,
      clayBody: "Stoneware",
      cone: "Cone 10",
      applicationMethod: "Poured",
      coats: 2,
      rating: 5,
      notes: "Oil spots where thick",
    });

    await open(page, `/test-tiles/${tile.id}`);
    // 'Add another like this' starts a new tile with the same settings and no result.
    await page.getByRole("link", { name: "Add another like this" }).click();
    await expect(page.getByRole("heading", { name: "New test tile" })).toBeVisible();
    await expect(page.getByLabel("Material", { exact: true })).toContainText("Tenmoku");
    await expect(page.getByLabel("Clay body", { exact: true })).toHaveValue("Stoneware");
    await expect(page.getByLabel("Application method", { exact: true })).toContainText("Poured");
    await expect(page.getByLabel("Notes", { exact: true })).toHaveValue("");
    await page.goBack();

    await expect(page.getByRole("heading", { name: "Tenmoku" })).toBeVisible();
    await page.getByRole("button", { name: "Use on a piece" }).click();
    const dialog = page.getByRole("dialog", { name: "Use on a piece" });
    await expect(dialog.getByRole("radio")).toHaveCount(2);
    await dialog.getByLabel("Search pieces").fill("tea");
    await dialog.getByRole("radio", { name: /Tea bowl/ }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add layer" }).click();

    await expect(page).toHaveURL(new RegExp(`/pieces/${piece.id}$`));
    await expect(page.getByText("Tenmoku was added to Tea bowl.").first()).toBeVisible();
    const layer = page.getByTestId("layer-group");
    await expect(layer).toHaveCount(1);
    await expect(layer).toContainText("Glaze – Tenmoku");
    await expect(layer).toContainText("Outside · Poured · 2 coats");
  });
});
