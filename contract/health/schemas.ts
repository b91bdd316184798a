import { z } from "zod";

/** product.md#r8: whether the server and its database answer. */
export const HealthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
