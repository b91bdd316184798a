/**
 * Steps shared by the screens-only journeys: a potter who signs up on the sign-up form (no API call sets anything up),
 * an axe scan of the screen as it stands in the light and the dark theme, and a sharp-made JPEG picked through the
 * real file chooser.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, open, PASSWORD, uniqueEmail } from "../fixtures";

export const PHONE = { width: 390, height: 844 };

/** Signs up on the sign-up form, tour seen; lands on My Pieces. */
export async function signUpOnScreens(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill(uniqueEmail(firstName.toLowerCase()));
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
}

/** Waits until no fade runs, so axe reads the final colours. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe on the screen as it stands after a reload, in the light and the dark theme (chosen as Settings stores it);
 * answers the violations, each named with its theme and screen. `restore` brings back what a reload resets (an open
 * tab). Leaves the light theme on.
 */
export async function axeBothThemes(page: Page, what: string, restore?: () => Promise<void>): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => localStorage.setItem("claybook-theme", t), theme);
    await page.emulateMedia({ colorScheme: theme });
    await page.reload();
    await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    if (restore) await restore();
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).analyze();
    found.push(
      ...violations.map((v) => `${theme} ${what}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`),
    );
  }
  await page.evaluate(() => localStorage.setItem("claybook-theme", "light"));
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small JPEG in one colour, so photos can be told apart. */
export async function jpeg(name: string, colour: string): Promise<PhotoFile> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** Taps the strip's empty slot and picks `files` in the real file chooser. */
export async function pickPhotos(page: Page, files: PhotoFile[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).first().click();
  await (await chooser).setFiles(files);
}
