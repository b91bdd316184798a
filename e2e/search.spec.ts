/** Search and filters on My Pieces (product.md#r127–r129), kept in the address. */
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

async function makePiece(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post("/api/pieces", { data: { type: "wheel", clayBody: "Stoneware", ...data } });
  expect(res.status(), await res.text()).toBe(201);
}

const cardNames = (page: Page) => page.getByRole("heading", { level: 3 });

test.beforeEach(async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await makePiece(page, { name: "Celadon mug", clayBody: "Porcelain" });
  await makePiece(page, { name: "Breakfast bowl", notes: "Try a celadon liner" });
  await makePiece(page, { name: "Tall vase", type: "handbuilt", clayBody: "Porcelain" });
  await makePiece(page, { name: "Porcelain cup", clayBody: "Porcelain", stages: [{ stage: "Bisqued", location: "Kiln room" }] });
});

test("search 'celadon' shows only matching pieces and where each matched", async ({ page }) => {
  await open(page, "/pieces");
  await page.getByRole("searchbox", { name: "Search pieces" }).fill("celadon");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\?q=celadon$/);
  await expect(page.getByText("2 pieces")).toBeVisible();
  await expect(cardNames(page)).toHaveText(["Celadon mug", "Breakfast bowl"]);
  await expect(page.getByRole("link", { name: /Celadon mug/ }).getByText("Found in name")).toBeVisible();
  await expect(page.getByRole("link", { name: /Breakfast bowl/ }).getByText("Found in notes")).toBeVisible();
  await page.goBack();
  await expect(cardNames(page)).toHaveCount(4);
});

test("two filters combine and survive a reload", async ({ page }) => {
  await open(page, "/pieces");
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByLabel("Forming method").selectOption("wheel");
  await page.getByLabel("Clay body").fill("Porcelain");
  await page.getByRole("button", { name: "Show pieces" }).click();
  await expect(page).toHaveURL(/method=wheel/);
  await expect(page).toHaveURL(/clayBody=Porcelain/);
  const expected = ["Celadon mug", "Porcelain cup"];
  await expect(cardNames(page)).toHaveText(expected);
  // The stage sections still group the results, with their counts.
  await expect(page.getByRole("heading", { name: /Formed/, level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Bisqued/, level: 2 })).toBeVisible();
  await page.reload();
  await expect(cardNames(page)).toHaveText(expected);
  await expect(page.getByLabel("Forming method")).toHaveValue("wheel");
  await expect(page.getByLabel("Clay body")).toHaveValue("Porcelain");
});

test("'porcelain' finds 'Porcelain P10', the studio's own clay bodies are offered, and a glaze from the library filters", async ({ page }) => {
  const saved = await page.request.patch("/api/user-preferences", { data: { clayBodies: ["Porcelain P10", "Stoneware"] } });
  expect(saved.status(), await saved.text()).toBe(200);
  await makePiece(page, { name: "Moon jar", clayBody: "Porcelain P10" });
  const glaze = await page.request.post("/api/glazes", { data: { name: "Tenmoku" } });
  expect(glaze.status()).toBe(201);
  await makePiece(page, { name: "Tea bowl", layers: [{ glazeId: (await glaze.json()).id, placement: "Outside" }] });

  await open(page, "/pieces");
  await page.getByRole("button", { name: "Filters" }).click();
  // The studio's clay bodies are the field's suggestions.
  await expect(page.locator("#pieces-clay-suggestions option")).toHaveCount(2);
  await expect(page.locator('#pieces-clay-suggestions option[value="Porcelain P10"]')).toHaveCount(1);
  await page.getByLabel("Clay body").fill("porcelain");
  await page.getByLabel("Forming method").selectOption("wheel");
  await page.getByRole("button", { name: "Show pieces" }).click();
  await expect(page).toHaveURL(/clayBody=porcelain/);
  await expect(cardNames(page)).toHaveText(["Moon jar", "Celadon mug", "Porcelain cup"]);

  // Clear empties the address; the sheet stays open.
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByLabel("Clay body")).toHaveValue("");
  await page.getByLabel("Glaze", { exact: true }).selectOption({ label: "Tenmoku" });
  await page.getByRole("button", { name: "Show pieces" }).click();
  await expect(page).toHaveURL(/glazeId=\d+/);
  await expect(cardNames(page)).toHaveText(["Tea bowl"]);
  await page.reload();
  await expect(page.getByLabel("Glaze", { exact: true }).locator("option:checked")).toHaveText("Tenmoku");
});

test("surfaces and inspiration filter as the potter types", async ({ page }) => {
  for (const name of ["Celadon Green", "Shino White"]) {
    expect((await page.request.post("/api/glazes", { data: { name, brand: name.startsWith("Shino") ? "Amaco" : "Mayco" } })).status()).toBe(201);
  }
  await open(page, "/glaze-library");
  await page.getByRole("searchbox", { name: "Search surfaces" }).fill("amaco");
  await expect(page.getByText("Shino White")).toBeVisible();
  await expect(page.getByText("Celadon Green")).toHaveCount(0);
  await page.getByRole("searchbox", { name: "Search surfaces" }).fill("nothing like this");
  await expect(page.getByText("No surfaces match this search")).toBeVisible();

  for (const [name, tags] of [["Song dynasty bowl", ["celadon"]], ["Raku jar", ["smoke"]]] as const) {
    expect((await page.request.post("/api/inspirations", { data: { name, tags } })).status()).toBe(201);
  }
  await open(page, "/inspiration");
  await page.getByRole("searchbox", { name: "Search inspiration" }).fill("celadon");
  await expect(page.getByText("Song dynasty bowl")).toBeVisible();
  await expect(page.getByText("Raku jar")).toHaveCount(0);
});
