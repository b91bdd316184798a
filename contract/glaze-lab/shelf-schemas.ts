/**
 * A studio shelf surface's recipe and mix log (product.md#r289, docs/decisions/0325-studio-shelf-recipes-and-mix-logs.md):
 * the studio's own records, read by every member, written by its owners and staff.
 */
import { z } from "zod";
import { CreateRecipeBodySchema, RecipeSchema } from "./schemas";

const idString = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, "Invalid id");

/** A studio and a surface of its shelf. */
export const ShelfGlazeParamSchema = z.object({ id: idString, glazeId: idString });

/** The recipe the shelf surface carries: its lines (from the caller's library), cone and notes; named after the surface. */
export const SetShelfRecipeBodySchema = CreateRecipeBodySchema.pick({ cone: true, coneHigh: true, notes: true, lines: true }).strict();
export type SetShelfRecipeBody = z.input<typeof SetShelfRecipeBodySchema>;
export type SetShelfRecipeInput = z.output<typeof SetShelfRecipeBodySchema>;

/** The surface's recipe, or null while it carries none (a commercial glaze). */
export const ShelfRecipeSchema = z.object({
  studioId: z.number().int(),
  glazeId: z.number().int(),
  recipe: RecipeSchema.nullable(),
});
export type ShelfRecipe = z.infer<typeof ShelfRecipeSchema>;
