import { z } from "zod";
import { LABEL_KINDS, LABEL_LAYOUTS, LABELS_MAX, LAYOUTS } from "./rules";
import { LABEL_TEXTS as T } from "./texts";

const id = z.number({ error: T.idsInvalid }).int(T.idsInvalid).min(1, T.idsInvalid).max(2_147_483_647, T.idsInvalid);

/** POST /api/labels: which records, on which layout, from which position of a partly used sheet. */
export const LabelsBodySchema = z
  .object({
    kind: z.enum(LABEL_KINDS, { error: T.kindInvalid }),
    ids: z
      .array(id, { error: T.idsRequired })
      .min(1, T.idsRequired)
      .max(LABELS_MAX, T.tooMany)
      .refine((ids) => new Set(ids).size === ids.length, T.duplicateIds),
    layout: z.enum(LABEL_LAYOUTS, { error: T.layoutInvalid }),
    start: z.number({ error: T.startNotNumber }).int(T.startNotNumber).default(1),
  })
  .strict()
  .superRefine((body, ctx) => {
    const positions = LAYOUTS[body.layout].startPositions;
    if (body.start < 1 || body.start > positions) ctx.addIssue({ code: "custom", path: ["start"], message: T.startInvalid(positions) });
  });
export type LabelsBody = z.infer<typeof LabelsBodySchema>;
export type LabelsInput = z.input<typeof LabelsBodySchema>;
