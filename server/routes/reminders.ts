import { REMINDERS_ROUTES } from "../../contract/reminders/routes";
import { REMINDER_TEXTS } from "../../contract/reminders/texts";
import { currentUser } from "../auth/middleware";
import type { ApiApp } from "../context";
import { apiRoute } from "../http/api-route";
import { dismissReminder, listReminders, listSnoozedReminders, snoozeReminder, unmuteReminder } from "../services/reminders/reminders";
import { upcomingReminders } from "../services/reminders/reminders-upcoming";
import { subscribePush, unsubscribePush } from "../services/reminders/reminders-push";
import { getReminderSettings, updateReminderSettings } from "../services/reminders/reminders-settings";

const tags = ["Reminders"];
const R = REMINDERS_ROUTES;

const list = apiRoute(R.list, {
  access: "content",
  tags,
  summary: "What is due now (pieces in a stage longer than the potter's threshold), for the Today view and the count",
  errors: [],
});
const upcoming = apiRoute(R.upcoming, {
  access: "content",
  tags,
  summary: "The reminders ahead: one a day at the potter's daily time for the next 60 days, for the app to schedule on the device",
  errors: [],
});
const snoozed = apiRoute(R.snoozed, {
  access: "content",
  tags,
  summary: "What a snooze holds back now, for Today's Snoozed list; each is lifted with DELETE …/mute",
  errors: [],
});
const snooze = apiRoute(R.snooze, { access: "content", tags, summary: "Snooze a reminder for 1, 3 or 7 days", errors: [400, 404] });
const dismiss = apiRoute(R.dismiss, {
  access: "content",
  tags,
  summary: "'Not a concern': no more reminders for that piece in that stage",
  errors: [400, 404],
});
const unmute = apiRoute(R.unmute, {
  access: "content",
  tags,
  summary: "Undo a snooze or 'not a concern': the reminder is due again",
  errors: [400, 404],
});
// Signed-in (not content): a potter whose trial ended can still turn reminder e-mails off.
const getSettings = apiRoute(R.getSettings, { access: "signed-in", tags, summary: "The potter's reminder settings (defaults until saved)", errors: [] });
const updateSettings = apiRoute(R.updateSettings, {
  access: "signed-in",
  tags,
  summary: "Save thresholds (days, or null for off), channels, daily time, time zone or pause",
  answerDescription: "The saved reminder settings",
  errors: [400],
});

const pushKey = apiRoute(R.pushKey, { access: "signed-in", tags, summary: "The server's VAPID public key for PushManager.subscribe", errors: [] });
const subscribe = apiRoute(R.subscribePush, {
  access: "signed-in",
  tags,
  summary: "Save this browser's push subscription (https endpoint, at most 2 KB)",
  answerDescription: "Saved",
  errors: [400],
});
const unsubscribe = apiRoute(R.unsubscribePush, { access: "signed-in", tags, summary: "Remove this browser's push subscription", errors: [400] });

export function registerRemindersRoutes(app: ApiApp): void {
  app.openapi(list, async (c) => c.json(await listReminders(c.get("deps"), currentUser(c).id), 200));
  app.openapi(upcoming, async (c) => c.json(await upcomingReminders(c.get("deps"), currentUser(c).id), 200));
  app.openapi(snoozed, async (c) => c.json(await listSnoozedReminders(c.get("deps"), currentUser(c).id), 200));
  app.openapi(snooze, async (c) => {
    const { days } = c.req.valid("json");
    await snoozeReminder(c.get("deps"), currentUser(c).id, c.req.valid("param").key, days);
    return c.json({ message: REMINDER_TEXTS.snoozed(days) }, 200);
  });
  app.openapi(dismiss, async (c) => {
    await dismissReminder(c.get("deps"), currentUser(c).id, c.req.valid("param").key);
    return c.json({ message: REMINDER_TEXTS.dismissed }, 200);
  });
  app.openapi(unmute, async (c) => {
    await unmuteReminder(c.get("deps"), currentUser(c).id, c.req.valid("param").key);
    return c.json({ message: REMINDER_TEXTS.unmuted }, 200);
  });
  app.openapi(pushKey, (c) => c.json({ publicKey: c.get("deps").push.publicKey }, 200));
  app.openapi(subscribe, async (c) => {
    await subscribePush(c.get("deps"), currentUser(c).id, c.req.valid("json"));
    return c.json({ message: REMINDER_TEXTS.pushSaved }, 201);
  });
  app.openapi(unsubscribe, async (c) => {
    await unsubscribePush(c.get("deps"), currentUser(c).id, c.req.valid("json").endpoint);
    return c.json({ message: REMINDER_TEXTS.pushRemoved }, 200);
  });
  app.openapi(getSettings, async (c) => c.json(await getReminderSettings(c.get("deps"), currentUser(c).id), 200));
  app.openapi(updateSettings, async (c) => c.json(await updateReminderSettings(c.get("deps"), currentUser(c).id, c.req.valid("json")), 200));
}
