/**
 * A studio's monthly fees statement and its firing tickets (docs/decisions/0248-studio-fees-statement.md,
 * 0249-studio-tickets.md). Money travels as exact decimal strings ("4.50"), summed in whole cents, never in floats.
 */
import { z } from "zod";
import { LABELS_MAX } from "../labels/rules";
import { inMonthRange, MONTH_PATTERN, TICKET_LAYOUTS } from "./fee-rules";
import { FEE_TEXTS as T } from "./fee-texts";

export * from "./fee-rules";
export * from "./fee-texts";

export const FeesQuerySchema = z
  .object({
    month: z
      .string({ error: T.monthRequired })
      .trim()
      .regex(MONTH_PATTERN, T.monthInvalid)
      .refine((m) => inMonthRange(m), T.monthOutOfRange),
  })
  .strict();
export type FeesQuery = z.infer<typeof FeesQuerySchema>;

const Amount = z.object({ currency: z.string(), amount: z.string() });

export const FeeStatementSchema = z.object({
  studioId: z.number(),
  studioName: z.string(),
  month: z.string(),
  /** The studio's IANA time zone: the month runs from local midnight on the 1st to the next 1st's (decision 0252). */
  timeZone: z.string(),
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
          /** The instant it was sent (ISO, UTC); its day on the statement is the day in `timeZone`. */
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
