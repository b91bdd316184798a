import { expect, open, test } from "./fixtures";

test.describe("app shell", () => {
  test("a visitor sees the loader, then the sign-in screen, and health answers", async ({ page }) => {
    // The served page paints the loader; the app's scripts (the build's /assets/, not the theme script the page waits
    // for) replace it. They are held until the loader has been seen, so the check waits for the state instead of racing
    // the machine: it passes however fast or busy the machine is.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.getByText("Tracking your studio magic...")).toBeVisible();
    await expect(page).not.toHaveURL(/\/auth$/);
    release();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
    const health = await page.request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
  });

  test("an unknown path shows the 404 screen with its two texts", async ({ page }) => {
    await open(page, "/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("a signed-in potter gets the bottom navigation with its six items, each a 44 px target inside a 390 px phone", async ({ page, signUp }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp();
    await open(page, "/pieces");
    const nav = page.getByRole("navigation", { name: /main/i });
    const items = ["My Pieces", "Today", "Surfaces", "New", "Inspiration", "Settings"];
    for (const item of items) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    // Today has its own item (product.md#r248): each item is at least 44 × 44 px, none overlaps the next or the screen's edge.
    let right = 0;
    for (const item of items) {
      const box = (await nav.getByRole("link", { name: item, exact: true }).boundingBox())!;
      expect(Math.min(box.width, box.height), item).toBeGreaterThanOrEqual(44);
      expect(box.x, item).toBeGreaterThanOrEqual(right);
      right = box.x + box.width;
    }
    expect(right).toBeLessThanOrEqual(390);
    await nav.getByRole("link", { name: "Today", exact: true }).click();
    await expect(page).toHaveURL(/\/today$/);
    await expect(nav.getByRole("link", { name: "Today", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Settings", exact: true }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  });

  test("the served page starts the app: no start-up round trips, no console error, the screen's code preloaded", async ({ page, signUp }) => {
    // Decision 0105. Every console message and every API call the pages make.
    const messages: string[] = [];
    page.on("console", (m) => messages.push(`${m.type()}: ${m.text()}`));
    const calls: string[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/api/")) calls.push(url.pathname);
    });

    await open(page, "/auth");
    await expect(page.getByText("Sign in or create an account to start tracking your studio work.")).toBeVisible();
    expect(calls).toEqual([]);
    expect(messages.filter((m) => m.startsWith("error"))).toEqual([]);

    await signUp();
    await open(page, "/settings");
    await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
    // The user and trial status came with the page; a potter without preferences gets them created once.
    expect(calls.filter((c) => c === "/api/user" || c === "/api/trial-status")).toEqual([]);
    expect(calls).toContain("/api/user-preferences");
    expect(messages.filter((m) => m.startsWith("error"))).toEqual([]);
    const preloads = await page.locator('link[rel="modulepreload"][href*="settings-screen"]').count();
    expect(preloads).toBe(1);
  });
});
