import { z } from "zod";
import { CODE_KINDS } from "./rules";
import { CODE_TEXTS as T } from "./texts";

export const CodeParamSchema = z.object({ code: z.string().min(1, T.notFound).max(20, T.tooLong) }).strict();

/** The record a code names: open it at its screen. */
export const CodeTargetSchema = z.object({ kind: z.enum(CODE_KINDS), id: z.number(), code: z.string() });
export type CodeTarget = z.infer<typeof CodeTargetSchema>;
