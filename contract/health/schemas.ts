import { z } from "zod";

/** D8: whether the server and its database answer. */
export const HealthSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
