import type { ReactNode } from "react";

/** The trial guard of spec 000 §2 (owned by the billing issue); for now it lets everything through. */
export function TrialGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
