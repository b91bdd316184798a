import { WifiOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { AUTH_TEXTS } from "../../contract/auth/texts";
import { LoadingScreen } from "../components/loading-screen";
import { buttonVariants } from "../components/ui/button-variants";
import { useUser } from "../features/auth/auth-queries";
import { TrialGuard } from "../features/trial/trial-guard";
import { CONNECTION_DEBUG_HINTS } from "../lib/native/native-texts";
import { isNativeApp } from "../lib/platform";

/**
 * product.md#r36 protected-route states: loading, connection issue, signed out (→ /auth),
 * then the trial guard. Used as a layout route so every signed-in screen shares it.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { data: user, isPending, error } = useUser();
  const location = useLocation();

  if (isPending) {
    return (
      <LoadingScreen
        fullScreen={false}
        message={isNativeApp() ? `${AUTH_TEXTS.connecting} ${AUTH_TEXTS.checkingSavedLogin}` : AUTH_TEXTS.connecting}
      />
    );
  }
  if (!user && error) {
    return <ConnectionIssue message={error.message} />;
  }
  if (!user) {
    return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  }
  return <TrialGuard>{children ?? <Outlet />}</TrialGuard>;
}

function ConnectionIssue({ message }: { message?: string }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <WifiOffIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{AUTH_TEXTS.connectionIssue}</h1>
      <p className="text-muted-foreground">{message || AUTH_TEXTS.unableToConnect}</p>
      {isNativeApp() ? (
        // product.md#r36: in the mobile app, hints for the usual causes.
        <ul className="list-disc space-y-1 pl-5 text-left text-sm text-muted-foreground">
          {CONNECTION_DEBUG_HINTS.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>{AUTH_TEXTS.tryAgain}</button>
    </div>
  );
}
