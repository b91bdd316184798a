/**
 * Reminder settings through the screens alone, at 390×844, from an empty account (no API call sets anything up): a
 * potter signs up on the form, sets their reminders in Settings ▸ Reminders (product.md#r171: each change saved at once,
 * the time zone picked by search as docs/decisions/0194-time-zone-picker.md has it), and finds them all still set after
 * a reload. The section is checked by axe in the light and the dark theme.
 */
import type { Locator, Page } from "@playwright/test";
import { REMINDER_TEXTS as T } from "../contract/reminders/texts";
import { expect, test } from "./fixtures";
import { axeBothThemes, openSettingsSection, PHONE_VIEWPORT, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

/** Runs a change on the screen and waits for the server's answer to it and the screen's word that it was saved. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/reminder-settings" && r.request().method() === "PATCH");
  await change();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(T.settingsSaved, { exact: true }).first()).toBeVisible();
}

/** A stage's threshold row: its days field and its own Off box. */
function threshold(page: Page, stage: string): { days: Locator; off: Locator } {
  const days = page.getByLabel(T.settingsThresholdLabel(stage), { exact: true });
  return { days, off: page.getByRole("checkbox", { name: T.settingsOffFor(stage), exact: true }) };
}

test("a potter sets reminders in Settings through the screens and finds them saved after a reload", async ({ page }) => {
  await signUpOnScreens(page, "Rosa", "Reyes");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await openSettingsSection(page, T.settingsTitle);

  // A new account starts from the defaults.
  await expect(page.getByText(T.settingsThresholds, { exact: true })).toBeVisible();
  await expect(threshold(page, "Formed").days).toHaveValue("2");
  await expect(threshold(page, "Glazed").days).toHaveValue("14");
  await expect(page.getByRole("checkbox", { name: T.settingsEmail })).not.toBeChecked();
  await expect(page.getByLabel(T.settingsDailyTime)).toHaveValue("08:00");
  const zone = page.getByRole("status", { name: T.settingsTimeZone });
  await expect(zone).toHaveText("UTC");

  // Formed pieces remind after 3 days; Glazed ones never; the e-mail digest on; the day's reminders at 07:30 in Berlin.
  await saved(page, async () => {
    await threshold(page, "Formed").days.fill("3");
    await threshold(page, "Formed").days.blur();
  });
  await saved(page, () => threshold(page, "Glazed").off.click());
  await expect(threshold(page, "Glazed").days).toBeDisabled();
  await saved(page, () => page.getByRole("checkbox", { name: T.settingsEmail }).click());
  await saved(page, async () => {
    await page.getByLabel(T.settingsDailyTime).fill("07:30");
    await page.getByLabel(T.settingsDailyTime).blur();
  });
  await page.getByRole("button", { name: T.settingsZoneChange }).click();
  await page.getByRole("searchbox", { name: T.settingsZoneSearch }).fill("berlin");
  await saved(page, () => page.getByRole("list", { name: T.settingsZoneSearch }).getByRole("button", { name: "Europe/Berlin", exact: true }).click());
  await expect(zone).toHaveText("Europe/Berlin");

  // After a reload every choice is as the potter left it, read back from the server.
  await page.reload();
  await openSettingsSection(page, T.settingsTitle);
  await expect(threshold(page, "Formed").days).toHaveValue("3");
  await expect(threshold(page, "Trimmed").days).toHaveValue("10");
  await expect(threshold(page, "Glazed").off).toBeChecked();
  await expect(threshold(page, "Glazed").days).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: T.settingsEmail })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: T.settingsPaused })).not.toBeChecked();
  await expect(page.getByLabel(T.settingsDailyTime)).toHaveValue("07:30");
  await expect(zone).toHaveText("Europe/Berlin");

  expect(await axeBothThemes(page, "Settings ▸ Reminders", () => openSettingsSection(page, T.settingsTitle))).toEqual([]);
});
