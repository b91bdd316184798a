import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { canonicalStage, STAGE_HISTORY_LIMIT_MAX, STAGE_TEXTS } from "./texts";

export * from "./texts";

const stageField = z
  .string({ error: STAGE_TEXTS.stageRequired })
  .trim()
  .min(1, STAGE_TEXTS.stageRequired)
  .transform((value, ctx) => {
    const stage = canonicalStage(value);
    if (!stage) {
      ctx.addIssue({ code: "custom", message: STAGE_TEXTS.stageUnknown });
      return z.NEVER;
    }
    return stage;
  });

const locationField = z
  .string({ error: STAGE_TEXTS.locationRequired })
  .trim()
  .min(1, STAGE_TEXTS.locationRequired)
  .max(LIMITS.name, STAGE_TEXTS.locationTooLong);

const notesField = z
  .string()
  .max(LIMITS.notes, STAGE_TEXTS.notesTooLong)
  .nullable()
  .transform((v) => (v && v.trim() !== "" ? v : null));

/** Dates between 1900 and 2200: a typo like year 20266 is refused rather than stored. */
const dateField = z
  .string()
  .trim()
  .max(40, STAGE_TEXTS.invalidDate)
  .refine((v) => {
    const t = Date.parse(v);
    return Number.isFinite(t) && t >= Date.UTC(1900, 0, 1) && t < Date.UTC(2200, 0, 1);
  }, STAGE_TEXTS.invalidDate)
  .transform((v) => new Date(v));

const pieceIdField = z
  .number({ error: STAGE_TEXTS.pieceRequired })
  .int(STAGE_TEXTS.pieceRequired)
  .min(1, STAGE_TEXTS.pieceRequired)
  .max(2_147_483_647, STAGE_TEXTS.pieceRequired);

/** One stage of a new piece (New Piece checklist): stage, its location and notes. */
export const NewStageSchema = z.object({
  stage: stageField,
  date: dateField.optional(),
  location: locationField,
  notes: notesField.optional(),
});

export const CreateStageEntryBodySchema = NewStageSchema.extend({ pieceId: pieceIdField });
export type CreateStageEntryBody = z.input<typeof CreateStageEntryBodySchema>;

export const UpdateStageEntryBodySchema = z
  .object({
    stage: stageField.optional(),
    date: dateField.optional(),
    location: locationField.optional(),
    notes: notesField.optional(),
  });
export type UpdateStageEntryBody = z.input<typeof UpdateStageEntryBodySchema>;

export const StageEntrySchema = z
  .object({
    id: z.number().int(),
    pieceId: z.number().int(),
    stage: z.string(),
    date: IsoDate,
    location: z.string(),
    notes: z.string().nullable(),
    createdAt: IsoDate,
  });
export type StageEntry = z.infer<typeof StageEntrySchema>;

export const StageEntryListSchema = z.object({ data: z.array(StageEntrySchema) });

export const StageHistoryQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,7}$/, STAGE_TEXTS.limitRange)
    .transform(Number)
    .refine((n) => n >= 1 && n <= STAGE_HISTORY_LIMIT_MAX, STAGE_TEXTS.limitRange)
    .optional(),
});
