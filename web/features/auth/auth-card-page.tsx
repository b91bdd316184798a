import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "../../components/brand-mark";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { AUTH_TEXTS } from "../../../contract/auth/texts";

/** The centred card the recovery screens share: brand mark, heading, body and the 'Back to Login' link. */
export function AuthCardPage({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
      <Card>
        <CardHeader className="items-center text-center">
          <BrandMark className="mx-auto size-14" />
          <h1 className="text-2xl leading-tight font-bold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

export function BackToLogin() {
  return (
    <Link
      to="/login"
      className="inline-flex min-h-11 items-center justify-center rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      {AUTH_TEXTS.backToLogin}
    </Link>
  );
}

/** A success or information panel (polite live region, readable in both themes). */
export function SuccessPanel({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-emerald-600/30 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-400/30 dark:bg-emerald-950/40 dark:text-emerald-100"
    >
      {children}
    </div>
  );
}
