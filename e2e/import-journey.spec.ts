/**
 * An import through the screens alone, at 390×844, from an empty account (no API call sets anything up): a potter
 * signs up on the form, picks a CSV of pieces (product.md#r145) with the real file chooser in Settings ▸ Account Info ▸
 * Import data (product.md#r140), reads the preview, imports it while the progress bar runs with 'Cancel import' beside
 * it (product.md#r213, the only undo the screen offers: a finished import has none), and finds the pieces in My Pieces.
 * The finished import is checked by axe in the light and the dark theme.
 */
import { IMPORT_TEXTS as T } from "../contract/import/texts";
import { PIECE_SEARCH_UI } from "../contract/pieces/search-texts";
import { PIECE_TEXTS } from "../contract/pieces/texts";
import { expect, test } from "./fixtures";
import { axeBothThemes, openSettingsSection, PHONE_VIEWPORT, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

// Enough rows that the import runs for a while in batches (docs/decisions/0171-import-batches.md), so the progress shows.
const FILLERS = 1_200;

/** A CSV of pieces as another app or a spreadsheet writes it: two named pots, then practice cylinders. */
function piecesCsv(): Buffer {
  const lines = ["Name,Clay Body,Stage,Date", "Moon Jar,Porcelain,Bisqued,2026-11-20", "Speckled Tea Bowl,B-Mix,Formed,2026-11-25"];
  for (let i = 1; i <= FILLERS; i++) lines.push(`Practice cylinder ${String(i).padStart(4, "0")},B-Mix,Formed,2026-11-26`);
  return Buffer.from(`${lines.join("\n")}\n`);
}

test("a potter imports a CSV of pieces through the Import screen, watches it run and finds the pieces in My Pieces", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpOnScreens(page, "Rosa", "Reyes");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Settings" }).click();
  await openSettingsSection(page, "Account Info");
  await expect(page.getByRole("heading", { name: T.sectionTitle })).toBeVisible();

  // The file, picked with the file chooser the button opens.
  const chooser = page.waitForEvent("filechooser");
  await page.getByText(T.chooseFile, { exact: true }).click();
  await (await chooser).setFiles({ name: "my-pots.csv", mimeType: "text/csv", buffer: piecesCsv() });

  // The preview says what will come in, and stores nothing yet.
  await expect(page.getByText(`${T.previewTitle} (my-pots.csv)`)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("list", { name: T.previewTitle }).getByRole("listitem")).toHaveText([`Pieces: ${(FILLERS + 2).toLocaleString("en-US")}`, `Stage entries: ${(FILLERS + 2).toLocaleString("en-US")}`]);
  await expect(page.getByRole("list", { name: T.linesTitle })).toHaveCount(0);

  // The import runs with its progress and a way to cancel it, then says it finished.
  await page.getByRole("button", { name: T.startImport, exact: true }).click();
  const progress = page.getByRole("progressbar", { name: T.running });
  await expect(progress).toBeVisible();
  await expect(page.getByText(new RegExp(`^${T.running} \\d{1,3}%$`))).toBeVisible();
  await expect(page.getByRole("button", { name: T.cancelImport })).toBeVisible();
  await expect(page.getByText(T.finishedTitle, { exact: true })).toBeVisible({ timeout: 120_000 });
  await expect(progress).toHaveCount(0);
  await expect(page.getByRole("button", { name: T.cancelImport })).toHaveCount(0);
  await expect(page.getByRole("list", { name: T.previewTitle }).getByRole("listitem")).toHaveText([`Pieces: ${(FILLERS + 2).toLocaleString("en-US")}`, `Stage entries: ${(FILLERS + 2).toLocaleString("en-US")}`]);
  expect(await axeBothThemes(page, "Settings ▸ Account Info, import finished", () => openSettingsSection(page, "Account Info"))).toEqual([]);
  await expect(page.getByText(T.finishedTitle, { exact: true })).toBeVisible();

  // My Pieces holds them all; the named ones are found by search.
  await nav.getByRole("link", { name: "My Pieces" }).click();
  await expect(page.getByText(PIECE_TEXTS.totalPieces(FILLERS + 2), { exact: true })).toBeVisible();
  await page.getByLabel(PIECE_SEARCH_UI.searchLabel).fill("Moon Jar");
  await page.getByLabel(PIECE_SEARCH_UI.searchLabel).press("Enter");
  await expect(page.getByText(PIECE_SEARCH_UI.resultCount(1), { exact: true })).toBeVisible();
  const jar = page.getByRole("link", { name: /Moon Jar/ });
  await expect(jar).toBeVisible();
  await expect(jar).toContainText("Bisqued");
});
