/**
 * An export imports back without loss (product.md#r140): export a studio, then import it into a new account from
 * Settings ▸ Account Info: preview (counts), Import, the finished result still shown after leaving the screen, and the
 * records there.
 */
import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

async function openAccountInfo(page: Page) {
  await open(page, "/settings");
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
  const trigger = page.getByRole("button", { name: "Account Info", exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

test("export a studio, preview it and import it into a new account", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp({ firstName: "Rosa" });
  for (const name of ["Moon Jar", "Tea Bowl"]) {
    const res = await page.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "Porcelain" } });
    expect(res.status()).toBe(201);
  }
  await openAccountInfo(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export my data" }).click()]);
  const zip = readFileSync((await download.path())!);

  // A new potter in the same browser (registering signs the browser in as them).
  await signUp({ firstName: "Ana" });
  await openAccountInfo(page);
  await expect(page.getByRole("heading", { name: "Import data" })).toBeVisible();
  await page.getByLabel("Choose export file").setInputFiles({ name: "claybook-export.zip", mimeType: "application/zip", buffer: zip });

  const preview = page.getByRole("list", { name: "What will be imported" });
  await expect(preview).toContainText("Pieces: 2");
  // The preview is accessible (labelled controls, contrast) on a phone.
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const importButton = page.getByRole("button", { name: "Import", exact: true });
  expect((await importButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // The preview stored nothing.
  expect(((await (await page.request.get("/api/pieces")).json()) as { data: unknown[] }).data).toHaveLength(0);

  await importButton.click();
  await expect(page.getByText("Import finished")).toBeVisible();
  await expect(page.getByRole("list", { name: "What will be imported" })).toContainText("Pieces: 2");

  // Leaving the screen and coming back shows the import's outcome again.
  await open(page, "/pieces");
  await expect(page.getByText("Moon Jar")).toBeVisible();
  await expect(page.getByText("Tea Bowl")).toBeVisible();
  await openAccountInfo(page);
  await expect(page.getByText("Import finished")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Import finished")).toBeHidden();
});
