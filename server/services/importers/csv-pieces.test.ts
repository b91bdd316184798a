import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CSV_TEXTS, csvPiecesImporter, readCsvMapping } from "./csv-pieces";

const sample = (name: string) => readFileSync(path.join(__dirname, "../../../tests/fixtures/imports/csv", name));

describe("plain CSV importer (issue 24)", () => {
  it("maps recognised headers case-insensitively through a BOM and lists what it could not map per field", () => {
    const data = csvPiecesImporter.parse(sample("pieces-good.csv"), { mapping: {} });
    expect(data.badLines).toEqual([]);
    expect(data.pieces.map((p) => [p.name, p.type, p.clayBody, p.stage, p.location])).toEqual([
      ["Morning mug", "Mug", "B-Mix", "Bisqued", "Shelf 2"],
      ["Big bowl", "Bowl", "Speckled Buff", null, "Damp box"],
      ["Bud vase", "Vase", "B-Mix", "Finished", null],
    ]);
    expect(data.pieces[0]).toMatchObject({ notes: "Handle pulled, a bit thick", height: 4.5, width: 3.5, depth: 3.5, date: "2025-03-14T00:00:00.000Z" });
    expect(data.pieces[2]).toMatchObject({ date: null, width: null, height: 7, depth: 3 });
    expect(data.unmapped).toEqual(
      expect.arrayContaining([
        { field: "Glaze", count: 2, reason: CSV_TEXTS.unknownColumn },
        { field: "Stage", count: 1, reason: CSV_TEXTS.unknownStage },
        { field: "Date", count: 1, reason: CSV_TEXTS.notDate },
        { field: "Width", count: 1, reason: CSV_TEXTS.notNumber },
      ]),
    );
    expect(data.unmapped).toHaveLength(4);
  });

  it("uses the mapping for headers it does not recognise, and refuses a CSV without a name column", () => {
    const bytes = sample("pieces-unknown-headers.csv");
    expect(() => csvPiecesImporter.parse(bytes, { mapping: {} })).toThrow(CSV_TEXTS.noName);
    const mapping = readCsvMapping(JSON.stringify({ "Piece title": "name", Body: "clayBody" }));
    const data = csvPiecesImporter.parse(bytes, { mapping });
    expect(data.pieces).toEqual([
      { name: "Plate", type: "Plate", clayBody: "Porcelain", stage: "Formed", date: null, location: null, notes: null, height: null, width: null, depth: null },
    ]);
  });

  it("reports wrong column counts and an unterminated quote by line number, keeping the good rows", () => {
    const data = csvPiecesImporter.parse(sample("pieces-bad-rows.csv"), { mapping: {} });
    expect(data.pieces.map((p) => p.name)).toEqual(["Cup", "Jar"]);
    expect(data.badLines).toEqual([
      { line: 3, message: CSV_TEXTS.columnCount(4, 3) },
      { line: 5, message: CSV_TEXTS.unterminated },
    ]);
  });

  it("refuses a file that is not UTF-8, and a mapping that is not column → field", () => {
    expect(() => csvPiecesImporter.parse(sample("pieces-latin1.csv"), { mapping: {} })).toThrow(CSV_TEXTS.notUtf8);
    expect(() => readCsvMapping("[1]")).toThrow(CSV_TEXTS.badMapping);
    expect(() => readCsvMapping(JSON.stringify({ Glaze: "glaze" }))).toThrow(CSV_TEXTS.badMapping);
  });
});
