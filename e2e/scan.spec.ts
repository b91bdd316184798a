/**
 * Scan to open (product.md#r135–r136) with Chromium's fake camera showing a label: the QR code opens the potter's
 * piece; a code that is not theirs says so; without camera permission the potter types the code. A new potter's first
 * piece this year has the code YY-0001 (codes count per potter), so the label can be made before the browser starts.
 * The label's address names another host: labels open on the potter's own server.
 */
import { CODE_TEXTS } from "../contract/codes/texts";
import { fakeCameraLaunch, FIRST_CODE_THIS_YEAR as firstCode, qrCameraFile } from "./support/fake-camera";
import { expect, open, test } from "./fixtures";

const camera = await qrCameraFile(`https://claybook.example/c/${firstCode}`);

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunch(camera),
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
});

test("a label held to the camera opens its piece", async ({ page, signUp }) => {
  await signUp();
  const res = await page.request.post("/api/pieces", { data: { name: "Tenmoku tea bowl", type: "wheel", clayBody: "Stoneware" } });
  expect(res.status(), await res.text()).toBe(201);
  const piece = (await res.json()) as { id: number; code: string };
  expect(piece.code).toBe(firstCode);

  await open(page, "/pieces");
  // The fake camera can read the label before an assertion would see the dialog: the page notes the dialog opening.
  await page.evaluate((title) => {
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (dialog?.textContent?.includes(title)) document.documentElement.dataset.scanDialogSeen = "yes";
    }).observe(document.body, { childList: true, subtree: true });
  }, CODE_TEXTS.scanTitle);
  await page.getByRole("button", { name: CODE_TEXTS.scanLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${piece.id}$`));
  await expect(page.locator("html")).toHaveAttribute("data-scan-dialog-seen", "yes");
  await expect(page.getByRole("heading", { name: "Tenmoku tea bowl" })).toBeVisible();
  // The camera is off once the piece opened.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.querySelectorAll("video").length)).toBe(0);
});

test("a label of a piece that is not the potter's says so", async ({ page, signUp }) => {
  await signUp();
  await open(page, "/pieces");
  await page.getByRole("button", { name: CODE_TEXTS.scanLabel }).click();
  await expect(page.getByRole("heading", { name: CODE_TEXTS.notFound })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/c/${firstCode}$`));
});

test("without camera permission the potter types the code instead", async ({ page, signUp }) => {
  // The browser's answer when the potter refused the camera.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await signUp();
  const res = await page.request.post("/api/pieces", { data: { name: "Shino jar", type: "handbuilt", clayBody: "Stoneware" } });
  expect(res.status(), await res.text()).toBe(201);
  const piece = (await res.json()) as { id: number; code: string };

  await open(page, "/pieces");
  await page.getByRole("button", { name: CODE_TEXTS.scanLabel }).click();
  const dialog = page.getByRole("dialog", { name: CODE_TEXTS.scanTitle });
  await expect(dialog.getByText(CODE_TEXTS.scanNoCamera)).toBeVisible();
  await dialog.getByLabel(CODE_TEXTS.goToCode).fill(piece.code.replace("-", " "));
  await dialog.getByRole("button", { name: CODE_TEXTS.go }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${piece.id}$`));
  await expect(page.getByRole("heading", { name: "Shino jar" })).toBeVisible();
});
