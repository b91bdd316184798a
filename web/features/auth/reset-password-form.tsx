import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PASSWORD_MIN } from "../../../contract/auth/rules";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { FormField } from "../../components/form-field";
import { PasswordInput } from "../../components/password-input";
import { Button } from "../../components/ui/button";
import { ApiError, isNetworkError } from "../../lib/api-error";
import { resetPassword } from "./auth-api";
import { FormAlert } from "./form-alert";
import { ResetPasswordFormSchema, type ResetPasswordInput, type ResetPasswordOutput } from "./reset-password-schema";

/** product.md#r34 reset failures: the server's rule texts stay on their field, the rest read as the spec says. */
function resetErrorText(error: unknown): string {
  if (isNetworkError(error)) return AUTH_TEXTS.forgotError;
  if (error instanceof ApiError && error.status === 400 && error.message === AUTH_TEXTS.resetInvalid) return error.message;
  return AUTH_TEXTS.resetFailed;
}

export function ResetPasswordForm({ email, token, onDone }: { email: string; token: string; onDone: () => void }) {
  const form = useForm<ResetPasswordInput, unknown, ResetPasswordOutput>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ email, token, newPassword });
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? error.errors?.newPassword : undefined;
      if (fieldMessage) form.setError("newPassword", { message: fieldMessage }, { shouldFocus: true });
      else form.setError("root", { message: resetErrorText(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Reset password">
      <FormAlert message={errors.root?.message} />
      <FormField label="New Password" error={errors.newPassword?.message} hint={AUTH_TEXTS.passwordHint}>
        <PasswordInput autoComplete="new-password" autoFocus minLength={PASSWORD_MIN} {...form.register("newPassword")} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}
