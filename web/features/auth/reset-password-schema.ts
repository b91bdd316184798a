import { z } from "zod";
import { passwordSchema } from "../../../contract/auth/schemas";
import { AUTH_TEXTS } from "../../../contract/auth/texts";

/** product.md#r46: the new password follows the sign-up rules and must match its confirmation. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: AUTH_TEXTS.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export type ResetPasswordInput = z.input<typeof ResetPasswordFormSchema>;
export type ResetPasswordOutput = z.output<typeof ResetPasswordFormSchema>;
