import AxeBuilder from "@axe-core/playwright";
import { chooseOption } from "./choose-option";
import type { Locator, Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

/** Violations as rule id, target and message, so a failure reads at a glance. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

interface Created {
  id: number;
  name: string;
}

async function createGlaze(page: Page, body: Record<string, unknown>): Promise<Created> {
  const res = await page.request.post("/api/glazes", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Created;
}

const section = (page: Page, heading: string): Locator =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: new RegExp(`^${heading}`) }) });

/** Picks an option of a Radix select opened from its labelled trigger. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await chooseOption(page.getByLabel(label), option, false);
}

test.describe("surfaces library", () => {
  test("a potter adds a glaze with a cone and an underglaze with a colour and sees both in their sections", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/glaze-library");
    await expect(page.getByRole("heading", { name: "Surfaces Library" })).toBeVisible();
    await expect(page.getByText("Manage your glazes, slips, underglazes, and oxides")).toBeVisible();
    await expect(page.getByText("No surface treatments found")).toBeVisible();
    await expect(page.getByText("Let's create your first surface treatment!")).toBeVisible();

    await page.getByRole("button", { name: "Add Your First Treatment" }).click();
    await page.getByRole("menuitem", { name: "Glaze", exact: true }).click();
    await expect(page).toHaveURL(/\/glaze-library\/new\?type=Glaze$/);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toBeDisabled();
    await page.getByLabel("Name").fill("Floating Blue");
    // No colour picker for a Glaze.
    await expect(page.getByLabel("Color")).toHaveCount(0);
    await choose(page, "Cone Temperature", "Cone 6");
    await choose(page, "Finish", "Glossy");
    await save.click();
    await expect(page).toHaveURL(/\/glaze-library$/);

    await page.getByRole("button", { name: "Add New" }).click();
    await page.getByRole("menuitem", { name: "Underglaze" }).click();
    await expect(page).toHaveURL(/type=Underglaze$/);
    await page.getByLabel("Name").fill("Velvet Red");
    // Underglazes take a colour (clearable) and no photos or cone.
    await expect(page.getByText(/of 3 photos/)).toHaveCount(0);
    await expect(page.getByLabel("Cone Temperature")).toHaveCount(0);
    await page.getByLabel("Color").fill("#aa2233");
    await expect(page.getByText("#aa2233")).toBeVisible();
    await page.getByRole("button", { name: "Clear colour" }).click();
    await expect(page.getByText("No colour chosen")).toBeVisible();
    await page.getByLabel("Color").fill("#aa2233");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/glaze-library$/);

    // Five sections in the spec's order, with counts.
    const headings = page.locator("section h2");
    await expect(headings).toHaveText([/^Glazes\s*1/, /^Slip and Terra Sigs\s*0/, /^Underglazes\s*1/, /^Oxides\s*0/, /^My Surface Combos\s*0/]);
    const glazes = section(page, "Glazes");
    await expect(glazes.getByRole("link", { name: /Floating Blue/ })).toContainText("Glossy · Cone 6");
    const underglazes = section(page, "Underglazes");
    const row = underglazes.getByRole("link", { name: /Velvet Red/ });
    await expect(row.getByTestId("color-swatch")).toHaveCSS("background-color", "rgb(170, 34, 51)");
    await expect(section(page, "Slip and Terra Sigs").getByText("No slips yet")).toBeVisible();
    await expect(section(page, "Oxides").getByText("No oxides in your library")).toBeVisible();
    await expect(section(page, "My Surface Combos").getByText("No Surface Combos yet")).toBeVisible();

    // Sections collapse and open again.
    await page.getByRole("button", { name: /^Glazes/ }).click();
    await expect(glazes.getByRole("link", { name: /Floating Blue/ })).toBeHidden();
    await page.getByRole("button", { name: /^Glazes/ }).click();
    await expect(glazes.getByRole("link", { name: /Floating Blue/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a potter creates a combo glaze from an existing glaze and a new name", async ({ page, signUp }) => {
    await signUp();
    await createGlaze(page, { name: "Tenmoku", type: "Glaze", temperature: "Cone 10" });
    await createGlaze(page, { name: "Black", type: "Underglaze" });
    await open(page, "/glaze-library/new?type=Glaze&multiLayer=true");
    await expect(page.getByRole("heading", { name: "Create Combo Glaze" })).toBeVisible();
    await expect(page.getByTestId("combo-name")).toHaveText("Combo: Top Layer over Base Layer");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Choose from your library").first().click();
    // The layer list offers single treatments grouped by type, with the type in brackets when not a Glaze.
    await expect(page.getByRole("option", { name: "Black (Underglaze)" })).toBeVisible();
    await page.getByRole("option", { name: "Tenmoku" }).click();
    await page.getByLabel("Or add a new glaze").nth(1).fill("Oatmeal");
    await expect(page.getByTestId("combo-name")).toHaveText("Combo: Oatmeal over Tenmoku");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/glaze-library$/);

    const glazes = section(page, "Glazes");
    await expect(glazes.getByRole("link", { name: "Combo: Oatmeal over Tenmoku" })).toBeVisible();
    await expect(glazes.getByRole("link", { name: /^Oatmeal/ })).toBeVisible();

    // The new layer glaze notes the combination it was made for; the combination shows its layers.
    await glazes.getByRole("link", { name: /^Oatmeal/ }).click();
    await expect(page.getByPlaceholder("Application tips, combinations with other glazes, etc.")).toHaveValue(
      "Created as part of combination: Combo: Oatmeal over Tenmoku",
    );
    await page.getByRole("link", { name: "Back to Surfaces Library" }).click();
    await section(page, "Glazes").getByRole("link", { name: "Combo: Oatmeal over Tenmoku" }).click();
    await expect(page.getByTestId("combo-summary")).toHaveText("Oatmeal over Tenmoku");
    await expect(page.getByLabel("Layer 1 (Base)")).toContainText("Tenmoku");
    await expect(page.getByLabel("Layer 2 (Top)")).toContainText("Oatmeal");
  });

  test("a glaze's notes are autosaved and still there after a reload", async ({ page, signUp }) => {
    await signUp();
    const glaze = await createGlaze(page, { name: "Shino", temperature: "Cone 10" });
    await open(page, `/glaze-library/edit/${glaze.id}`);
    await expect(page.getByRole("tab", { name: "Edit Details" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Glaze Details" })).toBeVisible();
    await expect(page.getByLabel("Cone Temperature")).toContainText("Cone 10");
    await page.getByPlaceholder("Application tips, combinations with other glazes, etc.").fill("Thin over iron slip; crawls if thick.");
    await expect(page.getByText("Saved", { exact: true })).toBeVisible({ timeout: 8000 });
    await page.reload();
    await expect(page.getByPlaceholder("Application tips, combinations with other glazes, etc.")).toHaveValue(
      "Thin over iron slip; crawls if thick.",
    );

    // Duplicate makes '{name} Copy' with the same details and opens it.
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expect(page).not.toHaveURL(new RegExp(`/glaze-library/edit/${glaze.id}$`));
    await expect(page.getByRole("textbox", { name: "Surface treatment name" })).toHaveValue("Shino Copy");
    await expect(page.getByPlaceholder("Application tips, combinations with other glazes, etc.")).toHaveValue(
      "Thin over iron slip; crawls if thick.",
    );
    await expect(page.getByLabel("Cone Temperature")).toContainText("Cone 10");

    // A missing treatment says so.
    await open(page, "/glaze-library/edit/999999");
    await expect(page.getByText("Surface treatment not found")).toBeVisible();
    await page.getByRole("link", { name: "Back to Surfaces Library" }).click();
    await expect(page).toHaveURL(/\/glaze-library$/);
  });

  test("deleting a glaze used by a combination offers 'Delete All (2 items)' and removes both", async ({ page, signUp }) => {
    await signUp();
    const base = await createGlaze(page, { name: "Amber" });
    const top = await createGlaze(page, { name: "Celadon" });
    const res = await page.request.post("/api/glaze-combinations", { data: { baseLayerGlazeId: base.id, topLayerGlazeId: top.id } });
    expect(res.status()).toBe(201);
    await open(page, `/glaze-library/edit/${base.id}`);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete All (2 items)" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this treatment?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete All (2 items)" }).click();
    await expect(page).toHaveURL(/\/glaze-library$/);
    const glazes = section(page, "Glazes");
    await expect(glazes.getByRole("link")).toHaveText([/Celadon/]);
    await expect(page.getByRole("heading", { name: /^Glazes\s*1/ })).toBeVisible();
  });

  test("a glaze used by combinations names them and can be deleted alone, the combinations marked", async ({ page, signUp }) => {
    await signUp();
    const base = await createGlaze(page, { name: "Amber" });
    const celadon = await createGlaze(page, { name: "Celadon" });
    const shino = await createGlaze(page, { name: "Shino" });
    for (const top of [celadon, shino]) {
      const res = await page.request.post("/api/glaze-combinations", { data: { baseLayerGlazeId: base.id, topLayerGlazeId: top.id } });
      expect(res.status()).toBe(201);
    }
    await open(page, `/glaze-library/edit/${base.id}`);
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Delete All (3 items)" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText("2 combination glazes use this treatment:")).toBeVisible();
    await expect(dialog.getByRole("listitem")).toHaveText(["Combo: Celadon over Amber", "Combo: Shino over Amber"]);
    await expect(dialog.getByRole("button", { name: "Delete All (3 items)" })).toBeVisible();
    await dialog.getByRole("button", { name: "Delete this glaze only" }).click();
    await expect(page).toHaveURL(/\/glaze-library$/);

    const answer = (await (await page.request.get("/api/glazes")).json()) as { name: string }[] | { data: { name: string }[] };
    const names = (Array.isArray(answer) ? answer : answer.data).map((g) => g.name).sort();
    expect(names).toEqual(["Celadon", "Combo: Celadon over [Deleted Glaze: Amber]", "Combo: Shino over [Deleted Glaze: Amber]", "Shino"]);
  });

  test("a plain delete leaves the combination asking for its layers to be updated", async ({ page, signUp }) => {
    await signUp();
    const base = await createGlaze(page, { name: "Amber" });
    const top = await createGlaze(page, { name: "Celadon" });
    const combo = await page.request.post("/api/glaze-combinations", { data: { baseLayerGlazeId: base.id, topLayerGlazeId: top.id } });
    const { id } = (await combo.json()) as Created;
    const del = await page.request.delete(`/api/glazes/${top.id}`);
    expect(del.status()).toBe(200);
    const fresh = await createGlaze(page, { name: "Ash" });

    await open(page, `/glaze-library/edit/${id}`);
    await expect(page.getByRole("textbox", { name: "Surface treatment name" })).toHaveValue("Combo: [Deleted Glaze: Celadon] over Amber");
    await expect(page.getByText("Update Combination Layers")).toBeVisible();
    await expect(page.getByText("Indicates a deleted glaze that needs to be replaced. Update the layers and save to fix this combination.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await choose(page, /^Layer 2 \(Top\)/, "Ash");
    await expect(page.getByRole("textbox", { name: "Surface treatment name" })).toHaveValue("Combo: Ash over Amber");
    await expect(page.getByTestId("combo-summary")).toHaveText("Ash over Amber");
    await expect(page.getByText("Saved", { exact: true })).toBeVisible({ timeout: 8000 });
    await expect(page.getByText("Update Combination Layers")).toHaveCount(0);
    const stored = await page.request.get(`/api/glazes/${id}`);
    expect(await stored.json()).toMatchObject({ name: "Combo: Ash over Amber", topLayerGlazeId: fresh.id });
  });

  test("a glaze is applied to a piece without surface treatments", async ({ page, signUp }) => {
    await signUp();
    const glaze = await createGlaze(page, { name: "Tenmoku" });
    const piece = await page.request.post("/api/pieces", { data: { name: "Tea bowl", type: "wheel", clayBody: "Stoneware" } });
    expect(piece.status(), await piece.text()).toBe(201);
    await open(page, `/glaze-library/edit/${glaze.id}`);
    await page.getByRole("tab", { name: "Apply to Piece" }).click();
    const apply = page.getByRole("button", { name: "Apply", exact: true });
    await expect(apply).toBeDisabled();
    await choose(page, "Choose a piece", "Tea bowl · Stoneware · Wheel Thrown");
    await apply.click();
    await expect(page.getByText("No Available Pieces: All your pieces already have surface treatments applied.", { exact: false })).toBeVisible();
    const { id } = (await piece.json()) as Created;
    const layers = await page.request.get(`/api/pieces/${id}/decoration-layers`);
    expect((await layers.json()).data).toMatchObject([{ glazeId: glaze.id, type: "Glaze", placement: "Outside", orderIndex: 0 }]);
  });
});
