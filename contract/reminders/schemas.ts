import { z } from "zod";
import { IsoDate } from "../common/schemas";
import { REMINDER_KINDS, REMINDER_KEY_PATTERN, REMINDER_STAGES, SNOOZE_DAYS, THRESHOLD_MAX_DAYS, THRESHOLD_MIN_DAYS } from "./rules";
import { REMINDER_TEXTS } from "./texts";

export * from "./rules";
export * from "./texts";

const threshold = z
  .number({ error: REMINDER_TEXTS.thresholdRange })
  .int(REMINDER_TEXTS.thresholdRange)
  .min(THRESHOLD_MIN_DAYS, REMINDER_TEXTS.thresholdRange)
  .max(THRESHOLD_MAX_DAYS, REMINDER_TEXTS.thresholdRange)
  .nullable();

export const ThresholdsSchema = z.object({ Formed: threshold, Trimmed: threshold, Bisqued: threshold, Glazed: threshold });
export const ChannelsSchema = z.object({ email: z.boolean(), push: z.boolean() });

const dailyTime = z.string({ error: REMINDER_TEXTS.dailyTimeFormat }).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, REMINDER_TEXTS.dailyTimeFormat);

/** An IANA zone the runtime knows (Intl throws a RangeError for any other). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, the one validator of every zone the API takes (a potter's reminders, a studio's months). */
export const TimeZoneSchema = z.string({ error: REMINDER_TEXTS.timeZoneUnknown }).refine(isKnownTimeZone, REMINDER_TEXTS.timeZoneUnknown);

export const ReminderSettingsSchema = z.object({
  thresholds: ThresholdsSchema,
  channels: ChannelsSchema,
  dailyTime: z.string(),
  timeZone: z.string(),
  paused: z.boolean(),
  /** False until the potter first saves them: the zone is then the default, and the screen saves the device's (product.md#r235). */
  saved: z.boolean(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** Any part may be sent; thresholds and channels may be sent in part too. Unknown fields (and channels) are refused. */
export const ReminderSettingsPatchSchema = z
  .object({
    thresholds: ThresholdsSchema.partial().strict().optional(),
    channels: ChannelsSchema.partial().strict().optional(),
    dailyTime: dailyTime.optional(),
    timeZone: TimeZoneSchema.optional(),
    paused: z.boolean().optional(),
  })
  .strict();
export type ReminderSettingsPatch = z.infer<typeof ReminderSettingsPatchSchema>;

export const ReminderSchema = z.object({
  key: z.string(),
  kind: z.enum(REMINDER_KINDS),
  pieceId: z.number().optional(),
  firingId: z.number().optional(),
  stage: z.enum(REMINDER_STAGES).optional(),
  daysInStage: z.number().optional(),
  dueSince: IsoDate,
  /** What the Today view shows without loading each piece: its name, forming method and current location. */
  pieceName: z.string().optional(),
  pieceType: z.string().optional(),
  location: z.string().optional(),
  /** A firing's reminder: what the firing is called on its screen ('Bisque firing'), and its kiln's name. */
  firingTitle: z.string().optional(),
  kilnName: z.string().optional(),
  /** A piece the member's studio fired: the studio's name and what came out (decision 0231). */
  studioName: z.string().optional(),
  outcome: z.string().optional(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

export const ReminderListSchema = z.object({ data: z.array(ReminderSchema) });
export type ReminderList = z.infer<typeof ReminderListSchema>;

/**
 * One notification the native app schedules on the device (docs/decisions/0138-web-push.md "Native"): at the potter's
 * daily time on a day when something becomes due, how many pieces need them then, and the newly due ones by name.
 */
export const UpcomingReminderSchema = z.object({ at: IsoDate, count: z.number().int(), title: z.string(), body: z.string(), url: z.string() });
export const UpcomingRemindersSchema = z.object({ data: z.array(UpcomingReminderSchema) });
export type UpcomingReminders = z.infer<typeof UpcomingRemindersSchema>;

export const ReminderKeyParamSchema = z.object({
  key: z.string().regex(REMINDER_KEY_PATTERN, REMINDER_TEXTS.keyInvalid),
});

export const SnoozeBodySchema = z
  .object({
    days: z.union([z.literal(SNOOZE_DAYS[0]), z.literal(SNOOZE_DAYS[1]), z.literal(SNOOZE_DAYS[2])], { error: REMINDER_TEXTS.snoozeDays }),
  })
  .strict();

/** A browser's push subscription (PushSubscription.toJSON()): an https endpoint, the whole at most 2 KB. */
export const PUSH_SUBSCRIPTION_MAX_BYTES = 2048;

const httpsEndpoint = z
  .string({ error: REMINDER_TEXTS.pushEndpointHttps })
  .max(PUSH_SUBSCRIPTION_MAX_BYTES, REMINDER_TEXTS.pushTooLarge)
  .refine((v) => {
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  }, REMINDER_TEXTS.pushEndpointHttps);

const pushKey = z
  .string({ error: REMINDER_TEXTS.pushKeysRequired })
  .min(1, REMINDER_TEXTS.pushKeysRequired)
  .max(PUSH_SUBSCRIPTION_MAX_BYTES, REMINDER_TEXTS.pushTooLarge)
  .regex(/^[A-Za-z0-9_=-]+$/, REMINDER_TEXTS.pushKeysRequired);

export const PushSubscriptionBodySchema = z
  .object({
    endpoint: httpsEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: pushKey, auth: pushKey }, { error: REMINDER_TEXTS.pushKeysRequired }).strict(),
  })
  .strict()
  .refine((v) => JSON.stringify(v).length <= PUSH_SUBSCRIPTION_MAX_BYTES, { message: REMINDER_TEXTS.pushTooLarge, path: ["endpoint"] });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z.object({ endpoint: httpsEndpoint }).strict();

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export const PushKeySchema = z.object({ publicKey: z.string() });
