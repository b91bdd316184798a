/**
 * The reminders' client and the due list's query, small enough for the shell: the bottom bar's My Pieces count and
 * the Today card read it without the area's mutations.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { REMINDERS_ENDPOINTS } from "../../../contract/reminders/endpoints";
import type { RemindersRoutes } from "../../../contract/reminders/routes";
import { areaClient } from "../../lib/api-client";
import { reminderKeys } from "./reminders-keys";

export const remindersApi = areaClient<RemindersRoutes>(
  REMINDERS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/reminders/routes").then((m) => m.REMINDERS_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

/** A minute: the count follows the potter's own changes at once (they invalidate it) and the clock within a minute. */
const DUE_STALE_MS = 60_000;

export const dueQuery = queryOptions({
  queryKey: reminderKeys.due,
  queryFn: ({ signal }) => remindersApi.list({}, { signal }),
  staleTime: DUE_STALE_MS,
});

/** The number of due items, or undefined while unknown (the badge then shows nothing). */
export function useDueCount(enabled = true): number | undefined {
  const { data } = useQuery({ ...dueQuery, enabled, select: (answer) => answer.data.length });
  return data;
}
