import { BellOffIcon, CheckIcon, ClockIcon, FlameIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import { nextStage, REMINDER_KINDS, SNOOZE_DAYS, type ReminderKind } from "../../../contract/reminders/rules";
import type { Reminder } from "../../../contract/reminders/schemas";
import { REMINDER_GROUP_TITLES, REMINDER_TEXTS as T, reminderNote, reminderPath } from "../../../contract/reminders/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { UNDO_TEXTS } from "../../../contract/common/texts";
import { useDismissReminder, useDueReminders, useRecordNextStage, useSnoozeReminder, useUndoReminderAction } from "./reminders-api";
import { TodaySnoozed } from "./today-snoozed";

/**
 * The item leaves the list at once (optimistic), unmounting its buttons, so the outcome is read from the call's
 * promise: callbacks passed to mutate() would never run.
 */
const settle = <A,>(call: Promise<A>, done: string, undo: (answer: A) => Promise<unknown>) =>
  call.then(
    (answer) =>
      toast({
        title: done,
        action: { label: UNDO_TEXTS.undo, onSelect: () => void undo(answer).catch(() => toast({ title: T.actionFailed, variant: "destructive" })) },
      }),
    () => toast({ title: T.actionFailed, variant: "destructive" }),
  );

function ReminderItem({ item }: { item: Reminder }) {
  const record = useRecordNextStage();
  const snooze = useSnoozeReminder();
  const dismiss = useDismissReminder();
  const undo = useUndoReminderAction();
  const firing = item.firingId !== undefined;
  const notice = item.kind === "studio-fired";
  const name = firing ? [item.firingTitle, item.kilnName].filter(Boolean).join(" · ") : (item.pieceName ?? "");
  const next = item.stage ? nextStage(item.stage, item.pieceType ?? "") : null;
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <div className="grid gap-1">
          <Link to={reminderPath(item)} className="flex min-h-11 items-center text-base font-semibold underline-offset-4 hover:underline">
            {name}
          </Link>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ClockIcon className="size-4" aria-hidden="true" />
            {reminderNote(item)}
          </p>
          {item.location ? (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon className="size-4" aria-hidden="true" />
              {item.location}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {firing ? (
            <Button asChild className="min-h-11">
              <Link to={reminderPath(item)} aria-label={`${item.kind === "firing-unload" ? T.recordWhatCameOut : T.openFiring}: ${name}`}>
                <FlameIcon className="size-4" aria-hidden="true" />
                {item.kind === "firing-unload" ? T.recordWhatCameOut : T.openFiring}
              </Link>
            </Button>
          ) : null}
          {next ? (
            <Button
              className="min-h-11"
              aria-label={`${T.recordStage(next)}: ${name}`}
              onClick={() =>
                void settle(record.mutateAsync(item), T.recorded(name, next), (entry) => undo.mutateAsync({ entryId: (entry as { id: number }).id }))
              }
            >
              <CheckIcon className="size-4" aria-hidden="true" />
              {T.recordStage(next)}
            </Button>
          ) : null}
          {/* A studio's notice is news, not a piece waiting: nothing to snooze, only "Got it" (product.md#r249). */}
          {notice ? null : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" className="min-h-11" aria-label={`${T.snoozeMenu}: ${name}`}>
                  <ClockIcon className="size-4" aria-hidden="true" />
                  {T.snoozeMenu}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {SNOOZE_DAYS.map((days) => (
                  <DropdownMenuItem
                    key={days}
                    className="min-h-11"
                    onSelect={() => void settle(snooze.mutateAsync({ key: item.key, days }), T.snoozed(days), () => undo.mutateAsync({ key: item.key }))}
                  >
                    {T.snoozeFor(days)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
          <Button
            variant="ghost"
            className="min-h-11"
            aria-label={`${notice ? T.gotIt : T.notAConcern}: ${name}`}
            onClick={() => void settle(dismiss.mutateAsync(item.key), T.dismissed, () => undo.mutateAsync({ key: item.key }))}
          >
            <BellOffIcon className="size-4" aria-hidden="true" />
            {notice ? T.gotIt : T.notAConcern}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** Today (product.md#r173): what is due now, grouped by what the piece waits for, each with one-tap actions. */
export default function TodayScreen() {
  const { data, isPending, isError, refetch } = useDueReminders();
  const groups = REMINDER_KINDS.map((kind) => [kind, (data ?? []).filter((r) => r.kind === kind)] as [ReminderKind, Reminder[]]).filter(
    ([, items]) => items.length > 0,
  );
  return (
    <PageContainer>
      <PageHeader title={T.todayTitle} subtitle={T.todaySubtitle} />
      {isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label={T.todayTitle}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-destructive">{T.todayLoadError}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try Again
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{T.todayEmpty}</p>
      ) : (
        <div className="grid gap-6">
          {groups.map(([kind, items]) => (
            <section key={kind} aria-labelledby={`today-${kind}`} className="grid gap-3">
              <h2 id={`today-${kind}`} className="text-lg font-semibold">
                {REMINDER_GROUP_TITLES[kind]} <span className="text-muted-foreground">({items.length})</span>
              </h2>
              <ul className="grid gap-3">
                {items.map((item) => (
                  <ReminderItem key={item.key} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {isPending || isError ? null : (
        <div className="mt-6">
          <TodaySnoozed />
        </div>
      )}
    </PageContainer>
  );
}
