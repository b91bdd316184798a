import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { FormField } from "../../components/form-field";
import { PasswordInput } from "../../components/password-input";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FormAlert } from "./form-alert";
import { mapRegisterError } from "./auth-errors";
import { lazyResolver } from "../../lib/lazy-resolver";
import { usePreloadWhenIdle } from "../../lib/preload";
import type { SignUpInput, SignUpOutput } from "./sign-up-schema";
import { useRegister } from "./auth-api";
import { useReturnPath } from "./return-path";

const validation = lazyResolver<SignUpInput, SignUpOutput>(() => import("./auth-resolvers").then((m) => m.signUpResolver));

export function SignUpForm() {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const register = useRegister();
  usePreloadWhenIdle(validation.preload);
  const form = useForm<SignUpInput, unknown, SignUpOutput>({
    resolver: validation.resolver,
    defaultValues: { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      // Once the user is known the auth screen sends the potter on by itself (GuestOnlyRoute); a tap elsewhere while
      // this call finished (storing the native tokens takes a moment) must not be pulled back by a late redirect.
      const from = window.location.pathname;
      await register.mutateAsync(body);
      if (window.location.pathname === from) navigate(returnTo ?? "/pieces", { replace: true });
    } catch (error) {
      const target = mapRegisterError(error);
      form.setError(target.field, { message: target.message }, { shouldFocus: target.field !== "root" });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={() => void validation.preload()} noValidate className="grid gap-4" aria-label="Sign up">
      <FormAlert message={errors.root?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={AUTH_TEXTS.passwordHint}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
