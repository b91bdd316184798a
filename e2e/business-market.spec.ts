/**
 * A market day with no connection (product.md#r278, docs/decisions/0316-business-screens.md), at 390×844 from an
 * empty database through the screens: the potter prices three pieces, makes a market day and packs them; at the stall,
 * offline, 'Scan a label' reads each piece's label with Chromium's fake camera and a tap on its price sells it. The
 * takings count by payment method on the device; back online each sale is sent once (its Idempotency-Key), so the
 * sales list holds three sales, not more, and nothing came back unsold.
 *
 * The fake camera reads its file again each time the camera starts, so writing another label's picture into the
 * same file between scans shows the next piece's label. Codes count per potter: a new potter's pieces this year are
 * YY-0001, YY-0002 and YY-0003.
 */
import { copyFileSync } from "node:fs";
import { fakeCameraLaunch, FIRST_CODE_THIS_YEAR, qrCameraFile } from "./support/fake-camera";
import { localCopyHolds } from "./support/local-copy";
import { serviceWorkerInCharge } from "./support/service-worker";
import { newPiece, setPrice, signUpOnScreen } from "./business-steps";
import { expect, open, test } from "./fixtures";

const year = FIRST_CODE_THIS_YEAR.slice(0, 2);
const PIECES = [
  { name: "Speckled mug", price: "20", code: `${year}-0001`, paid: "cash" },
  { name: "Serving bowl", price: "45", code: `${year}-0002`, paid: "card" },
  { name: "Bud vase", price: "30", code: `${year}-0003`, paid: "cash" },
];
const camera = await qrCameraFile(PIECES[0]!.code);
const labels = await Promise.all(PIECES.map((p) => qrCameraFile(p.code)));

test.use({ viewport: { width: 390, height: 844 }, launchOptions: fakeCameraLaunch(camera), serviceWorkers: "allow" });

test("a market day offline sells three pieces by scanning their labels, and back online each sale is stored once", async ({
  page,
  context,
  allowOfflineNoise,
}) => {
  // Three pieces made and priced, a day packed, three scans: a long walk on a shared machine.
  test.setTimeout(180_000);
  allowOfflineNoise();
  await signUpOnScreen(page);
  for (const piece of PIECES) {
    await newPiece(page, piece.name);
    await expect(page.getByText(piece.code, { exact: true })).toBeVisible();
    await setPrice(page, piece.price);
  }

  // My Pieces ▸ Business: a new market day, and the three pieces packed for it.
  await open(page, "/pieces");
  await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Business" }).click();
  await expect(page.getByRole("heading", { name: "Business", level: 1 })).toBeVisible();
  await expect(page.getByText("No market days yet.")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Saturday market");
  await page.getByLabel("Place").fill("Town square");
  await page.getByRole("button", { name: "Create market day" }).click();
  await expect(page.getByRole("heading", { name: "Saturday market", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Pack pieces" }).click();
  const pack = page.getByRole("dialog", { name: "Pack pieces for the day" });
  for (const piece of PIECES) await pack.getByLabel(new RegExp(piece.name)).check();
  await pack.getByRole("button", { name: "Pack 3 pieces" }).click();
  await expect(pack).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Packed (3)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Came back unsold (3)" })).toBeVisible();

  // The device holds the app and the day before the connection goes.
  await serviceWorkerInCharge(page);
  await localCopyHolds(page, ["Saturday market", "Bud vase"]);
  await context.setOffline(true);

  for (const [i, piece] of PIECES.entries()) {
    // The next label in front of the camera.
    copyFileSync(labels[i]!, camera);
    const scan = page.getByRole("button", { name: "Scan a label" });
    const box = (await scan.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await scan.click();
    const sale = page.getByRole("region", { name: piece.name });
    await expect(page.getByRole("dialog", { name: "Scan a label" })).toHaveCount(0);
    await sale.getByLabel("Paid by").selectOption(piece.paid);
    const sell = sale.getByRole("button", { name: `Sell for $${piece.price}.00` });
    await expect(sell).toBeFocused();
    await sell.click();
    await expect(page.getByText(`${piece.name} sold for $${piece.price}.00`).first()).toBeVisible();
    await expect(sale).toHaveCount(0);
  }
  await expect(page.getByText("Saved on this device: it is sent when the connection is back").first()).toBeVisible();
  const waiting = page.getByRole("region", { name: "Waiting to send" });
  for (const piece of PIECES) await expect(waiting).toContainText(`Sale of ${piece.name}`);
  await expect(page.getByRole("heading", { name: "Takings $95.00" })).toBeVisible();
  const takings = page.getByRole("list", { name: "Takings" });
  await expect(takings.getByRole("listitem").filter({ hasText: "Cash · 2 sales" })).toContainText("$50.00");
  await expect(takings.getByRole("listitem").filter({ hasText: "Card · 1 sale" })).toContainText("$45.00");
  await expect(page.getByRole("heading", { name: "Came back unsold (0)" })).toBeVisible();
  await expect(page.getByText("Everything sold.")).toBeVisible();

  // Back online: the three sales go, once each.
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Takings $95.00" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Came back unsold (0)" })).toBeVisible();
  await page.getByRole("link", { name: "Business" }).first().click();
  await expect(page.getByText("Saturday market")).toBeVisible();
  await expect(page.getByText(/3 packed · 3 sold/)).toBeVisible();
  await page.getByRole("link", { name: "Sales" }).click();
  await expect(page.getByText("3 sales", { exact: true })).toBeVisible();
  const list = page.getByRole("list", { name: "Sales" });
  await expect(list.getByText(/^Total \$/)).toHaveCount(3);
  for (const piece of PIECES) await expect(list.getByText(piece.name)).toHaveCount(1);
  await expect(list.getByText("Market · Town square")).toHaveCount(3);
});
