/**
 * The app shell offline (docs/decisions/0115-offline-app-shell.md): after a warm start the service worker holds the
 * shell and every screen's code, so with the connection gone a screen never visited still opens, and a reload still
 * starts the app. Only this spec lets the service worker run (playwright.config.ts blocks it elsewhere, so page.route
 * keeps working there).
 */
import { API_TEXTS } from "../web/lib/api-texts";
import { expect, open, test } from "./fixtures";
import { localCopyHolds } from "./support/local-copy";
import { serviceWorkerInCharge } from "./support/service-worker";

test.use({ serviceWorkers: "allow" });

test("offline after a warm start: never-visited screens open and a reload still starts the app", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  // With no connection the browser refuses each API call; that is the condition under test, not a fault.
  allowConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  // The connectivity check's last probe is the root /health (product.md#r72).
  allowFailedRequests(/\/(api\/.*|health): net::ERR_INTERNET_DISCONNECTED/);
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/pieces");
  await serviceWorkerInCharge(page);

  await context.setOffline(true);
  // Screens never opened before: their code comes from the service worker's precache.
  await page.getByRole("navigation", { name: "My Pieces view" }).getByRole("link", { name: "Firings" }).click();
  await expect(page.getByRole("heading", { name: "Firings", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Kilns" }).click();
  await expect(page.getByRole("heading", { name: "Kilns", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  // A reload with no connection: the page itself comes from the service worker, so the app starts.
  await page.reload();
  await expect(page.locator("#root")).not.toBeEmpty();
  expect(await page.title()).toContain("Claybook");
  await context.setOffline(false);
});

test("Settings opened for the first time with no connection says so, and Try Again opens it once the connection is back", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  allowFailedRequests(/\/(api\/.*|health): net::ERR_INTERNET_DISCONNECTED/);
  // A potter made through the API has no preferences yet: Settings creates them on its first visit.
  const potter = await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  await open(page, "/pieces");
  await serviceWorkerInCharge(page);

  await context.setOffline(true);
  await page.getByRole("link", { name: "Settings" }).click();
  // The screen's own alert: the connection banner above it may show the same words as its error details.
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: API_TEXTS.network })).toBeVisible();
  await expect(page.getByLabel("Loading settings")).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Try Again" }).click();
  await page.getByRole("button", { name: "Account Info" }).click();
  await expect(page.getByText(potter.email)).toBeVisible();
});

test("offline the banner shows at once and says changes are kept, with the number waiting; it leaves within 2 s of reconnecting", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  allowFailedRequests(/\/(api\/.*|health): net::ERR_INTERNET_DISCONNECTED/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Pinch Cup", type: "handbuilt", clayBody: "Stoneware", stages: [{ stage: "Formed", location: "Drying Rack" }] } });
  const { id } = (await res.json()) as { id: number };
  await open(page, `/pieces/${id}`);
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("checkbox", { name: /^Formed/ })).toBeChecked();

  // No request has failed yet: the device's own word is enough (docs/decisions/0192-connection-banner.md).
  await context.setOffline(true);
  const banner = page.getByRole("alert").filter({ hasText: "Connection Lost" });
  await expect(banner).toBeVisible();
  await expect(banner.getByText("Changes are kept on this device and sent when the connection is back.", { exact: true })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Retry Connection" })).toBeVisible();
  // The advice folds away; it opens on request.
  await expect(banner.getByText(/Please check that you have an internet connection/)).toBeHidden();
  await banner.getByRole("button", { name: "Details" }).click();
  await expect(banner.getByText(/Please check that you have an internet connection/)).toBeVisible();
  await banner.getByRole("button", { name: "Hide details" }).click();
  // Compact on a phone: well under a quarter of the screen.
  expect((await banner.boundingBox())!.height).toBeLessThan(844 / 5);

  await page.getByRole("checkbox", { name: /^Bisqued/ }).check();
  await expect(banner.getByText("Changes are kept on this device and sent when the connection is back; 1 is waiting.")).toBeVisible();

  await context.setOffline(false);
  // A behaviour bound from the product rule (product.md#r73): gone within 2 s of the connection returning.
  await expect(banner).toHaveCount(0, { timeout: 2_000 });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/pieces/${id}/stage-history`)).json()) as { data: { stage: string }[] }).data.map((e) => e.stage).sort())
    .toEqual(["Bisqued", "Formed"]);
});

test("offline, a label's address and Go to code open a piece seen before, and say plainly when the code is not on the device", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  allowFailedRequests(/\/(api\/.*|health): net::ERR_INTERNET_DISCONNECTED/);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const res = await page.request.post("/api/pieces", { data: { name: "Moon jar", type: "wheel", clayBody: "Porcelain" } });
  const piece = (await res.json()) as { id: number; code: string };
  await open(page, `/pieces/${piece.id}`);
  await serviceWorkerInCharge(page);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Moon jar");
  await localCopyHolds(page, [piece.code]);

  await context.setOffline(true);
  // A label's address, opened with no connection (the page itself comes from the service worker).
  await page.goto(`/c/${piece.code}`);
  await expect(page).toHaveURL(new RegExp(`/pieces/${piece.id}$`));
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Moon jar");

  // A code the device's copy does not hold: said plainly, never an endless "Looking for that code...".
  await page.goto("/c/99-9999");
  await expect(page.getByRole("heading", { name: "This code is not in this device's copy of your studio. Connect to look it up." })).toBeVisible();
  await expect(page.getByText("Looking for that code...")).toHaveCount(0);
  // Go to code from there finds the piece seen before.
  await page.getByRole("textbox", { name: "Go to code" }).fill(piece.code);
  await page.getByRole("button", { name: "Open", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pieces/${piece.id}$`));
  await context.setOffline(false);
});
