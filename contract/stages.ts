import { z } from "@hono/zod-openapi";
import { IsoDate, LIMITS } from "./common";

/** Spec 001 §4: the board stages in making order. Wheel pieces use all five; other pieces skip Trimmed. */
export const STAGES = ["Formed", "Trimmed", "Bisqued", "Glazed", "Finished"] as const;
export type Stage = (typeof STAGES)[number];

export const HANDBUILT_STAGES: readonly Stage[] = ["Formed", "Bisqued", "Glazed", "Finished"];

/** The stage a piece shows under when it has no valid history entry. */
export const FIRST_STAGE: Stage = "Formed";

/** D20: the one default location, for stage entries and for a piece without a location. */
export const DEFAULT_LOCATION = "Drying Rack";

/** 0038: the history fetch of spec 001 §9 uses 1000; it is also the most one call answers. */
export const STAGE_HISTORY_LIMIT_DEFAULT = 1000;
export const STAGE_HISTORY_LIMIT_MAX = 1000;

export const STAGE_TEXTS = {
  noLocations: "No locations yet — add some in Settings ▸ Studio Preferences ▸ Locations",
  stageRequired: "Stage is required",
  stageUnknown: `Stage must be one of ${STAGES.join(", ")}`,
  locationRequired: "Location is required",
  locationTooLong: `Location cannot exceed ${LIMITS.name} characters`,
  notesTooLong: `Notes cannot exceed ${LIMITS.notes.toLocaleString("en-US")} characters`,
  invalidDate: "Date must be a valid date",
  pieceRequired: "Piece is required",
  entryNotFound: "Stage history entry not found",
  duplicate: "This stage is already recorded for this piece",
  limitRange: `Limit must be a whole number from 1 to ${STAGE_HISTORY_LIMIT_MAX}`,
  createFailed: "Failed to create stage history",
  updateFailed: "Failed to update stage history",
  removeFailed: "Failed to remove stage",
  loadFailed: "Failed to load stages. Please try again.",
  stageColumn: "Stage",
  locationColumn: "Location",
} as const;

/** The stages on a piece's board for its forming type (spec 001 §4). */
export function stagesForType(type: string | null | undefined): readonly Stage[] {
  return type?.toLowerCase() === "wheel" ? STAGES : HANDBUILT_STAGES;
}

/** A stored stage name in its canonical spelling, or null when it is not a board stage (case-insensitive). */
export function canonicalStage(value: string | null | undefined): Stage | null {
  const wanted = value?.trim().toLowerCase();
  return STAGES.find((s) => s.toLowerCase() === wanted) ?? null;
}

/**
 * Spec 001 §4 in one function, for clients that hold a piece's history: the furthest valid stage and its location.
 * The server computes the same in SQL for the list (D19); tests check both agree.
 */
export function currentStageOf(
  type: string,
  history: readonly { stage: string; location: string | null; date?: string; id?: number }[],
  studioLocation: string | null | undefined,
): { stage: Stage; location: string } {
  const valid = stagesForType(type);
  let best: { rank: number; location: string | null; date: string; id: number } | null = null;
  for (const entry of history) {
    const stage = canonicalStage(entry.stage);
    if (!stage || !valid.includes(stage)) continue;
    const rank = STAGES.indexOf(stage);
    const candidate = { rank, location: entry.location, date: entry.date ?? "", id: entry.id ?? 0 };
    const better =
      !best ||
      rank > best.rank ||
      (rank === best.rank && (candidate.date > best.date || (candidate.date === best.date && candidate.id > best.id)));
    if (better) best = candidate;
  }
  const location = best?.location?.trim() || studioLocation?.trim() || DEFAULT_LOCATION;
  return { stage: best ? STAGES[best.rank]! : FIRST_STAGE, location };
}

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
  })
  .openapi({ type: "string", enum: [...STAGES], example: "Formed" });

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
  .transform((v) => new Date(v))
  .openapi({ type: "string", format: "date-time" });

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
export type NewStageInput = z.input<typeof NewStageSchema>;

export const CreateStageEntryBodySchema = NewStageSchema.extend({ pieceId: pieceIdField }).openapi("CreateStageEntryBody");
export type CreateStageEntryBody = z.input<typeof CreateStageEntryBodySchema>;

export const UpdateStageEntryBodySchema = z
  .object({
    stage: stageField.optional(),
    date: dateField.optional(),
    location: locationField.optional(),
    notes: notesField.optional(),
  })
  .openapi("UpdateStageEntryBody");
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
  })
  .openapi("StageEntry");
export type StageEntry = z.infer<typeof StageEntrySchema>;

export const StageEntryListSchema = z.object({ data: z.array(StageEntrySchema) }).openapi("StageEntryList");
export type StageEntryList = z.infer<typeof StageEntryListSchema>;

export const StageHistoryQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[0-9]{1,7}$/, STAGE_TEXTS.limitRange)
    .transform(Number)
    .refine((n) => n >= 1 && n <= STAGE_HISTORY_LIMIT_MAX, STAGE_TEXTS.limitRange)
    .optional()
    .openapi({ param: { name: "limit", in: "query" }, type: "string", example: "1000" }),
});
