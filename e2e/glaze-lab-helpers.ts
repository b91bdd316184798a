/**
 * The glaze lab's browser-test steps, taken through the screens as a potter takes them (product.md#r265): typing a
 * recipe line by line in the editor, and the chemistry the shared code expects for it.
 */
import { expect, type Page } from "@playwright/test";
import { analyseRecipe, DEFAULT_MATERIALS, linesForAnalysis, STULL_REGIONS, stullPoint, stullRegion } from "../contract/glaze-lab/chemistry";
import { LAB_SCREEN_TEXTS } from "../contract/glaze-lab/screen-texts";
import { open } from "./fixtures";

export interface TypedLine {
  /** What the potter types in the picker's search. */
  search: string;
  /** The default material's key, for the expected chemistry. */
  key: string;
  /** The material's name, as the picker lists it. */
  name: string;
  amount: number;
  addition?: boolean;
}

export const LEACH_4321: TypedLine[] = [
  { search: "Custer", key: "custer-feldspar", name: "Custer Feldspar", amount: 40 },
  { search: "Flint", key: "silica", name: "Silica", amount: 30 },
  { search: "Whiting", key: "whiting", name: "Whiting", amount: 20 },
  { search: "EPK", key: "epk", name: "Edgar Plastic Kaolin", amount: 10 },
];

/** The chemistry the shared code gives for these lines: what the screens must show. */
export function expectedChemistry(lines: readonly TypedLine[]) {
  const materials = DEFAULT_MATERIALS.map((m) => ({ key: m.key, analysis: m.analysis, loi: m.loi }));
  const analysis = analyseRecipe(
    linesForAnalysis(
      lines.map((l) => ({ material: l.key, amount: l.amount, addition: l.addition ?? false })),
      materials,
    ),
    { cone: null },
  );
  const point = stullPoint(analysis.umf);
  const region = STULL_REGIONS.find((r) => r.key === stullRegion(point))?.label ?? null;
  return { analysis, stullText: LAB_SCREEN_TEXTS.stullPoint(point.x, point.y, region) };
}

/** Types line `n` (from 1) of the open editor: the material through the picker's search, then the amount. */
export async function typeLine(page: Page, n: number, line: TypedLine): Promise<void> {
  const picker = page.getByRole("button", { name: new RegExp(`^Material of line ${n}:`) });
  if ((await picker.count()) === 0) await page.getByRole("button", { name: "Add material", exact: true }).click();
  await picker.click();
  const dialog = page.getByRole("dialog", { name: "Choose a material" });
  await dialog.getByRole("searchbox", { name: "Search materials" }).fill(line.search);
  await dialog.getByRole("button", { name: new RegExp(`^${line.name}\\b`) }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(picker).toHaveAccessibleName(`Material of line ${n}: ${line.name}`);
  await page.getByLabel(`Amount of line ${n}`, { exact: true }).fill(String(line.amount));
  if (line.addition) await page.getByRole("checkbox", { name: `Line ${n} is an addition` }).check();
}

/** A new recipe typed in the editor and saved; answers its id, read from the recipe page's address. */
export async function typeRecipe(page: Page, name: string, lines: readonly TypedLine[]): Promise<number> {
  await open(page, "/glaze-lab/recipes/new");
  await page.getByLabel("Name", { exact: true }).fill(name);
  for (const [i, line] of lines.entries()) await typeLine(page, i + 1, line);
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page).toHaveURL(/\/glaze-lab\/recipes\/\d+$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/").pop());
}
