/**
 * A recipe edited with no connection (product.md#r267, docs/decisions/0116-outbox.md), at 390×844: the change is kept
 * on the device, the recipe's page shows it at once with its chemistry worked out on the device, and back online it
 * reaches the server once, even when the first answer is lost on its way back.
 */
import { expect, test } from "./fixtures";
import { expectedChemistry, LEACH_4321, typeRecipe } from "./glaze-lab-helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("a recipe edited offline shows at once and is stored once when the connection is back", async ({ page, context, signUp, allowOfflineNoise }) => {
  allowOfflineNoise();
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const id = await typeRecipe(page, "Leach 4321", LEACH_4321);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit recipe", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Amount of line 2", { exact: true })).toHaveValue("30");

  await context.setOffline(true);
  await page.getByLabel("Amount of line 2", { exact: true }).fill("35");
  const edited = LEACH_4321.map((l, i) => (i === 1 ? { ...l, amount: 35 } : l));
  await expect(page.getByTestId("stull-point")).toHaveText(expectedChemistry(edited).stullText);
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("Saved on this device; it is sent when the connection is back", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/glaze-lab/recipes/${id}$`));
  // The page shows the change from the device: Silica is 35 of 105, and the chemistry moved with it.
  await expect(page.getByRole("table", { name: "Materials" }).getByRole("row", { name: /^Silica/ })).toContainText("33.3");
  await expect(page.getByTestId("stull-point")).toHaveText(expectedChemistry(edited).stullText);
  await expect(page.getByText("1 change waiting")).toBeVisible();

  // Back online, the first answer is lost after the server stored the change; the retry gets that answer replayed.
  const answers: [number, boolean][] = [];
  let lost = 0;
  await page.route(`**/api/recipes/${id}`, async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    const res = await route.fetch();
    answers.push([res.status(), res.headers()["idempotent-replayed"] === "true"]);
    if (lost === 0) {
      lost += 1;
      await route.abort("connectionreset");
      return;
    }
    await route.fulfill({ response: res });
  });
  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  expect(answers).toEqual([
    [200, false],
    [200, true],
  ]);
  const stored = (await (await page.request.get(`/api/recipes/${id}`)).json()) as { version: number; lines: { materialName: string; amount: number }[] };
  expect(stored.lines.map((l) => [l.materialName, l.amount])).toEqual([
    ["Custer Feldspar", 40],
    ["Silica", 35],
    ["Whiting", 20],
    ["Edgar Plastic Kaolin", 10],
  ]);
  // Nothing wore the recipe yet, so the change stays its version 1 (a repeat would not show here; the replay above does).
  expect(stored.version).toBe(1);
});
