import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_ARGS, findChromium, findTestChromium } from "./e2e/support/chromium";

const chromium = findChromium();
const testChromium = findTestChromium();
if (!chromium || !testChromium) {
  console.error("Chromium not found: install it with `apt-get install -y chromium` (or set CHROME_PATH).");
  process.exit(1);
}

// Workers inherit these from the main process, so every process sees the same server.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
// Billing: a fake Stripe on 127.0.0.1 beside the server (product.md#r18).
process.env.E2E_STRIPE_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
const fakeStripeUrl = `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "claybook-e2e-data-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const phone = { ...devices["Pixel 7"], deviceScaleFactor: 1, browserName: "chromium" as const };
// What only the full browser has: notifications shown by the service worker.
const FULL_BROWSER_ONLY = /reminders-push\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  // One output directory per run: Playwright empties it at start, and runs may overlap on a developer machine.
  outputDir: `test-results/run-${process.env.E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three on the 2-core machine: a test waits on the server and on its page between steps, so two workers left the
  // cores idle a fifth of the time (docs/decisions/0332-browser-tests-without-the-loader-pause.md has the figures).
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // No trace by default: recording one costs about a quarter of the browser tests' time on the 2-core machine, and
    // CI keeps only what the run prints (docs/decisions/0284-ci-time.md). `E2E_TRACE=1` records one, kept on failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // page.route cannot see what a service worker answers: the offline specs allow it, every other test blocks it.
    serviceWorkers: "block",
  },
  // Most files run in Chromium's headless shell; the notifications' file needs the full browser, which shows them
  // (docs/decisions/0335-ci-time-fifth-step.md). One CSS pixel per device pixel: Pixel 7's 2.625 painted seven times the
  // pixels, and no test compares pixels.
  projects: [
    {
      name: "chromium",
      testIgnore: FULL_BROWSER_ONLY,
      use: { ...phone, launchOptions: { executablePath: testChromium, args: CHROMIUM_ARGS } },
    },
    {
      name: "chromium-full",
      testMatch: FULL_BROWSER_ONLY,
      use: { ...phone, launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: [
    {
      command: "node node_modules/tsx/dist/cli.mjs tests/helpers/fake-stripe-server.ts",
      url: `${fakeStripeUrl}/_fake/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_STRIPE_PORT: process.env.E2E_STRIPE_PORT,
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
        FAKE_STRIPE_WEBHOOK_SECRET: "whsec_test_fake_claybook",
      },
    },
    {
      command: "node node_modules/tsx/dist/cli.mjs e2e/support/start-server.ts",
      url: `${baseURL}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        APP_URL: baseURL,
        NODE_ENV: "test",
        CLAYBOOK_E2E: "1",
        LOG_LEVEL: "warn",
        JOBS_ENABLED: "false",
        // Billing (docs/decisions/0077-browser-test-hooks.md): the test-only trial hook and Stripe settings pointing at
        // the fake.
        CLAYBOOK_TEST_HOOKS: "1",
        STRIPE_SECRET_KEY: "sk_test_fake_claybook",
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake_claybook",
        STRIPE_WEBHOOK_SECRET: "whsec_test_fake_claybook",
        STRIPE_PRICE_MONTHLY: "price_plus_monthly",
        STRIPE_PRICE_ANNUAL: "price_plus_annual",
        STRIPE_API_URL: fakeStripeUrl,
      },
    },
  ],
});

