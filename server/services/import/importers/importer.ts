/**
 * One interface for importers from other apps (docs/decisions/0152-importers-from-other-apps.md): each
 * reads its file into the same in-memory records, which one writer (import-foreign.ts) stores, with every value it
 * could not map listed per field, so the preview's `skipped` shows it and nothing is silently dropped.
 */
import type { SaleChannel } from "../../../../contract/business/rules";
import type { FiringStatus, Outcome } from "../../../../contract/firings/rules";
import type { RecipeKind } from "../../../../contract/glaze-lab/rules";
import type { Fate, FateCause } from "../../../../contract/pieces/fate-texts";
import type { PieceType } from "../../../../contract/pieces/texts";
import type { STAGES } from "../../../../contract/stages/texts";
import type { ZipArchive } from "../import-zip";

export type ImportedStage = (typeof STAGES)[number];

export interface ImportedStageEntry {
  stage: ImportedStage;
  /** ISO date-time; null when the source has none (the import's time is used). */
  date: string | null;
  location: string | null;
  notes: string | null;
}

/**
 * How a piece ended in the other app (product.md#r180, docs/decisions/0211-imported-records.md): the stage it was at
 * is the furthest stage of its imported entries, worked out when it is stored.
 */
export interface ImportedFate {
  fate: Fate;
  cause: FateCause | null;
  note: string | null;
  /** ISO date-time; null when the source has none (the piece's last stage date, else the import's time). */
  at: string | null;
}

/** A glaze on a piece, as one of its layers, in order: the glaze imported from the same file, else one by name. */
export interface ImportedLayer {
  glaze: string;
  /** The glaze's id in the same file, when the file has a library. */
  glazeSourceId: string | null;
  notes?: string | null;
}

export interface ImportedPiece {
  /** The record's id in the source (a CSV's line number): what a second import of the same file is matched by. */
  sourceId: string;
  name: string;
  type: PieceType;
  clayBody: string;
  tags: string[];
  createdAt: string | null;
  location: string | null;
  notes: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  /** The clay weight in pounds (product.md#r85), when the file gives one. */
  clayWeight?: number | null;
  stages: ImportedStageEntry[];
  /** The asking price, a decimal as typed (product.md#r270), when the file gives one. */
  price?: string | null;
  /** What the piece cost besides its clay, glaze and firing, each with its amount as typed (product.md#r270). */
  otherCosts?: { description: string; amount: string }[];
  /** Names of photo entries in the source archive. */
  photos: string[];
  fate: ImportedFate | null;
  layers: ImportedLayer[];
}

/** A kiln from another app's records. */
export interface ImportedKiln {
  sourceId: string;
  name: string;
  type: string;
  maxCone: string | null;
  shelves: number | null;
  notes: string | null;
}

/** A piece in an imported firing: by its source id, or by its name when the source names it only. */
export interface ImportedFiringPiece {
  pieceSourceId: string | null;
  pieceName: string | null;
  outcome: Outcome;
  note: string | null;
}

/** A test tile from another app's glaze tests; its glaze is the one imported from the same file. */
export interface ImportedTestTile {
  sourceId: string;
  glazeSourceId: string | null;
  materialLabel: string;
  clayBody: string;
  cone: string | null;
  applicationMethod: string | null;
  thickness: string | null;
  firedOn: string | null;
  kilnName: string | null;
  rating: number | null;
  defects: string[];
  notes: string | null;
}

/** A line of an imported recipe: its material by the other app's name, matched to the library when stored. */
export interface ImportedRecipeLine {
  material: string;
  amount: number;
  addition: boolean;
}

/** A glaze recipe from another app (product.md#r258, r259), stored through the glaze lab's rules. */
export interface ImportedRecipe {
  sourceId: string;
  name: string;
  kind: RecipeKind;
  /** Claybook cone names ("Cone 6"); coneHigh only for a range. */
  cone: string | null;
  coneHigh: string | null;
  atmosphere: string | null;
  surface: string | null;
  source: string | null;
  notes: string | null;
  lines: ImportedRecipeLine[];
}

/** A sale from another app's records: one piece, named by its title, sold on a day (product.md#r271). */
export interface ImportedSale {
  sourceId: string;
  /** A calendar day, YYYY-MM-DD. */
  date: string;
  pieceName: string;
  /** A decimal as typed. */
  price: string;
  channel: SaleChannel;
  venue: string | null;
  buyer: string | null;
  notes: string | null;
}

/** A glaze or other surface material, as a Claybook surface treatment. */
export interface ImportedGlaze {
  sourceId: string;
  /** The recipe of the same file this surface is mixed from (product.md#r260). */
  recipeSourceId?: string | null;
  name: string;
  type: string;
  brand: string | null;
  color: string | null;
  temperature: string | null;
  finish: string | null;
  notes: string | null;
}

/** A firing from another app's records: finished unless the source says it is still to come. */
export interface ImportedFiring {
  sourceId: string;
  kind: "bisque" | "glaze" | "other";
  status: FiringStatus;
  date: string | null;
  targetCone: string | null;
  atmosphere: string | null;
  peakTemperatureC: number | null;
  holdMinutes: number | null;
  notes: string | null;
  kilnSourceId: string | null;
  pieces: ImportedFiringPiece[];
}

/** A value the importer could not map, grouped by the source field it came from. */
export interface UnmappedField {
  /** The kind of record the value belonged to; pieces when not said. */
  kind?: string;
  field: string;
  count: number;
  reason: string;
}

/** A source line that could not be read (CSV), by line number. */
export interface LineProblem {
  line: number;
  message: string;
}

export interface ImportedData {
  pieces: ImportedPiece[];
  glazes: ImportedGlaze[];
  /** Clay body names, added to the potter's list of clay bodies. */
  clayBodies: string[];
  firings: ImportedFiring[];
  kilns: ImportedKiln[];
  testTiles: ImportedTestTile[];
  recipes: ImportedRecipe[];
  sales: ImportedSale[];
  unmapped: UnmappedField[];
  badLines: LineProblem[];
  /** Why nothing can be imported (e.g. no name column): the preview still shows, the import fails with this. */
  refusal: string | null;
}

/**
 * What an importer reads: a plain file on disk (read in the job, streamed or size-checked; `head` is its first bytes,
 * enough to tell formats apart when the upload arrives), or an opened archive.
 */
export type ImportSource = { kind: "file"; file: string; head: Buffer; fileName: string } | { kind: "zip"; zip: ZipArchive; fileName: string };

/** Maps another app's stage names to Claybook's five; a name not in the table maps to nothing (and is listed). */
export function stageOf(table: Readonly<Record<string, ImportedStage | null>>, value: string): ImportedStage | null {
  return table[value.trim().toLowerCase()] ?? null;
}

export interface Importer<Options> {
  /** True when the source looks like this importer's format. */
  detect(source: ImportSource): Promise<boolean> | boolean;
  parse(source: ImportSource, options: Options): Promise<ImportedData> | ImportedData;
}

/** Collects unmapped values per (field, reason). */
export class Unmapped {
  private readonly entries = new Map<string, UnmappedField>();
  add(field: string, reason: string, count = 1, kind?: string): void {
    const key = `${kind ?? ""}\u0000${field}\u0000${reason}`;
    const entry = this.entries.get(key) ?? { ...(kind ? { kind } : {}), field, count: 0, reason };
    entry.count += count;
    this.entries.set(key, entry);
  }
  list(): UnmappedField[] {
    return [...this.entries.values()];
  }
}

export const emptyData = (): ImportedData => ({
  pieces: [],
  glazes: [],
  clayBodies: [],
  firings: [],
  kilns: [],
  testTiles: [],
  recipes: [],
  sales: [],
  unmapped: [],
  badLines: [],
  refusal: null,
});

/** The parts of a piece every importer starts from. */
export const pieceDefaults = (): Pick<ImportedPiece, "height" | "width" | "depth" | "photos" | "fate" | "layers" | "tags" | "notes" | "location"> => ({
  height: null,
  width: null,
  depth: null,
  photos: [],
  fate: null,
  layers: [],
  tags: [],
  notes: null,
  location: null,
});
