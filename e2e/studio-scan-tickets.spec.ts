/**
 * Staff scan a studio ticket with the camera (product.md#r208, docs/decisions/0250-scan-tickets.md), at 390×844 with
 * Chromium's fake camera showing the ticket's QR code: 'Scan ticket' on the queue loads the piece as the code typed
 * would (online, and offline through the outbox); 'Scan ticket' in the unload dialog and on the firing's screen moves
 * to the piece's outcome. Without camera permission the dialog says so and takes the code typed; a QR code that is
 * not a ticket's loads nothing.
 *
 * A ticket's QR code holds the piece's code alone (decision 0249). Codes count per potter, so a new member's first
 * piece this year is YY-0001 and the camera's picture can be made before the browser starts.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { CODE_TEXTS } from "../contract/codes/texts";
import { fakeCameraLaunch, FIRST_CODE_THIS_YEAR as firstCode, qrCameraFile } from "./support/fake-camera";
import { localCopyHolds } from "./support/local-copy";
import { serviceWorkerInCharge } from "./support/service-worker";
import { expect, open, recordFailedRequests, registerPotter, test } from "./fixtures";

const camera = await qrCameraFile(firstCode);
// A QR code that is no Claybook code: a café's menu, say.
const otherCamera = await qrCameraFile("https://cafe.example/menu");

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunch(camera),
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
});

interface Shelf {
  studioId: number;
  firingId: number;
  member: BrowserContext;
}

/**
 * Sam (signed in on `staff`) runs Clay Commons with a planned glaze firing; Ana, a member in her own browser, has sent
 * her first piece of the year, "Tall mug", to it (made through the API: those screens have their own tests).
 */
async function tallMugOnTheShelf(staff: APIRequestContext, newContext: () => Promise<BrowserContext>): Promise<Shelf> {
  await registerPotter(staff, { firstName: "Sam" });
  const studio = (await (await staff.post("/api/studios", { data: { name: "Clay Commons", feeRules: { glaze: { perPiece: 2 } } } })).json()) as { id: number };
  const invite = (await (await staff.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  const kiln = (await (await staff.post("/api/kilns", { data: { name: "Big Skutt", studioId: studio.id } })).json()) as { id: number };
  const firingRes = await staff.post("/api/firings", { data: { kind: "glaze", studioId: studio.id, kilnId: kiln.id, targetCone: "Cone 6" } });
  expect(firingRes.status(), await firingRes.text()).toBe(201);
  const firing = (await firingRes.json()) as { id: number };

  const member = await newContext();
  await registerPotter(member.request, { firstName: "Ana" });
  expect((await member.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  const pieceRes = await member.request.post("/api/pieces", { data: { name: "Tall mug", type: "wheel", clayBody: "B-Mix" } });
  expect(pieceRes.status(), await pieceRes.text()).toBe(201);
  const piece = (await pieceRes.json()) as { id: number; code: string };
  // The camera shows this code: the member's first piece this year.
  expect(piece.code).toBe(firstCode);
  const sent = await member.request.post(`/api/studios/${studio.id}/firing-requests`, {
    data: { pieceIds: [piece.id], kind: "glaze", targetCone: "Cone 6", layersConfirmed: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { studioId: studio.id, firingId: firing.id, member };
}

async function toCooling(staff: APIRequestContext, firingId: number): Promise<void> {
  for (const status of ["loading", "firing", "cooling"]) expect((await staff.patch(`/api/firings/${firingId}`, { data: { status } })).status()).toBe(200);
}

/** axe on the open dialog, its tap targets included, once its opening fade is over (as e2e/a11y.spec.ts does). */
async function dialogViolations(page: Page, theme: string): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').options({ rules: { "target-size": { enabled: true } } }).analyze();
  return result.violations.map((v) => `${theme}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** The camera is off once a code was read: no video left on the page. */
async function cameraOff(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll("video").length)).toBe(0);
}

test("staff scan a ticket to load its piece, scan it again in the unload dialog to record it crawled, and the member sees it", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const { studioId, firingId, member } = await tallMugOnTheShelf(page.request, () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" }),
  );

  // Sam taps 'Scan ticket' beside 'Load by code' and holds Ana's ticket to the camera.
  await open(page, `/studios/${studioId}/queue`);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Load into" })).toContainText("Big Skutt");
  const scan = page.getByRole("button", { name: "Scan ticket" });
  // A 44 px target, one-handed.
  const box = (await scan.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await scan.click();
  await expect(page.getByText("1 piece loaded", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await cameraOff(page);
  await expect(scan).toBeFocused();
  await expect(page.getByText("No pieces waiting.")).toBeVisible();

  // The planned firing now holds Ana's mug.
  await open(page, `/firings/${firingId}`);
  await expect(page.getByText(`Ana M. · ${firstCode}`)).toBeVisible();
  await expect(page.getByText("Tall mug", { exact: true })).toBeVisible();

  // Fired and cooled; Sam unloads, scanning the ticket to reach the mug's outcome.
  await toCooling(page.request, firingId);
  await open(page, `/firings/${firingId}`);
  await page.getByRole("button", { name: "Unload: record what came out" }).click();
  const unload = page.getByRole("dialog", { name: "What came out?" });
  await unload.getByRole("button", { name: "Scan ticket" }).click();
  const outcome = unload.getByRole("combobox", { name: "What happened to Tall mug" });
  await expect(outcome).toBeFocused();
  await expect(page.getByRole("dialog", { name: "Scan a ticket" })).toHaveCount(0);
  await cameraOff(page);
  await outcome.selectOption("crawled");
  await unload.getByRole("button", { name: "Save and finish" }).click();
  await expect(unload).toHaveCount(0);
  await expect(page.getByText("Done").first()).toBeVisible();

  // On the finished firing's screen the ticket still finds the mug's outcome, to correct it.
  const onScreen = page.getByRole("combobox", { name: "Outcome of Tall mug" });
  await expect(onScreen).toHaveValue("crawled");
  await page.getByRole("button", { name: "Scan ticket" }).click();
  await expect(onScreen).toBeFocused();
  await cameraOff(page);

  // Ana is told, and sees the mug came out crawled.
  const ana = await member.newPage();
  ana.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) consoleErrors.push(`Ana: ${msg.text()}`);
  });
  ana.on("pageerror", (err) => consoleErrors.push(`Ana: pageerror: ${err.message}`));
  await ana.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(ana, "/today");
  await expect(ana.getByText("Fired at Clay Commons: crawled")).toBeVisible();
  await open(ana, `/studios/${studioId}`);
  await expect(ana.getByText("Came out: crawled")).toBeVisible();
  await member.close();
});

test("without camera permission staff type the ticket's code in the same dialog, to load it and to find its outcome", async ({ page, browser }) => {
  // The browser's answer when the staff refused the camera.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  const { studioId, firingId, member } = await tallMugOnTheShelf(page.request, () => browser.newContext({ serviceWorkers: "block" }));

  await open(page, `/studios/${studioId}/queue`);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Scan ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan a ticket" });
  await expect(dialog.getByText(CODE_TEXTS.scanNoCamera)).toBeVisible();
  const typed = dialog.getByLabel("Ticket code");
  await expect(typed).toBeFocused();
  const violations = await dialogViolations(page, "light");
  await typed.fill(firstCode.replace("-", ""));
  await dialog.getByRole("button", { name: "Load by code" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("1 piece loaded", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("No pieces waiting.")).toBeVisible();

  await toCooling(page.request, firingId);
  // The firing's screen in the dark theme, so the dialog is checked in both.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.addInitScript(() => localStorage.setItem("claybook-theme", "dark"));
  await open(page, `/firings/${firingId}`);
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Scan ticket" }).click();
  await expect(dialog.getByText(CODE_TEXTS.scanNoCamera)).toBeVisible();
  violations.push(...(await dialogViolations(page, "dark")));
  expect(violations, violations.join("\n")).toEqual([]);
  await dialog.getByLabel("Ticket code").fill("99-9999");
  await dialog.getByRole("button", { name: "Find piece" }).click();
  // A code no piece of the firing has says so, as typed in the screen's own field.
  await expect(page.getByRole("alert").filter({ hasText: "No piece with code" })).toHaveText("No piece with code 99-9999 in this firing");
  await page.getByRole("button", { name: "Scan ticket" }).click();
  await dialog.getByLabel("Ticket code").fill(firstCode);
  await dialog.getByRole("button", { name: "Find piece" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Outcome of Tall mug" })).toBeFocused();
  await member.close();
});

test.describe("in a kiln room with no connection", () => {
  test.use({ serviceWorkers: "allow" });
  test("a ticket scanned offline loads its piece through the outbox, sent once when the connection is back", async ({
    page,
    context,
    browser,
    allowOfflineNoise,
  }) => {
    allowOfflineNoise();
    const { studioId, firingId, member } = await tallMugOnTheShelf(page.request, () => browser.newContext({ serviceWorkers: "block" }));

    await open(page, `/studios/${studioId}/queue`);
    await serviceWorkerInCharge(page);
    await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Load into" })).toContainText("Big Skutt");
    await localCopyHolds(page, ["Tall mug", "Big Skutt"]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
    await page.getByRole("button", { name: "Scan ticket" }).click();
    await expect(page.getByText("Saved on this device: it is sent when the connection is back").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Waiting to send" })).toContainText(`Loading Tall mug (${firstCode})`);
    await expect(page.getByText("No pieces waiting.")).toBeVisible();
    await cameraOff(page);

    await context.setOffline(false);
    await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("region", { name: "Waiting to send" })).toHaveCount(0);
    const detail = (await (await page.request.get(`/api/firings/${firingId}`)).json()) as { pieceCount: number; pieces: { name: string; pieceCode: string }[] };
    expect(detail.pieces.map((p) => [p.name, p.pieceCode])).toEqual([["Tall mug", firstCode]]);
    expect(detail.pieceCount).toBe(1);
    await member.close();
  });
});

// Another camera picture needs another browser: the fake camera's file is fixed when Chromium starts.
test("a QR code that is not a ticket's says so, loads nothing and scanning goes on", async ({
  playwright,
  browser,
  baseURL,
  consoleErrors,
  failedRequests,
}) => {
  const other = await playwright.chromium.launch(fakeCameraLaunch(otherCamera));
  const staff = await other.newContext({ baseURL, viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await staff.newPage();
  // The same guard as the fixture's page: no console error, no failed request.
  recordFailedRequests(page, failedRequests);
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 4\d\d/.test(msg.text())) consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(`pageerror: ${err.message}`));
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const { studioId, member } = await tallMugOnTheShelf(staff.request, () => browser.newContext({ serviceWorkers: "block" }));

  await open(page, `/studios/${studioId}/queue`);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Scan ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan a ticket" });
  await expect(dialog.getByRole("status")).toHaveText("That QR code is not a Claybook ticket. Try another.");
  // Still scanning: the camera runs and no typing form is offered.
  await expect(dialog.locator("video")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: "Load by code" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await cameraOff(page);
  await expect(page.getByRole("button", { name: "Scan ticket" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
  await expect(page.getByText("1 piece loaded", { exact: true })).toHaveCount(0);
  await member.close();
  await other.close();
});
