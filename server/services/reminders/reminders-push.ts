/**
 * Web Push subscriptions and sending (docs/decisions/0138-web-push.md). One row per endpoint, of a known push service
 * only. A browser that subscribes again keeps its row; another potter's subscribe moves it only when it proves it is
 * the same browser, with the same keys (docs/decisions/0181-push-endpoint-takeover.md). A push service's 404 or 410
 * removes it.
 */
import { and, eq, or } from "drizzle-orm";
import { isKnownPushService } from "../../../contract/reminders/push-services";
import { REMINDER_TEXTS } from "../../../contract/reminders/texts";
import { REMINDER_GROUP_TITLES, reminderLine, reminderSubject, TODAY_PATH, type Reminder } from "../../../contract/reminders/schemas";
import type { AppDeps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Saves this browser's subscription. An endpoint another potter holds is moved to the caller only with the same keys
 * (p256dh and auth, which only that browser and this server know): the same browser, now signed in as someone else.
 * Otherwise it stays where it is, and the answer is the same as for a save, so a caller learns nothing about it.
 */
export async function subscribePush(deps: AppDeps, userId: number, body: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  if (!isKnownPushService(body.endpoint, deps.config.pushTestHosts)) {
    throw AppError.badRequest(REMINDER_TEXTS.pushServiceUnknown, { endpoint: REMINDER_TEXTS.pushServiceUnknown });
  }
  const values = { userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
  // One statement, so two subscribes at once cannot both decide on a stale read.
  await deps.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: deps.now() })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        and(eq(pushSubscriptions.p256dh, body.keys.p256dh), eq(pushSubscriptions.auth, body.keys.auth)),
      ),
    });
}

/** Removes the caller's subscription for that endpoint; another potter's is left alone (and the answer is the same). */
export async function unsubscribePush(deps: AppDeps, userId: number, endpoint: string): Promise<void> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function pushSubscriptionsOf(db: DbOrTx, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** What the notification shows; the service worker opens `url` on a tap (public/push-sw.js). */
export function pushPayload(items: readonly Reminder[]): string {
  const first = items[0]!;
  return JSON.stringify({
    title: reminderSubject(items),
    body:
      items.length === 1
        ? `${reminderLine(first)} (${REMINDER_GROUP_TITLES[first.kind].toLowerCase()})`
        : items.map((i) => i.pieceName ?? i.firingTitle ?? "").join(", "),
    url: TODAY_PATH,
    tag: "claybook-reminders",
  });
}

/**
 * Sends one notification for `items` to each of the potter's browsers; expired ones are removed. Throws (so the claim
 * is rolled back and retried) only when no browser accepted it and at least one failed for another reason.
 */
export async function sendPushReminders(deps: AppDeps, tx: DbOrTx, userId: number, items: readonly Reminder[]): Promise<void> {
  const payload = pushPayload(items);
  let sent = 0;
  let failure: unknown = null;
  for (const sub of await pushSubscriptionsOf(tx, userId)) {
    try {
      const outcome = await deps.push.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload);
      if (outcome === "gone") await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      else sent += 1;
    } catch (err) {
      failure = err;
    }
  }
  if (sent === 0 && failure) throw failure;
}
