import { endpoint } from "../common/route-table";

/** Reminders (product.md#r170–r173), method and path; their schemas are in ./routes.ts. */
export const REMINDERS_ENDPOINTS = {
  /** What is due now, for the Today view and the bottom bar's count. */
  list: endpoint("GET", "/api/reminders"),
  /** The reminders ahead, one a day at the potter's daily time, for the native app to schedule on the device. */
  upcoming: endpoint("GET", "/api/reminders/upcoming"),
  /** What a snooze holds back now, for Today's Snoozed list (product.md#r248). */
  snoozed: endpoint("GET", "/api/reminders/snoozed"),
  snooze: endpoint("POST", "/api/reminders/{key}/snooze"),
  /** 'Not a concern' for that piece and stage. */
  dismiss: endpoint("POST", "/api/reminders/{key}/dismiss"),
  /** Undo of a snooze or 'not a concern': the reminder is due again (docs/decisions/0196-the-lows.md). */
  unmute: endpoint("DELETE", "/api/reminders/{key}/mute"),
  getSettings: endpoint("GET", "/api/reminder-settings"),
  updateSettings: endpoint("PATCH", "/api/reminder-settings"),
  /** Web Push: the server's VAPID public key, then this browser's subscription saved or removed. */
  pushKey: endpoint("GET", "/api/push-subscriptions/key"),
  subscribePush: endpoint("POST", "/api/push-subscriptions"),
  unsubscribePush: endpoint("DELETE", "/api/push-subscriptions"),
} as const;
