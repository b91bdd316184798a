import { BellIcon, ChevronRightIcon } from "lucide-react";
import { Link } from "react-router";
import { TODAY_PATH } from "../../../contract/reminders/rules";
import { REMINDER_TEXTS as T } from "../../../contract/reminders/texts";
import { useDueCount } from "./reminders-queries";

/** The card at the top of My Pieces that leads to Today (product.md#r173); shown only when something is due. */
export function TodayCard() {
  const count = useDueCount();
  if (!count) return null;
  return (
    <Link
      to={TODAY_PATH}
      className="flex min-h-14 items-center gap-3 rounded-xl border border-primary/40 bg-primary/10 px-4 py-3 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <BellIcon className="size-5 text-primary" aria-hidden="true" />
      <span className="flex-1">{T.todayCard(count)}</span>
      <span className="rounded-full bg-primary px-2 py-0.5 text-sm text-primary-foreground">{count}</span>
      <ChevronRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}
