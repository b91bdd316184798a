/**
 * The browser tests' own guard (see fixtures.ts): a request that fails without the test declaring it fails the test,
 * like an unexpected console error; a declared one does not; a request the page cancels itself is not a failure.
 */
import { expect, open, recordFailedRequests, test, unexpectedFailures } from "./fixtures";

test("the failed-request guard records a failed call and fails on it unless declared", async ({ page, allowConsoleErrors, allowFailedRequests }) => {
  allowConsoleErrors(/Failed to load resource: net::ERR_/);
  allowFailedRequests(/^GET \S+\/api\/(health|user): net::ERR_CONNECTION_FAILED$/);
  const recorded: string[] = [];
  recordFailedRequests(page, recorded);
  await open(page, "/auth");
  await page.route("**/api/health", (route) => route.abort("connectionfailed"));
  await page.route("**/api/user", (route) => route.abort("aborted"));

  const failed = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/health"));
  const cancelled = page.waitForEvent("requestfailed", (r) => r.url().endsWith("/api/user"));
  await page.evaluate(() => Promise.all([fetch("/api/health").catch(() => null), fetch("/api/user").catch(() => null)]));
  await Promise.all([failed, cancelled]);

  // The failed call is recorded; the one cancelled (ERR_ABORTED, as when a screen unmounts) is not.
  expect(recorded).toEqual([expect.stringMatching(/^GET http:\/\/\S+\/api\/health: net::ERR_CONNECTION_FAILED$/)]);
  expect(unexpectedFailures(recorded, [])).toHaveLength(1);
  expect(unexpectedFailures(recorded, [/\/api\/health: net::ERR_CONNECTION_FAILED$/])).toEqual([]);
});
