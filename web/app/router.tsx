import { lazy } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./app-layout";
import { GuestOnlyRoute } from "./guest-only-route";
import { ProtectedRoute } from "./protected-route";
import { RouteError } from "./route-error";

// Route-level code splitting: each screen is its own chunk and its own file, so owners replace one file.
const AuthScreen = lazy(() => import("../features/auth/auth-screen"));
const ForgotPasswordScreen = lazy(() => import("../features/auth/forgot-password-screen"));
const ResetPasswordScreen = lazy(() => import("../features/auth/reset-password-screen"));
const JwtTestScreen = lazy(() => import("../features/auth/jwt-test-screen"));
const LoadingDemoScreen = lazy(() => import("../features/shell/loading-demo-screen"));
const NotFoundScreen = lazy(() => import("../features/shell/not-found-screen"));
const PiecesScreen = lazy(() => import("../features/pieces/pieces-screen"));
const NewPieceScreen = lazy(() => import("../features/pieces/new-piece-screen"));
const PieceDetailsScreen = lazy(() => import("../features/pieces/piece-details-screen"));
const LibraryScreen = lazy(() => import("../features/surfaces/library-screen"));
const NewSurfaceScreen = lazy(() => import("../features/surfaces/new-surface-screen"));
const EditSurfaceScreen = lazy(() => import("../features/surfaces/edit-surface-screen"));
const ComboDetailScreen = lazy(() => import("../features/combos/combo-detail-screen"));
const InspirationListScreen = lazy(() => import("../features/inspirations/inspiration-list-screen"));
const NewInspirationScreen = lazy(() => import("../features/inspirations/new-inspiration-screen"));
const EditInspirationScreen = lazy(() => import("../features/inspirations/edit-inspiration-screen"));
const SettingsScreen = lazy(() => import("../features/settings/settings-screen"));
const SubscribeScreen = lazy(() => import("../features/billing/subscribe-screen"));
const SubscribeSuccessScreen = lazy(() => import("../features/billing/subscribe-success-screen"));
const TestPaymentScreen = lazy(() => import("../features/billing/test-payment-screen"));

/** Spec 000 §2 route table. Public routes first; everything under ProtectedRoute needs a user and passes the trial guard. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestOnlyRoute />,
        children: [
          { path: "/auth", element: <AuthScreen /> },
          { path: "/login", element: <AuthScreen /> },
        ],
      },
      { path: "/forgot-password", element: <ForgotPasswordScreen /> },
      { path: "/reset-password", element: <ResetPasswordScreen /> },
      { path: "/jwt-test", element: <JwtTestScreen /> },
      { path: "/loading-demo", element: <LoadingDemoScreen /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: "/", element: <Navigate to="/pieces" replace /> },
          { path: "/pieces", element: <PiecesScreen /> },
          { path: "/new-piece", element: <NewPieceScreen /> },
          { path: "/pieces/:id", element: <PieceDetailsScreen /> },
          { path: "/glaze-library", element: <LibraryScreen /> },
          { path: "/glaze-library/new", element: <NewSurfaceScreen /> },
          { path: "/new-surface-treatment", element: <NewSurfaceScreen /> },
          { path: "/glaze-library/edit/:id", element: <EditSurfaceScreen /> },
          { path: "/surface-combos/:id", element: <ComboDetailScreen /> },
          { path: "/inspiration", element: <InspirationListScreen /> },
          { path: "/new-inspiration", element: <NewInspirationScreen /> },
          { path: "/inspiration/edit/:id", element: <EditInspirationScreen /> },
          { path: "/settings", element: <SettingsScreen /> },
          { path: "/subscribe", element: <SubscribeScreen /> },
          { path: "/subscribe/success", element: <SubscribeSuccessScreen /> },
          { path: "/test-payment", element: <TestPaymentScreen /> },
        ],
      },
      { path: "*", element: <NotFoundScreen /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
