/**
 * The house rules of docs/architecture.md that a module graph cannot state. Who may import whom, import loops and the
 * raw client are dependency-cruiser's rules (.dependency-cruiser.cjs, run by `npm run lint`); what is left here is
 * text inside a file: an `/api/` path or a `fetch(` call outside the client in web/lib and the areas' API modules, and
 * the studio's membership table read outside the studios area (its privacy rule lives in one place).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");
const webFiles = walk(path.join(ROOT, "web")).map(rel);

/** Only these may call the API: the client in web/lib and each area's API module (and its small query-options half). */
const mayCallApi = (file: string) => /^web\/lib\//.test(file) || /^web\/features\/[^/]+\/[a-z-]+-(api|queries)\.ts$/.test(file);

/** What a screen may not write: an API address or a direct fetch. */
function offences(text: string): string[] {
  const found: string[] = [];
  if (/\/api\//.test(text)) found.push("writes an /api/ path");
  if (/\bfetch\s*\(/.test(text)) found.push("calls fetch");
  return found;
}

describe("the house rules a module graph cannot state (docs/architecture.md)", () => {
  it("reads the whole web tree", () => {
    expect(webFiles.length).toBeGreaterThan(200);
    expect(webFiles).toContain("web/features/pieces/pieces-api.ts");
  });

  it("writes /api/ paths and calls fetch only in web/lib and the per-area API modules", () => {
    const offenders: string[] = [];
    for (const file of webFiles) {
      // Tests may name the addresses they expect the client to call.
      if (mayCallApi(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const offence of offences(readFileSync(path.join(ROOT, file), "utf8"))) offenders.push(`${file}: ${offence}`);
    }
    expect(offenders).toEqual([]);
  });

  it("catches what it is meant to catch (the checks are not vacuous)", () => {
    expect(mayCallApi("web/features/pieces/pieces-api.ts")).toBe(true);
    expect(mayCallApi("web/features/pieces/pieces-queries.ts")).toBe(true);
    expect(mayCallApi("web/features/pieces/pieces-screen.tsx")).toBe(false);
    expect(offences('const url = "/api/pieces";')).toEqual(["writes an /api/ path"]);
    expect(offences("await fetch (url)")).toEqual(["calls fetch"]);
    expect(offences("usePieces()")).toEqual([]);
  });

  it("reads studio memberships only in the studios area: every other service asks studio-access.ts", () => {
    const serverFiles = walk(path.join(ROOT, "server", "services")).map(rel);
    expect(serverFiles).toContain("server/services/studios/studio-access.ts");
    const readsMembers = (text: string) => /studio_members|studioMembers/.test(text);
    expect(readsMembers("select user_id from studio_members")).toBe(true);
    const offenders = serverFiles.filter(
      (file) => !file.startsWith("server/services/studios/") && !/\.test\.ts$/.test(file) && readsMembers(readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
