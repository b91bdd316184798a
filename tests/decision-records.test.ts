/**
 * Every decision record says when it was taken and whether it still holds (docs/decisions/0292-dated-decisions.md):
 * after its title `# NNNN …`, a `Date: YYYY-MM-DD.` line (the day of its first commit) and a `Status:` line.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../docs/decisions");
const records = readdirSync(DIR).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));

/** What is missing from a record's head (its title, then a Date line and a Status line), or nothing. */
function headProblems(file: string, text: string): string[] {
  const lines = text.split("\n");
  const problems: string[] = [];
  if (!lines[0]?.startsWith(`# ${file.slice(0, 4)} `)) problems.push("no title '# NNNN …' on its first line");
  const head = lines.slice(1, 8);
  const date = head.findIndex((l) => /^Date: \d{4}-\d{2}-\d{2}\.$/.test(l));
  if (date === -1) problems.push("no 'Date: YYYY-MM-DD.' line after its title");
  else if (Number.isNaN(Date.parse(head[date]!.slice(6, 16)))) problems.push(`no such day: ${head[date]}`);
  if (!head.some((l) => /^Status: \S/.test(l))) problems.push("no 'Status:' line after its title");
  else if (date !== -1 && head.findIndex((l) => l.startsWith("Status:")) < date) problems.push("its Status line comes before its Date line");
  return problems.map((p) => `${file}: ${p}`);
}

describe("decision records", () => {
  it("reads every record", () => {
    expect(records.length).toBeGreaterThan(150);
  });

  it("gives every record a Date line and a Status line after its title", () => {
    expect(records.flatMap((f) => headProblems(f, readFileSync(path.join(DIR, f), "utf8")))).toEqual([]);
  });

  it("refuses a record without them (the check is not vacuous)", () => {
    expect(headProblems("0999-x.md", "# 0999 X\n\n**Context.** …")).toEqual([
      "0999-x.md: no 'Date: YYYY-MM-DD.' line after its title",
      "0999-x.md: no 'Status:' line after its title",
    ]);
    expect(headProblems("0999-x.md", "# 0999 X\n\nDate: 2026-13-40.\nStatus: accepted.\n")).toEqual(["0999-x.md: no such day: Date: 2026-13-40."]);
    expect(headProblems("0999-x.md", "# 0999 X\n\nDate: 2026-11-28.\nStatus: accepted.\n")).toEqual([]);
  });
});
