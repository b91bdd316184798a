import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { thumbnailAddress } from "../../../contract/photos/rules";
import type { Stage } from "../../../contract/stages/schemas";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { compileRowMapper } from "../../db/row-mapper";
import * as schema from "../../db/schema";
import { toPieceDto, type PieceRow } from "./pieces-dto";
import { countsText, pageEntries } from "./pieces-page-rows";

interface PreparedSelect {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
}

// Preparing builds the SQL and the column list only; nothing connects.
const pool = new pg.Pool({ connectionString: "postgres://nobody@127.0.0.1:1/none" });
afterAll(() => pool.end());
const queries = prepared(drizzle({ client: pool, schema }) as unknown as Db);

/** A row as node-postgres hands it over under Drizzle's parsers: timestamps as text, numerics as text, arrays parsed. */
function rawRow(select: PreparedSelect, piece: Record<string, unknown> | null): unknown[] {
  return select.fields.map(({ path }) => {
    if (path[0] === "counts") return '{"Formed" : 3, "Bisqued" : 1}';
    if (path[0] === "lastImage") return piece && (piece.imageUrls as string[]).length ? (piece.imageUrls as string[]).at(-1) : null;
    return piece ? (piece[path[1]!] ?? null) : null;
  });
}

const base = {
  id: 7,
  userId: 2,
  code: "A7",
  name: "Tall jug",
  type: "Jug",
  clayBody: "Stoneware",
  imageUrls: ["/api/photos/2/a.jpg", "/api/photos/2/b.jpg"],
  isMultiPart: false,
  studioLocation: "Shelf 3",
  status: "In Progress",
  currentPhase: "wedge",
  glazeIds: [1, 4],
  inspirationIds: [],
  tags: ["gift"],
  notes: null,
  surfaceTreatmentNotes: "wax the foot",
  clayWeight: "1250.50",
  height: "21.00",
  width: null,
  depth: "9.25",
  firingMethod: "Reduction",
  decoratingTechniques: ["sgraffito"],
  createdAt: "2026-11-02 09:15:00.123+00",
  updatedAt: "2026-11-20 17:00:00+00",
  currentStage: "Bisqued",
  currentLocation: "Kiln room",
  currentStageSince: "2026-11-20 17:00:00+00",
  fate: null,
  fateCause: null,
  fateNote: null,
  fateAt: null,
  fateStage: null,
  fateFiringId: null,
};

const cases: Record<string, Record<string, unknown>> = {
  "in the making": base,
  "lost, with its own time and stage": { ...base, id: 8, fate: "lost", fateCause: "cracked", fateNote: "in the bisque", fateAt: "2026-11-21 08:00:00+00", fateStage: "Bisqued", fateFiringId: 12 },
  "reclaimed, falling back to the update time and current stage": { ...base, id: 9, fate: "reclaimed", imageUrls: [], currentStage: "Formed" },
  "lost without any stage": { ...base, id: 10, fate: "lost", currentStage: null },
};

describe("the list's pieces built in one pass", () => {
  for (const name of ["piecesPage", "piecesPageOfStage"] as const) {
    const query = queries[name];
    const select = query as unknown as PreparedSelect;
    const twoStep = compileRowMapper(select.fields, select.joinsNotNullableMap);

    it(`${name}: equals Drizzle's mapping then toPieceDto, key order included, and skips the totals-only row`, () => {
      const rows = [...Object.values(cases).map((piece) => rawRow(select, piece)), rawRow(select, null)];
      const expected = rows.flatMap((row) => {
        const { piece, lastImage } = twoStep(row) as { piece: PieceRow | null; lastImage: string | null };
        if (!piece) return [];
        return [{ ...toPieceDto(piece), currentStage: piece.currentStage as Stage, currentLocation: piece.currentLocation!, thumbnailUrl: lastImage ? thumbnailAddress(lastImage) : null }];
      });
      const entries = pageEntries(query.positions, rows);
      expect(entries).toHaveLength(4);
      expect(JSON.stringify(entries)).toBe(JSON.stringify(expected));
      expect(entries[1]!.fate).toEqual({ fate: "lost", cause: "cracked", note: "in the bisque", at: "2026-11-21T08:00:00.000Z", stage: "Bisqued", firingId: 12 });
      expect(entries[2]!.fate).toEqual({ fate: "reclaimed", cause: null, note: null, at: "2026-11-20T17:00:00.000Z", stage: "Formed", firingId: null });
      expect(entries[0]!.clayWeight).toBe(1250.5);
      expect(entries[0]!.thumbnailUrl).toBe(thumbnailAddress("/api/photos/2/b.jpg"));
      expect(entries[2]!.thumbnailUrl).toBeNull();
    });

    it(`${name}: reads the totals from the first row, and "{}" from no row`, () => {
      expect(countsText(query.positions, [rawRow(select, null)])).toBe('{"Formed" : 3, "Bisqued" : 1}');
      expect(countsText(query.positions, [])).toBe("{}");
      expect(pageEntries(query.positions, [rawRow(select, null)])).toEqual([]);
    });
  }
});
