/**
 * The native app paths in a real browser with a simulated iOS runtime (e2e/support/native-runtime.ts) against
 * the real server: token sign-in without cookies, the saved login, refresh near expiry, connectivity, logout.
 */
import type { Page } from "@playwright/test";
import { expect, registerPotter, test, type Potter } from "./fixtures";
import { readSecureStorage, simulateIos, writeSecureItem } from "./support/native-runtime";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const KEYS = {
  access: "claybook_kiln_access_token",
  refresh: "claybook_kiln_refresh_token",
  expiry: "claybook_kiln_token_expiry",
  user: "claybook_kiln_user",
  loggedOut: "claybook_kiln_logged_out",
  loggedOutAt: "claybook_kiln_logged_out_at",
};

async function waitForStart(page: Page): Promise<void> {
  await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
}

async function signInOnDevice(page: Page, potter: Potter): Promise<void> {
  await page.goto("/auth");
  await waitForStart(page);
  await page.getByLabel("Email").fill(potter.email);
  await page.getByLabel("Password", { exact: true }).fill(potter.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/pieces$/, { timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: /main/i })).toBeVisible();
}

async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((c) => c.name === "claybook_session");
}

test.describe("native app (simulated iOS)", () => {
  test.beforeEach(async ({ page }) => {
    await simulateIos(page);
  });

  test("signs in with tokens and no cookie, stays signed in after a reload, and logs out clearing the device", async ({ page, request }) => {
    const potter = await registerPotter(request);
    const apiCalls: { url: string; headers: Record<string, string> }[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push({ url: r.url(), headers: r.headers() });
    });

    // The iOS splash greets the app start.
    await page.goto("/auth");
    await expect(page.getByText("Tracking your studio magic...")).toBeVisible();
    await signInOnDevice(page, potter);

    expect(await sessionCookies(page)).toEqual([]);
    const stored = await readSecureStorage(page);
    expect(stored[KEYS.access]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored[KEYS.refresh]).toBeTruthy();
    expect(Number(stored[KEYS.expiry])).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(JSON.parse(stored[KEYS.user]!)).toMatchObject({ id: potter.id, email: potter.email });
    const login = apiCalls.find((c) => c.url.endsWith("/api/login"))!;
    expect(login.headers["x-client-type"]).toBe("mobile");
    expect(login.headers["x-client-platform"]).toBe("ios");

    // Reload: the saved login from secure storage, the server asked with the bearer token.
    apiCalls.length = 0;
    await page.reload();
    await waitForStart(page);
    await expect(page).toHaveURL(/\/pieces$/);
    await expect(page.getByRole("navigation", { name: /main/i })).toBeVisible();
    await expect.poll(() => apiCalls.some((c) => c.url.endsWith("/api/user"))).toBe(true);
    const userCall = apiCalls.find((c) => c.url.endsWith("/api/user"))!;
    expect(userCall.headers.authorization).toBe(`Bearer ${stored[KEYS.access]}`);
    expect(await sessionCookies(page)).toEqual([]);

    // Log out from Settings ▸ Account Info.
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Settings", exact: true }).click();
    const accountInfo = page.getByRole("button", { name: "Account Info" });
    await expect(accountInfo).toBeVisible();
    if ((await accountInfo.getAttribute("aria-expanded")) !== "true") await accountInfo.click();
    // Keyboard activation: the fixed bottom bar can sit over the button while the sections animate open.
    const logOut = page.getByRole("button", { name: "Log Out" });
    await logOut.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth$/);
    const after = await readSecureStorage(page);
    expect(after[KEYS.access]).toBeUndefined();
    expect(after[KEYS.refresh]).toBeUndefined();
    expect(after[KEYS.user]).toBeUndefined();
    expect(after[KEYS.loggedOut]).toBe("true");
    expect(Number(after[KEYS.loggedOutAt])).toBeGreaterThan(Date.now() - 60_000);

    // The server revoked the token family: the old access token no longer works.
    const old = await request.get("/api/user", { headers: { authorization: `Bearer ${stored[KEYS.access]}` } });
    expect(old.status()).toBe(401);

    // After a reload the device stays logged out.
    await page.reload();
    await waitForStart(page);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("an access token near its expiry is refreshed once", async ({ page, request }) => {
    const potter = await registerPotter(request);
    await signInOnDevice(page, potter);
    const before = await readSecureStorage(page);

    // 60 s of life left: under the 2-minute threshold.
    await writeSecureItem(page, KEYS.expiry, String(Date.now() + 60_000));
    const refreshes: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/refresh-token")) refreshes.push(r.postData() ?? "");
    });
    await page.reload();
    await waitForStart(page);
    await expect(page).toHaveURL(/\/pieces$/);
    await expect.poll(() => refreshes.length).toBe(1);
    expect(JSON.parse(refreshes[0]!)).toEqual({ refreshToken: before[KEYS.refresh] });

    await expect.poll(async () => (await readSecureStorage(page))[KEYS.refresh]).not.toBe(before[KEYS.refresh]);
    const after = await readSecureStorage(page);
    expect(Number(after[KEYS.expiry])).toBeGreaterThan(Date.now() + 10 * 60_000);

    // More calls with a fresh token: no further refresh.
    const nav = page.getByRole("navigation", { name: /main/i });
    await nav.getByRole("link", { name: "Inspiration", exact: true }).click();
    await nav.getByRole("link", { name: "My Pieces", exact: true }).click();
    await expect(page).toHaveURL(/\/pieces$/);
    expect(refreshes).toHaveLength(1);
    const me = await request.get("/api/user", { headers: { authorization: `Bearer ${after[KEYS.access]}` } });
    expect(me.status()).toBe(200);
  });

  test("connection lost and back: banner, retry, and the indicator's green and red states", async ({
    page,
    request,
    allowConsoleErrors,
    allowFailedRequests,
  }) => {
    // Calls to an unreachable server are logged by the browser as failed loads.
    allowConsoleErrors(/Failed to load resource: net::ERR_(FAILED|CONNECTION_FAILED)/);
    allowFailedRequests(/^\w+ \S+\/(api\/\S*|health): net::ERR_(FAILED|CONNECTION_FAILED)$/);
    const potter = await registerPotter(request);
    await signInOnDevice(page, potter);

    const indicator = page.locator("[data-state-connection]");
    await expect(indicator).toHaveAttribute("aria-label", "Connected to server", { timeout: 10_000 });
    await expect(indicator).toHaveAttribute("data-state-connection", "connected");
    await expect(page.getByText("Connection Lost")).toHaveCount(0);

    // The server becomes unreachable from the device: every call to it fails to connect.
    let serverDown = true;
    await page.route(
      (url) => url.pathname.startsWith("/api/") || url.pathname === "/health",
      async (route) => {
        if (serverDown) await route.abort("connectionfailed");
        else await route.continue();
      },
    );
    // The next screen's request fails; the request layer raises api:connectivity-error and the app reacts. (Not the
    // inspiration list: home preloads it, product.md#r30.)
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Surfaces", exact: true }).click();

    const banner = page.getByRole("alert").filter({ hasText: "Connection Lost" });
    await expect(banner).toBeVisible();
    await expect(banner.getByText("Changes are kept on this device and sent when the connection is back.")).toBeVisible();
    await expect(banner.getByRole("button", { name: "Retry Connection" })).toBeVisible();
    const red = page.getByRole("button", { name: /^Connection error: .+\. Click to retry\.$/ });
    await expect(red).toBeVisible();
    await expect(red).toHaveAttribute("data-state-connection", "disconnected");

    // A 401-flavoured error is a login matter, not a connectivity one: it changes nothing.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("api:connectivity-error", { detail: { message: "401: Unauthorized" } })));
    await expect(banner).toBeVisible();

    // The server is back; Retry Connection checks and the banner goes.
    serverDown = false;
    await banner.getByRole("button", { name: "Retry Connection" }).click();
    await expect(page.getByText("Connection Lost")).toHaveCount(0);
    await expect(indicator).toHaveAttribute("aria-label", "Connected to server");
  });

  test("returning to the foreground validates the login; a revoked login signs out", async ({ page, request }) => {
    const potter = await registerPotter(request);
    await signInOnDevice(page, potter);
    const stored = await readSecureStorage(page);
    // Another device logs this family out (server-side revoke), and the token is about to end.
    await request.post("/api/logout", {
      data: { refreshToken: stored[KEYS.refresh] },
      headers: { "x-client-type": "mobile" },
    });
    await writeSecureItem(page, KEYS.expiry, String(Date.now() + 30_000));
    await page.evaluate(() => (window as unknown as { __nativeTest: { resume: () => void } }).__nativeTest.resume());
    await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
    const after = await readSecureStorage(page);
    expect(after[KEYS.refresh]).toBeUndefined();
  });

  test("the running server grants CORS to the app and ignores the session cookie cross-origin (product.md#r25)", async ({ request }) => {
    await registerPotter(request); // this request context now holds a web session cookie
    expect((await request.get("/api/user")).status()).toBe(200);
    const cross = await request.get("/api/user", { headers: { origin: "capacitor://localhost" } });
    expect(cross.status()).toBe(401);
    expect(cross.headers()["access-control-allow-origin"]).toBe("capacitor://localhost");
    expect(cross.headers()["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await request.fetch("/api/user", {
      method: "OPTIONS",
      headers: { origin: "capacitor://localhost", "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
    });
    expect(preflight.status()).toBe(204);
  });
});
