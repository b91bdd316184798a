/**
 * The daily delivery (docs/decisions/0136-reminder-delivery.md). Potters whose next_digest_at has come are
 * read from its index; for each, what is due now and not yet delivered on a channel is claimed by inserting its
 * reminder_deliveries rows (unique per potter, key and channel) and sent in the same transaction. A second server or
 * a restart finds the rows and sends nothing; a failed send rolls the claim back, so the next run tries again.
 */
import { and, asc, eq, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Reminder } from "../../../contract/reminders/schemas";
import { signUnsubscribeToken } from "../../auth/unsubscribe-token";
import type { AppDeps } from "../../context";
import type { Tx } from "../../db/client";
import { reminderDeliveries, reminderSettings, users } from "../../db/schema";
import { reminderDigestMail } from "../../mail/reminder-digest";
import { pushSubscriptionsOf, sendPushReminders } from "./reminders-push";
import { dueReminders } from "./reminders-rules";
import { nextDailyTime } from "./reminders-schedule";
import { toSettingsDto } from "./reminders-settings";

const BATCH = 200;

type SettingsRow = typeof reminderSettings.$inferSelect;
interface Potter {
  settings: SettingsRow;
  email: string;
}

/** A delivery channel: sends the items it was given (already claimed) to one potter. */
type ChannelSender = (deps: AppDeps, tx: Tx, potter: Potter, items: readonly Reminder[]) => Promise<void>;

const sendEmailDigest: ChannelSender = async (deps, _tx, potter, items) => {
  await deps.mailer.send(
    reminderDigestMail({
      to: potter.email,
      appUrl: deps.config.appUrl,
      unsubscribeToken: signUnsubscribeToken(deps.config.tokenSecret, potter.settings.userId),
      items,
    }),
  );
};

const sendPush: ChannelSender = (deps, tx, potter, items) => sendPushReminders(deps, tx, potter.settings.userId, items);

/** The channels a potter has on, with their senders; push only with a browser subscribed (else nothing is claimed). */
async function channelsOf(deps: AppDeps, settings: SettingsRow): Promise<[string, ChannelSender][]> {
  const on: [string, ChannelSender][] = [];
  if (settings.emailEnabled) on.push(["email", sendEmailDigest]);
  if (settings.pushEnabled && (await pushSubscriptionsOf(deps.db, settings.userId)).length > 0) on.push(["push", sendPush]);
  return on;
}

/** Claims the items not yet delivered on `channel` (the rows this transaction inserted) and answers them. */
async function claim(tx: Tx, userId: number, channel: string, items: readonly Reminder[], now: Date): Promise<Reminder[]> {
  if (items.length === 0) return [];
  const inserted = await tx
    .insert(reminderDeliveries)
    .values(items.map((item) => ({ userId, key: item.key, channel, pieceId: item.pieceId ?? null, deliveredAt: now })))
    .onConflictDoNothing({ target: [reminderDeliveries.userId, reminderDeliveries.key, reminderDeliveries.channel] })
    .returning({ key: reminderDeliveries.key });
  const claimed = new Set(inserted.map((row) => row.key));
  return items.filter((item) => claimed.has(item.key));
}

/** Delivers one potter's due items on each channel; answers how many lines went out. */
async function deliverTo(deps: AppDeps, potter: Potter, now: Date): Promise<number> {
  const due = await dueReminders(deps.db, potter.settings.userId, toSettingsDto(potter.settings), now);
  let sent = 0;
  for (const [channel, send] of await channelsOf(deps, potter.settings)) {
    sent += await deps.db.transaction(async (tx) => {
      const fresh = await claim(tx, potter.settings.userId, channel, due, now);
      if (fresh.length > 0) await send(deps, tx, potter, fresh);
      return fresh.length;
    });
  }
  return sent;
}

/** One run of the daily job: every potter whose daily time has come. Answers the number of lines delivered. */
export async function deliverDueReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const failed: number[] = [];
  let delivered = 0;
  for (;;) {
    const batch = await deps.db
      .select({ settings: reminderSettings, email: users.email })
      .from(reminderSettings)
      .innerJoin(users, eq(users.id, reminderSettings.userId))
      .where(
        and(
          lte(reminderSettings.nextDigestAt, now),
          eq(reminderSettings.paused, false),
          or(eq(reminderSettings.emailEnabled, true), eq(reminderSettings.pushEnabled, true)),
          ne(users.accountStatus, "canceled"),
          failed.length > 0 ? notInArray(reminderSettings.id, failed) : sql`true`,
        ),
      )
      .orderBy(asc(reminderSettings.nextDigestAt), asc(reminderSettings.id))
      .limit(BATCH);
    for (const potter of batch) {
      try {
        delivered += await deliverTo(deps, potter, now);
        const next = nextDailyTime(now, potter.settings.dailyTime, potter.settings.timeZone);
        // Only moved forward from the time this run read: a potter who changed the settings meanwhile keeps theirs.
        await deps.db
          .update(reminderSettings)
          .set({ nextDigestAt: next })
          .where(and(eq(reminderSettings.id, potter.settings.id), eq(reminderSettings.nextDigestAt, potter.settings.nextDigestAt)));
      } catch (err) {
        failed.push(potter.settings.id);
        deps.logger.warn({ err, userId: potter.settings.userId }, "reminder delivery failed; it is retried on the next run");
      }
    }
    if (batch.length < BATCH) break;
  }
  if (delivered > 0) deps.logger.info({ delivered }, "reminders delivered");
  return delivered;
}
