import { z } from "zod";
import { RegisterBodySchema } from "../../../contract/auth/schemas";
import { AUTH_TEXTS } from "../../../contract/auth/texts";

/** The server's registration rules plus the client-only confirmation (product.md#r46). */
export const SignUpFormSchema = RegisterBodySchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  message: AUTH_TEXTS.passwordsDontMatch,
  path: ["confirmPassword"],
});

export type SignUpInput = z.input<typeof SignUpFormSchema>;
export type SignUpOutput = z.output<typeof SignUpFormSchema>;
