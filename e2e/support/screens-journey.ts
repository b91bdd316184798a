/**
 * What a screens-only journey needs (a potter who starts from nothing and uses only the screens, at 390×844): signing
 * up and in on the forms, opening a Settings section, axe in the light and the dark theme, and a sharp-made JPEG
 * picked through the real file chooser.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, open, PASSWORD, screenReady, uniqueEmail } from "../fixtures";
import { settled } from "./settled";

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A new potter signed up on the sign-up form (tour seen); answers the e-mail. */
export async function signUpOnScreens(page: Page, firstName: string, lastName: string, email = uniqueEmail(firstName.toLowerCase())): Promise<string> {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("First Name").fill(firstName);
  await form.getByLabel("Last Name").fill(lastName);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/pieces$/);
  return email;
}

/** The sign-in form, filled and sent. */
export async function signInOnScreens(page: Page, email: string, password = PASSWORD): Promise<void> {
  await open(page, "/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
}

/** Opens a closed section of Settings by its title. */
export async function openSettingsSection(page: Page, title: string): Promise<void> {
  const trigger = page.getByRole("button", { name: title, exact: true });
  await expect(trigger).toBeVisible();
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}


/**
 * What pushes the screen sideways, as one line (none when it fits). A screen wider than the phone makes the phone zoom
 * the whole page out, and a tap then lands beside what the potter aimed at (product.md#r36: one-handed at 390×844).
 */
export async function widerThanScreen(page: Page, what: string): Promise<string[]> {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== "fixed")
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} ${el.outerHTML.slice(0, 120)}`);
  });
  return wide.length > 0 ? [`${what}: wider than the screen — ${wide.join(" | ")}`] : [];
}

/** axe on the screen as it is now, as lines naming the theme and the screen. */
async function axeLines(page: Page, theme: "light" | "dark", what: string): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await settled(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${theme} ${what}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)} ${n.failureSummary ?? ""}`).join(" | ")}`);
}

/**
 * axe on the screen in the light and the dark theme; answers the violations, to be expected empty. While the potter has
 * chosen no theme, the theme follows the device live (product.md#r41), so the screen is scanned as it is and switched by
 * the emulated colour scheme, without loading it again. Once a theme is chosen (Settings stores it on the device), each
 * theme is stored and the screen reloaded; `again` then brings back what the reload closed (a section, a tab).
 */
export async function axeBothThemes(page: Page, what: string, again: () => Promise<void> = async () => undefined): Promise<string[]> {
  const found: string[] = [];
  const chosen = await page.evaluate(() => localStorage.getItem("claybook-theme"));
  const followsDevice = chosen === null || chosen === "system";
  for (const theme of ["light", "dark"] as const) {
    if (followsDevice) {
      await page.emulateMedia({ colorScheme: theme });
    } else {
      await page.evaluate((t) => localStorage.setItem("claybook-theme", t), theme);
      await page.emulateMedia({ colorScheme: theme });
      await page.reload();
      await screenReady(page);
    }
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    if (!followsDevice) await again();
    found.push(...(await axeLines(page, theme, what)));
  }
  found.push(...(await widerThanScreen(page, what)));
  if (!followsDevice) await page.evaluate(() => localStorage.setItem("claybook-theme", "light"));
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
