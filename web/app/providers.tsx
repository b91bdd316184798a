import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, type ReactNode } from "react";
import { ThemeProvider } from "../lib/theme/theme";
import { useAfterFirstScreen } from "./first-screen";

// Loaded right after the first screen; toasts raised before it arrives wait in the store and then show.
const Toaster = lazy(() => import("../components/ui/toaster"));

/** Everything that must wrap the router once; screens never mount their own providers. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const extras = useAfterFirstScreen();
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        {children}
        {extras ? (
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        ) : null}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
