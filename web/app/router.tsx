import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { Navigate, useLocation, useRoutes, type RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { GuestOnlyRoute } from "./guest-only-route";
import { ProtectedRoute } from "./protected-route";
import { RouteErrorBoundary } from "./route-error";
import { ROUTE_SCREENS, type RouteAccess } from "../../contract/app/route-screens";

// Route-level code splitting: each screen is its own chunk and its own file, so owners replace one file.
const screenModules = import.meta.glob<{ default: ComponentType }>("../features/*/*-screen.tsx");
const loaded = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per screen file (/auth and /login share theirs). */
function lazyScreen(module: string): LazyExoticComponent<ComponentType> {
  const load = screenModules[module.replace(/^web\//, "../")];
  if (!load) throw new Error(`No screen file ${module}`);
  if (!loaded.has(module)) loaded.set(module, lazy(load));
  return loaded.get(module)!;
}

function routesFor(access: RouteAccess): RouteObject[] {
  return ROUTE_SCREENS.filter((r) => r.access === access).map((r) => {
    const Screen = lazyScreen(r.module);
    return { path: r.path, element: <Screen /> };
  });
}

const NotFoundScreen = lazyScreen("web/features/shell/not-found-screen.tsx");

/**
 * product.md#r36 route table, from ROUTE_SCREENS. Public routes first; everything under ProtectedRoute needs a user
 * and passes the trial guard.
 */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { element: <GuestOnlyRoute />, children: routesFor("guest") },
      ...routesFor("any"),
      {
        element: <ProtectedRoute />,
        children: [{ path: "/", element: <Navigate to="/pieces" replace /> }, ...routesFor("signed-in")],
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The routes in React Router's declarative mode (docs/decisions/0157-declarative-router.md): no route loads data,
 * so the data router's code stays out of the first screen. A render error shows RouteError in place of the frame.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}
