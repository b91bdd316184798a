import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

function onPath(name: string): string | null {
  try {
    return execFileSync("which", [name], { encoding: "utf8" }).trim() || null;
  } catch {
    return null; // not on the PATH under this name
  }
}

/** The system Chromium (CHROME_PATH, else Debian's `chromium` on the PATH); never a downloaded browser. */
export function findChromium(): string | null {
  const configured = process.env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return onPath("chromium") ?? onPath("chromium-browser");
}

/**
 * The browser most tests run in: Debian's `chromium-headless-shell` when installed, the same Chromium built without a
 * window, which takes less CPU per page (docs/decisions/0335-ci-time-fifth-step.md); else `findChromium()`. A test
 * that needs what only the full browser has (notifications) runs in `findChromium()`.
 */
export function findTestChromium(): string | null {
  if (process.env.CHROME_PATH) return findChromium();
  return onPath("chromium-headless-shell") ?? findChromium();
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
