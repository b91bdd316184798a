/**
 * Accessibility: axe-core finds no violations on any screen of the route table (product.md#r36), in the light and the
 * dark theme. Detail screens get real content: a piece with stages, layers and a photo, a glaze, a combination glaze, a
 * saved surface combo and an inspiration, all created through the API first.
 */
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, open, registerPotter, test } from "./fixtures";
import { widerThanScreen } from "./support/screens-journey";
import { settled } from "./support/settled";

type Theme = "light" | "dark";

async function seed(request: APIRequestContext): Promise<Record<string, number>> {
  const post = async (path: string, data: unknown) => {
    const res = await request.post(path, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: number };
  };
  const inspiration = await post("/api/inspirations", { name: "Moon jar", tags: ["porcelain"], notes: "Soft white glaze" });
  const piece = await post("/api/pieces", {
    name: "Celadon bowl",
    type: "wheel",
    clayBody: "Stoneware",
    notes: "Trimmed a foot ring.",
    inspirationIds: [inspiration.id],
    stages: [{ stage: "Formed", location: "Shelf" }],
  });
  const glaze = await post("/api/glazes", { name: "Celadon", temperature: "Cone 10", notes: "Dip 3 s" });
  const glaze2 = await post("/api/glazes", { name: "Tenmoku" });
  const combination = await post("/api/glaze-combinations", { baseLayerGlazeId: glaze.id, topLayerGlazeId: glaze2.id });
  await post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", glazeId: glaze.id });
  await post("/api/decoration-layers", { pieceId: piece.id, type: "Glaze", glazeId: glaze2.id });
  const combo = await post("/api/surface-combos", { pieceId: piece.id, name: "Celadon stack" });
  const tile = await post("/api/test-tiles", { glazeId: glaze.id, clayBody: "B-Mix", cone: "Cone 10", rating: 4, defects: ["Crazing"] });
  await post("/api/test-tiles", { surfaceComboId: combo.id, clayBody: "Porcelain", cone: "Cone 6" });
  return { piece: piece.id, glaze: glaze.id, combination: combination.id, combo: combo.id, inspiration: inspiration.id, tile: tile.id };
}

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/** Each violation as one line: where, which rule, and the first three elements it found. */
function lines(where: string, violations: Violations): string[] {
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** `targets`: also axe's tap-target rule, which axe leaves off by default. */
async function scan(page: Page, path: string, theme: Theme, targets = false): Promise<string[]> {
  await open(page, path);
  await page.waitForLoadState("load");
  // The screen has its content: no skeleton (aria-busy) and no loading line left (the loader demo is one on purpose).
  // Waiting for the network to go quiet instead hung a whole run once, when a request never ended on a loaded machine;
  // what axe checks is what shows.
  if (path !== "/loading-demo") {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
  }
  await settled(page);
  const isDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  expect(isDark, `${path} is in the ${theme} theme`).toBe(theme === "dark");
  const builder = new AxeBuilder({ page });
  if (targets) builder.options({ rules: { "target-size": { enabled: true } } });
  const result = await builder.analyze();
  return lines(`${theme} ${path}`, result.violations);
}

/**
 * Opens `path` once and scans it in both themes: the theme follows the device (product.md#r41), so switching the
 * emulated colour scheme turns the screen dark without loading it again, which halves the page loads of a scan.
 */
async function scanBothThemes(page: Page, path: string, targets = false): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  const violations = await scan(page, path, "light", targets);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (targets) builder.options({ rules: { "target-size": { enabled: true } } });
  violations.push(...lines(`dark ${path}`, (await builder.analyze()).violations));
  violations.push(...(await widerThanScreen(page, path)));
  return violations;
}

// The slowest file of the suite (each test signs up its own potter): its tests spread over both workers.
test.describe.configure({ mode: "parallel" });

const SIGNED_OUT = ["/auth", "/login", "/forgot-password", "/reset-password?email=a%40example.com&token=abc", "/loading-demo", "/jwt-test", "/no-such-page"];

/** Every signed-in screen of the route table, with the seeded records' ids. */
const signedInScreens = (ids: Record<string, number>) => [
  "/pieces",
  "/new-piece",
  `/pieces/${ids.piece}`,
  "/glaze-library",
  "/glaze-library/new",
  "/new-surface-treatment",
  `/glaze-library/edit/${ids.glaze}`,
  `/glaze-library/edit/${ids.combination}`,
  `/surface-combos/${ids.combo}`,
  "/glaze-library/test-tiles",
  "/test-tiles/new",
  `/test-tiles/${ids.tile}`,
  "/inspiration",
  "/new-inspiration",
  `/inspiration/edit/${ids.inspiration}`,
  "/settings",
  "/subscribe",
  "/subscribe/success",
  "/test-payment",
];

// Two halves of about 13 screens each, one per worker; each screen is scanned in the light and the dark theme.
for (const half of [0, 1] as const) {
  test(`every screen has no axe violations in either theme, part ${half + 1} of 2`, async ({ page, signUp }) => {
    test.setTimeout(600_000);
    const violations: string[] = [];
    if (half === 0) for (const path of SIGNED_OUT) violations.push(...(await scanBothThemes(page, path)));
    await signUp();
    const screens = signedInScreens(await seed(page.request));
    const first = Math.ceil((screens.length + SIGNED_OUT.length) / 2) - SIGNED_OUT.length;
    for (const path of half === 0 ? screens.slice(0, first) : screens.slice(first)) violations.push(...(await scanBothThemes(page, path)));
    expect(violations, violations.join("\n")).toEqual([]);
  });
}

test("the firing screens and Today have no axe violations in either theme, tap targets included", async ({ page, signUp }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp();
  const piece = await page.request.post("/api/pieces", { data: { name: "Cup", type: "handbuilt", clayBody: "B-Mix", stages: [{ stage: "Formed", location: "Shelf" }] } });
  // A piece due today, so Today shows its cards and their buttons.
  const stale = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString();
  await page.request.post("/api/pieces", { data: { name: "Tea bowl", type: "wheel", clayBody: "B-Mix", stages: [{ stage: "Formed", date: stale, location: "Shelf" }] } });
  const kiln = (await (await page.request.post("/api/kilns", { data: { name: "Skutt" } })).json()) as { id: number };
  await page.request.post(`/api/kilns/${kiln.id}/maintenance`, { data: { kind: "element change", date: "2026-01-05", notes: "New elements" } });
  const firing = await page.request.post("/api/firings", { data: { kind: "bisque", kilnId: kiln.id, pieceIds: [(await piece.json()).id] } });
  expect(firing.status()).toBe(201);
  const firingId = ((await firing.json()) as { id: number }).id;
  const done = await page.request.post("/api/firings", { data: { kind: "bisque", kilnId: kiln.id } });
  const doneId = ((await done.json()) as { id: number }).id;
  for (const status of ["loading", "firing", "cooling", "done"]) await page.request.patch(`/api/firings/${doneId}`, { data: { status } });
  const violations: string[] = [];
  const paths = ["/today", "/waiting", "/firings", `/firings/${firingId}`, `/firings/${doneId}`, "/firings/losses", "/kilns", `/kilns/${kiln.id}`];
  for (const path of paths) violations.push(...(await scanBothThemes(page, path, true)));
  expect(violations, violations.join("\n")).toEqual([]);
});

test("a studio's page, its firing queue and Send to firing have no axe violations in either theme, tap targets included", async ({ page, signUp }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp({ firstName: "Olga" });
  const studio = (await (await page.request.post("/api/studios", { data: { name: "Clay Commons", feeRules: { bisque: { perPiece: 2 } } } })).json()) as { id: number };
  await page.request.post("/api/firings", { data: { kind: "bisque", studioId: studio.id } });
  const piece = (await (await page.request.post("/api/pieces", { data: { name: "Cup", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number };
  const other = (await (await page.request.post("/api/pieces", { data: { name: "Bowl", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number };
  await page.request.post(`/api/studios/${studio.id}/firing-requests`, { data: { pieceIds: [piece.id], kind: "bisque", notes: "On a cookie" } });
  const violations: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((t) => localStorage.setItem("claybook-theme", t), theme);
    for (const path of [`/studios/${studio.id}`, `/studios/${studio.id}/queue`]) violations.push(...(await scan(page, path, theme, true)));
    await open(page, `/pieces/${other.id}`);
    await page.getByRole("button", { name: "Piece actions" }).click();
    await page.getByRole("menuitem", { name: "Send to firing" }).click();
    await expect(page.getByRole("dialog").getByText("Fee: $2.00")).toBeVisible();
    await settled(page);
    const result = await new AxeBuilder({ page }).include('[role="dialog"]').options({ rules: { "target-size": { enabled: true } } }).analyze();
    violations.push(...lines(`${theme} send dialog`, result.violations));
  }
  expect(violations, violations.join("\n")).toEqual([]);
});

test("a studio firing's screen with 'Ticket code' and its unload dialog have no axe violations in either theme, tap targets included", async ({
  page,
  browser,
  signUp,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp({ firstName: "Olga" });
  const studio = (await (await page.request.post("/api/studios", { data: { name: "Clay Commons" } })).json()) as { id: number };
  const invite = (await (await page.request.post(`/api/studios/${studio.id}/invites`, { data: {} })).json()) as { token: string };
  const member = await browser.newContext({ serviceWorkers: "block" });
  await registerPotter(member.request, { firstName: "Ana" });
  await member.request.post(`/api/studio-invites/${invite.token}/accept`);
  const firing = (await (await page.request.post("/api/firings", { data: { kind: "bisque", studioId: studio.id } })).json()) as { id: number };
  const piece = (await (await member.request.post("/api/pieces", { data: { name: "Cup", type: "wheel", clayBody: "B-Mix" } })).json()) as { id: number; code: string };
  await member.request.post(`/api/studios/${studio.id}/firing-requests`, { data: { pieceIds: [piece.id], kind: "bisque" } });
  expect((await page.request.post(`/api/studios/${studio.id}/firing-queue/load`, { data: { firingId: firing.id, codes: [piece.code] } })).status()).toBe(200);
  for (const status of ["loading", "firing", "cooling"]) await page.request.patch(`/api/firings/${firing.id}`, { data: { status } });
  const violations: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.addInitScript((t) => localStorage.setItem("claybook-theme", t), theme);
    violations.push(...(await scan(page, `/firings/${firing.id}`, theme, true)));
    await expect(page.getByLabel("Ticket code")).toBeVisible();
    await page.getByRole("button", { name: "Unload: record what came out" }).click();
    await expect(page.getByRole("dialog").getByLabel("Ticket code")).toBeVisible();
    await settled(page);
    const result = await new AxeBuilder({ page }).include('[role="dialog"]').options({ rules: { "target-size": { enabled: true } } }).analyze();
    violations.push(...lines(`${theme} unload dialog`, result.violations));
  }
  expect(violations, violations.join("\n")).toEqual([]);
  await member.close();
});
