import { z } from "zod";
import { AUTH_TEXTS, RegisterBodySchema } from "../../../contract/auth";

/** The server's registration rules plus the client-only confirmation (spec 000 §5). */
export const SignUpFormSchema = RegisterBodySchema.extend({
  confirmPassword: z.string(),
}).refine((values) => values.password === values.confirmPassword, {
  message: AUTH_TEXTS.passwordsDontMatch,
  path: ["confirmPassword"],
});

export type SignUpInput = z.input<typeof SignUpFormSchema>;
export type SignUpOutput = z.output<typeof SignUpFormSchema>;
