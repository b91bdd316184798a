/**
 * The fees statement's and tickets' pure rules (docs/decisions/0248-studio-fees-statement.md, 0249-studio-tickets.md),
 * free of zod so screens need no schema library. Money is summed in whole cents, never in floats.
 */
/** `2026-11`: a calendar month, read in the studio's time zone (docs/decisions/0252-studio-time-zone.md). */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The months a statement can ask for: year 0 and year 9999's next month are outside what the database's timestamps and
 * the time-zone arithmetic take, and no studio has fees before 1970 (docs/decisions/0295-studio-fee-limits.md).
 */
export const inMonthRange = (month: string): boolean => month >= "1970-01" && month <= "2999-12";

/** The month (YYYY-MM) an instant falls in on the studio's calendar: what its fees screen opens on. */
export function monthIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}`;
}

/** "4.50" → 450, exactly: the text of a numeric(10,2), never through a float. */
export function toCents(amount: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!m) throw new Error(`not an amount: ${amount}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** 450 → "4.50". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The CSV's file name, e.g. claybook-fees-clay-commons-2026-11.csv (ASCII, so every browser keeps it). */
export function feesFileName(studioName: string, month: string): string {
  const slug =
    studioName
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "studio";
  return `claybook-fees-${slug}-${month}.csv`;
}

/** Layouts a ticket prints on: the label layouts with a QR code (the code sheet has none). */
export const TICKET_LAYOUTS = ["single-2x1", "letter-30", "a4-24"] as const;
export type TicketLayout = (typeof TICKET_LAYOUTS)[number];

/** The tickets' file name, e.g. claybook-tickets-2026-11-27.pdf: the day on the potter's own calendar, not UTC's (product.md#r249). */
export const ticketsFileName = (now: Date) => {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `claybook-tickets-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.pdf`;
};
