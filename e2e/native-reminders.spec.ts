/**
 * Reminders on the native app (product.md#r172; simulated iOS, e2e/support/native-runtime.ts): 'Reminders on this
 * device' asks the phone, then hands it the server's reminders ahead as local notifications (they fire with the app
 * closed and offline); each sync replaces them; a tap opens Today; off clears them; a refusal is said in words.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { REMINDER_TEXTS } from "../contract/reminders/texts";
import { expect, registerPotter, test, type Potter } from "./fixtures";
import { pendingNotifications, simulateIos } from "./support/native-runtime";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const DAY = 24 * 60 * 60 * 1000;

async function makePiece(request: APIRequestContext, name: string, formedAgo: number): Promise<number> {
  const date = new Date(Date.now() - formedAgo).toISOString();
  const res = await request.post("/api/pieces", { data: { name, type: "wheel", clayBody: "Stoneware", stages: [{ stage: "Formed", date, location: "Shelf" }] } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

async function signInOnDevice(page: Page, potter: Potter): Promise<void> {
  await page.goto("/auth");
  await expect(page.getByText("Tracking your studio magic...")).toHaveCount(0, { timeout: 15_000 });
  await page.getByLabel("Email").fill(potter.email);
  await page.getByLabel("Password", { exact: true }).fill(potter.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/pieces$/, { timeout: 15_000 });
}

async function openReminderSettings(page: Page) {
  await page.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: /Reminders/ }).click();
  return page.getByRole("checkbox", { name: REMINDER_TEXTS.deviceRemindersLabel });
}

test.describe("reminders on the native app (simulated iOS)", () => {
  test.beforeEach(async ({ page }) => {
    await simulateIos(page);
    await page.addInitScript(() => localStorage.setItem("claybook-tour-seen", "true"));
  });

  test("turned on, the reminders ahead are scheduled on the phone; a sync replaces them; a tap opens Today; off clears them", async ({ page, request }) => {
    const potter = await registerPotter(request);
    const teaBowl = await makePiece(request, "Tea bowl", 5 * DAY);
    await makePiece(request, "Yunomi", DAY);
    await signInOnDevice(page, potter);

    const device = await openReminderSettings(page);
    await expect(device).not.toBeChecked();
    await device.click();
    await expect(page.getByText(REMINDER_TEXTS.deviceRemindersOn, { exact: true })).toBeVisible();
    await expect(device).toBeChecked();

    // What the server says is ahead, as the phone now holds it: one a day at the potter's daily time.
    const ahead = ((await (await request.get("/api/reminders/upcoming")).json()) as { data: { at: string }[] }).data;
    expect(ahead).toHaveLength(2);
    expect(await pendingNotifications(page)).toEqual([
      { id: 1, at: ahead[0]!.at, title: "Claybook: 1 piece needs you today", body: "Tea bowl", url: "/today" },
      { id: 2, at: ahead[1]!.at, title: "Claybook: 2 pieces need you today", body: "Yunomi", url: "/today" },
    ]);

    // 'Not a concern' from another device; the next sync (here: the app starting again) replaces what the phone holds.
    const dismissed = await request.post(`/api/reminders/piece-${teaBowl}-formed/dismiss`);
    expect(dismissed.status(), await dismissed.text()).toBe(200);
    await page.reload();
    await expect.poll(() => pendingNotifications(page).then((list) => list.map((n) => [n.title, n.body]))).toEqual([["Claybook: 1 piece needs you today", "Yunomi"]]);

    // The potter taps the notification.
    await page.evaluate(() => (window as unknown as { __nativeTest: { tapNotification: (url: string) => void } }).__nativeTest.tapNotification("/today"));
    await expect(page).toHaveURL(/\/today$/);
    await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

    const again = await openReminderSettings(page);
    await expect(again).toBeChecked();
    await again.click();
    await expect(page.getByText(REMINDER_TEXTS.deviceRemindersOff, { exact: true })).toBeVisible();
    expect(await pendingNotifications(page)).toEqual([]);
  });

  test("a phone that refuses notifications is told so, and nothing is scheduled", async ({ page, request }) => {
    const potter = await registerPotter(request);
    await makePiece(request, "Tea bowl", 5 * DAY);
    await page.addInitScript(() => localStorage.setItem("native-notifications-permission", "denied"));
    await signInOnDevice(page, potter);
    const device = await openReminderSettings(page);
    await device.click();
    await expect(page.getByText(REMINDER_TEXTS.deviceRemindersBlocked)).toBeVisible();
    await expect(device).not.toBeChecked();
    expect(await pendingNotifications(page)).toEqual([]);
  });
});
