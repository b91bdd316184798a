/** The glaze lab's shared request fields (product.md#r258–r264): ids, trimmed texts, bounded numbers. */
import { z } from "zod";
import { LIMITS } from "../common/limits";
import { CONE_OPTIONS } from "../glazes/rules";
import { DEFAULT_MATERIAL_PREFIX } from "./rules";
import { GLAZE_LAB_TEXTS as T } from "./texts";

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400 instead of a 5xx. */
const NUL = String.fromCharCode(0);
export const text = (error: string) => z.string({ error }).refine((s) => !s.includes(NUL), "Text cannot contain NUL characters");

export const idField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** A default material ("default:<key>") or one of the potter's own (its number). */
export const MaterialIdSchema = z.union(
  [idField(T.materialInvalidId), z.string().regex(new RegExp(`^${DEFAULT_MATERIAL_PREFIX}[A-Za-z0-9_.+-]{1,80}$`), T.materialInvalidId)],
  { error: T.materialInvalidId },
);
export type MaterialId = z.infer<typeof MaterialIdSchema>;

/** Trimmed; blank clears the field (null); over the limit is refused, never cut. */
export const optionalText = (label: string, max: number) =>
  text(`${label} must be text`)
    .trim()
    .max(max, T.textTooLong(label, max))
    .nullish()
    .transform((v) => (v ? v : null));

export const nameField = (required: string, tooLong: string) => text(required).trim().min(1, required).max(LIMITS.name, tooLong);

export const coneField = text(T.invalidCone)
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (CONE_OPTIONS as readonly string[]).includes(v), T.invalidCone);

/** A number within bounds: NaN, infinities and text are refused with the one message. */
export const boundedNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).min(min, message).max(max, message);

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
export const pageQuery = wholeNumber(T.pageRange, 1, 1_000_000);
export const limitQuery = (max: number) => wholeNumber(T.limitRange, 1, max);

export const ISO_DAY = /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A calendar day; a day past the month's end rolls over in Date and so fails the compare. */
export const dayField = text(T.mixDateInvalid)
  .trim()
  .refine((v) => ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v, T.mixDateInvalid);
