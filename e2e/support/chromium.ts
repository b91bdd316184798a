import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The system Chromium (CHROME_PATH, else Debian's `chromium` on the PATH); never a downloaded browser. */
export function findChromium(): string | null {
  const configured = process.env.CHROME_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  for (const name of ["chromium", "chromium-browser"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // not on the PATH under this name
    }
  }
  return null;
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
