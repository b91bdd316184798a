import type { ReactNode } from "react";

/**
 * SLOT for the billing engineer (spec 000 §2 "Trial guard"): while GET /api/trial-status loads show
 * 'Checking account status...'; a free-tier user with daysRemaining <= 0 sees 'Redirecting to subscription...'
 * and goes to /subscribe, except on /subscribe, /subscribe/success (and /test-payment, which has no trial check).
 * Every protected route renders through this component. For now it lets everything through.
 */
export function TrialGuard({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
