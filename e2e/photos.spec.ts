/**
 * Photos in the browser (product.md#r110–r115): the strip, browser compression and upload, the full-screen viewer, and
 * the list thumbnail. Fixture photos are generated with sharp, each in its own colour so the images can be told apart.
 */
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { PHOTO_TEXTS } from "../contract/photos/texts";
import { expect, open, test } from "./fixtures";

const COLOURS = ["#b5532f", "#2f6fb5", "#4f9a3a", "#d9a400", "#7a3fb0", "#333333", "#e07a9a"];

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function photoFiles(count: number, width = 1600, height = 1200): Promise<FilePayload[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `glaze-test-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width, height, channels: 3, background: COLOURS[i % COLOURS.length]! } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/** Clicks an empty slot and picks the files in the real file chooser. */
async function addPhotos(page: Page, files: FilePayload[]): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).first().click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles(files);
}

/** The stored address behind the viewer's main image. */
async function viewerImageSrc(page: Page): Promise<string> {
  const src = await page.getByRole("dialog").locator("img[alt^='Photo ']").getAttribute("src");
  expect(src).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]{22}\.jpg$/);
  return src!;
}

/** A one-finger horizontal drag across the viewer's photo area. */
async function swipe(page: Page, dx: number): Promise<void> {
  const area = page.getByRole("dialog").locator("img[alt^='Photo ']").locator("..");
  const box = (await area.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  const init = { pointerId: 7, pointerType: "touch", isPrimary: true, bubbles: true, clientY: y };
  await area.dispatchEvent("pointerdown", { ...init, clientX: x });
  await area.dispatchEvent("pointermove", { ...init, clientX: x + dx / 2 });
  await area.dispatchEvent("pointerup", { ...init, clientX: x + dx });
}

test.describe("photos", () => {
  test("storage out of reach: the potter is told photos are unavailable, once for the batch", async ({
    page,
    signUp,
    allowConsoleErrors,
    allowFailedRequests,
  }) => {
    // The server's answer when its photo storage is down (docs/decisions/0281-photo-storage-unavailable.md).
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
    allowFailedRequests(/^POST \S+\/api\/uploads: 503$/);
    await signUp();
    await open(page, "/new-inspiration");
    await page.route("**/api/uploads", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ message: PHOTO_TEXTS.unavailable, code: "UNAVAILABLE" }) }),
    );
    await addPhotos(page, await photoFiles(2, 800, 600));
    await expect(page.getByText(PHOTO_TEXTS.unavailable)).toHaveCount(1);
    await expect(page.getByText("0 of 5 photos")).toBeVisible();
  });

  test("on an inspiration, adding 7 photos keeps 5", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-inspiration");
    await expect(page.getByText("0 of 5 photos")).toBeVisible();

    // The uploads are held until the progress text has been seen: on a fast machine it could come and go unseen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/uploads", async (route) => {
      await held;
      await route.continue();
    });
    await addPhotos(page, await photoFiles(7));
    await expect(page.getByText("Processing 5 image(s)...")).toBeVisible();
    release();
    await expect(page.getByText("5 of 5 photos")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Processing \d image\(s\)\.\.\./)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Open photo \d of 5$/ })).toHaveCount(5);
    await expect(page.getByRole("button", { name: "Add photos" })).toHaveCount(0);

    // The slots show the ~400 px thumbnails, served as images.
    const thumb = page.getByRole("button", { name: "Open photo 1 of 5" }).locator("img");
    await expect(thumb).toHaveAttribute("src", /\.thumb\.jpg$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

    await page.getByPlaceholder("Enter inspiration name").fill("Five glaze tests");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/inspiration$/);
    const list = await page.request.get("/api/inspirations");
    const saved = (await list.json()) as { name: string; imageUrls: string[] }[] | { data: { name: string; imageUrls: string[] }[] };
    const rows = Array.isArray(saved) ? saved : saved.data;
    expect(rows.find((r) => r.name === "Five glaze tests")?.imageUrls).toHaveLength(5);
  });

  test("the viewer goes next with the arrow key, deletes one and replaces one", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-inspiration");
    await addPhotos(page, await photoFiles(3));
    await expect(page.getByText("3 of 5 photos")).toBeVisible({ timeout: 20_000 });

    await page.getByRole("button", { name: "Open photo 1 of 3" }).click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByRole("heading", { name: "1 of 3" })).toBeVisible();
    const first = await viewerImageSrc(page);

    // A swipe to the left past 50 px goes to the next photo, and back with a swipe to the right.
    await swipe(page, -120);
    await expect(viewer.getByRole("heading", { name: "2 of 3" })).toBeVisible();
    await swipe(page, 40);
    await expect(viewer.getByRole("heading", { name: "2 of 3" })).toBeVisible();
    await swipe(page, 120);
    await expect(viewer.getByRole("heading", { name: "1 of 3" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByRole("heading", { name: "2 of 3" })).toBeVisible();
    const second = await viewerImageSrc(page);
    expect(second).not.toBe(first);
    // Navigation wraps both ways.
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByRole("heading", { name: "3 of 3" })).toBeVisible();
    await viewer.getByRole("button", { name: "Next photo" }).click();
    await expect(viewer.getByRole("heading", { name: "1 of 3" })).toBeVisible();
    await page.keyboard.press("ArrowRight");

    // Delete the second photo, after the confirmation.
    await viewer.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("heading", { name: "Delete Photo" })).toBeVisible();
    await expect(confirm.getByText("Are you sure you want to delete this photo? This action cannot be undone.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(viewer.getByRole("heading", { name: "2 of 2" })).toBeVisible();
    expect(await viewerImageSrc(page)).not.toBe(second);

    // Replace the photo on show with a new file.
    const before = await viewerImageSrc(page);
    const chooser = page.waitForEvent("filechooser");
    await viewer.getByRole("button", { name: "Replace" }).click();
    await (await chooser).setFiles((await photoFiles(7)).slice(6));
    await expect.poll(() => viewerImageSrc(page), { timeout: 20_000 }).not.toBe(before);
    await expect(viewer.getByRole("heading", { name: "2 of 2" })).toBeVisible();
    const replaced = await viewerImageSrc(page);
    expect([first, second, before]).not.toContain(replaced);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("2 of 5 photos")).toBeVisible();
  });

  test("deleting the last photo closes the viewer, and a too-large file gets the spec's message", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-inspiration");
    const big: FilePayload = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    await addPhotos(page, [big, ...(await photoFiles(1))]);
    await expect(page.getByText("File huge.jpg is too large (max 10MB)", { exact: true })).toBeVisible();
    await expect(page.getByText("1 of 5 photos")).toBeVisible({ timeout: 20_000 });

    await page.getByRole("button", { name: "Open photo 1 of 1" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "1 of 1" })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("0 of 5 photos")).toBeVisible();
  });

  test("files that cannot be used take no photo slot, and each one left out is named with why", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-inspiration");
    const big: FilePayload = { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(11 * 1024 * 1024, 1) };
    const pdf: FilePayload = { name: "glaze-recipe.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 recipe") };
    // Two unusable files first, then five photos: all five fit in the five slots.
    await addPhotos(page, [big, pdf, ...(await photoFiles(5))]);
    await expect(page.getByText("2 files were left out", { exact: true })).toBeVisible();
    await expect(page.getByText(/File huge\.jpg is too large \(max 10MB\)\s+File glaze-recipe\.pdf is not a supported image/).first()).toBeVisible();
    await expect(page.getByText("5 of 5 photos")).toBeVisible({ timeout: 30_000 });
  });

  test("an iPhone HEIC photo is uploaded to a piece as it is and shown upright", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-piece");
    // Chromium cannot decode HEIC: the strip must send the file untouched for the server to convert.
    await addPhotos(page, [
      { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: readFileSync(new URL("../tests/fixtures/heic/portrait.heic", import.meta.url)) },
    ]);
    await expect(page.getByText("1 of 5 photos")).toBeVisible({ timeout: 20_000 });
    const thumb = page.getByRole("button", { name: "Open photo 1 of 1" }).locator("img");
    await expect(thumb).toHaveAttribute("src", /\.thumb\.jpg$/);
    // Portrait: 300×400 (the 1600×1200 sensor pixels turned by the file's irot).
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([300, 400]);

    await page.getByPlaceholder("Enter piece name").fill("iPhone bowl");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/pieces\/\d+$/);
    await expect(page.getByText("1 of 5 photos")).toBeVisible();
    const id = page.url().split("/").pop();
    const piece = (await (await page.request.get(`/api/pieces/${id}`)).json()) as { imageUrls: string[] };
    expect(piece.imageUrls).toHaveLength(1);
    const stored = await page.request.get(piece.imageUrls[0]!);
    expect(stored.headers()["content-type"]).toBe("image/jpeg");
    const meta = await sharp(await stored.body()).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([900, 1200, undefined]);
  });

  test("a piece with 2 photos shows '2 of 5 photos' and the last one as its list thumbnail", async ({ page, signUp }) => {
    await signUp();
    await open(page, "/new-piece");
    await expect(page.getByText("0 of 5 photos")).toBeVisible();
    await addPhotos(page, await photoFiles(2));
    await expect(page.getByText("2 of 5 photos")).toBeVisible({ timeout: 20_000 });
    const lastThumb = await page.getByRole("button", { name: "Open photo 2 of 2" }).locator("img").getAttribute("src");
    expect(lastThumb).toMatch(/\.thumb\.jpg$/);

    await page.getByPlaceholder("Enter piece name").fill("Tall vase");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(/\/pieces\/\d+$/);
    await expect(page.getByText("2 of 5 photos")).toBeVisible();

    const pieceUrl = page.url();

    await open(page, "/pieces");
    const card = page.getByRole("link", { name: /Tall vase/ });
    await expect(card.locator("img")).toHaveAttribute("src", lastThumb!);
    await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Deleting a photo in the piece's viewer saves the piece and removes the photo's file (nothing else uses it).
    await page.goto(pieceUrl);
    await page.getByRole("button", { name: "Open photo 1 of 2" }).click();
    const removed = await viewerImageSrc(page);
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "1 of 1" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByText("1 of 5 photos")).toBeVisible();
    const id = pieceUrl.split("/").pop();
    await expect
      .poll(async () => ((await (await page.request.get(`/api/pieces/${id}`)).json()) as { imageUrls: string[] }).imageUrls.length, {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(async () => (await page.request.get(removed)).status()).toBe(404);
  });
});
