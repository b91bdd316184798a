import "./lib/zod-config";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installNativeShell } from "./lib/native/install";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

installNativeShell();

// A transition lets React render the first screen in short slices, keeping the main thread free for input
// while the loader from index.html stays on screen.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
