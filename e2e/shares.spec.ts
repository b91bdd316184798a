/**
 * Share a piece (product.md#r160): the potter shares a piece from its screen, a signed-out visitor opens the link and
 * sees the photos and layers but no notes (with the Open Graph tags), and stopping the share gives 404 for the page and
 * its photos.
 */
import { jpeg } from "../tests/fixtures/photos";
import { expect, open, test } from "./fixtures";

test("a potter shares a piece; a visitor sees photos and layers but no notes; stopping the share ends page and photos", async ({
  page,
  browser,
  signUp,
}) => {
  await signUp({ firstName: "Ada" });
  const upload = await page.request.post("/api/uploads", {
    multipart: { files: { name: "jar.jpg", mimeType: "image/jpeg", buffer: await jpeg(320, 240) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = (await upload.json()).data[0].url as string;
  const created = await page.request.post("/api/pieces", {
    data: { name: "Moon jar", type: "wheel", clayBody: "Porcelain", imageUrls: [photo], notes: "Private: glaze too thin at the foot" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const piece = (await created.json()) as { id: number };
  const layer = await page.request.post("/api/decoration-layers", {
    data: { pieceId: piece.id, type: "Glaze", materialName: "Celadon", placement: "Outside" },
  });
  expect(layer.status()).toBe(201);

  await open(page, `/pieces/${piece.id}`);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share this piece" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = dialog.getByLabel("Public link");
  await expect(link).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const pagePath = new URL(await link.inputValue()).pathname;

  // A visitor with no account.
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(pagePath);
  await expect(shared.getByRole("heading", { name: "Moon jar" })).toBeVisible();
  await expect(shared.getByText("By Ada")).toBeVisible();
  await expect(shared.getByText("Celadon (glaze), outside")).toBeVisible();
  await expect(shared.getByText("Porcelain")).toBeVisible();
  await expect(shared.getByText("glaze too thin")).toHaveCount(0);
  const image = shared.getByRole("img", { name: "Moon jar" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const ogImage = await shared.locator('meta[property="og:image"]').getAttribute("content");
  // Names only the share knows: the photo's place on the page, never its stored name.
  expect(ogImage).toMatch(new RegExp(`${pagePath}/photos/1$`));
  const shown = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toMatch(new RegExp(`^${pagePath}/photos/1(/thumb)?$`));
  await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute("content", "Moon jar");

  // The potter stops sharing.
  await dialog.getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Stop sharing" }).click();
  await expect(page.getByText("Sharing stopped", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create link" })).toBeVisible();

  const gone = await shared.goto(pagePath);
  expect(gone?.status()).toBe(404);
  await expect(shared.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  expect((await visitor.request.get(new URL(ogImage!).pathname)).status()).toBe(404);
  expect((await visitor.request.get(shown)).status()).toBe(404);
  await visitor.close();
});
