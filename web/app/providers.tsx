import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { queryClient } from "./query-client";
import { ThemeProvider } from "./theme";

// Loaded right after the first screen; toasts raised before it arrives wait in the store and then show.
const Toaster = lazy(() => import("../components/ui/toaster"));

/** Everything that must wrap the router once; screens never mount their own providers. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
