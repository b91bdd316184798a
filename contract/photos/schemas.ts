/**
 * Photos (spec 001 §2, §5, §8, §9; D23): the upload answer, limits and the texts a potter sees.
 * Imported by the server (uploads route, processing) and the web (photo strip, viewer, compression).
 */
import { z } from "zod";

export * from "./texts";

export const UploadedPhotoSchema = z
  .object({
    url: z.string(),
    thumbnailUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** D23 "answers { url } per file": one entry per uploaded file, in the order sent (decision 0060). */
export const UploadAnswerSchema = z.object({ data: z.array(UploadedPhotoSchema) });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

export const PhotoFileParamSchema = z.object({
  file: z
    .string()
    .max(64),
});
