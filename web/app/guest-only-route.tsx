import { Navigate, Outlet } from "react-router";
import { useUser } from "../features/auth/auth-queries";
import { useReturnPath } from "../features/auth/return-path";

/** product.md#r36: signed-in users who open the auth screen are sent home. Lives here so screen rewrites keep it. */
export function GuestOnlyRoute() {
  const { data: user } = useUser();
  // Signed in on this screen: back to the page that asked for it (a deep link opened while signed out), else My Pieces.
  // Straight there, never by way of "/": that address's own redirect waits for the account status, and when it came
  // after a tap on the navigation bar it pulled the potter back to My Pieces
  // (docs/decisions/0337-sign-in-redirect-in-one-step.md).
  const returnTo = useReturnPath();
  if (user) return <Navigate to={returnTo ?? "/pieces"} replace />;
  return <Outlet />;
}
