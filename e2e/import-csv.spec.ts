/**
 * Importers from other apps (product.md#r145, r181–r183): a CSV of pieces with headers Claybook does not know (the
 * preview lists the line it could not read and offers a select per unknown column; mapping them previews again, and
 * the import adds the good rows), and Pottery Life's shared export with its dead pieces.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { IMPORT_TEXTS } from "../contract/import/texts";
import { expect, open, test } from "./fixtures";

async function openAccountInfo(page: Page) {
  await open(page, "/settings");
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
  const trigger = page.getByRole("button", { name: "Account Info", exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

const CSV = "Piece title,Form,Body,Stage\nServing plate,Plate,Porcelain,Glazed\nBowl,Bowl,B-Mix,Formed,extra\nTall vase,Vase,B-Mix,Trimmed\n";

test("a CSV with unknown columns: bad line listed, columns mapped, good rows imported", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp({ firstName: "Rosa" });
  await openAccountInfo(page);
  await page.getByLabel("Choose export file").setInputFiles({ name: "my-pots.csv", mimeType: "text/csv", buffer: Buffer.from(CSV) });

  await expect(page.getByText("The CSV has no column for the piece's name")).toBeVisible();
  await expect(page.getByRole("list", { name: "Lines not read" })).toContainText("Line 3: has 5 columns, the header has 4");
  await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.getByLabel("Claybook field for column Piece title").selectOption("name");
  await page.getByLabel("Claybook field for column Body").selectOption("clayBody");
  await page.getByRole("button", { name: "Preview again" }).click();
  const preview = page.getByRole("list", { name: "What will be imported" });
  await expect(preview).toContainText("Pieces: 2");
  // The rows are kept, only their Form values are not: never listed as skipped.
  await expect(page.getByRole("list", { name: "Imported without these values" })).toContainText("Form: 2 (not a forming method");
  await expect(page.getByRole("list", { name: "Skipped" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Lines not read" })).toContainText("Line 3");
  // The preview stored nothing.
  expect(((await (await page.request.get("/api/pieces")).json()) as { data: unknown[] }).data).toHaveLength(0);

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Import finished")).toBeVisible();
  await open(page, "/pieces");
  await expect(page.getByText("Serving plate")).toBeVisible();
  await expect(page.getByText("Tall vase")).toBeVisible();
  await expect(page.getByText("Bowl", { exact: true })).toBeHidden();

  // Back in Settings the finished import is still shown; choosing a new file clears it, so the new file's error
  // stands alone. A zip cut short is called damaged, not "not a zip archive".
  await openAccountInfo(page);
  await expect(page.getByText("Import finished")).toBeVisible();
  await page.getByLabel("Choose export file").setInputFiles({ name: "export.zip", mimeType: "application/zip", buffer: Buffer.from("PK\u0003\u0004cut short") });
  await expect(page.getByRole("alert").filter({ hasText: IMPORT_TEXTS.damagedZip })).toBeVisible();
  await expect(page.getByText("Import finished")).toBeHidden();
});

test("Pottery Life's shared export: the preview lists what Claybook cannot keep, then imports; a cemetery piece is under Lost & reclaimed", async ({ page, signUp }) => {
  await signUp({ firstName: "Rosa" });
  await openAccountInfo(page);
  // The message the app shares (a summary line, a blank line, the JSON), made by its own export code.
  const file = readFileSync(path.join(import.meta.dirname, "../tests/fixtures/imports/potterylife/pottery-life-shared-message.txt"));
  await page.getByLabel("Choose export file").setInputFiles({ name: "Pottery Life export.txt", mimeType: "text/plain", buffer: file });
  const what = page.getByRole("list", { name: "What will be imported" });
  await expect(what).toContainText("Pieces: 4");
  await expect(what).toContainText("Kilns: 1");
  await expect(what).toContainText("Firings: 2");
  await expect(what).toContainText("Test tiles: 1");
  const kept = page.getByRole("list", { name: "Imported without these values" });
  await expect(kept).toContainText("Pieces: price: 1 (no Claybook field)");
  await expect(kept).toContainText("Stage entries: location: 7 (the file gives no place for this stage: the entry has none, and the piece shows where a piece with no location does)");
  const skipped = page.getByRole("list", { name: "Skipped" });
  await expect(skipped).toContainText("Other records: glazeCollectionNames: 1 (not imported");
  await expect(skipped).not.toContainText("kilns");
  // No column mapping for another app's file.
  await expect(page.getByText("Match your columns")).toBeHidden();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Import finished")).toBeVisible();
  await open(page, "/pieces");
  await expect(page.getByText("Speckled Mug")).toBeVisible();
  await expect(page.getByText("Planter Pot")).toBeHidden();
  await page.getByRole("link", { name: "Lost & reclaimed" }).click();
  await expect(page.getByRole("link", { name: /Planter Pot/ })).toContainText(/Lost · Cracked · .* · at Trimmed/);
  await expect(page.getByRole("link", { name: /Lopsided Cup/ })).toContainText(/Reclaimed · .* · at Formed/);
});
