import { Navigate, Outlet } from "react-router";
import { useUser } from "../features/auth/auth-queries";

/** product.md#r36: signed-in users who open the auth screen are sent home. Lives here so screen rewrites keep it. */
export function GuestOnlyRoute() {
  const { data: user } = useUser();
  if (user) return <Navigate to="/" replace />;
  return <Outlet />;
}
