import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { screenFor } from "../contract/app/route-screens";
import { loadScreenPreloader } from "./screen-preload";

const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-manifest-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

mkdirSync(path.join(dir, ".vite"));
writeFileSync(
  path.join(dir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-a.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-b.js" },
    "_card.js": { file: "assets/card-c.js", imports: ["_react.js"] },
    "web/features/auth/auth-screen.tsx": { file: "assets/auth-screen-d.js", imports: ["_card.js", "_react.js"] },
    "web/features/pieces/piece-details-screen.tsx": { file: "assets/piece-details-e.js", imports: ["_card.js"] },
  }),
);

describe("screenFor", () => {
  it("maps paths to the router's screens, sending signed-out visitors of protected paths to /auth", () => {
    expect(screenFor("/pieces/12", true)?.module).toBe("web/features/pieces/piece-details-screen.tsx");
    expect(screenFor("/pieces/12/", true)?.module).toBe("web/features/pieces/piece-details-screen.tsx");
    expect(screenFor("/pieces/12", false)?.module).toBe("web/features/auth/auth-screen.tsx");
    expect(screenFor("/auth", true)?.module).toBe("web/features/pieces/pieces-screen.tsx");
    expect(screenFor("/", true)?.path).toBe("/pieces");
    expect(screenFor("/reset-password", false)?.module).toBe("web/features/auth/reset-password-screen.tsx");
    expect(screenFor("/pieces/12/extra", true)).toBeUndefined();
    expect(screenFor("/no-such-page", true)).toBeUndefined();
  });
});

describe("loadScreenPreloader", () => {
  it("preloads the screen chunk and its imports that the entry does not already bring", () => {
    const preloader = loadScreenPreloader(dir);
    expect(preloader.linksFor("/pieces/3", true)).toBe(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/piece-details-e.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/card-c.js">',
    );
    expect(preloader.linksFor("/pieces/3", false)).toContain("/assets/auth-screen-d.js");
    expect(preloader.linksFor("/pieces/3", false)).not.toContain("react-b.js");
    // A screen missing from the build, or a path no route serves: no hints.
    expect(preloader.linksFor("/settings", true)).toBe("");
    expect(preloader.linksFor("/nowhere", true)).toBe("");
  });

  it("gives no hints without a build manifest", () => {
    expect(loadScreenPreloader(path.join(dir, "missing")).linksFor("/auth", false)).toBe("");
  });
});
