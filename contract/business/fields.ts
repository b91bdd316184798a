/**
 * The business side's fields, shared by its schema files (product.md#r268–r275): amounts as decimal strings
 * (docs/decisions/0312-money-in-minor-units.md), weights, names, notes and calendar days.
 */
import { z } from "zod";
import { IdParamSchema } from "../common/schemas";
import { AMOUNT_PATTERN } from "./money";
import { NAME_MAX, NOTES_MAX } from "./rules";
import { BUSINESS_TEXTS as T } from "./texts";

export const amount = (label: string) => z.string({ error: T.amountFormat }).trim().regex(AMOUNT_PATTERN, T.amountInvalid(label, 2));
export const idNumber = z.number({ error: T.idInvalid }).int(T.idInvalid).min(1, T.idInvalid).max(2_147_483_647, T.idInvalid);
export const name = z.string({ error: T.nameRequired }).trim().min(1, T.nameRequired).max(NAME_MAX, T.nameTooLong);
export const notes = z
  .string({ error: T.notesTooLong })
  .trim()
  .max(NOTES_MAX, T.notesTooLong)
  .nullish()
  .transform((v) => (v ? v : null));
export const shortText = (label: string) =>
  z
    .string({ error: T.textTooLong(label) })
    .trim()
    .max(NAME_MAX, T.textTooLong(label))
    .nullish()
    .transform((v) => (v ? v : null));
export const weight = z.number({ error: T.weightInvalid }).positive(T.weightInvalid).max(100_000, T.weightInvalid);

const ISO_DAY = /^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isDay = (v: string) => ISO_DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
/** A calendar day, YYYY-MM-DD, the same day in every time zone (product.md#r231). */
export const DaySchema = z.string({ error: T.dateInvalid }).trim().refine(isDay, T.dateInvalid);

export const PieceItemParamSchema = IdParamSchema.extend({
  pieceId: z.string().regex(/^[1-9][0-9]{0,9}$/, "Invalid id").transform(Number).refine((n) => n <= 2_147_483_647, "Invalid id"),
});

/** What every answer carries: the potter's currency (preferences), which all its amounts are in. */
export const currency = z.string();

