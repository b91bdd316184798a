import { expect, type Page } from "@playwright/test";

/** The service worker installs after the load and takes the page over (clientsClaim): from then on it holds the app. */
export async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}
