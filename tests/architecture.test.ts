/**
 * The house rules of docs/architecture.md, checked on every `npm test`: which part may import which, no import
 * loop anywhere, and API calls only through the per-area API modules. A rule broken here names the file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const PARTS = ["contract", "server", "web", "tests", "e2e", "bench", "scripts"] as const;
const SOURCE = /\.(ts|tsx)$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "migrations") continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const files = PARTS.flatMap((part) => walk(path.join(ROOT, part)));
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

interface FileInfo {
  text: string;
  /** Every module specifier, type-only imports included: a type loop is a loop too. */
  specifiers: string[];
  local: string[];
}

const info = new Map<string, FileInfo>();
for (const file of files) {
  const text = readFileSync(file, "utf8");
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const local = specifiers.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
  info.set(file, { text, specifiers, local });
}

const partOf = (file: string) => rel(file).split("/")[0]!;

/** Tarjan's strongly connected components: any component of more than one file is an import loop. */
function importLoops(): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const loops: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of info.get(v)?.local ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(rel(w));
      } while (w !== v);
      if (component.length > 1 || info.get(v)?.local.includes(v)) loops.push(component.sort());
    }
  };
  for (const file of info.keys()) if (!indexOf.has(file)) visit(file);
  return loops;
}

/** Only these may call the API: the client in web/lib and each area's API module (and its small query-options half). */
const mayCallApi = (file: string) => /^web\/lib\//.test(rel(file)) || /^web\/features\/[^/]+\/[a-z-]+-(api|queries)\.ts$/.test(rel(file));

describe("the house rules (docs/architecture.md)", () => {
  it("reads the whole tree", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some((f) => rel(f) === "contract/common/route-table.ts")).toBe(true);
  });

  it("has no import loop anywhere", () => {
    expect(importLoops()).toEqual([]);
  });

  it("keeps the contract free of both sides: it imports zod and itself only", () => {
    const offenders: string[] = [];
    for (const [file, { specifiers, local }] of info) {
      if (partOf(file) !== "contract") continue;
      for (const spec of specifiers) if (!spec.startsWith(".") && spec !== "zod" && spec !== "vitest") offenders.push(`${rel(file)} → ${spec}`);
      for (const target of local) if (partOf(target) !== "contract") offenders.push(`${rel(file)} → ${rel(target)}`);
    }
    expect(offenders).toEqual([]);
  });

  it("keeps the server and the web apart: neither imports the other", () => {
    const offenders: string[] = [];
    for (const [file, { local }] of info) {
      const from = partOf(file);
      if (from !== "server" && from !== "web") continue;
      for (const target of local) {
        const to = partOf(target);
        if ((from === "server" && to === "web") || (from === "web" && to === "server")) offenders.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("writes /api/ paths and calls the client or fetch only in web/lib and the per-area API modules", () => {
    const offenders: string[] = [];
    for (const [file, { text }] of info) {
      // Tests may name the addresses they expect the client to call.
      if (partOf(file) !== "web" || mayCallApi(file) || /\.test\.tsx?$/.test(file)) continue;
      if (/\/api\//.test(text)) offenders.push(`${rel(file)}: writes an /api/ path`);
      if (/\bfetch\s*\(/.test(text)) offenders.push(`${rel(file)}: calls fetch`);
      const clientImport = /import\s*\{([^}]*)\}\s*from\s*["'][./]*lib\/api["']/.exec(text);
      const names = clientImport?.[1]?.split(",").map((n) => n.trim().replace(/^type\s+/, "")) ?? [];
      for (const name of names) if (["api", "request", "prepareRawRequest"].includes(name)) offenders.push(`${rel(file)}: imports ${name}`);
    }
    expect(offenders).toEqual([]);
  });

  it("catches what it is meant to catch (the checks are not vacuous)", () => {
    expect(mayCallApi(path.join(ROOT, "web/features/pieces/pieces-api.ts"))).toBe(true);
    expect(mayCallApi(path.join(ROOT, "web/features/pieces/pieces-screen.tsx"))).toBe(false);
    const apiModule = info.get(path.join(ROOT, "web/features/pieces/pieces-queries.ts"));
    expect(apiModule?.local.map(rel)).toContain("web/lib/api-client.ts");
  });
});
