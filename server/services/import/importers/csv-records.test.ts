import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CSV_TEXTS } from "../../../../contract/import/texts";
import { MAX_QUOTED_LINES, readCsvRecords, type CsvItem } from "./csv-records";

const dir = mkdtempSync(path.join(os.tmpdir(), "claybook-csv-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
async function read(text: string): Promise<CsvItem[]> {
  const file = path.join(dir, `f${n++}.csv`);
  writeFileSync(file, text);
  const items: CsvItem[] = [];
  for await (const item of readCsvRecords(file)) items.push(item);
  return items;
}

describe("readCsvRecords", () => {
  it("keeps a quote inside an unquoted cell as a character, and reads quoted cells with commas, doubled quotes and CRLF", async () => {
    expect(await read('\uFEFFName,Notes\r\n12" vase,tall\r\n"Bowl, big","say ""hi"""\r\n\r\n')).toEqual([
      { line: 1, cells: ["Name", "Notes"] },
      { line: 2, cells: ['12" vase', "tall"] },
      { line: 3, cells: ["Bowl, big", 'say "hi"'] },
    ]);
  });

  it("reads a quoted cell over several lines as one record, numbered by its first line", async () => {
    expect(await read('Name,Notes\nJar,"first\nsecond"\nCup,x\n')).toEqual([
      { line: 1, cells: ["Name", "Notes"] },
      { line: 2, cells: ["Jar", "first\nsecond"] },
      { line: 4, cells: ["Cup", "x"] },
    ]);
  });

  it("costs one line for a stray opening quote among 8,000 lines, however far the next quote is", async () => {
    const lines = ["Name,Stage"];
    for (let i = 2; i <= 8000; i++) lines.push(i === 100 ? '"Broken,Formed' : `Piece ${i},Formed`);
    lines[5000] = 'Later "quoted" words,Formed';
    const items = await read(lines.join("\n"));
    const problems = items.filter((i) => "problem" in i);
    expect(problems).toEqual([{ line: 100, problem: CSV_TEXTS.unterminated }]);
    // The header and every line but the broken one.
    expect(items.filter((i) => "cells" in i)).toHaveLength(1 + 7998);
    expect(items.find((i) => i.line === 101)).toEqual({ line: 101, cells: ["Piece 101", "Formed"] });
  });

  it("lists text after a closing quote, and a quote that runs into a later quote, as the line it starts on", async () => {
    const far = Array.from({ length: 3 }, (_, i) => `P${i},x`).join("\n");
    expect(await read(`Name,Stage\n"12" vase,Formed\n"Lid,x\n${far}\nEnd,"done"\n`)).toEqual([
      { line: 1, cells: ["Name", "Stage"] },
      { line: 2, problem: CSV_TEXTS.textAfterQuote },
      { line: 3, problem: CSV_TEXTS.unterminated },
      { line: 4, cells: ["P0", "x"] },
      { line: 5, cells: ["P1", "x"] },
      { line: 6, cells: ["P2", "x"] },
      { line: 7, cells: ["End", "done"] },
    ]);
  });

  it("gives up on a quoted cell after MAX_QUOTED_LINES lines", async () => {
    const body = Array.from({ length: MAX_QUOTED_LINES + 5 }, (_, i) => `line ${i}`).join("\n");
    const items = await read(`Name,Notes\nJar,"${body}\n`);
    expect(items[1]).toEqual({ line: 2, problem: CSV_TEXTS.unterminated });
    expect(items).toHaveLength(2 + MAX_QUOTED_LINES + 4);
  });
});
