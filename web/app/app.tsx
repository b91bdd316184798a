import { RouterProvider } from "react-router";
import { AppStartGate } from "./app-start-gate";
import { Providers } from "./providers";
import { router } from "./router";

export function App() {
  return (
    <Providers>
      <AppStartGate>
        <RouterProvider router={router} />
      </AppStartGate>
    </Providers>
  );
}
