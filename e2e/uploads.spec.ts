/**
 * Save waits for running photo uploads (docs/decisions/0130-save-waits-for-uploads.md): the uploads are held with
 * page.route until Save has been tapped and 'Saving...' shows, so the test does not depend on how fast the machine
 * compresses or uploads.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, open, test } from "./fixtures";

async function photoFiles(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `slow-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: i % 2 ? "#2f6fb5" : "#b5532f" } })
        .jpeg()
        .toBuffer(),
    })),
  );
}

/** Holds every upload until `release` is called; answers how many reached the route. */
async function holdUploads(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let seen = 0;
  await page.route("**/api/uploads", async (route) => {
    seen += 1;
    await gate;
    await route.continue();
  });
  return { release, seen: () => seen };
}

async function addPhotos(page: Page, count: number) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).first().click();
  await (await chooser).setFiles(await photoFiles(count));
}

/** The rows of a list answer, bare or under `data`. */
async function rows(page: Page, path: string): Promise<{ id: number; name: string; imageUrls: string[] }[]> {
  const body = (await (await page.request.get(path)).json()) as unknown;
  return (Array.isArray(body) ? body : (body as { data: never[] }).data) as { id: number; name: string; imageUrls: string[] }[];
}

async function pieceId(page: Page, name: string): Promise<number> {
  return (await rows(page, "/api/pieces")).find((p) => p.name === name)!.id;
}

async function piecePhotos(page: Page, id: number): Promise<number> {
  const piece = (await (await page.request.get(`/api/pieces/${id}`)).json()) as { imageUrls: string[] };
  return piece.imageUrls.length;
}

test.describe("save waits for uploads", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("New Piece saved during two uploads keeps both photos", async ({ page, signUp }) => {
    await signUp();
    const uploads = await holdUploads(page);
    await open(page, "/new-piece");
    await page.getByLabel("Name", { exact: true }).fill("Stoneware Mug #1");
    await addPhotos(page, 2);
    await expect(page.getByText("Processing 2 image(s)...")).toBeVisible();
    await expect.poll(uploads.seen).toBe(2);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    // Still on New Piece: nothing was created without the photos.
    await expect(page).toHaveURL(/\/new-piece$/);
    uploads.release();

    await expect(page).toHaveURL(/\/pieces\/\d+$/);
    const id = await pieceId(page, "Stoneware Mug #1");
    expect(await piecePhotos(page, id)).toBe(2);
    await expect(page.getByRole("button", { name: /^Open photo \d of 2$/ })).toHaveCount(2);
  });

  test("leaving a piece's details while a photo uploads stores the photo", async ({ page, signUp }) => {
    await signUp();
    const created = await page.request.post("/api/pieces", { data: { name: "Tall Vase", type: "wheel", clayBody: "Stoneware" } });
    const { id } = (await created.json()) as { id: number };
    const uploads = await holdUploads(page);
    await open(page, `/pieces/${id}`);
    await addPhotos(page, 1);
    await expect.poll(uploads.seen).toBe(1);

    await page.getByRole("link", { name: "Back to Pieces" }).click();
    await expect(page.getByText("Saving...", { exact: true })).toBeVisible();
    uploads.release();

    await expect(page.getByRole("heading", { name: "My Pieces" })).toBeVisible();
    await expect.poll(() => piecePhotos(page, id)).toBe(1);
  });

  test("the browser's Back on a piece's details while a photo uploads waits and stores the photo", async ({ page, signUp }) => {
    await signUp();
    const created = await page.request.post("/api/pieces", { data: { name: "Tall Vase", type: "wheel", clayBody: "Stoneware" } });
    const { id } = (await created.json()) as { id: number };
    const uploads = await holdUploads(page);
    await open(page, "/pieces");
    await page.getByRole("link", { name: /Tall Vase/ }).click();
    await expect(page).toHaveURL(new RegExp(`/pieces/${id}$`));
    await addPhotos(page, 1);
    await expect.poll(uploads.seen).toBe(1);

    await page.goBack();
    // Held: the details stay on screen, at their own address, saying they save.
    await expect(page.getByText("Saving...", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pieces/${id}$`));
    await expect(page.getByRole("heading", { name: "My Pieces" })).toHaveCount(0);
    uploads.release();

    await expect(page.getByRole("heading", { name: "My Pieces" })).toBeVisible();
    await expect(page).toHaveURL(/\/pieces$/);
    await expect.poll(() => piecePhotos(page, id)).toBe(1);
  });

  test("New Inspiration saved during an upload keeps the photo", async ({ page, signUp }) => {
    await signUp();
    const uploads = await holdUploads(page);
    await open(page, "/new-inspiration");
    await page.getByPlaceholder("Enter inspiration name").fill("Ash glaze bowls");
    await addPhotos(page, 1);
    await expect.poll(uploads.seen).toBe(1);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    uploads.release();

    await expect(page).toHaveURL(/\/inspiration$/);
    expect((await rows(page, "/api/inspirations")).find((r) => r.name === "Ash glaze bowls")?.imageUrls).toHaveLength(1);
  });

  test("a new glaze saved during an upload keeps the photo", async ({ page, signUp }) => {
    await signUp();
    const uploads = await holdUploads(page);
    await open(page, "/glaze-library/new?type=Glaze");
    await page.getByLabel("Name").fill("Floating Blue");
    await addPhotos(page, 1);
    await expect.poll(uploads.seen).toBe(1);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeVisible();
    uploads.release();

    await expect(page).toHaveURL(/\/glaze-library$/);
    expect((await rows(page, "/api/glazes")).find((g) => g.name === "Floating Blue")?.imageUrls).toHaveLength(1);
  });
});
