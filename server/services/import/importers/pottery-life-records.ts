/**
 * Pottery Life's kilns, firings (with their pieces and what came out) and glaze tests, as Claybook's kilns, firings
 * and test tiles (docs/imports.md, docs/decisions/0211-imported-records.md). Read from the app's types (`Kiln`,
 * `Firing`, `PieceFireReceipt` in src/types/kiln.ts, `GlazeTestTile` in src/screens/glazes/types.ts); every key
 * Claybook does not keep is listed per key.
 */
import { KILN_NAME_MAX, KILN_SHELVES_MAX, type FiringStatus, type Outcome } from "../../../../contract/firings/rules";
import { TILE_DEFECTS } from "../../../../contract/tiles/rules";
import type { ImportedFiring, ImportedFiringPiece, ImportedKiln, ImportedTestTile, Unmapped } from "./importer";
import { readDate, readNumber } from "./map-values";

export const POTTERY_LIFE_RECORD_TEXTS = {
  noField: "no Claybook field",
  kilnType: "no Claybook kiln type of this name: kept as Other",
  firingType: "no Claybook firing kind of this name: kept as other",
  unknownPiece: "not a piece in this export: left out of the firing",
  photoOnPhone: "photos stay on the phone: Pottery Life's export does not carry them",
  defect: "not one of Claybook's tile defects: kept in the tile's notes",
  shelves: "not a shelf count Claybook keeps (1 to 20)",
  longName: "longer than a Claybook kiln name (50 characters): the whole name is kept in the kiln's notes",
} as const;

type Json = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
const hasValue = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0) && v !== false;

/** Lists every key of `record` with a value that is not in `kept`, under `kind`. */
function listRest(record: Json, kept: ReadonlySet<string>, kind: string, unmapped: Unmapped): void {
  for (const [key, value] of Object.entries(record)) {
    if (!kept.has(key) && hasValue(value)) {
      unmapped.add(key, /photo|uri/i.test(key) ? POTTERY_LIFE_RECORD_TEXTS.photoOnPhone : POTTERY_LIFE_RECORD_TEXTS.noField, 1, kind);
    }
  }
}

const KILN_TYPES: Record<string, string> = { electric: "Electric", gas: "Gas", wood: "Wood", pit: "Pit" };
const KILN_KEYS = new Set(["id", "backendId", "name", "type", "coneRange", "shelves", "size", "location", "notes", "createdAt"]);

export function readKilns(kilns: Json[], unmapped: Unmapped): ImportedKiln[] {
  return kilns.map((kiln) => {
    listRest(kiln, KILN_KEYS, "kilns", unmapped);
    const type = KILN_TYPES[String(kiln.type ?? "").toLowerCase()];
    if (!type && str(kiln.type)) unmapped.add("type", POTTERY_LIFE_RECORD_TEXTS.kilnType, 1, "kilns");
    // Size and place have no field of their own on a Claybook kiln: they open its notes, labelled.
    const name = str(kiln.name) ?? "Kiln";
    const long = name.length > KILN_NAME_MAX;
    if (long) unmapped.add("name", POTTERY_LIFE_RECORD_TEXTS.longName, 1, "kilns");
    const notes = [long && `Name: ${name}`, str(kiln.notes), str(kiln.size) && `Size: ${str(kiln.size)}`, str(kiln.location) && `Location: ${str(kiln.location)}`]
      .filter(Boolean)
      .join("\n");
    const shelves = typeof kiln.shelves === "number" && Number.isInteger(kiln.shelves) && kiln.shelves > 0 && kiln.shelves <= KILN_SHELVES_MAX ? kiln.shelves : null;
    if (shelves === null && hasValue(kiln.shelves)) unmapped.add("shelves", POTTERY_LIFE_RECORD_TEXTS.shelves, 1, "kilns");
    return {
      sourceId: `kiln ${String(kiln.id)}`,
      name: name.slice(0, KILN_NAME_MAX),
      type: type ?? "Other",
      maxCone: str(kiln.coneRange),
      shelves,
      notes: notes || null,
    };
  });
}

const FIRING_STATES: Record<string, FiringStatus> = {
  scheduled: "planned",
  loading: "loading",
  firing: "firing",
  cooling: "cooling",
  unloading: "cooling",
  completed: "done",
};
const FIRING_KEYS = new Set([
  "id",
  "backendId",
  "kilnId",
  "name",
  "type",
  "cone",
  "state",
  "scheduledDate",
  "startedAt",
  "completedAt",
  "firedDate",
  "pieceIds",
  "pieceReceipts",
  "notes",
  "result",
  "resultNotes",
  "glazeNotes",
  "peakTempC",
  "holdTimeMinutes",
  "createdAt",
  // Worked out by the app's backend from the receipts, which are read themselves.
  "survivedCount",
  "lostCount",
]);

/**
 * `lossOf` gives a lost piece's outcome from its own fate (a cemetery piece's cause), else other. A completed
 * firing's piece without a receipt survived unless the piece itself ended; one of a firing still to finish is pending.
 */
export function readFirings(firings: Json[], pieceIds: ReadonlyMap<number, { backendId: string | null; loss: Outcome | null }>, unmapped: Unmapped): ImportedFiring[] {
  return firings.map((firing) => {
    listRest(firing, FIRING_KEYS, "firings", unmapped);
    const type = String(firing.type ?? "").toLowerCase();
    const kind = type === "bisque" || type === "glaze" ? type : "other";
    if (kind === "other" && type !== "other" && type !== "") unmapped.add("type", `${POTTERY_LIFE_RECORD_TEXTS.firingType}: ${type}`, 1, "firings");
    const status = FIRING_STATES[String(firing.state ?? "")] ?? "planned";
    const receipts = Array.isArray(firing.pieceReceipts) ? (firing.pieceReceipts as Json[]) : [];
    const pieces: ImportedFiringPiece[] = [];
    for (const id of Array.isArray(firing.pieceIds) ? firing.pieceIds : []) {
      const piece = typeof id === "number" ? pieceIds.get(id) : undefined;
      if (!piece) {
        unmapped.add("pieceIds", POTTERY_LIFE_RECORD_TEXTS.unknownPiece, 1, "firings");
        continue;
      }
      const receipt = receipts.find((r) => piece.backendId !== null && r.pieceBackendId === piece.backendId);
      const survived = receipt ? receipt.survived === true : piece.loss === null;
      const outcome: Outcome = status !== "done" ? "pending" : survived ? "survived" : (piece.loss ?? "other");
      pieces.push({ pieceSourceId: `piece ${id}`, pieceName: null, outcome, note: null });
    }
    const date =
      readDate(firing.firedDate, "firedDate", unmapped) ??
      readDate(firing.completedAt, "completedAt", unmapped) ??
      readDate(firing.scheduledDate, "scheduledDate", unmapped) ??
      readDate(firing.createdAt, "createdAt", unmapped);
    const notes = [
      str(firing.name),
      str(firing.notes),
      str(firing.result) && `Result: ${str(firing.result)}`,
      str(firing.resultNotes),
      str(firing.glazeNotes) && `Glazes: ${str(firing.glazeNotes)}`,
    ].filter(Boolean);
    const peak = readNumber(firing.peakTempC, "peakTempC", unmapped);
    const hold = readNumber(firing.holdTimeMinutes, "holdTimeMinutes", unmapped);
    return {
      sourceId: `firing ${String(firing.id)}`,
      kind,
      status,
      date,
      targetCone: str(firing.cone),
      atmosphere: null,
      peakTemperatureC: peak === null ? null : Math.round(peak),
      holdMinutes: hold === null ? null : Math.round(hold),
      notes: notes.join("\n") || null,
      kilnSourceId: str(firing.kilnId) ? `kiln ${String(firing.kilnId)}` : null,
      pieces,
    };
  });
}

const METHODS: Record<string, string> = { dip: "Dipped", brush: "Brushed", pour: "Poured", spray: "Sprayed" };
const THICKNESSES: Record<string, string> = { thin: "Thin", medium: "Medium", thick: "Thick" };
/** Pottery Life rates a tile in three words; Claybook in 1 to 5 stars. */
const RATINGS: Record<string, number> = { bad: 1, interesting: 3, great: 5 };
const DEFECTS: Record<string, (typeof TILE_DEFECTS)[number]> = {
  crawling: "Crawling",
  crazing: "Crazing",
  pinholing: "Pinholing",
  blistering: "Blistering",
  running: "Running",
  "color-shift": "Colour shift",
};
const TILE_KEYS = new Set([
  "id",
  "backendId",
  "syncDirty",
  "glazeId",
  "glazeNameSnapshot",
  "clayBody",
  "cone",
  "kilnName",
  "applicationMethod",
  "thickness",
  "layeredWith",
  "firingDate",
  "notes",
  "resultRating",
  "defects",
  "shelfPosition",
]);

export function readTestTiles(tests: Json[], unmapped: Unmapped): ImportedTestTile[] {
  return tests.map((tile) => {
    listRest(tile, TILE_KEYS, "testTiles", unmapped);
    const defects: string[] = [];
    const otherDefects: string[] = [];
    for (const d of Array.isArray(tile.defects) ? tile.defects : []) {
      const mapped = DEFECTS[String(d)];
      if (mapped) defects.push(mapped);
      else {
        otherDefects.push(String(d));
        unmapped.add("defects", POTTERY_LIFE_RECORD_TEXTS.defect, 1, "testTiles");
      }
    }
    const layered = Array.isArray(tile.layeredWith) ? tile.layeredWith.map(String).filter((v) => v !== "") : [];
    const notes = [
      str(tile.notes),
      layered.length > 0 && `Layered with: ${layered.join(", ")}`,
      str(tile.shelfPosition) && `Shelf position: ${str(tile.shelfPosition)}`,
      otherDefects.length > 0 && `Defects: ${otherDefects.join(", ")}`,
    ].filter(Boolean);
    const fired = readDate(tile.firingDate, "firingDate", unmapped);
    return {
      sourceId: `glaze test ${String(tile.id)}`,
      glazeSourceId: str(tile.glazeId) ? `glaze ${String(tile.glazeId)}` : null,
      materialLabel: str(tile.glazeNameSnapshot) ?? "Glaze",
      clayBody: str(tile.clayBody) ?? "",
      cone: str(tile.cone),
      applicationMethod: METHODS[String(tile.applicationMethod)] ?? null,
      thickness: THICKNESSES[String(tile.thickness)] ?? null,
      firedOn: fired ? fired.slice(0, 10) : null,
      kilnName: str(tile.kilnName),
      rating: RATINGS[String(tile.resultRating)] ?? null,
      defects,
      notes: notes.join("\n") || null,
    };
  });
}
