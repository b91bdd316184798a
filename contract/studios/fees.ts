/**
 * A studio's monthly fees statement and its firing tickets (docs/decisions/0248-studio-fees-statement.md,
 * 0249-studio-tickets.md). Money travels as exact decimal strings ("4.50"), summed in whole cents, never in floats.
 */
import { z } from "zod";
import { LABELS_MAX } from "../labels/rules";
import { FEE_TEXTS as T } from "./fee-texts";

export * from "./fee-texts";

/** `2026-11`: a calendar month, read in UTC. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const FeesQuerySchema = z
  .object({
    month: z.string({ error: T.monthRequired }).trim().regex(MONTH_PATTERN, T.monthInvalid),
  })
  .strict();
export type FeesQuery = z.infer<typeof FeesQuerySchema>;

/** The month's first instant and the next month's, in UTC. */
export function monthRange(month: string): { from: Date; to: Date } {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
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

const Amount = z.object({ currency: z.string(), amount: z.string() });

export const FeeStatementSchema = z.object({
  studioId: z.number(),
  studioName: z.string(),
  month: z.string(),
  /** The studio's currency now; each request keeps the currency it was charged in. */
  currency: z.string(),
  /** "all": the owner's and staff's statement of every member; "own": a member's own. */
  scope: z.enum(["all", "own"]),
  members: z.array(
    z.object({
      /** The member's stable reference: the user id the studio's members list shows. */
      memberId: z.number(),
      firstName: z.string(),
      requests: z.array(
        z.object({
          id: z.number(),
          requestedAt: z.string(),
          pieceCode: z.string().nullable(),
          pieceName: z.string(),
          kind: z.string(),
          targetCone: z.string().nullable(),
          fee: z.string(),
          currency: z.string(),
          status: z.string(),
        }),
      ),
      /** One entry per currency charged (one, unless the studio changed its currency within the month). */
      totals: z.array(Amount),
    }),
  ),
  totals: z.array(Amount),
});
export type FeeStatement = z.infer<typeof FeeStatementSchema>;

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

const requestId = z.number({ error: T.requestIdsInvalid }).int(T.requestIdsInvalid).min(1, T.requestIdsInvalid).max(2_147_483_647, T.requestIdsInvalid);

export const TicketsBodySchema = z
  .object({
    requestIds: z
      .array(requestId, { error: T.requestIdsRequired })
      .min(1, T.requestIdsRequired)
      .max(LABELS_MAX, T.tooManyTickets(LABELS_MAX))
      .refine((ids) => new Set(ids).size === ids.length, T.requestIdsDuplicate),
    layout: z.enum(TICKET_LAYOUTS, { error: T.ticketLayoutInvalid }).default("single-2x1"),
  })
  .strict();
export type TicketsBody = z.infer<typeof TicketsBodySchema>;
export type TicketsInput = z.input<typeof TicketsBodySchema>;

/** The tickets' file name, e.g. claybook-tickets-2026-11-27.pdf. */
export const ticketsFileName = (now: Date) => `claybook-tickets-${now.toISOString().slice(0, 10)}.pdf`;
