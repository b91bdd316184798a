/** A piece's fate as the API carries it (product.md#r180, docs/decisions/0200-piece-fate.md). */
import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { STAGES } from "../stages/texts";
import { FATE_CAUSES, FATE_FILTERS, FATE_TEXTS, FATES } from "./fate-texts";

export * from "./fate-texts";

/** How the piece ended, when, and the stage it was at then; `firingId` when a firing's outcome set it. */
export const PieceFateSchema = z.object({
  fate: z.enum(FATES),
  cause: z.enum(FATE_CAUSES).nullable(),
  note: z.string().nullable(),
  at: IsoDate,
  stage: z.enum(STAGES),
  firingId: z.number().int().nullable(),
});
export type PieceFate = z.infer<typeof PieceFateSchema>;

const fateDate = z
  .string()
  .trim()
  .max(40, FATE_TEXTS.dateInvalid)
  .refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && t >= Date.UTC(1900, 0, 1) && t < Date.UTC(2200, 0, 1);
  }, FATE_TEXTS.dateInvalid);

/**
 * PUT /api/pieces/{id}/fate: a lost piece needs a cause, a reclaimed one has none. The date defaults to now; the
 * stage is the piece's current stage, set by the server.
 */
export const SetFateBodySchema = z
  .object({
    fate: z.enum(FATES, { error: FATE_TEXTS.fateInvalid }),
    cause: z.enum(FATE_CAUSES, { error: FATE_TEXTS.causeInvalid }).nullable().optional(),
    note: z
      .string()
      .max(LIMITS.notes, FATE_TEXTS.noteTooLong)
      .nullable()
      .optional()
      .transform((v) => (v && v.trim() !== "" ? v.trim() : null)),
    at: fateDate.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.fate === "lost" && !body.cause) ctx.addIssue({ code: "custom", message: FATE_TEXTS.causeRequired, path: ["cause"] });
    if (body.fate === "reclaimed" && body.cause) ctx.addIssue({ code: "custom", message: FATE_TEXTS.causeOnlyLost, path: ["cause"] });
  });
export type SetFateBody = z.input<typeof SetFateBodySchema>;
export type SetFateInput = z.output<typeof SetFateBodySchema>;

/** GET /api/pieces?fate=: the Lost & reclaimed list (both, or one fate); without it the list holds no ended piece. */
export const FateFilterSchema = z.enum(FATE_FILTERS, { error: FATE_TEXTS.filterInvalid });
