/**
 * Every repository path a README or a page of docs/ names exists, so the docs cannot point a newcomer at a file that
 * moved or went. The rule, kept narrow so that API paths, routes, globs and placeholders are not taken for files:
 *
 * - A markdown link `[text](target)` whose target has no scheme (`https:`, `mailto:`) is a path relative to the
 *   page's folder (an `#anchor` is dropped); it must exist.
 * - Text in backticks is a path when it is one word of letters, digits, `.`, `_`, `-` and at least one `/`, with no
 *   `<placeholder>`, `*` glob, `{param}`, `:`, `?` or space, and does not start with `/` (API paths such as
 *   `/api/pieces`, screens such as `/today`) or `.`/`..`. Its first folder says where it starts: the page's own
 *   folder, the repository's root, or one of the parts `server/`, `web/`, `contract/` (as the tables of
 *   docs/architecture.md write `routes/pieces.ts` in the server's column). A word whose first folder is none of
 *   these (`DATA_DIR/secrets`, `dist/web`, `text/csv`) is not a repository path and is left alone.
 * - A path exists when git tracks it, as a file or as a folder holding tracked files, or when .gitignore names it
 *   (a generated folder, such as the native projects' copy of the web build).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  .toString()
  .split("\n")
  .filter((f) => f && !f.startsWith("node_modules/"));
const files = new Set(tracked);
const folders = new Set(tracked.flatMap((f) => f.split("/").slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join("/"))));
const ignored = new Set(
  readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, ""))
    .filter((line) => line && !/[*#!]/.test(line)),
);
const isTracked = (p: string) => files.has(p) || folders.has(p);
const exists = (p: string) => isTracked(p) || ignored.has(p);

/** The pages checked: every README, and everything under docs/. */
const pages = tracked.filter((f) => /(^|\/)README\.md$/.test(f) || (f.startsWith("docs/") && f.endsWith(".md")));

const PARTS = ["server", "web", "contract"];
const PATH_WORD = /^(?![./])[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]*)+$/;

/** Where a backticked word would start, by its first folder; none when it names no folder of the repository. */
function bases(page: string, word: string): string[] {
  const first = word.split("/")[0]!;
  const pageFolder = path.posix.dirname(page);
  const candidates = [pageFolder === "." ? "" : pageFolder, "", ...PARTS];
  return [...new Set(candidates)].filter((base) => isTracked(base ? `${base}/${first}` : first));
}

/** The paths one page names that do not exist, as "page: path". */
export function brokenPaths(page: string, text: string): string[] {
  const broken: string[] = [];
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, "");
  for (const m of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!.split("#")[0]!;
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page), target)).replace(/\/$/, "");
    if (!exists(resolved)) broken.push(`${page}: (${m[1]})`);
  }
  for (const m of withoutCode.matchAll(/`([^`\n]+)`/g)) {
    const word = m[1]!;
    if (!PATH_WORD.test(word)) continue;
    const from = bases(page, word);
    if (from.length === 0) continue;
    const clean = word.replace(/\/$/, "");
    if (!from.some((base) => exists(base ? `${base}/${clean}` : clean))) broken.push(`${page}: \`${word}\``);
  }
  return broken;
}

describe("paths named in the docs", () => {
  it("reads the READMEs and docs/", () => {
    expect(pages).toContain("README.md");
    expect(pages).toContain("docs/architecture.md");
    expect(pages.length).toBeGreaterThan(100);
  });

  it("names only paths that exist", () => {
    const broken = pages.flatMap((page) => brokenPaths(page, readFileSync(path.join(ROOT, page), "utf8")));
    expect(broken).toEqual([]);
  });

  it("catches a missing file and leaves API paths, globs and placeholders alone (the rule is not vacuous)", () => {
    const page = "docs/architecture.md";
    expect(brokenPaths(page, "see `server/services/no-such-file.ts`")).toEqual([`${page}: \`server/services/no-such-file.ts\``]);
    expect(brokenPaths(page, "see [the record](decisions/9999-none.md)")).toEqual([`${page}: (decisions/9999-none.md)`]);
    expect(brokenPaths(page, "server's `routes/no-such-route.ts`")).toEqual([`${page}: \`routes/no-such-route.ts\``]);
    expect(brokenPaths(page, "`server/app.ts`, `routes/pieces.ts`, [product](product.md#r1), [site](https://example.com/x)")).toEqual([]);
    const notPaths = "`/api/pieces`, `/api/pieces/{id}`, `services/<area>*.ts`, `services/pieces*.ts`, `DATA_DIR/secrets`, `dist/web`, `text/csv`, `./data`, `/c/:code`";
    expect(brokenPaths(page, notPaths)).toEqual([]);
  });
});

describe("the decisions' index", () => {
  it("has a line for every decision record", () => {
    const records = tracked.filter((f) => /^docs\/decisions\/\d{4}-.+\.md$/.test(f)).map((f) => path.basename(f));
    const index = readFileSync(path.join(ROOT, "docs/decisions/README.md"), "utf8");
    expect(records.length).toBeGreaterThan(100);
    expect(records.filter((f) => !index.includes(`| [${f.slice(0, 4)}](${f}) |`))).toEqual([]);
  });
});
