/**
 * A studio's fees statement and firing tickets (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md).
 * Online calls: a statement or a ticket means the server's answer, so with no connection they fail at once and say so.
 */
import { useQuery } from "@tanstack/react-query";
import { feesFileName, monthIn, MONTH_PATTERN, ticketsFileName } from "../../../contract/studios/fee-rules";
import type { TicketsInput } from "../../../contract/studios/fees";
import { saveFile } from "../../lib/save-file";
import { studioKeys } from "./studio-keys";
import { studiosApi } from "./studios-api";

/**
 * This month, YYYY-MM, on the studio's calendar as the statement counts it (decision 0252); a browser that does not
 * know the zone yet (an older time zone list) opens on its UTC month rather than failing.
 */
export function thisMonth(timeZone: string, now = new Date()): string {
  try {
    return monthIn(now, timeZone);
  } catch {
    return now.toISOString().slice(0, 7);
  }
}

export function useFeeStatement(studioId: number, month: string) {
  return useQuery({
    queryKey: studioKeys.fees(studioId, month),
    queryFn: ({ signal }) => studiosApi.fees({ params: { id: studioId }, query: { month } }, { signal }),
    enabled: MONTH_PATTERN.test(month),
  });
}

export async function downloadFeesCsv(studioId: number, studioName: string, month: string): Promise<void> {
  const csv = await studiosApi.feesCsv({ params: { id: studioId }, query: { month } });
  await saveFile(csv, feesFileName(studioName, month), "text/csv");
}

/** Tickets for many requests take a few seconds on a busy server, as labels do. */
const TICKETS_TIMEOUT_MS = 120_000;

export async function printTickets(studioId: number, body: TicketsInput, signal?: AbortSignal): Promise<void> {
  const pdf = await studiosApi.tickets({ params: { id: studioId }, body }, { signal, timeoutMs: TICKETS_TIMEOUT_MS });
  await saveFile(pdf, ticketsFileName(new Date()), "application/pdf");
}
