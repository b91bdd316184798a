import { withSchemas } from "../common/route-table";
import { OkSchema } from "../common/schemas";
import { REMINDERS_ENDPOINTS } from "./endpoints";
import {
  PushKeySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  ReminderKeyParamSchema, ReminderListSchema, UpcomingRemindersSchema, ReminderSettingsPatchSchema, ReminderSettingsSchema, SnoozeBodySchema } from "./schemas";

export const REMINDERS_ROUTES = withSchemas(REMINDERS_ENDPOINTS, {
  list: { answer: ReminderListSchema },
  upcoming: { answer: UpcomingRemindersSchema },
  snoozed: { answer: ReminderListSchema },
  snooze: { params: ReminderKeyParamSchema, body: SnoozeBodySchema, answer: OkSchema },
  dismiss: { params: ReminderKeyParamSchema, answer: OkSchema },
  unmute: { params: ReminderKeyParamSchema, answer: OkSchema },
  getSettings: { answer: ReminderSettingsSchema },
  updateSettings: { body: ReminderSettingsPatchSchema, answer: ReminderSettingsSchema },
  pushKey: { answer: PushKeySchema },
  subscribePush: { body: PushSubscriptionBodySchema, answer: OkSchema, status: 201 },
  unsubscribePush: { body: PushUnsubscribeBodySchema, answer: OkSchema },
});
export type RemindersRoutes = typeof REMINDERS_ROUTES;
