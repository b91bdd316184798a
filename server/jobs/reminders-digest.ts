/**
 * Every five minutes, potters whose daily reminder time has come get what became due (e-mail digest, web
 * push). Each potter's time is checked in their own time zone through reminder_settings.next_digest_at.
 */
import { deliverDueReminders } from "../services/reminders/reminders-delivery";
import type { Job } from "./job";

export const remindersDigestJob: Job = {
  name: "reminders-digest",
  intervalMs: 5 * 60 * 1000,
  run: async (deps) => {
    await deliverDueReminders(deps);
  },
};
