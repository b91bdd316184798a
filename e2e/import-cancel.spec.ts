/**
 * Cancelling an import (product.md#r213): a running import shows its progress and 'Cancel import'; the potter
 * confirms, the screen says it was cancelled, and nothing it stored stays.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, open, test } from "./fixtures";

async function openAccountInfo(page: Page) {
  await open(page, "/settings");
  await expect(page.getByRole("button", { name: "Add Clay Body" })).toBeVisible();
  const trigger = page.getByRole("button", { name: "Account Info", exact: true });
  if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
}

function csv(rows: number): Buffer {
  const lines = ["Name,Stage"];
  for (let i = 1; i <= rows; i++) lines.push(`Cancelled piece ${i},Formed`);
  return Buffer.from(lines.join("\n"));
}

test("a running import is cancelled from the import screen, after a confirmation, and leaves no piece", async ({ page, signUp }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp({ firstName: "Rosa" });
  // Started as the screen starts it after a preview; the screen follows the import it remembers on the device.
  const started = await page.request.post("/api/import", { multipart: { file: { name: "big.csv", mimeType: "text/csv", buffer: csv(30_000) } } });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  const user = (await (await page.request.get("/api/user")).json()) as { id: number };
  await page.addInitScript(([userId, importId]) => localStorage.setItem(`claybook.import.${userId}`, String(importId)), [user.id, id]);
  await openAccountInfo(page);

  await expect(page.getByRole("progressbar", { name: "Importing…" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel import" }).click();
  await expect(page.getByText("Cancel this import? Whatever it has stored so far is removed.")).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include("main").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: "Keep importing" }).click();
  await expect(page.getByRole("progressbar", { name: "Importing…" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel import" }).click();
  await page.getByRole("button", { name: "Yes, cancel import" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Import cancelled" })).toContainText("Import cancelled: nothing from it was kept.");
  await expect(page.getByRole("progressbar", { name: "Importing…" })).toBeHidden();
  expect(((await (await page.request.get("/api/pieces")).json()) as { data: unknown[] }).data).toHaveLength(0);
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Import cancelled")).toBeHidden();
});
