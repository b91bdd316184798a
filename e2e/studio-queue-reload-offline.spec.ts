/**
 * The staff's queue survives a reload without a connection (docs/decisions/0231-firing-queue.md, the device's copy of
 * decision 0116, docs/decisions/0276-copy-kept-offline.md): staff open the studio's queue, the kiln room loses its
 * signal and the page is reloaded at once, without waiting for anything; the device's copy shows the queue and a piece
 * is loaded by its ticket's code from it. Once with the browser knowing it is offline, once with the server out of
 * reach while the browser still says online (a kiln room's Wi-Fi that reaches nothing). Back online, the banner
 * leaves with the waiting changes (docs/decisions/0277-banner-leaves-with-the-changes.md).
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, open, registerPotter, test } from "./fixtures";
import { serviceWorkerInCharge } from "./support/service-worker";

test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|Failed to fetch/;

async function queueWithTwoPieces(page: Page, browser: import("@playwright/test").Browser): Promise<{ studioId: number; codes: Record<string, string>; member: BrowserContext }> {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  const studio = (await (await page.request.post("/api/studios", { data: { name: "Clay Commons", feeRules: { glaze: { perPiece: 2 } } } })).json()) as { id: number };
  const invite = (await (await page.request.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  const member = await browser.newContext({ serviceWorkers: "block" });
  await registerPotter(member.request, { firstName: "Ana" });
  expect((await member.request.post(`/api/studio-invites/${invite.token}/accept`)).status()).toBe(200);
  const kiln = (await (await page.request.post("/api/kilns", { data: { name: "Big Skutt", studioId: studio.id } })).json()) as { id: number };
  const firing = await page.request.post("/api/firings", { data: { kind: "glaze", studioId: studio.id, kilnId: kiln.id, targetCone: "Cone 6" } });
  expect(firing.status(), await firing.text()).toBe(201);
  const codes: Record<string, string> = {};
  const pieceIds: number[] = [];
  for (const name of ["Tall mug", "Tiny cup"]) {
    const made = (await (await member.request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number; code: string };
    codes[name] = made.code;
    pieceIds.push(made.id);
  }
  const sent = await member.request.post(`/api/studios/${studio.id}/firing-requests`, { data: { pieceIds, kind: "glaze", targetCone: "Cone 6", layersConfirmed: true } });
  expect(sent.status(), await sent.text()).toBe(201);
  return { studioId: studio.id, codes, member };
}

async function loadByCodeFromTheCopy(page: Page, code: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();
  await expect(page.getByText("Network connection failed")).toHaveCount(0);
  await page.getByLabel("Ticket code").fill(code.replace("-", ""));
  await page.getByRole("button", { name: "Load by code" }).click();
  await expect(page.getByText("Saved on this device: it is sent when the connection is back").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Waiting to send" })).toContainText(`Loading Tall mug (${code})`);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (1)" })).toBeVisible();
}

test("staff open the queue, go offline, reload at once and load a piece by its ticket code from the device's copy", async ({
  page,
  context,
  browser,
  signUp,
  allowConsoleErrors,
  allowFailedRequests,
}) => {
  allowConsoleErrors(OFFLINE_NOISE);
  allowFailedRequests(OFFLINE_NOISE);
  await signUp({ firstName: "Sam" });
  const { studioId, codes, member } = await queueWithTwoPieces(page, browser);
  await open(page, `/studios/${studioId}/queue`);
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await loadByCodeFromTheCopy(page, codes["Tall mug"]!);

  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  // On this screen opened offline the banner leaves with the waiting changes, not at the next check 10 s later
  // (product.md#r233).
  await expect(page.getByRole("heading", { name: "Connection Lost" })).toBeHidden({ timeout: 2_000 });
  const queue = (await (await page.request.get(`/api/studios/${studioId}/firing-queue`)).json()) as { count: number };
  expect(queue.count).toBe(1);
  await member.close();
});

test("with the server out of reach while the browser says online, a reload shows the device's copy of the queue", async ({
  page,
  context,
  browser,
  signUp,
  allowConsoleErrors,
  allowFailedRequests,
}) => {
  allowConsoleErrors(OFFLINE_NOISE);
  allowFailedRequests(OFFLINE_NOISE);
  await signUp({ firstName: "Sam" });
  const { studioId, codes, member } = await queueWithTwoPieces(page, browser);
  await open(page, `/studios/${studioId}/queue`);
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("heading", { name: "Glaze · Cone 6 (2)" })).toBeVisible();

  // The Wi-Fi reaches nothing: every call to the server fails as if the network dropped, the page itself still comes
  // from the service worker.
  const unreachable = /\/(api\/|health)/;
  await context.route(unreachable, (route) => route.abort("internetdisconnected"));
  await page.reload();
  await loadByCodeFromTheCopy(page, codes["Tall mug"]!);

  // The server is reachable again; the browser never said otherwise, so no online event tells the banner: it leaves
  // with the waiting changes, not at its next check 10 s later (product.md#r233).
  await context.unroute(unreachable);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Connection Lost" })).toBeHidden({ timeout: 2_000 });
  await member.close();
});
