import { Navigate, Outlet } from "react-router";
import { useUser } from "../features/auth/auth-queries";
import { useReturnPath } from "../features/auth/return-path";

/** product.md#r36: signed-in users who open the auth screen are sent home. Lives here so screen rewrites keep it. */
export function GuestOnlyRoute() {
  const { data: user } = useUser();
  // Signed in on this screen: back to the page that asked for it (a deep link opened while signed out), else home.
  const returnTo = useReturnPath();
  if (user) return <Navigate to={returnTo ?? "/"} replace />;
  return <Outlet />;
}
