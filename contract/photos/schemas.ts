/**
 * Photos (product.md#r75, product.md#r77, product.md#r35, product.md#r120; product.md#r23): the upload answer and the photo address parameter. Limits and addresses
 * are in ./rules.ts, texts in ./texts.ts.
 */
import { z } from "zod";

export const UploadedPhotoSchema = z
  .object({
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** product.md#r23 "answers { url } per file": one entry per uploaded file, in the order sent (decision 0060). */
export const UploadAnswerSchema = z.object({ data: z.array(UploadedPhotoSchema) });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

export const PhotoFileParamSchema = z.object({
  file: z
    .string()
    .max(64),
});
