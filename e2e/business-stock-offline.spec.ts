/**
 * A glaze material bought at the supplier's counter with no connection (product.md#r291,
 * docs/decisions/0336-offline-purchases.md): the purchase is kept on the device, listed as not synced, and reaches the
 * server once when the connection returns, where it makes the material's stock.
 */
import { BIZ } from "../contract/business/screen-texts";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("a purchase recorded offline waits on the device, marked not synced, and is stored once when the connection is back", async ({
  page,
  context,
  signUp,
  allowOfflineNoise,
}) => {
  allowOfflineNoise();
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  // The device holds the (empty) list of purchases before the connection goes.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/material-purchases" && r.request().method() === "GET");
  await open(page, "/business/stock");
  await listed;
  await expect(page.getByText(/^No purchases yet/)).toBeVisible();
  const purchase = page.getByRole("form", { name: "Record purchase" });
  await expect(purchase.getByLabel("Material").getByRole("option", { name: "Silica", exact: true })).toBeAttached();

  await context.setOffline(true);
  await purchase.getByLabel("Material").selectOption({ label: "Silica" });
  await purchase.getByLabel("Date").fill("2026-11-20");
  await purchase.getByLabel("Quantity").fill("10");
  await purchase.getByLabel("Unit").selectOption("kg");
  await purchase.getByLabel("Total paid").fill("20.00");
  await purchase.getByLabel("Supplier").fill("Clay Co");
  await purchase.getByRole("button", { name: "Save purchase" }).click();
  await expect(page.getByText(BIZ.savedOnDevice, { exact: true })).toBeVisible();
  const line = page.getByRole("listitem").filter({ hasText: "10 kg for $20.00 from Clay Co" });
  await expect(line).toBeVisible();
  await expect(line.getByText("Not synced yet")).toBeVisible();
  await expect(line.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expect(page.getByText("1 change waiting")).toBeVisible();
  // The form is ready for the next purchase.
  await expect(purchase.getByLabel("Total paid")).toHaveValue("");

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  await expect(line.getByText("Not synced yet")).toHaveCount(0);
  await expect(line.getByRole("button", { name: /Remove/ })).toBeVisible();
  const silica = page.getByRole("listitem", { name: "Silica" });
  await expect(silica.getByText("10 kg on hand: 1 purchase, 0 mix logs; $2.00 per kg on average")).toBeVisible();

  const stored = (await (await page.request.get("/api/material-purchases")).json()) as { data: { quantity: number; total: string; supplier: string }[] };
  expect(stored.data).toEqual([expect.objectContaining({ quantity: 10, total: "20.00", supplier: "Clay Co" })]);
});
