/** Pottery Life's kilns, firings and glaze tests read into Claybook's records (docs/imports.md), and its shared message. */
import { describe, expect, it } from "vitest";
import { Unmapped } from "./importer";
import { potteryLifeText } from "./pottery-life";
import { POTTERY_LIFE_RECORD_TEXTS, readFirings, readKilns, readTestTiles } from "./pottery-life-records";

describe("Pottery Life's records", () => {
  it("reads the JSON of the shared message, and JSON as it is", () => {
    expect(potteryLifeText('Pottery Life export (1 piece · 0 firings)\n\n{\n  "version": 1\n}')).toBe('{\n  "version": 1\n}');
    expect(potteryLifeText('\uFEFF  {"version": 1}')).toBe('{"version": 1}');
    expect(potteryLifeText('[{"id": "a"}]')).toBe('[{"id": "a"}]');
  });

  it("keeps a kiln's name whole in its notes when it is too long, and lists a shelf count it cannot keep", () => {
    const unmapped = new Unmapped();
    const [kiln] = readKilns([{ id: "k", name: "K".repeat(60), type: "studio", shelves: 40, coneRange: "6" }], unmapped);
    expect(kiln).toMatchObject({ name: "K".repeat(50), type: "Other", shelves: null, maxCone: "6", notes: `Name: ${"K".repeat(60)}` });
    expect(unmapped.list()).toEqual([
      { kind: "kilns", field: "type", count: 1, reason: POTTERY_LIFE_RECORD_TEXTS.kilnType },
      { kind: "kilns", field: "name", count: 1, reason: POTTERY_LIFE_RECORD_TEXTS.longName },
      { kind: "kilns", field: "shelves", count: 1, reason: POTTERY_LIFE_RECORD_TEXTS.shelves },
    ]);
  });

  it("gives a firing's pieces their outcome: the receipt, else the piece's own loss, pending until the firing is done", () => {
    const unmapped = new Unmapped();
    const pieces = new Map([
      [1, { backendId: "b1", loss: null }],
      [2, { backendId: null, loss: "broken" as const }],
    ]);
    const [done, planned] = readFirings(
      [
        { id: "f", type: "luster", state: "completed", pieceIds: [1, 2, 9], pieceReceipts: [{ pieceBackendId: "b1", survived: false }] },
        { id: "g", type: "glaze", state: "scheduled", pieceIds: [1], scheduledDate: "2026-01-02" },
      ],
      pieces,
      unmapped,
    );
    expect(done).toMatchObject({ kind: "other", status: "done", pieces: [{ pieceSourceId: "piece 1", outcome: "other" }, { pieceSourceId: "piece 2", outcome: "broken" }] });
    expect(planned).toMatchObject({ kind: "glaze", status: "planned", date: "2026-01-02", pieces: [{ outcome: "pending" }] });
    expect(unmapped.list()).toEqual([
      { kind: "firings", field: "type", count: 1, reason: `${POTTERY_LIFE_RECORD_TEXTS.firingType}: luster` },
      { kind: "firings", field: "pieceIds", count: 1, reason: POTTERY_LIFE_RECORD_TEXTS.unknownPiece },
    ]);
  });

  it("reads a glaze test's rating, method and defects; a defect Claybook does not list goes to the notes", () => {
    const unmapped = new Unmapped();
    const [tile] = readTestTiles([{ id: "t", glazeId: "g1", glazeNameSnapshot: "Shino", resultRating: "interesting", applicationMethod: "pour", thickness: "thin", defects: ["running", "warping"] }], unmapped);
    expect(tile).toMatchObject({ glazeSourceId: "glaze g1", materialLabel: "Shino", rating: 3, applicationMethod: "Poured", thickness: "Thin", defects: ["Running"], notes: "Defects: warping" });
    expect(unmapped.list()).toEqual([{ kind: "testTiles", field: "defects", count: 1, reason: POTTERY_LIFE_RECORD_TEXTS.defect }]);
  });
});
