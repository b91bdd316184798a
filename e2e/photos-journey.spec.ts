/**
 * A piece's photos through the screens alone (product.md#r75, product.md#r76), at 390×844, from an empty account: the
 * potter signs up on the form, makes a piece on New Piece, adds three photos on its screen through the real file
 * chooser (JPEGs made by sharp, each in its own colour), sees them kept after a reload, deletes one in the viewer after
 * its confirmation, and finds the last photo as the piece's picture on My Pieces. No API call sets anything up; axe
 * checks the piece with its photos and the open viewer in the light and the dark theme.
 */
import type { Locator, Page } from "@playwright/test";
import { PHOTO_TEXTS } from "../contract/photos/texts";
import { PIECE_MAX_PHOTOS, PIECE_TEXTS } from "../contract/pieces/texts";
import { expect, open, test } from "./fixtures";
import { axeBothThemes, jpeg, PHONE_VIEWPORT, pickPhotos, signUpOnScreens } from "./support/screens-journey";

test.use({ viewport: PHONE_VIEWPORT });

const strip = (page: Page): Locator => page.getByRole("region", { name: "Piece photos" });

/** The strip's thumbnails' addresses, in order. */
async function thumbnails(page: Page): Promise<string[]> {
  const images = strip(page).getByRole("button", { name: /^Open photo \d+ of \d+$/ }).locator("img");
  return Promise.all((await images.all()).map(async (img) => (await img.getAttribute("src"))!));
}

test("a new potter adds photos to a piece, deletes one after confirming, and sees the last as its picture, all through the screens", async ({ page }) => {
  test.setTimeout(240_000);
  const violations: string[] = [];
  await signUpOnScreens(page, "Mira", "Moreno");

  // A piece without photos, made on New Piece.
  await open(page, "/new-piece");
  await page.getByLabel("Name", { exact: true }).fill("Tall vase");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await expect(page.getByText(PHOTO_TEXTS.count(0, PIECE_MAX_PHOTOS))).toBeVisible();

  // Three photos through the file chooser: they show as thumbnails and are saved with the piece.
  await pickPhotos(page, [await jpeg("rim.jpg", "#b5532f"), await jpeg("foot.jpg", "#2f6fb5"), await jpeg("side.jpg", "#4f9a3a")]);
  await expect(page.getByText(PHOTO_TEXTS.count(3, PIECE_MAX_PHOTOS))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(PIECE_TEXTS.saved, { exact: true })).toBeVisible({ timeout: 15_000 });
  // The strip draws its images just after the count: each read of them waits for all three.
  await expect.poll(async () => (await thumbnails(page)).length).toBe(3);
  const [first, second, third] = await thumbnails(page);
  for (const src of [first, second, third]) expect(src).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{22}\.thumb\.jpg$/);
  expect(new Set([first, second, third]).size).toBe(3);
  await page.reload();
  await expect(page.getByText(PHOTO_TEXTS.count(3, PIECE_MAX_PHOTOS))).toBeVisible();
  await expect.poll(() => thumbnails(page)).toEqual([first, second, third]);
  for (const img of await strip(page).locator("img").all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  violations.push(...(await axeBothThemes(page, "piece with photos")));

  // The viewer opens on the photo tapped and goes on to the next.
  const viewer = page.getByRole("dialog");
  const openViewer = async () => {
    await strip(page).getByRole("button", { name: "Open photo 1 of 3" }).click();
    await expect(viewer.getByRole("heading", { name: PHOTO_TEXTS.viewerTitle(1, 3) })).toBeVisible();
  };
  await openViewer();
  violations.push(...(await axeBothThemes(page, "photo viewer", openViewer)));
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer.getByRole("heading", { name: PHOTO_TEXTS.viewerTitle(2, 3) })).toBeVisible();

  // Delete asks first; Cancel keeps the photo.
  await viewer.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: PHOTO_TEXTS.deleteTitle })).toBeVisible();
  await expect(confirm.getByText(PHOTO_TEXTS.deleteText)).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(viewer.getByRole("heading", { name: PHOTO_TEXTS.viewerTitle(2, 3) })).toBeVisible();

  // Confirmed, the second photo goes; the viewer shows what is left.
  await viewer.getByRole("button", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(viewer.getByRole("heading", { name: PHOTO_TEXTS.viewerTitle(2, 2) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  await expect(page.getByText(PHOTO_TEXTS.count(2, PIECE_MAX_PHOTOS))).toBeVisible();
  await expect(page.getByText(PIECE_TEXTS.saved, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => thumbnails(page)).toEqual([first, third]);

  // On My Pieces the card shows the piece's last photo.
  await page.getByRole("link", { name: "My Pieces" }).first().click();
  await expect(page).toHaveURL(/\/pieces$/);
  const card = page.getByRole("link", { name: /Tall vase/ });
  await expect(card.locator("img")).toHaveAttribute("src", third!);
  await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Back on the piece and read again from the server, the deletion has lasted.
  await card.click();
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await page.reload();
  await expect(page.getByText(PHOTO_TEXTS.count(2, PIECE_MAX_PHOTOS))).toBeVisible();
  await expect.poll(() => thumbnails(page)).toEqual([first, third]);

  expect(violations, violations.join("\n")).toEqual([]);
});
