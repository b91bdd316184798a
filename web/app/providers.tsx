import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { ThemeProvider } from "../lib/theme/theme";
import { useFirstScreenShown } from "./first-screen";

// Loaded once the first screen is drawn (web/app/first-screen.ts); toasts raised before it arrives wait in the store
// and then show.
const Toaster = lazy(() => import("../components/ui/toaster"));

/** Everything that must wrap the router once; screens never mount their own providers. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const toasts = useFirstScreenShown();
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        {toasts ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
