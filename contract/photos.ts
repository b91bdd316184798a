/**
 * Photos (spec 001 §2, §5, §8, §9; D23): the upload answer, limits and the texts a potter sees.
 * Imported by the server (uploads route, processing) and the web (photo strip, viewer, compression).
 */
import { z } from "@hono/zod-openapi";

export * from "./photos-texts";

export const UploadedPhotoSchema = z
  .object({
    url: z.string().openapi({ example: "/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.jpg" }),
    thumbnailUrl: z.string().openapi({ example: "/api/photos/Xb3kP0c9QmWv1sT7yZa2Lg.thumb.jpg" }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi("UploadedPhoto");
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

/** D23 "answers { url } per file": one entry per uploaded file, in the order sent (decision 0060). */
export const UploadAnswerSchema = z.object({ data: z.array(UploadedPhotoSchema) }).openapi("UploadAnswer");
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

export const PhotoFileParamSchema = z.object({
  file: z
    .string()
    .max(64)
    .openapi({ param: { name: "file", in: "path" }, example: "Xb3kP0c9QmWv1sT7yZa2Lg.jpg" }),
});
