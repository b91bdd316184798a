/**
 * A recipe's photos, its public link and its fit on a clay body in the browser at 390×844 (product.md#r285–r287):
 * a photo uploaded on the recipe's page, the crazing and shivering words against a typed and a picked clay body, and
 * a link made, opened as a stranger would, and stopped.
 */
import sharp from "sharp";
import { glazeFit } from "../contract/glaze-lab/chemistry/glaze-fit";
import { GLAZE_FIT_TEXTS as FIT } from "../contract/glaze-lab/fit-texts";
import { RECIPE_SHARE_TEXTS as SHARE } from "../contract/shares/recipe-texts";
import { expect, open, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

const LEACH = [
  { materialId: "default:custer-feldspar", amount: 40 },
  { materialId: "default:silica", amount: 30 },
  { materialId: "default:whiting", amount: 20 },
  { materialId: "default:epk", amount: 10 },
  { materialId: "default:red-iron-oxide", amount: 2, addition: true },
];

test.beforeEach(async ({ page, signUp }) => {
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
});

test("a recipe's photo, its crazing and shivering risk on a clay body, and a share link made, opened and stopped", async ({ page, browser }) => {
  const glazeRes = await page.request.post("/api/recipes", {
    data: { name: "Leach 4321 celadon", kind: "glaze", cone: "Cone 10", notes: "Only for the big kiln", lines: LEACH },
  });
  expect(glazeRes.status(), await glazeRes.text()).toBe(201);
  const glaze = (await glazeRes.json()) as { id: number; analysis: { expansion: number } };
  const bodyRes = await page.request.post("/api/recipes", {
    data: { name: "Porcelain body", kind: "clay-body", lines: [{ materialId: "default:epk", amount: 50 }, { materialId: "default:silica", amount: 25 }, { materialId: "default:custer-feldspar", amount: 25 }] },
  });
  expect(bodyRes.status(), await bodyRes.text()).toBe(201);
  const body = (await bodyRes.json()) as { analysis: { expansion: number } };
  const g = glaze.analysis.expansion;

  await open(page, `/glaze-lab/recipes/${glaze.id}`);
  await expect(page.getByRole("heading", { name: "Leach 4321 celadon", level: 1 })).toBeVisible();

  // A photo through the strip: the real file picker, the upload, and the recipe saved with it.
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos.getByText("0 of 5 photos")).toBeVisible();
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5f8f7a" } }).jpeg().toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await photos.getByRole("button", { name: "Add photos" }).first().click();
  await (await chooser).setFiles([{ name: "celadon-tiles.jpg", mimeType: "image/jpeg", buffer }]);
  await expect(photos.getByText("1 of 5 photos")).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await (await page.request.get(`/api/recipes/${glaze.id}`)).json()).imageUrls.length).toBe(1);

  // The fit on a typed clay body: above by 1.0 crazes, below by 2.0 shivers, and a ×10⁻⁷ figure is refused.
  const fit = page.getByRole("region", { name: FIT.heading });
  await fit.getByLabel(FIT.source, { exact: true }).selectOption({ label: FIT.enterNumber });
  const typed = fit.getByLabel(FIT.bodyExpansion);
  await typed.fill((g - 1).toFixed(1));
  const answer = fit.getByRole("status");
  await expect(answer).toContainText(FIT.crazing);
  await expect(answer).toContainText(FIT.comparison(g, Number((g - 1).toFixed(1))));
  await typed.fill((g + 2).toFixed(1));
  await expect(answer).toContainText(FIT.shivering);
  await typed.fill("65");
  await expect(fit.getByText(FIT.bodyRange)).toBeVisible();
  await expect(answer).toHaveCount(0);
  // A clay body recipe: its calculated expansion, said to be a rough guide, and the rule's words for it.
  await fit.getByLabel(FIT.source, { exact: true }).selectOption({ label: FIT.bodyRecipe("Porcelain body") });
  await expect(fit.getByText(FIT.bodyCalculated)).toBeVisible();
  const picked = glazeFit(g, body.analysis.expansion)!;
  await expect(answer).toContainText(picked.risk === "crazing" ? FIT.crazing : picked.risk === "shivering" ? FIT.shivering : FIT.fits);
  await expect(answer).toContainText(FIT.difference(picked.difference));

  // The link: made in the dialog, opened by someone not signed in, then stopped.
  await page.getByRole("button", { name: SHARE.action }).click();
  const dialog = page.getByRole("dialog", { name: SHARE.dialogTitle });
  await dialog.getByRole("button", { name: SHARE.createLink }).click();
  const url = await dialog.getByLabel(SHARE.linkLabel).inputValue();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/r\/[A-Za-z0-9_-]{43}$/);

  const stranger = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const origin = new URL(page.url()).origin;
  const shown = await stranger.goto(`${origin}${path}`);
  expect(shown!.status()).toBe(200);
  await expect(stranger.getByRole("heading", { name: "Leach 4321 celadon", level: 1 })).toBeVisible();
  await expect(stranger.getByRole("table", { name: SHARE.pageBase }).getByRole("row", { name: /^Silica 30$/ })).toBeVisible();
  await expect(stranger.getByRole("table", { name: SHARE.pageAdditions }).getByRole("row", { name: /Red Iron Oxide 2$/ })).toBeVisible();
  await expect(stranger.getByText(g.toFixed(1), { exact: true })).toBeVisible();
  await expect.poll(() => stranger.locator("img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(stranger.getByText("Only for the big kiln")).toHaveCount(0);

  await dialog.getByRole("button", { name: SHARE.revoke }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText(SHARE.revokeConfirmBody)).toBeVisible();
  await confirm.getByRole("button", { name: SHARE.revoke }).click();
  await expect(page.getByText(SHARE.revoked, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: SHARE.createLink })).toBeVisible();
  const gone = await stranger.request.get(`${origin}${path}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain(SHARE.pageNotFoundTitle);
  await stranger.close();
});
