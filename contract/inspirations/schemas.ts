import { z } from "zod";
import { IsoDate, LIMITS } from "../common/schemas";
import { INSPIRATION_MAX_PHOTOS, isHttpUrl, normalizeSourceUrl, resolveInspirationName, tagKey } from "./rules";
import { INSPIRATION_TEXTS } from "./texts";

export * from "./rules";
export * from "./texts";

export const InspirationSourceSchema = z
  .object({
    text: z
      .string({ error: INSPIRATION_TEXTS.sourceTextRequired })
      .trim()
      .min(1, INSPIRATION_TEXTS.sourceTextRequired)
      .max(LIMITS.name, INSPIRATION_TEXTS.sourceTextTooLong),
    url: z
      .string({ error: INSPIRATION_TEXTS.invalidUrl })
      .max(LIMITS.urlLength, INSPIRATION_TEXTS.invalidUrl)
      .transform(normalizeSourceUrl)
      .refine(isHttpUrl, INSPIRATION_TEXTS.invalidUrl),
  });
export type InspirationSource = z.infer<typeof InspirationSourceSchema>;

const nameField = z.string().trim().max(LIMITS.name, INSPIRATION_TEXTS.nameTooLong);

const sourcesField = z.array(InspirationSourceSchema).max(LIMITS.sources, INSPIRATION_TEXTS.tooManySources);

const tagsField = z
  .array(z.string().trim().min(1, INSPIRATION_TEXTS.tagEmpty).max(LIMITS.tagLength, INSPIRATION_TEXTS.tagTooLong))
  .max(LIMITS.tagsPerItem, INSPIRATION_TEXTS.tooManyTags)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      const key = tagKey(tag);
      if (seen.has(key)) ctx.addIssue({ code: "custom", message: INSPIRATION_TEXTS.duplicateTag(tag), path: [index] });
      seen.add(key);
    });
  });

// Empty notes are stored as null, like the client's "notes (or null)".
const notesField = z
  .string()
  .max(LIMITS.notes, INSPIRATION_TEXTS.notesTooLong)
  .nullable()
  .transform((v) => (v === null || v.trim() === "" ? null : v));

const imageUrlsField = z
  .array(z.string().max(LIMITS.urlLength))
  .max(INSPIRATION_MAX_PHOTOS, INSPIRATION_TEXTS.tooManyImages);

export const CreateInspirationBodySchema = z
  .object({
    name: nameField.optional(),
    imageUrls: imageUrlsField.default([]),
    sources: sourcesField.default([]),
    tags: tagsField.default([]),
    notes: notesField.optional().transform((v) => v ?? null),
  })
  .superRefine((body, ctx) => {
    if (resolveInspirationName(body.name, body.imageUrls.length) === null) {
      ctx.addIssue({ code: "custom", message: INSPIRATION_TEXTS.nameRequired, path: ["name"] });
    }
  })
  .transform((body) => ({ ...body, name: resolveInspirationName(body.name, body.imageUrls.length) ?? "" }));
export type CreateInspirationBody = z.input<typeof CreateInspirationBodySchema>;
export type CreateInspirationInput = z.output<typeof CreateInspirationBodySchema>;

/** Every field optional; an empty name is resolved against the images the record will have (service). */
export const UpdateInspirationBodySchema = z
  .object({
    name: nameField.optional(),
    imageUrls: imageUrlsField.optional(),
    sources: sourcesField.optional(),
    tags: tagsField.optional(),
    notes: notesField.optional(),
  });
export type UpdateInspirationBody = z.input<typeof UpdateInspirationBodySchema>;
export type UpdateInspirationInput = z.output<typeof UpdateInspirationBodySchema>;

export const InspirationSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: z.string(),
    imageUrls: z.array(z.string()),
    /** The small thumbnail of the first image, for cards; null without images. */
    thumbnailUrl: z.string().nullable(),
    sources: z.array(z.object({ text: z.string(), url: z.string() })),
    tags: z.array(z.string()),
    notes: z.string().nullable(),
    createdAt: IsoDate,
    updatedAt: IsoDate,
  });
export type Inspiration = z.infer<typeof InspirationSchema>;

/** GET /api/inspirations answers a bare array, newest first (product.md#r33 "list"; docs/decisions/0050). */
export const InspirationListSchema = z.array(InspirationSchema);
