import { z } from "zod";
import { IMPORT_STATUSES } from "./rules";

export * from "./texts";

export const ImportStartedSchema = z.object({ id: z.number().int() });

/** One kind of record left out, with why (the preview lists these). */
export const ImportSkippedSchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  reason: z.string(),
  /** Imports from other apps: the source field (CSV column, JSON key) whose values could not be mapped. */
  field: z.string().optional(),
  /** CSV: the line that could not be read. */
  line: z.number().int().optional(),
});
export type ImportSkipped = z.infer<typeof ImportSkippedSchema>;

export const ImportJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  format: z.string(),
  fileName: z.string(),
  /** 0 to 1. */
  progress: z.number().min(0).max(1),
  /** Records per kind: what was stored, or for a dry run what would be. */
  counts: z.record(z.string(), z.number().int()),
  skipped: z.array(ImportSkippedSchema),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
