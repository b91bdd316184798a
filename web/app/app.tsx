import type { QueryClient } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { AppStartGate } from "./app-start-gate";
import { Providers } from "./providers";
import { router } from "./router";

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers client={queryClient}>
      <AppStartGate>
        <RouterProvider router={router} />
      </AppStartGate>
    </Providers>
  );
}
