/**
 * An account's whole life through the screens alone, at 390×844, from an empty account (no API call sets anything up):
 * a potter signs up on the form, logs a piece, exports their data from Settings ▸ Account Info (the zip holds the
 * piece, product.md#r24), deletes the account after its confirmation (product.md#r36, product.md#r15) and can no
 * longer sign in. Settings is checked by axe in the light and the dark theme.
 */
import { strFromU8, unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { ACCOUNT_TEXTS, DELETED_DATA_LIST } from "../contract/account/texts";
import { AUTH_TEXTS } from "../contract/auth/texts";
import { PIECE_TEXTS } from "../contract/pieces/texts";
import { expect, test } from "./fixtures";
import { axeBothThemes, openSettingsSection, PHONE_VIEWPORT, signInOnScreens, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

test("a potter signs up, logs a piece, exports it, deletes the account and can no longer sign in, through the screens", async ({ page }) => {
  const email = await signUpOnScreens(page, "Rosa", "Reyes");
  const nav = page.getByRole("navigation", { name: "Main" });

  // A first piece, from the empty My Pieces.
  await expect(page.getByText(PIECE_TEXTS.emptyText)).toBeVisible();
  await page.getByRole("link", { name: PIECE_TEXTS.createNew }).click();
  await expect(page).toHaveURL(/\/new-piece$/);
  await page.getByLabel("Name", { exact: true }).fill("Celadon Tea Bowl");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await nav.getByRole("link", { name: "My Pieces" }).click();
  await expect(page.getByRole("link", { name: /Celadon Tea Bowl/ })).toBeVisible();

  // Settings ▸ Account Info shows who is signed in.
  await nav.getByRole("link", { name: "Settings" }).click();
  await openSettingsSection(page, "Account Info");
  await expect(page.getByText("Rosa Reyes", { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  expect(await axeBothThemes(page, "Settings ▸ Account Info", () => openSettingsSection(page, "Account Info"))).toEqual([]);

  // The export arrives as a download and holds the piece.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^claybook-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(JSON.parse(strFromU8(files["user.json"]!))).toMatchObject({ email, firstName: "Rosa", lastName: "Reyes" });
  expect((JSON.parse(strFromU8(files["pieces.json"]!)) as { name: string }[]).map((p) => p.name)).toEqual(["Celadon Tea Bowl"]);

  // Delete Account asks first and says what goes; Cancel keeps everything.
  await page.getByRole("button", { name: "Delete Account" }).click();
  const confirm = page.getByRole("alertdialog", { name: ACCOUNT_TEXTS.deleteDialogTitle });
  await expect(confirm.getByText("This cannot be undone. Deleting your account permanently removes:")).toBeVisible();
  for (const item of DELETED_DATA_LIST) await expect(confirm.getByText(item, { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("alertdialog", { name: ACCOUNT_TEXTS.deleteDialogTitle }).getByRole("button", { name: ACCOUNT_TEXTS.deleteConfirm }).click();
  await expect(page.getByText(ACCOUNT_TEXTS.deleteSuccessTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });

  // The account is gone: its e-mail and password no longer sign in, and the screen stays on the form.
  await signInOnScreens(page, email);
  await expect(page.getByText(AUTH_TEXTS.invalidCredentialsForm, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});
