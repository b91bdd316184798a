/**
 * Every citation in code, tests and docs resolves inside the repository: `product.md#rN` to an anchor of
 * docs/product.md, `docs/decisions/NNNN-…` and "decision NNNN" to a record in docs/decisions/. Citations of documents
 * the repository does not hold (the old "D12" or "product.md#r16/D17", "spec 000 §4", "DEVELOPERS.md") are refused, and so are tracker numbers
 * ("issue 21", "issues 12 and 19") in every tracked text file: the tracker is not in the repository, so a reader gets
 * the reason, a product rule or a decision instead.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  .toString()
  .split("\n")
  .filter((f) => /\.(ts|tsx|mts|js|mjs|cjs|md|css|html|sh|ya?ml)$|^\.env\.example$/.test(f) && !/^(node_modules|dist|ios|android)\//.test(f))
  .filter((f) => f !== "docs/product.md" && f !== "tests/citations.test.ts");
/**
 * Every tracked text file for the tracker check, product.md included; a file with a NUL byte is binary. Left out:
 * installed and built output, and the migrations' generated SQL and snapshots (never hand-edited, CONTRIBUTING.md:
 * a migration already run keeps the text it was generated with).
 */
const trackedText = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
  .toString()
  .split("\n")
  .filter((f) => f !== "" && !/^(node_modules|dist|test-results)\//.test(f) && !f.startsWith("server/db/migrations/"))
  .filter((f) => f !== "tests/citations.test.ts");
const read = (file: string) => {
  try {
    return readFileSync(path.join(ROOT, file), "utf8");
  } catch {
    return "";
  }
};

const product = readFileSync(path.join(ROOT, "docs/product.md"), "utf8");
const anchors = new Set([...product.matchAll(/<a id="(r\d+)"><\/a>/g)].map((m) => m[1]));
const decisions = new Set(readdirSync(path.join(ROOT, "docs/decisions")).map((f) => f.slice(0, 4)));

/** The forms that pointed outside the repository. */
const OUTSIDE = [
  /(?<![A-Za-z0-9#_./-])D(?:[1-9]|1[0-9]|2[0-5])(?![0-9A-Za-z_])/,
  // The spec's decision number after a rule ("product.md#r16/D17"): the rule alone says it, r1 to r25 are D1 to D25.
  /#r\d+\/D\d/,
  /\b[Ss]pec 00[01]\b/,
  /DEVELOPERS\.md/,
  /(?<!product\.md#r\d+[^§\n]{0,3})§\d/,
];

/** A tracker number: "issue 21", "Issue 23:", "issues 12 and 19", "issue #21", any letter case. */
const TRACKER = /\bissues?[ \t]+#?\d/i;

describe("citations", () => {
  it("finds the rulebook and the decisions", () => {
    expect(anchors.size).toBeGreaterThan(100);
    expect(decisions.has("0001")).toBe(true);
  });

  it("cites nothing outside the repository", () => {
    const offenders: string[] = [];
    for (const file of tracked) {
      read(file)
        .split("\n")
        .forEach((line, i) => {
          if (OUTSIDE.some((re) => re.test(line))) offenders.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it("names no tracker number: the reason, a product rule or a decision stands in its place", () => {
    const offenders: string[] = [];
    for (const file of trackedText) {
      const text = read(file);
      if (text.includes("\0")) continue;
      text.split("\n").forEach((line, i) => {
        if (TRACKER.test(line)) offenders.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it("resolves every product rule and decision it cites", () => {
    const broken: string[] = [];
    for (const file of tracked) {
      const text = read(file);
      for (const m of text.matchAll(/product\.md#(r\d+)/g)) if (!anchors.has(m[1]!)) broken.push(`${file}: ${m[0]}`);
      for (const m of text.matchAll(/(?:docs\/decisions\/|[Dd]ecisions? )(\d{4})/g)) if (!decisions.has(m[1]!)) broken.push(`${file}: ${m[0]}`);
    }
    expect(broken).toEqual([]);
  });

  it("would catch the old forms (the patterns are not vacuous)", () => {
    for (const old of ["trial ended (D12)", "see spec 000 §4", "per DEVELOPERS.md", "Spec 001 §2 screens", "answers product.md#r16/D17's 503", "product.md#r4/D11:"]) {
      expect(OUTSIDE.some((re) => re.test(old)), old).toBe(true);
    }
    for (const fine of ["product.md#r12", "#D1D5DB", "3D printing", "docs/decisions/0043-deleting.md"]) {
      expect(OUTSIDE.some((re) => re.test(fine)), fine).toBe(false);
    }
    for (const old of ["(issue 21)", "Issue 23: reminders", "issues 12 and 19", "see issue #21", "ISSUE 5"]) {
      expect(TRACKER.test(old), old).toBe(true);
    }
    for (const fine of ["tissue 3", "an issue with 2 kilns", "issued 3 codes", "product.md#r21"]) {
      expect(TRACKER.test(fine), fine).toBe(false);
    }
  });
});
