/** A recipe's mix log in a path, /api/recipes/{id}/mixes/{mixId} (product.md#r263). */
import { z } from "zod";
import { IdParamSchema } from "../common/schemas";

export const MixItemParamSchema = IdParamSchema.extend({
  mixId: z.string().regex(/^[1-9][0-9]{0,9}$/, "Invalid id").transform(Number).refine((n) => n <= 2_147_483_647, "Invalid id"),
});
