/**
 * Builds the web app only when its sources changed. `npm start` checks dist/web; browser tests build
 * into a directory named by the sources' hash, so concurrent runs never overwrite each other's assets.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCES = ["web", "contract", "public", "index.html", "vite.config.ts", "package-lock.json", "tsconfig.json"];
const STAMP = ".build-stamp";

function listFiles(entry: string, out: string[] = []): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return out;
  const info = statSync(full);
  if (info.isFile()) {
    out.push(entry);
    return out;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === "node_modules" || name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
    listFiles(path.join(entry, name), out);
  }
  return out;
}

/**
 * What the browser tests' build sets apart from the product's: no app-start loader pause
 * (docs/decisions/0332-browser-tests-without-the-loader-pause.md, web/app/app-start-gate.tsx).
 */
export const TEST_BUILD_ENV: Readonly<Record<string, string>> = { VITE_APP_LOADER_MIN_MS: "0" };

export function sourceHash(env: Readonly<Record<string, string>> = {}): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(env));
  for (const file of SOURCES.flatMap((s) => listFiles(s))) {
    hash.update(file);
    hash.update(readFileSync(path.join(ROOT, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

function sleep(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** A directory lock so two processes never build into the same place at once. */
function withLock<T>(dir: string, fn: () => T): T {
  const lock = `${dir}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 500) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if (age > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function build(outDir: string, env: Readonly<Record<string, string>>): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: ROOT,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`web build failed (exit ${result.status})`);
}

/** Ensures outDir holds a build of the current sources (with `env` set); answers true when it built. */
export function ensureWebBuild(outDir: string, env: Readonly<Record<string, string>> = {}): boolean {
  const hash = sourceHash(env);
  const stampFile = path.join(outDir, STAMP);
  const fresh = () => existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
  if (fresh()) return false;
  return withLock(outDir, () => {
    if (fresh()) return false;
    build(outDir, env);
    writeFileSync(stampFile, hash);
    return true;
  });
}

/** A build directory for browser tests, one per source state. */
export function testBuildDir(): string {
  return path.join(os.tmpdir(), "claybook-e2e-web", sourceHash(TEST_BUILD_ENV));
}
