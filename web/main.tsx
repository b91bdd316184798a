import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { installNativeShell } from "./lib/native/install";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html must contain #root");

installNativeShell();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
