import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import type { LoginBodySchema } from "../../../contract/auth/schemas";
import { FormField } from "../../components/form-field";
import { PasswordInput } from "../../components/password-input";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { lazyResolver } from "../../lib/lazy-resolver";
import { usePreloadWhenIdle } from "../../lib/preload";
import { FormAlert } from "./form-alert";
import { mapLoginError } from "./auth-errors";
import { useLogin } from "./auth-api";
import { useReturnPath } from "./return-path";

type LoginInput = z.input<typeof LoginBodySchema>;
type LoginOutput = z.output<typeof LoginBodySchema>;

const validation = lazyResolver<LoginInput, LoginOutput>(() => import("./auth-resolvers").then((m) => m.signInResolver));

export function SignInForm() {
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const login = useLogin();
  usePreloadWhenIdle(validation.preload);
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: validation.resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Once the user is known the auth screen sends the potter on by itself (GuestOnlyRoute); a tap elsewhere while
      // this call finished (storing the native tokens takes a moment) must not be pulled back by a late redirect.
      const from = window.location.pathname;
      await login.mutateAsync(values);
      if (window.location.pathname === from) navigate(returnTo ?? "/pieces", { replace: true });
    } catch (error) {
      const target = mapLoginError(error);
      form.setError(target.field, { message: target.message }, { shouldFocus: target.field === "email" });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={() => void validation.preload()} noValidate className="grid gap-4" aria-label="Sign in">
      <FormAlert message={errors.root?.message} />
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" autoCapitalize="none" {...form.register("email")} />
      </FormField>
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
