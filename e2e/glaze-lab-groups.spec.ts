/**
 * The losses report and the test tiles by recipe (product.md#r288), at 390×844: a potter whose surface carries a
 * recipe has a tile and a fired, crawled bowl on it; the tiles' 'By recipe' shows the recipe's version with its compare
 * table, and the losses report's 'By recipe' counts the bowl. The records are made through the API: the screens under
 * test are the two groupings.
 */
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("the tiles and the losses report group by the recipe and version worn", async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number };
  };
  const recipe = await post("/api/recipes", {
    name: "Leach 4321",
    kind: "glaze",
    lines: [
      { materialId: "default:custer-feldspar", amount: 40 },
      { materialId: "default:silica", amount: 30 },
      { materialId: "default:whiting", amount: 20 },
      { materialId: "default:epk", amount: 10 },
    ],
  });
  const glaze = await post("/api/glazes", { name: "Celadon", recipeId: recipe.id });
  await post("/api/test-tiles", { glazeId: glaze.id, clayBody: "B-Mix", cone: "Cone 10" });
  await post("/api/test-tiles", { materialName: "Shop clear", clayBody: "B-Mix" });
  const bowl = await post("/api/pieces", { name: "Bowl", type: "wheel", clayBody: "B-Mix", layers: [{ glazeId: glaze.id, placement: "Outside" }] });
  const firing = await post("/api/firings", { kind: "glaze", pieceIds: [bowl.id] });
  for (const status of ["loading", "firing", "cooling"]) expect((await page.request.patch(`/api/firings/${firing.id}`, { data: { status } })).status()).toBe(200);
  const done = await page.request.patch(`/api/firings/${firing.id}`, { data: { status: "done", outcomes: [{ pieceId: bowl.id, outcome: "crawled" }] } });
  expect(done.status(), await done.text()).toBe(200);

  await open(page, "/glaze-library/test-tiles");
  await expect(page.getByRole("status").filter({ hasText: "2 tiles" })).toBeVisible();
  await page.getByRole("button", { name: "By recipe" }).click();
  await expect(page).toHaveURL(/group=recipe/);
  const group = page.getByRole("region", { name: "Leach 4321 v1" });
  await expect(group.getByText("1 tile", { exact: true })).toBeVisible();
  const cells = group.getByRole("region", { name: "Leach 4321 v1: clay bodies down, cones across" }).getByTestId("compare-cell");
  await expect(cells).toHaveCount(1);
  await expect(cells.first()).toHaveAttribute("data-clay-body", "B-Mix");
  await expect(cells.first()).toHaveAttribute("data-cone", "Cone 10");
  await expect(page.getByText("Shop clear")).toHaveCount(0);
  await page.getByRole("button", { name: "All tiles" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 tiles" })).toBeVisible();

  await open(page, "/firings/losses");
  const byRecipe = page.getByRole("region", { name: "By recipe" });
  await expect(byRecipe.getByRole("listitem")).toHaveCount(1);
  await expect(byRecipe.getByText("Leach 4321 v1")).toBeVisible();
  await expect(byRecipe.getByText("1 of 1 lost (100%)")).toBeVisible();
  expect(errors).toEqual([]);
});
