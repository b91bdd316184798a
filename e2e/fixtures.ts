/**
 * Shared browser-test fixtures: every page fails its test on an unexpected console error, page error or failed request
 * (a request that got no answer, or a 5xx answer: a failure a potter would meet must not pass unseen), and `signUp`
 * creates a signed-in potter through the real API (the browser context keeps the cookie).
 */
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { watchPages } from "./support/failure-report";

export { expect };

export interface Potter {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  id: number;
}

// Chrome reports every 4xx fetch as a console error; those answers are part of the product (a 401 from
// /api/user means "signed out"), so only network noise of that kind is ignored. 5xx never is.
const EXPECTED_NETWORK_NOISE = /^Failed to load resource: the server responded with a status of 4\d\d/;

// A request the page itself cancelled (leaving a screen aborts its fetches, a lazy image scrolled away) is not a
// failure of the app; every other failed request is, unless the test declares it with `allowFailedRequests`.
const CANCELLED_BY_PAGE = "net::ERR_ABORTED";

/** Records the page's failed requests as 'METHOD url: reason' (no answer, or a 5xx answer). */
export function recordFailedRequests(page: Page, sink: string[]): void {
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "failed";
    if (reason !== CANCELLED_BY_PAGE) sink.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) sink.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
}

/** What the guard fails a test for: the recorded failures no declared pattern matches. */
export function unexpectedFailures(recorded: readonly string[], allowed: readonly RegExp[]): string[] {
  return recorded.filter((m) => !allowed.some((p) => p.test(m)));
}

/** What the browser reports about a request made with no connection, or whose connection was cut. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED/;

let counter = 0;
export function uniqueEmail(prefix = "potter"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = "Glaze1234";

export async function registerPotter(request: APIRequestContext, overrides: Partial<Potter> = {}): Promise<Potter> {
  const potter = {
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? PASSWORD,
    firstName: overrides.firstName ?? "Maria",
    lastName: overrides.lastName ?? "Martinez",
  };
  const res = await request.post("/api/register", { data: potter });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number };
  return { ...potter, id: user.id };
}

export const test = base.extend<{
  consoleErrors: string[];
  failedRequests: string[];
  signUp: (overrides?: Partial<Potter>) => Promise<Potter>;
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Declares what a test that takes the connection away causes on purpose: the browser's failed requests and their console lines. */
  allowOfflineNoise: () => void;
  /** Declares failed requests the test causes on purpose, matched against 'METHOD url: reason'. */
  allowFailedRequests: (pattern: RegExp) => void;
  /** On failure, each page's addresses and its screen at the end, printed with the failure (e2e/support/failure-report.ts). */
  failureReport: void;
}>({
  failureReport: [
    async ({ context }, use, testInfo) => {
      const report = watchPages(context);
      await use();
      await report(testInfo);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the fixtures argument to be destructured.
  failedRequests: async ({}, use) => {
    await use([]);
  },
  allowFailedRequests: [
    async ({ failedRequests }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      expect(unexpectedFailures(failedRequests, allowed), "unexpected failed requests").toEqual([]);
    },
    { auto: true },
  ],
  // Automatic for every test: the check runs after the test body, once the page is done.
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((m) => !allowed.some((p) => p.test(m)));
      expect(unexpected, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
  allowOfflineNoise: async ({ allowConsoleErrors, allowFailedRequests }, use) => {
    await use(() => {
      allowConsoleErrors(OFFLINE_NOISE);
      allowFailedRequests(OFFLINE_NOISE);
    });
  },
  page: async ({ page, consoleErrors, failedRequests }, use) => {
    recordFailedRequests(page, failedRequests);
    page.on("console", (msg) => {
      if (msg.type() === "error" && !EXPECTED_NETWORK_NOISE.test(msg.text())) consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => consoleErrors.push(`pageerror: ${err.message}`));
    await use(page);
  },
  signUp: async ({ page }, use) => {
    await use((overrides) => registerPotter(page.request, overrides));
  },
});

/**
 * Waits for the app-start loader (product name and tagline) to finish and for the frame's extras, which load once the
 * first screen is drawn (web/app/first-screen.ts): the toaster's region stands for them. The tests' build has no
 * loader pause (docs/decisions/0332-browser-tests-without-the-loader-pause.md), so the screen can still be arriving
 * when the loader goes.
 */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
  // By attribute, not by role: a dialog that opens with the screen hides the rest of the page from the role tree.
  await expect(page.locator('[role="region"][aria-label^="Notifications"]')).toBeAttached();
}

/** Opens a route and waits until its screen is ready (`screenReady`). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenReady(page);
}
