import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CSV_TEXTS } from "../../../../contract/import/texts";
import { csvPiecesImporter, readCsvMapping } from "./csv-pieces";
import { MAP_TEXTS } from "./map-values";

const sample = (name: string) => {
  const file = path.join(__dirname, "../../../../tests/fixtures/imports/csv", name);
  return { kind: "file" as const, fileName: name, file, head: readFileSync(file).subarray(0, 4096) };
};

describe("plain CSV importer", () => {
  it("maps recognised headers case-insensitively through a BOM and lists what it could not map per field", async () => {
    const data = await csvPiecesImporter.parse(sample("pieces-good.csv"), { mapping: {} });
    expect(data.badLines).toEqual([]);
    expect(data.pieces.map((p) => [p.sourceId, p.name, p.type, p.tags, p.clayBody, p.stages.map((s) => s.stage), p.location])).toEqual([
      ["line 2", "Morning mug", "wheel", ["Mug"], "B-Mix", ["Bisqued"], "Shelf 2"],
      ["line 3", "Big bowl", "wheel", ["Bowl"], "Speckled Buff", [], "Damp box"],
      ["line 4", "Bud vase", "wheel", ["Vase"], "B-Mix", ["Finished"], null],
    ]);
    expect(data.pieces[0]).toMatchObject({ notes: "Handle pulled, a bit thick", height: 4.5, width: 3.5, depth: 3.5, createdAt: "2025-03-14" });
    expect(data.pieces[0]!.stages).toEqual([{ stage: "Bisqued", date: "2025-03-14", location: "Shelf 2", notes: null }]);
    expect(data.pieces[2]).toMatchObject({ createdAt: null, width: null, height: 7, depth: 3 });
    expect(data.unmapped).toEqual(
      expect.arrayContaining([
        { field: "Glaze", count: 2, reason: CSV_TEXTS.unknownColumn },
        { field: "Stage", count: 1, reason: CSV_TEXTS.unknownStage },
        { field: "Date", count: 1, reason: CSV_TEXTS.notDate },
        { field: "Width", count: 1, reason: CSV_TEXTS.notNumber },
        { field: "Type", count: 3, reason: MAP_TEXTS.notMethod },
      ]),
    );
    expect(data.unmapped).toHaveLength(5);
  });

  it("uses the mapping for headers it does not recognise; without a name column it lists every unknown column and refuses", async () => {
    const bytes = sample("pieces-unknown-headers.csv");
    const refused = await csvPiecesImporter.parse(bytes, { mapping: {} });
    expect(refused.refusal).toBe(CSV_TEXTS.noName);
    expect(refused.pieces).toEqual([]);
    expect(refused.unmapped).toEqual([
      { field: "Piece title", count: 1, reason: CSV_TEXTS.unknownColumn },
      { field: "Body", count: 1, reason: CSV_TEXTS.unknownColumn },
    ]);
    const mapping = readCsvMapping(JSON.stringify({ "Piece title": "name", Body: "clayBody" }));
    const data = await csvPiecesImporter.parse(bytes, { mapping });
    expect(data.refusal).toBeNull();
    expect(data.pieces).toEqual([
      {
        sourceId: "line 2",
        name: "Plate",
        type: "wheel",
        tags: ["Plate"],
        clayBody: "Porcelain",
        createdAt: null,
        location: null,
        notes: null,
        height: null,
        width: null,
        depth: null,
        stages: [{ stage: "Formed", date: null, location: null, notes: null }],
        photos: [],
        fate: null,
        layers: [],
      },
    ]);
  });

  it("reports wrong column counts and an unterminated quote by line number, keeping the good rows", async () => {
    const data = await csvPiecesImporter.parse(sample("pieces-bad-rows.csv"), { mapping: {} });
    // The broken quote costs its own line only: the row after it is read.
    expect(data.pieces.map((p) => p.name)).toEqual(["Cup", "Jar", "Tail"]);
    expect(data.badLines).toEqual([
      { line: 3, message: CSV_TEXTS.columnCount(4, 3) },
      { line: 5, message: CSV_TEXTS.unterminated },
    ]);
  });

  it("refuses a mapping that is not column → field (a file not in UTF-8 is refused as it is uploaded)", () => {
    expect(() => readCsvMapping("[1]")).toThrow(CSV_TEXTS.badMapping);
    expect(() => readCsvMapping(JSON.stringify({ Glaze: "glaze" }))).toThrow(CSV_TEXTS.badMapping);
  });
});
