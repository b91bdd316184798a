/**
 * Data offline: the screens read the device's copy with no connection, changes go into the outbox and are sent once
 * when the connection returns, a lost answer is never applied twice, two devices keep each other's fields, and a change
 * the server refuses is told and never blocks the next (docs/decisions/0116-outbox.md).
 */
import { chooseOption } from "./choose-option";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, open, test } from "./fixtures";
import { serviceWorkerInCharge } from "./support/service-worker";
import { localCopyHolds } from "./support/local-copy";

test.use({ serviceWorkers: "allow" });

const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED/;

async function skipTour(page: Page) {
  await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
}

async function createPiece(request: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const res = await request.post("/api/pieces", { data: { type: "wheel", clayBody: "Stoneware", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function pieceOf(request: APIRequestContext, id: number) {
  return (await (await request.get(`/api/pieces/${id}`)).json()) as { name: string; notes: string | null };
}

async function stagesOf(request: APIRequestContext, id: number): Promise<string[]> {
  const res = await request.get(`/api/pieces/${id}/stage-history`);
  return ((await res.json()) as { data: { stage: string }[] }).data.map((e) => e.stage).sort();
}

async function allPieces(request: APIRequestContext) {
  const res = await request.get("/api/pieces?limit=100");
  return ((await res.json()) as { data: { id: number; name: string }[] }).data;
}

async function inspirationNames(request: APIRequestContext): Promise<string[]> {
  const res = await request.get("/api/inspirations");
  return ((await res.json()) as { name: string }[]).map((i) => i.name);
}

/** The background warm-up has copied the potter's data onto the device (its two calls that only it makes have answered). */
function studioWarmedUp(page: Page) {
  return Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/stage-history?") && r.ok()),
    page.waitForResponse((r) => r.url().endsWith("/api/decoration-layers") && r.ok()),
  ]);
}

function layersPanel(page: Page) {
  return page.getByRole("region", { name: /Surface Treatments/ });
}

async function choose(page: Page, label: string, option: string) {
  await chooseOption(page.getByRole("dialog").getByRole("combobox", { name: label }), option);
}

async function addLayer(page: Page, type: string, material: string, method: string) {
  await layersPanel(page).getByRole("button", { name: "Add Treatment" }).click();
  const dialog = page.getByRole("dialog");
  await choose(page, "Type", type);
  await choose(page, "Material", material);
  await choose(page, "Application Method", method);
  await dialog.getByRole("button", { name: "Add Treatment" }).click();
  await expect(dialog).toHaveCount(0);
}

async function addPhoto(page: Page) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Add photos" }).first().click();
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b5651d" } }).jpeg().toBuffer();
  await (await chooser).setFiles([{ name: "kiln-room.jpg", mimeType: "image/jpeg", buffer }]);
}

async function layersOf(request: APIRequestContext, id: number): Promise<string[]> {
  const res = await request.get(`/api/pieces/${id}/decoration-layers`);
  return ((await res.json()) as { data: { type: string; materialName: string }[] }).data.map((l) => `${l.type} ${l.materialName}`);
}

/** The piece's own notes, in the 'Piece Details' section, which starts collapsed (product.md#r75). */
async function pieceNotes(page: Page) {
  const section = page.getByRole("button", { name: "Piece Details" });
  if ((await section.getAttribute("aria-expanded")) !== "true") await section.click();
  return page.getByLabel("Notes", { exact: true });
}

function allowOffline(allowConsoleErrors: (p: RegExp) => void, allowFailedRequests: (p: RegExp) => void) {
  // With no connection the browser refuses each API call: that is the condition under test, not a fault.
  allowConsoleErrors(OFFLINE_NOISE);
  allowFailedRequests(OFFLINE_NOISE);
}

test("a cold start with no connection shows the potter's pieces, pieces never opened, surfaces, inspirations and settings", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  const potter = await signUp();
  await skipTour(page);
  const id = await createPiece(page.request, { name: "Celadon Bowl", notes: "Thin rim", stages: [{ stage: "Formed", location: "Drying Rack" }] });
  await createPiece(page.request, { name: "Ash Jar" });
  expect((await page.request.post("/api/inspirations", { data: { name: "Moon jar" } })).status()).toBe(201);
  // Never opened on this device: the background warm-up brings it (and the library) for offline use.
  await createPiece(page.request, { name: "Unopened Vase", notes: "Wax resist", stages: [{ stage: "Formed", location: "Shelf A" }, { stage: "Trimmed", location: "Shelf B" }] });
  expect((await page.request.post("/api/glazes", { data: { name: "Shino Satin", type: "Glaze" } })).status()).toBe(201);

  const warmedUp = studioWarmedUp(page);
  await open(page, "/pieces");
  await serviceWorkerInCharge(page);
  await warmedUp;
  await expect(page.getByRole("link", { name: /Celadon Bowl/ })).toBeVisible();
  await page.getByRole("link", { name: /Celadon Bowl/ }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Celadon Bowl");
  await page.getByRole("link", { name: "Inspiration" }).click();
  await expect(page.getByText("Moon jar")).toBeVisible();
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Account Info" }).click();
  await expect(page.getByText(potter.email)).toBeVisible();
  // Settings made the potter's preferences on this visit: the cold start needs them. `defaultClayBody` is a field only
  // preferences have (a glaze has `clayBodies` too, so that name was in the copy long before the preferences were).
  await localCopyHolds(page, ["Celadon Bowl", "Thin rim", "Ash Jar", "Unopened Vase", "Wax resist", "Shino Satin", "Moon jar", potter.email, '"defaultClayBody":']);

  await context.setOffline(true);
  // A new page: nothing in memory, the shell from the service worker, the data from the device.
  const cold = await context.newPage();
  await cold.goto("/pieces");
  await expect(cold.getByRole("link", { name: /Celadon Bowl/ })).toBeVisible();
  await expect(cold.getByRole("link", { name: /Ash Jar/ })).toBeVisible();
  await cold.getByRole("link", { name: /Celadon Bowl/ }).click();
  await expect(cold.getByLabel("Name", { exact: true })).toHaveValue("Celadon Bowl");
  await expect(await pieceNotes(cold)).toHaveValue("Thin rim");
  await cold.getByRole("link", { name: "Back to Pieces" }).click();
  await cold.getByRole("link", { name: /Unopened Vase/ }).click();
  await expect(cold.getByLabel("Name", { exact: true })).toHaveValue("Unopened Vase");
  await expect(await pieceNotes(cold)).toHaveValue("Wax resist");
  await expect(cold.getByRole("checkbox", { name: /^Trimmed/ })).toBeChecked();
  await cold.getByRole("link", { name: "Surfaces" }).click();
  await expect(cold.getByText("Shino Satin")).toBeVisible();
  await cold.getByRole("link", { name: "Inspiration" }).click();
  await expect(cold.getByText("Moon jar")).toBeVisible();
  await cold.getByRole("link", { name: "Settings" }).click();
  await cold.getByRole("button", { name: "Account Info" }).click();
  await expect(cold.getByText(potter.email)).toBeVisible();
  // The web build now says plainly that the connection is gone.
  await expect(cold.getByRole("heading", { name: "Connection Lost" })).toBeVisible({ timeout: 15_000 });
  expect(id).toBeGreaterThan(0);
  await cold.close();
  await context.setOffline(false);
});

test("changes made offline (a piece with stages, a photo and layers, edits, an inspiration) survive a reload and reach the server once, field by field", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  await signUp();
  await skipTour(page);
  const bowl = await createPiece(page.request, { name: "Bowl", stages: [{ stage: "Formed", location: "Drying Rack" }] });
  for (const [name, type] of [["Celadon", "Glaze"], ["White Slip", "Slip"]]) {
    expect((await page.request.post("/api/glazes", { data: { name, type } })).status()).toBe(201);
  }

  const warmedUp = studioWarmedUp(page);
  await open(page, `/pieces/${bowl}`);
  await serviceWorkerInCharge(page);
  await warmedUp;
  await page.getByRole("link", { name: "Back to Pieces" }).click();
  await expect(page.getByRole("link", { name: /Bowl/ })).toBeVisible();
  await page.getByRole("link", { name: "Inspiration" }).click();
  await expect(page.getByRole("heading", { name: "Inspiration" }).first()).toBeVisible();
  await localCopyHolds(page, ['"name":"Bowl"', '"inspirations","list"']);

  await context.setOffline(true);
  // A new piece with two stages.
  await page.getByRole("link", { name: "My Pieces" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "New", exact: true }).click();
  await page.getByLabel("Name", { exact: true }).fill("Offline Jar");
  await page.getByRole("checkbox", { name: "Trimmed" }).check();
  await addPhoto(page);
  await expect(page.getByText("1 of 5 photos")).toBeVisible();
  await addLayer(page, "Glaze", "Celadon", "Dipped");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(/\/pieces\/-\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Offline Jar");
  await expect(page.getByRole("checkbox", { name: /^Trimmed/ })).toBeChecked();
  await expect(page.getByText("1 of 5 photos")).toBeVisible();
  // The photo shows from the device.
  await expect
    .poll(() => page.getByRole("region", { name: "Piece photos" }).locator("img").first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith("blob:")))
    .toBe(true);
  // A second layer on the piece made offline, through the piece's own layer panel.
  await addLayer(page, "Slip", "White Slip", "Brushed");
  await expect(layersPanel(page).getByTestId("layer-group")).toHaveCount(2);

  // Another piece: its name and notes, and a stage ticked and unticked.
  await page.getByRole("link", { name: "Back to Pieces" }).click();
  await page.getByRole("link", { name: /^Bowl/ }).click();
  await page.getByLabel("Name", { exact: true }).fill("Rain Bowl");
  await (await pieceNotes(page)).fill("Glazed inside only");
  await page.getByLabel("Notes", { exact: true }).blur();
  await expect(page.getByText("Saved on this device")).toBeVisible({ timeout: 8_000 });
  await expect(page.getByText("Not synced yet")).toBeVisible();
  await page.getByRole("checkbox", { name: /^Trimmed/ }).check();
  await expect(page.getByRole("checkbox", { name: /^Trimmed/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /^Bisqued/ }).check();
  await expect(page.getByRole("checkbox", { name: /^Bisqued/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /^Bisqued/ }).uncheck();
  await expect(page.getByRole("checkbox", { name: /^Bisqued/ })).not.toBeChecked();

  // An inspiration.
  await page.getByRole("link", { name: "Inspiration" }).click();
  await page.getByRole("link", { name: "Add New" }).first().click();
  await page.getByPlaceholder("Enter inspiration name").fill("Tenmoku drips");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Tenmoku drips")).toBeVisible();
  const waiting = page.getByRole("status").filter({ hasText: /changes waiting/ });
  await expect(waiting).toHaveText(/\d+ changes waiting/);
  const count = (await waiting.textContent())!.match(/\d+/)![0];

  // Reload with no connection: everything is still there, and so is the count.
  await localCopyHolds(page, ["Tenmoku drips", "Rain Bowl", "Glazed inside only", "Offline Jar", "White Slip"]);
  await page.reload();
  await expect(page.getByText("Tenmoku drips")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /changes waiting/ })).toHaveText(`${count} changes waiting`);
  await page.getByRole("link", { name: "My Pieces" }).click();
  await expect(page.getByRole("link", { name: /Rain Bowl/ })).toBeVisible();
  await page.getByRole("link", { name: /Offline Jar/ }).click();
  await expect(page).toHaveURL(/\/pieces\/-\d+$/);
  await expect(page.getByText("1 of 5 photos")).toBeVisible();
  await expect(layersPanel(page).getByTestId("layer-group")).toHaveCount(2);

  // The connection returns: everything is sent, and the address gets the piece's real id without a reload.
  await context.setOffline(false);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/pieces\/\d+$/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Offline Jar");

  const pieces = await allPieces(page.request);
  expect(pieces.map((p) => p.name).sort()).toEqual(["Offline Jar", "Rain Bowl"]);
  const jar = pieces.find((p) => p.name === "Offline Jar")!;
  expect(page.url()).toContain(`/pieces/${jar.id}`);
  expect(await stagesOf(page.request, jar.id)).toEqual(["Formed", "Trimmed"]);
  const stored = (await (await page.request.get(`/api/pieces/${jar.id}`)).json()) as { imageUrls: string[] };
  expect(stored.imageUrls).toHaveLength(1);
  expect(stored.imageUrls[0]).toMatch(/^\/api\/photos\//);
  expect((await page.request.get(stored.imageUrls[0]!)).status()).toBe(200);
  expect(await layersOf(page.request, jar.id)).toEqual(["Glaze Celadon", "Slip White Slip"]);
  expect(await pieceOf(page.request, bowl)).toMatchObject({ name: "Rain Bowl", notes: "Glazed inside only" });
  expect(await stagesOf(page.request, bowl)).toEqual(["Formed", "Trimmed"]);
  expect(await inspirationNames(page.request)).toEqual(["Tenmoku drips"]);
});

test("a create whose answer is lost is sent again and stored once", async ({ page, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  await signUp();
  await skipTour(page);
  let lost = 0;
  await page.route("**/api/inspirations", async (route) => {
    if (route.request().method() === "POST" && lost === 0) {
      lost += 1;
      // The server handles the request and commits; the answer never reaches the app.
      await route.fetch();
      await route.abort("connectionreset");
      return;
    }
    await route.continue();
  });
  await open(page, "/new-inspiration");
  await page.getByPlaceholder("Enter inspiration name").fill("Lost answer");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Lost answer")).toBeVisible();
  await expect.poll(() => inspirationNames(page.request), { timeout: 20_000 }).toEqual(["Lost answer"]);
  await expect(page.getByText("All changes saved")).toBeVisible({ timeout: 20_000 });
  expect(lost).toBe(1);
  expect(await inspirationNames(page.request)).toEqual(["Lost answer"]);
});

test("two devices change different fields of one piece, one offline: both changes are kept", async ({ page, browser, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  const potter = await signUp();
  await skipTour(page);
  const id = await createPiece(page.request, { name: "Vase" });

  // The second device signs in as the same potter.
  const other: BrowserContext = await browser.newContext({ serviceWorkers: "allow" });
  const phone = await other.newPage();
  await phone.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  expect((await phone.request.post("/api/login", { data: { email: potter.email, password: potter.password } })).status()).toBe(200);
  await open(phone, `/pieces/${id}`);
  await serviceWorkerInCharge(phone);
  await expect(phone.getByLabel("Name", { exact: true })).toHaveValue("Vase");
  await other.setOffline(true);
  await (await pieceNotes(phone)).fill("Thin walls, handle with care");
  await phone.getByLabel("Notes", { exact: true }).blur();
  await expect(phone.getByText("Saved on this device")).toBeVisible({ timeout: 8_000 });

  await open(page, `/pieces/${id}`);
  await page.getByLabel("Name", { exact: true }).fill("Tall Vase");
  await page.getByLabel("Name", { exact: true }).blur();
  await expect.poll(async () => (await pieceOf(page.request, id)).name).toBe("Tall Vase");

  await other.setOffline(false);
  await expect(phone.getByText("All changes saved")).toBeVisible({ timeout: 20_000 });
  expect(await pieceOf(page.request, id)).toMatchObject({ name: "Tall Vase", notes: "Thin walls, handle with care" });
  await other.close();
});

test("a change the server refuses is told with its message and does not block the next one", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  await signUp();
  await skipTour(page);
  const gone = await createPiece(page.request, { name: "Cracked Cup" });
  const kept = await createPiece(page.request, { name: "Plate" });
  await open(page, `/pieces/${gone}`);
  await serviceWorkerInCharge(page);
  await open(page, `/pieces/${kept}`);
  await page.getByRole("link", { name: "Back to Pieces" }).click();
  // The list itself must be in the copy, not only the two pieces' details: it was never shown before on this device.
  await expect(page.getByRole("link", { name: /Cracked Cup/ })).toBeVisible();
  await localCopyHolds(page, ["Cracked Cup", "Plate", '"pieces","list"']);

  await context.setOffline(true);
  await page.getByRole("link", { name: /Cracked Cup/ }).click();
  await (await pieceNotes(page)).fill("Crack at the foot");
  await page.getByLabel("Notes", { exact: true }).blur();
  await expect(page.getByText("Saved on this device")).toBeVisible({ timeout: 8_000 });
  await page.getByRole("link", { name: "Back to Pieces" }).click();
  await page.getByRole("link", { name: /Plate/ }).click();
  await (await pieceNotes(page)).fill("Dinner set");
  await page.getByLabel("Notes", { exact: true }).blur();
  await expect(page.getByText("Saved on this device")).toBeVisible({ timeout: 8_000 });

  // Meanwhile the cup is deleted on another device: its change will be refused.
  expect((await page.request.delete(`/api/pieces/${gone}`)).status()).toBe(200);
  await context.setOffline(false);
  await expect(page.getByText("Cracked Cup: Piece not found", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await pieceOf(page.request, kept)).notes, { timeout: 20_000 }).toBe("Dinner set");
});

test("a start while the browser says it is online but the server never answers shows the device's copy", async ({ page, context, signUp, allowConsoleErrors, allowFailedRequests }) => {
  allowOffline(allowConsoleErrors, allowFailedRequests);
  await signUp();
  await skipTour(page);
  await createPiece(page.request, { name: "Moon Jar" });
  await open(page, "/pieces");
  await serviceWorkerInCharge(page);
  await expect(page.getByRole("link", { name: /Moon Jar/ })).toBeVisible();
  await localCopyHolds(page, ['"name":"Moon Jar"', '"pieces","list"']);

  // Weak Wi-Fi in the kiln room: the device has a network, but nothing it sends reaches the server. The service
  // worker's own requests are routed too (the context's routes cover them in Chromium).
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  const cold = await context.newPage();
  await cold.goto("/pieces");
  await expect(cold.getByRole("link", { name: /Moon Jar/ })).toBeVisible();
  expect(await cold.evaluate(() => navigator.onLine)).toBe(true);
  await cold.close();
  await context.unroute("**/*");
});
