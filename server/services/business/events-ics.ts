/**
 * The potter's market days as an iCalendar feed (RFC 5545) for their calendar app (product.md#r272): one all-day
 * event per market day, its day a calendar day (product.md#r231), so it shows on that date in every time zone. Read
 * with the session (docs/decisions/0315-market-days-and-report.md), or by a calendar app through the potter's secret
 * link (event-feed.ts, docs/decisions/0328-market-days-calendar-link.md).
 */
import { asc, eq } from "drizzle-orm";
import { BUSINESS_TEXTS as T } from "../../../contract/business/schemas";
import type { AppDeps } from "../../context";
import { marketEvents } from "../../db/schema";

/** Text escaped as RFC 5545 asks: backslash, semicolon, comma and line breaks (CRLF, LF or a lone CR). */
const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");

/** Lines folded at 75 octets, as RFC 5545 asks (continuations start with a space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += ch;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const compactDay = (day: string) => day.replace(/-/g, "");
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function eventsCalendar(deps: AppDeps, userId: number): Promise<string> {
  const rows = await deps.db.select().from(marketEvents).where(eq(marketEvents.userId, userId)).orderBy(asc(marketEvents.date), asc(marketEvents.id));
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Claybook//Market days//EN", "CALSCALE:GREGORIAN", `X-WR-CALNAME:${escapeText(T.eventCalendarName)}`,
    // How often a subscribed calendar should read the feed again (RFC 7986, and Outlook's older property).
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
  ];
  for (const e of rows) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:market-day-${e.id}@claybook`,
      // Without a METHOD, DTSTAMP is when the event last changed (RFC 5545 3.8.7.2), so the feed is stable between edits.
      `DTSTAMP:${stamp(e.updatedAt)}`,
      `DTSTART;VALUE=DATE:${compactDay(e.date)}`,
      `DTEND;VALUE=DATE:${compactDay(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.name)}`,
      ...(e.place ? [`LOCATION:${escapeText(e.place)}`] : []),
      ...(e.notes ? [`DESCRIPTION:${escapeText(e.notes)}`] : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
