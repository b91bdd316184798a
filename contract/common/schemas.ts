import { z } from "zod";

/** Every error answer has this shape (product.md#r6); `code` is one of contract/common/errors.ts. */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
  });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** product.md#r7: limits where the spec is silent (defined zod-free in ./limits). */
export { LIMITS } from "./limits";

export * from "./texts";

/** A positive integer id in a path, e.g. /api/pieces/{id}. */
export const IdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "Invalid id"),
});

export const OkSchema = z.object({ message: z.string() });

/** Timestamps travel as ISO-8601 strings. */
export const IsoDate = z.string();
