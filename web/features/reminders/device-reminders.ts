/**
 * Reminders on the native app (docs/decisions/0138-web-push.md "Native"): the potter's choice for this device, and the
 * reminders ahead handed to the phone as local notifications, which fire with the app closed and offline. The choice is
 * kept per account, so another potter signing in on the phone never gets the first one's.
 */
import { isNativeApp } from "../../lib/platform";
import { loadNativePlugins, type DeviceNotification } from "../../lib/native/plugins";

const CHOICE_KEY = "claybook.device-reminders";

/** The account whose reminders this device shows, or null when the potter has not turned them on here. */
function chosenFor(): number | null {
  try {
    const n = Number(localStorage.getItem(CHOICE_KEY));
    return Number.isInteger(n) && n > 0 ? n : null;
  } catch {
    return null;
  }
}

export const deviceReminders = {
  available: (): boolean => isNativeApp(),
  isOn: (account: number): boolean => chosenFor() === account,
  /** Asks the phone once; answers whether the potter allowed notifications. */
  async turnOn(account: number): Promise<boolean> {
    const { notifications } = await loadNativePlugins();
    if (!(await notifications.requestPermission())) return false;
    localStorage.setItem(CHOICE_KEY, String(account));
    return true;
  },
  async turnOff(): Promise<void> {
    localStorage.removeItem(CHOICE_KEY);
    await (await loadNativePlugins()).notifications.replaceAll([]);
  },
  /**
   * Hands the phone what `upcoming` answers for `account`; a device turned on for another account is cleared.
   * Does nothing on the web or when the potter has not turned reminders on here.
   */
  async schedule(account: number, upcoming: () => Promise<Omit<DeviceNotification, "id">[]>): Promise<void> {
    if (!isNativeApp()) return;
    const chosen = chosenFor();
    if (chosen === null) return;
    if (chosen !== account) {
      await deviceReminders.turnOff();
      return;
    }
    const items = await upcoming();
    await (await loadNativePlugins()).notifications.replaceAll(items.map((item, i) => ({ ...item, id: i + 1 })));
  },
};
