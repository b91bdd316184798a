import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { TRIAL_TEXTS } from "../../../contract/trial/texts";
import { LoadingScreen } from "../../components/loading-screen";
import { mustSubscribe } from "../../../contract/trial/rules";
import { useTrialStatus } from "./trial-queries";

// Shown only in a trial's last days, so its dialogs stay out of the first screen's JavaScript.
const TrialReminderModal = lazy(() => import("./trial-reminder-modal").then((m) => ({ default: m.TrialReminderModal })));

/** Reachable with an ended trial (product.md#r36, product.md#r43); /test-payment has no trial check at all. */
const TRIAL_EXEMPT_PATHS = ["/subscribe", "/subscribe/success", "/test-payment"] as const;

function isTrialExempt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return (TRIAL_EXEMPT_PATHS as readonly string[]).includes(path);
}

/**
 * product.md#r36 trial guard: 'Checking account status...' while the status loads; a free tier with no days left
 * (or a canceled account, product.md#r13) sees 'Redirecting to subscription...' and goes to /subscribe. The status is
 * refetched on focus and every 5 minutes, so a trial that ends while the app is open is caught too.
 */
export function TrialGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const exempt = isTrialExempt(pathname);
  const { data: status, isPending } = useTrialStatus();
  const navigate = useNavigate();
  const redirect = !exempt && status !== undefined && mustSubscribe(status);

  useEffect(() => {
    if (redirect) navigate("/subscribe", { replace: true });
  }, [redirect, navigate]);

  if (exempt) return <>{children}</>;
  if (isPending) return <LoadingScreen fullScreen={false} message={TRIAL_TEXTS.checkingStatus} />;
  if (redirect) return <LoadingScreen fullScreen={false} message={TRIAL_TEXTS.redirecting} />;
  return (
    <>
      {children}
      {/* A failed status fetch lets the potter through: the server still answers 402 to content calls (product.md#r12). */}
      {status?.shouldShowReminder && status.subscriptionTier === "free" ? (
        <Suspense fallback={null}>
          <TrialReminderModal status={status} />
        </Suspense>
      ) : null}
    </>
  );
}
