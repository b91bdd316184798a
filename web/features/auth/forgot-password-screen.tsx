import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ForgotPasswordBodySchema } from "../../../contract/auth/schemas";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { ApiError } from "../../lib/api-error";
import { sendResetLink } from "./auth-api";
import { AuthCardPage, BackToLogin, SuccessPanel } from "./auth-card-page";
import { FormAlert } from "./form-alert";

type FormInput = z.input<typeof ForgotPasswordBodySchema>;
type FormOutput = z.output<typeof ForgotPasswordBodySchema>;

/** product.md#r34: a rate limit keeps its own clearer text; every other failure reads the same. */
function forgotErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message;
  return AUTH_TEXTS.forgotError;
}

/** /forgot-password (product.md#r36): the address, 'Send Reset Link', and 'Back to Login'. */
export default function ForgotPasswordScreen() {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ForgotPasswordBodySchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setSentMessage((await sendResetLink(values)) || AUTH_TEXTS.forgotSuccess);
    } catch (error) {
      form.setError("root", { message: forgotErrorText(error) });
    }
  });

  return (
    <AuthCardPage title="Forgot Password" description="Enter the email address of your account and we'll send you a link to choose a new password.">
      {sentMessage ? (
        <SuccessPanel>{sentMessage}</SuccessPanel>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Forgot password">
          <FormAlert message={errors.root?.message} />
          <FormField label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" autoFocus {...form.register("email")} />
          </FormField>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : AUTH_TEXTS.sendResetLink}
          </Button>
        </form>
      )}
      <BackToLogin />
    </AuthCardPage>
  );
}
