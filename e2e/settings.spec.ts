import AxeBuilder from "@axe-core/playwright";
import { strFromU8, unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, open, registerPotter, test } from "./fixtures";
import { simulateIos } from "./support/native-runtime";

/** The preferences as the server has them now. */
async function serverPreferences(page: Page) {
  const res = await page.request.get("/api/user-preferences");
  return res.ok() ? ((await res.json()) as Record<string, unknown>) : null;
}

async function openSettings(page: Page) {
  await open(page, "/settings");
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  await expect(page.getByText("Customize your studio preferences, themes, and account settings")).toBeVisible();
  // The screen creates the preferences once (theme system) before it shows the sections.
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
}

/** Violations as rule id, target and message, so a failure reads at a glance. */
async function axeViolations(page: Page) {
  // A dialog still fading in is checked with its blended colours: wait for every finite animation to end first.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

async function expandSection(page: Page, name: string) {
  const trigger = page.getByRole("button", { name, exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

test.describe("settings", () => {
  test("add, rename and delete a clay body while the default follows", async ({ page, signUp }) => {
    await signUp();
    await openSettings(page);
    await expect(page.getByText("No clay bodies added yet")).toBeVisible();
    const defaultSelect = page.getByRole("combobox", { name: "Default Clay Body" });
    await expect(defaultSelect).toHaveText("Select clay bodies above first");
    await expect(defaultSelect).toBeDisabled();
    await expect.poll(() => serverPreferences(page)).toMatchObject({ theme: "system" });

    // Add, with the inline messages first.
    await page.getByRole("button", { name: "Add Clay Body" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Clay Body" });
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Clay body name is required")).toBeVisible();
    await dialog.getByLabel("Clay Body Name").fill("B".repeat(51));
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Clay body name must be 50 characters or less")).toBeVisible();
    await dialog.getByLabel("Clay Body Name").fill("B-Mix");
    await dialog.getByLabel("Brand (optional)").fill("Laguna");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Clay Bodies" }).getByText("B-Mix · Laguna")).toBeVisible();

    // Make it the default.
    await defaultSelect.click();
    await page.getByRole("option", { name: "B-Mix · Laguna" }).click();
    await expect(defaultSelect).toHaveText("B-Mix · Laguna");
    await expect.poll(() => serverPreferences(page)).toMatchObject({ defaultClayBody: "B-Mix · Laguna" });

    // Rename: the default follows, on screen and on the server.
    await page.getByRole("button", { name: "Edit clay body B-Mix · Laguna" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Clay Body" });
    await expect(edit.getByLabel("Clay Body Name")).toHaveValue("B-Mix");
    await expect(edit.getByLabel("Brand (optional)")).toHaveValue("Laguna");
    await edit.getByLabel("Clay Body Name").fill("B-Mix 5");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(defaultSelect).toHaveText("B-Mix 5 · Laguna");
    await expect
      .poll(() => serverPreferences(page))
      .toMatchObject({ clayBodies: ["B-Mix 5 · Laguna"], defaultClayBody: "B-Mix 5 · Laguna" });

    await page.reload();
    await expect(page.getByRole("combobox", { name: "Default Clay Body" })).toHaveText("B-Mix 5 · Laguna");

    // Delete: the default is cleared.
    await page.getByRole("button", { name: "Delete clay body B-Mix 5 · Laguna" }).click();
    await expect(page.getByText("No clay bodies added yet")).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Default Clay Body" })).toHaveText("Select clay bodies above first");
    await expect.poll(() => serverPreferences(page)).toMatchObject({ clayBodies: [], defaultClayBody: null });
  });

  test("renaming a studio location renames it on the pieces and stage entries that use it", async ({ page, signUp }) => {
    await signUp();
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
    expect((await page.request.patch("/api/user-preferences", { data: { studioLocations: ["Shelf A", "Kiln Room"] } })).status()).toBe(200);
    const res = await page.request.post("/api/pieces", {
      data: { name: "Moon jar", type: "wheel", clayBody: "Porcelain", stages: [{ stage: "Formed", location: "Shelf A" }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };

    await open(page, `/pieces/${id}`);
    await expect(page.getByText("Shelf A").first()).toBeVisible();
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Settings", exact: true }).click();
    await page.getByRole("button", { name: "Edit location Shelf A" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Studio Location" });
    await edit.getByLabel("Location Name").fill("Glaze Shelf");
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("list", { name: "Studio Locations" }).getByText("Glaze Shelf")).toBeVisible();
    await expect.poll(() => serverPreferences(page)).toMatchObject({ studioLocations: ["Glaze Shelf", "Kiln Room"] });

    // Back on the piece (no reload): its stage entry and the location picker use the new name only.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/pieces/${id}$`));
    await expect(page.getByText("Glaze Shelf").first()).toBeVisible();
    await expect(page.getByText("Shelf A")).toHaveCount(0);
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "My Pieces", exact: true }).click();
    await expect(page.getByText("Glaze Shelf").first()).toBeVisible();
    await expect(page.getByText("Shelf A")).toHaveCount(0);
  });

  test("add a firing method", async ({ page, signUp }) => {
    await signUp();
    await openSettings(page);
    await expect(page.getByText("No firing methods added yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Firing Method" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Firing Method" });
    await expect(dialog.getByRole("combobox", { name: "Kiln Type" })).toHaveText("Electric");
    await dialog.getByRole("combobox", { name: "Kiln Type" }).click();
    await page.getByRole("option", { name: "Gas" }).click();
    await dialog.getByLabel("Cone (optional)").fill("1".repeat(21));
    await dialog.getByLabel("Atmosphere (optional)").fill("Reduction");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Cone must be 20 characters or less")).toBeVisible();
    await dialog.getByLabel("Cone (optional)").fill("10");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Firing Methods" }).getByText("Gas · 10 · Reduction")).toBeVisible();
    await expect.poll(() => serverPreferences(page)).toMatchObject({ firingMethods: ["Gas · 10 · Reduction"] });
    await page.reload();
    await expect(page.getByRole("list", { name: "Firing Methods" }).getByText("Gas · 10 · Reduction")).toBeVisible();
  });

  test("a duplicate studio location shows 'This location already exists'", async ({ page, signUp }) => {
    await signUp();
    await openSettings(page);
    await expect(page.getByText("No studio locations added yet")).toBeVisible();
    await page.getByRole("button", { name: "Add Studio Location" }).click();
    let dialog = page.getByRole("dialog", { name: "Add Studio Location" });
    await dialog.getByLabel("Location Name").fill("Kiln Room");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(page.getByRole("list", { name: "Studio Locations" }).getByText("Kiln Room")).toBeVisible();

    await page.getByRole("button", { name: "Add Studio Location" }).click();
    dialog = page.getByRole("dialog", { name: "Add Studio Location" });
    await dialog.getByLabel("Location Name").fill("  kiln ROOM ");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("This location already exists")).toBeVisible();
    await dialog.getByLabel("Location Name").fill("Shelf #3");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect(dialog.getByText("Location name contains invalid characters")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => serverPreferences(page)).toMatchObject({ studioLocations: ["Kiln Room"] });

    // The header Save sends the whole form.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Settings saved").first()).toBeVisible();
  });

  test("switch to Dark, reload, and stay dark", async ({ page, signUp }) => {
    await signUp();
    await openSettings(page);
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByRole("button", { name: "Dark", exact: true }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => serverPreferences(page)).toMatchObject({ theme: "dark" });

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute("aria-pressed", "true");

    // A device without the cached choice takes it from the server.
    await page.evaluate(() => localStorage.clear());
    await open(page, "/pieces");
    await expect(html).toHaveClass(/\bdark\b/);

    // System follows the device setting live.
    await open(page, "/settings");
    await page.getByRole("button", { name: "System", exact: true }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("export my data and open the zip", async ({ page, signUp }) => {
    const potter = await signUp({ firstName: "Rosa", lastName: "Kiln" });
    await openSettings(page);
    await page.getByRole("button", { name: "Add Clay Body" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Clay Body" });
    await dialog.getByLabel("Clay Body Name").fill("Porcelain");
    await dialog.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => serverPreferences(page)).toMatchObject({ clayBodies: ["Porcelain"] });

    await expandSection(page, "Account Info");
    await expect(page.getByText("RK", { exact: true })).toBeVisible();
    await expect(page.getByText("Rosa Kiln")).toBeVisible();
    await expect(page.getByText(potter.email)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^claybook-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(json("user.json")).toMatchObject({ email: potter.email, firstName: "Rosa", lastName: "Kiln" });
    expect(json("preferences.json")).toMatchObject({ clayBodies: ["Porcelain"], theme: "system" });
    expect(json("pieces.json")).toEqual([]);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(["glazes.json", "surface_combos.json", "inspirations.json", "photos.json"]));
  });

  test("an export past the limit says the limit in words, and starts no download", async ({ page, signUp }) => {
    await signUp({ firstName: "Rosa", lastName: "Kiln" });
    // Five exports in this quarter hour already, from this session.
    for (let i = 0; i < 5; i++) expect((await page.request.get("/api/export")).status()).toBe(200);
    await openSettings(page);
    await expandSection(page, "Account Info");
    let downloads = 0;
    page.on("download", () => downloads++);
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/export/check");
    await page.getByRole("link", { name: "Export my data" }).click();
    expect((await checked).status()).toBe(429);
    await expect(page.getByText("At most 5 exports every 15 minutes. Try again in 15 minutes.", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Export my data" })).toBeVisible();
    expect(downloads).toBe(0);
  });

  test("export on the native app goes with its bearer token", async ({ page, request }) => {
    await simulateIos(page);
    // The first-run tour opens on My Pieces as the test taps Settings; this test is about the export, not the tour.
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
    const potter = await registerPotter(request, { firstName: "Ana", lastName: "Wheel" });
    await page.goto("/auth");
    await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
    await page.getByLabel("Email").fill(potter.email);
    await page.getByLabel("Password", { exact: true }).fill(potter.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/pieces$/, { timeout: 15_000 });
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Settings", exact: true }).click();
    await expandSection(page, "Account Info");

    const exportCall = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/export");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
    expect((await exportCall).headers().authorization).toMatch(/^Bearer /);
    expect(download.suggestedFilename()).toMatch(/^claybook-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(JSON.parse(strFromU8(files["user.json"]!))).toMatchObject({ email: potter.email, firstName: "Ana" });
  });

  test("help, log out, and no accessibility violations in light or dark", async ({ page, signUp }) => {
    await signUp();
    const seeded = await page.request.patch("/api/user-preferences", {
      data: {
        clayBodies: ["B-Mix · Laguna", "Porcelain"],
        defaultClayBody: "B-Mix · Laguna",
        firingMethods: ["Gas · 10 · Reduction"],
        studioLocations: ["Kiln Room"],
      },
    });
    expect(seeded.status()).toBe(200);
    await openSettings(page);
    for (const section of ["Billing & Subscription", "Account Info", "Help & Support"]) await expandSection(page, section);
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "mailto:support@claybook.app");
    await expect(page.getByRole("list", { name: "Clay Bodies" }).getByText("B-Mix · Laguna")).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Dark", exact: true }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await axeViolations(page)).toEqual([]);

    // A dialog is checked too.
    await page.getByRole("button", { name: "Add Studio Location" }).click();
    await page.getByRole("dialog", { name: "Add Studio Location" }).getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Location name is required")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
