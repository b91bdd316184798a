import type { QueryClient } from "@tanstack/react-query";
import { AppStartGate } from "./app-start-gate";
import { BlockingRouter, createBlockingHistory } from "../lib/navigation-blocker";
import { Providers } from "./providers";
import { AppRoutes } from "./router";

// One browser history for the app's life: screens may hold a navigation on it (web/lib/navigation-blocker.tsx).
const history = createBlockingHistory();

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers client={queryClient}>
      <AppStartGate>
        <BlockingRouter history={history}>
          <AppRoutes />
        </BlockingRouter>
      </AppStartGate>
    </Providers>
  );
}
