/**
 * Web push on the device (docs/decisions/0138-web-push.md): a reminder pushed to the app's service worker shows as a
 * notification with the server's words, and its tap opens Today; Settings says plainly when the browser has
 * notifications blocked. The server's side (VAPID, encryption, one notification per run) is tested against a fake push
 * service in tests/api. Headless Chromium has no push service to subscribe with, so the subscription itself is
 * delivered through the DevTools protocol here, as Chromium's own push tests do.
 */
import { REMINDER_GROUP_TITLES, REMINDER_TEXTS } from "../contract/reminders/texts";
import { expect, open, test } from "./fixtures";

test.use({ serviceWorkers: "allow" });

test("a pushed reminder shows on this device with the server's words, and opening it goes to Today", async ({ page, context, signUp, baseURL }) => {
  await context.grantPermissions(["notifications"], { origin: baseURL! });
  await signUp();
  await open(page, "/pieces");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      const mine = e.registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  // The payload as server/services/reminders/reminders-push.ts writes it for one due piece.
  const payload = {
    title: REMINDER_TEXTS.digestSubject(1),
    body: `${REMINDER_TEXTS.digestLine("Tea bowl", "Formed", 5)} (${REMINDER_GROUP_TITLES.trim.toLowerCase()})`,
    url: "/today",
    tag: "claybook-reminders",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url })),
      ),
    )
    .toEqual([{ title: "Claybook: 1 piece needs you today", body: "Tea bowl: Formed for 5 days (to trim)", url: "/today" }]);

  // What a tap runs: the open Claybook window goes to Today.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL!));
  expect(worker, "the app's service worker").toBeTruthy();
  await worker!.evaluate(() => (self as unknown as { claybookOpenFromNotification: (url: string) => Promise<unknown> }).claybookOpenFromNotification("/today"));
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();
});

test("Settings says plainly when notifications are blocked for Claybook", async ({ page, signUp }) => {
  await signUp();
  await open(page, "/settings");
  await page.getByRole("button", { name: /Reminders/ }).click();
  const push = page.getByRole("checkbox", { name: "Push notifications on this device" });
  await expect(push).not.toBeChecked();
  await push.click();
  await expect(page.getByText(REMINDER_TEXTS.pushBlocked)).toBeVisible();
  await expect(push).toBeDisabled();
  const subscriptions = await page.request.get("/api/reminder-settings");
  expect(((await subscriptions.json()) as { channels: { push: boolean } }).channels.push).toBe(false);
});
