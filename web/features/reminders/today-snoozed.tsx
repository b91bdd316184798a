/**
 * Today's Snoozed list (product.md#r248): what a snooze holds back, closed under "Snoozed (N)" so the due list stays
 * first; Unsnooze lifts the snooze at once and the item is back on Today.
 */
import { AlarmClockOffIcon, ChevronDownIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { REMINDER_TEXTS as T, reminderNote, reminderPath } from "../../../contract/reminders/texts";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useSnoozedReminders, useUndoReminderAction } from "./reminders-api";

export function TodaySnoozed() {
  const snoozed = useSnoozedReminders();
  const unsnooze = useUndoReminderAction();
  const [open, setOpen] = useState(false);
  const items = snoozed.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={T.snoozedList(items.length)} className="grid gap-3">
      <Button variant="ghost" className="min-h-11 justify-self-start" aria-expanded={open} onClick={() => setOpen(!open)}>
        <ChevronDownIcon className={open ? "size-4 rotate-180" : "size-4"} aria-hidden="true" />
        {T.snoozedList(items.length)}
      </Button>
      {open ? (
        <ul className="grid gap-2">
          {items.map((item) => {
            const name = item.firingId !== undefined ? [item.firingTitle, item.kilnName].filter(Boolean).join(" · ") : (item.pieceName ?? "");
            return (
              <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
                <span className="grid">
                  <Link to={reminderPath(item)} className="flex min-h-11 items-center font-medium underline-offset-4 hover:underline">
                    {name}
                  </Link>
                  <span className="text-sm text-muted-foreground">{reminderNote(item)}</span>
                </span>
                <Button
                  variant="outline"
                  className="min-h-11"
                  aria-label={`${T.unsnooze}: ${name}`}
                  disabled={unsnooze.isPending}
                  onClick={() =>
                    unsnooze.mutate(
                      { key: item.key },
                      { onSuccess: () => toast({ title: T.unsnoozed(name) }), onError: () => toast({ title: T.actionFailed, variant: "destructive" }) },
                    )
                  }
                >
                  <AlarmClockOffIcon className="size-4" aria-hidden="true" />
                  {T.unsnooze}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
