/**
 * Reminders (product.md#r170–r173): the due list, its one-tap actions and the settings. Every action refreshes the due
 * list (and recording a stage the pieces too), so the Today view and the bottom bar's count drop at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushSubscriptionBody, Reminder, ReminderSettings, ReminderSettingsPatch, SnoozeDays } from "../../../contract/reminders/schemas";
import { nextStage } from "../../../contract/reminders/rules";
import { DEFAULT_LOCATION } from "../../../contract/stages/texts";
import { pieceKeys } from "../pieces/piece-keys";
import { stagesApi } from "../stages/stages-queries";
import { deviceReminders } from "./device-reminders";
import { subscribeThisDevice, unsubscribeThisDevice } from "./push-device";
import { reminderKeys } from "./reminders-keys";
import { dueQuery, remindersApi } from "./reminders-queries";

export function useDueReminders() {
  return useQuery({ ...dueQuery, select: (answer) => answer.data });
}

/** What a snooze holds back now, for Today's Snoozed list (product.md#r248). */
export function useSnoozedReminders() {
  return useQuery({ queryKey: reminderKeys.snoozed, queryFn: ({ signal }) => remindersApi.snoozed({}, { signal }), select: (answer) => answer.data });
}

/** Takes the item out of the cached list at once; the list is asked again when the call settles. */
function useReminderAction<V>(call: (vars: V) => Promise<unknown>, keyOf: (vars: V) => string, alsoPieces = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onMutate: async (vars) => {
      await client.cancelQueries({ queryKey: reminderKeys.due });
      const before = client.getQueryData<{ data: Reminder[] }>(reminderKeys.due);
      if (before) client.setQueryData(reminderKeys.due, { data: before.data.filter((r) => r.key !== keyOf(vars)) });
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(reminderKeys.due, context.before);
    },
    // A recorded stage changes the piece, its history and the lists: every pieces key.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reminderKeys.due }),
        client.invalidateQueries({ queryKey: reminderKeys.snoozed }),
        alsoPieces ? client.invalidateQueries({ queryKey: pieceKeys.all }) : undefined,
      ]),
  });
}

export function useSnoozeReminder() {
  return useReminderAction(
    ({ key, days }: { key: string; days: SnoozeDays }) => remindersApi.snooze({ params: { key }, body: { days } }),
    (vars) => vars.key,
  );
}

export function useDismissReminder() {
  return useReminderAction((key: string) => remindersApi.dismiss({ params: { key } }), (key) => key);
}

/**
 * Undo of Today's one-tap actions (docs/decisions/0196-the-lows.md): a snooze or 'not a concern' is lifted; a recorded
 * stage's entry is removed. The due list and, for a stage, the pieces are asked again.
 */
export function useUndoReminderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (undo: { key: string } | { entryId: number }) =>
      "key" in undo ? remindersApi.unmute({ params: { key: undo.key } }) : stagesApi.remove({ params: { id: undo.entryId } }),
    onSettled: (_answer, _error, undo) =>
      Promise.all([
        client.invalidateQueries({ queryKey: reminderKeys.due }),
        client.invalidateQueries({ queryKey: reminderKeys.snoozed }),
        "entryId" in undo ? client.invalidateQueries({ queryKey: pieceKeys.all }) : undefined,
      ]),
  });
}

/** The next stage on the piece's board, dated now, at the piece's current location (product.md#r173). */
export function useRecordNextStage() {
  return useReminderAction(
    (item: Reminder) =>
      stagesApi.create({
        body: {
          pieceId: item.pieceId!,
          stage: nextStage(item.stage!, item.pieceType ?? ""),
          date: new Date().toISOString(),
          location: item.location ?? DEFAULT_LOCATION,
        },
      }),
    (item) => item.key,
    true,
  );
}

export function useReminderSettings() {
  return useQuery({ queryKey: reminderKeys.settings, queryFn: ({ signal }) => remindersApi.getSettings({}, { signal }) });
}

export function useUpdateReminderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ReminderSettingsPatch) => remindersApi.updateSettings({ body: patch }),
    onSuccess: (settings: ReminderSettings) => {
      client.setQueryData(reminderKeys.settings, settings);
      // New thresholds change what is due.
      void client.invalidateQueries({ queryKey: reminderKeys.due });
    },
  });
}

/**
 * Notifications on this device: the browser's subscription made with the server's key and saved, and the push
 * channel switched on for the potter (docs/decisions/0138-web-push.md).
 */
export function useTurnPushOn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await remindersApi.pushKey({});
      const subscription = await subscribeThisDevice(publicKey);
      await remindersApi.subscribePush({ body: subscription as PushSubscriptionBody });
      const settings = client.getQueryData<ReminderSettings>(reminderKeys.settings);
      if (!settings?.channels.push) client.setQueryData(reminderKeys.settings, await remindersApi.updateSettings({ body: { channels: { push: true } } }));
    },
  });
}

/** Ends this browser's subscription and tells the server to forget it; the potter's other devices keep theirs. */
export function useTurnPushOff() {
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await remindersApi.unsubscribePush({ body: { endpoint } });
    },
  });
}

/**
 * At sign-out in a browser: this browser's subscription ends and the server forgets it, so the potter's reminders stop
 * coming to a browser they left, and its endpoint is free for whoever signs in next
 * (docs/decisions/0181-push-endpoint-takeover.md). Best effort: sign-out never waits on it failing.
 */
export async function forgetPushOnSignOut(): Promise<void> {
  try {
    const endpoint = await unsubscribeThisDevice();
    if (endpoint) await remindersApi.unsubscribePush({ body: { endpoint } });
  } catch {
    // No connection or no service worker: the push service answers 410 for the ended subscription, which removes it.
  }
}

/** After each sync on the native app: the reminders ahead scheduled on the phone, if the potter turned them on here. */
export function scheduleDeviceReminders(account: number): Promise<void> {
  return deviceReminders.schedule(account, async () =>
    (await remindersApi.upcoming({})).data.map((n) => ({ at: new Date(n.at), title: n.title, body: n.body, url: n.url })),
  );
}
