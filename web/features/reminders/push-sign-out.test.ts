/**
 * Sign-out in a browser ends its push subscription and tells the server to forget it, so the endpoint is free for the
 * next potter and the old one's reminders stop (docs/decisions/0181-push-endpoint-takeover.md); a failure never
 * stops the sign-out. Headless Chromium has no push service, so this is checked here with the device's side stubbed.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const device = vi.hoisted(() => ({ unsubscribeThisDevice: vi.fn<() => Promise<string | null>>() }));
const api = vi.hoisted(() => ({ unsubscribePush: vi.fn<(call: { body: { endpoint: string } }) => Promise<unknown>>() }));

vi.mock("./push-device", () => ({ ...device, subscribeThisDevice: vi.fn() }));
vi.mock("./reminders-queries", () => ({ remindersApi: api, dueQuery: vi.fn() }));

const { forgetPushOnSignOut } = await import("./reminders-api");

beforeEach(() => {
  device.unsubscribeThisDevice.mockReset();
  api.unsubscribePush.mockReset();
});

describe("push at sign-out", () => {
  it("ends this browser's subscription and removes it on the server", async () => {
    device.unsubscribeThisDevice.mockResolvedValue("https://fcm.googleapis.com/fcm/send/this-browser");
    api.unsubscribePush.mockResolvedValue({ message: "Push notifications are off for this device" });
    await forgetPushOnSignOut();
    expect(api.unsubscribePush).toHaveBeenCalledWith({ body: { endpoint: "https://fcm.googleapis.com/fcm/send/this-browser" } });
  });

  it("asks nothing of the server when this browser has no subscription", async () => {
    device.unsubscribeThisDevice.mockResolvedValue(null);
    await forgetPushOnSignOut();
    expect(api.unsubscribePush).not.toHaveBeenCalled();
  });

  it("never stops the sign-out: a failure on either side is swallowed", async () => {
    device.unsubscribeThisDevice.mockRejectedValue(new Error("no service worker"));
    await expect(forgetPushOnSignOut()).resolves.toBeUndefined();
    device.unsubscribeThisDevice.mockResolvedValue("https://web.push.apple.com/x");
    api.unsubscribePush.mockRejectedValue(new Error("Network error"));
    await expect(forgetPushOnSignOut()).resolves.toBeUndefined();
  });
});
