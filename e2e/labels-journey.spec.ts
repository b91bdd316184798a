/**
 * Printable labels through the screens alone (product.md#r132–r134), at 390×844, from an empty account: the potter
 * signs up on the form, makes three pieces on New Piece, selects two on My Pieces, prints their labels (the dialog says
 * 'Making labels…' while the PDF is made) and gets a PDF whose QR codes open those two pieces. No API call sets
 * anything up; axe checks the label dialog in the light and the dark theme.
 */
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { LABEL_TEXTS } from "../contract/labels/texts";
import { readLabelsPdf } from "../tests/helpers/pdf-labels";
import { expect, open, test } from "./fixtures";
import { axeBothThemes, PHONE_VIEWPORT, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

/** A piece made on New Piece; its code as the piece's screen shows it. */
async function newPiece(page: Page, name: string): Promise<string> {
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  const code = await page.getByText(/^\d{2}-\d{4}$/).first().textContent();
  return code!.trim();
}

test("a new potter makes three pieces, selects two on My Pieces and prints their labels, all through the screens", async ({ page }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  await signUpOnScreens(page, "Lena", "Lindqvist");
  const mug = { name: "Speckled mug", code: await newPiece(page, "Speckled mug") };
  const jar = { name: "Ash jar", code: await newPiece(page, "Ash jar") };
  const vase = { name: "Tall vase", code: await newPiece(page, "Tall vase") };
  const chosen = [mug, vase];

  // Select mode on My Pieces: two cards chosen, the bar counts them and offers their labels.
  const printDialog = page.getByRole("dialog", { name: LABEL_TEXTS.dialogTitle(2) });
  const selectAndOpen = async () => {
    await page.getByRole("button", { name: LABEL_TEXTS.select, exact: true }).click();
    for (const piece of chosen) await page.getByRole("checkbox", { name: LABEL_TEXTS.selectPiece(piece.name) }).check();
    await expect(page.getByRole("status").filter({ hasText: LABEL_TEXTS.selectedCount(2) })).toBeVisible();
    await page.getByRole("button", { name: LABEL_TEXTS.actionCount(2) }).click();
    await expect(printDialog.getByText(LABEL_TEXTS.dialogIntro)).toBeVisible();
  };
  await page.getByRole("link", { name: "My Pieces" }).first().click();
  await expect(page).toHaveURL(/\/pieces$/);
  for (const piece of [mug, jar, vase]) await expect(page.getByRole("link", { name: new RegExp(piece.name) })).toBeVisible();
  await selectAndOpen();
  await expect(page).toHaveURL(/\/pieces$/);
  await expect(printDialog.getByRole("radio", { name: new RegExp(LABEL_TEXTS.layoutNames["letter-30"]) })).toBeChecked();
  violations.push(...(await axeBothThemes(page, "print labels dialog", selectAndOpen)));

  // A start past the sheet is refused in words; a start on it is sent.
  const start = printDialog.getByRole("spinbutton", { name: LABEL_TEXTS.startLabel });
  await start.fill("31");
  await expect(printDialog.getByText(LABEL_TEXTS.startInvalid(30))).toBeVisible();
  await expect(printDialog.getByRole("button", { name: LABEL_TEXTS.make })).toBeDisabled();
  await start.fill("1");

  // The request is held until the progress has been seen, so the check does not race the server.
  let progressSeen = false;
  await page.route("**/api/labels", async (route) => {
    await expect(printDialog.getByRole("button", { name: LABEL_TEXTS.making })).toBeDisabled();
    await expect(printDialog.getByRole("status")).toHaveText(LABEL_TEXTS.making);
    progressSeen = true;
    await route.continue();
  });
  const downloading = page.waitForEvent("download");
  await printDialog.getByRole("button", { name: LABEL_TEXTS.make }).click();
  const download = await downloading;
  expect(progressSeen).toBe(true);
  await expect(printDialog).toBeHidden();
  await expect(page.getByText(LABEL_TEXTS.ready, { exact: true })).toBeVisible();

  // The PDF: one sheet, the two chosen pieces' QR codes in order, each opening its piece by code; the third left out.
  expect(download.suggestedFilename()).toMatch(/^claybook-labels-pieces-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = await readLabelsPdf(bytes);
  expect(pages).toHaveLength(1);
  const addresses = pages[0]!.qrs.map((q) => q.text);
  expect(addresses).toHaveLength(2);
  chosen.forEach((piece, i) => expect(addresses[i]).toMatch(new RegExp(`/c/${piece.code}$`)));
  for (const piece of chosen) expect(pages[0]!.texts).toEqual(expect.arrayContaining([piece.code, piece.name]));
  expect(pages[0]!.texts).not.toContain(jar.code);

  // The first label's address opens its piece.
  await page.goto(new URL(addresses[0]!).pathname);
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(mug.name);

  expect(violations, violations.join("\n")).toEqual([]);
});
