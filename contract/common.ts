import { z } from "@hono/zod-openapi";

/** D6: every error answer has this shape. */
export const ErrorBodySchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
  })
  .openapi("Error");
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** D7: limits where the spec is silent (defined zod-free in ./limits). */
export { LIMITS } from "./limits";

export * from "./common-texts";

/** A positive integer id in a path, e.g. /api/pieces/{id}. */
export const IdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, "Invalid id")
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, "Invalid id")
    .openapi({ param: { name: "id", in: "path" }, example: "1", type: "string" }),
});

export const OkSchema = z.object({ message: z.string() }).openapi("Ok");

/** Timestamps travel as ISO-8601 strings. */
export const IsoDate = z.string().openapi({ format: "date-time", example: "2026-01-01T00:00:00.000Z" });
