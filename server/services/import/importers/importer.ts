/**
 * One interface for importers from other apps (issue 24, docs/decisions/0152-importers-from-other-apps.md): each
 * reads its file into the same in-memory records, which one writer (import-foreign.ts) stores, with every value it
 * could not map listed per field, so the preview's `skipped` shows it and nothing is silently dropped.
 */
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
  stages: ImportedStageEntry[];
  /** Names of photo entries in the source archive. */
  photos: string[];
}

/** A glaze or other surface material, as a Claybook surface treatment. */
export interface ImportedGlaze {
  sourceId: string;
  name: string;
  type: string;
  brand: string | null;
  color: string | null;
  temperature: string | null;
  finish: string | null;
  notes: string | null;
}

/** A firing from another app's log, as a finished Claybook firing without a kiln. */
export interface ImportedFiring {
  sourceId: string;
  kind: "bisque" | "glaze" | "other";
  date: string | null;
  targetCone: string | null;
  atmosphere: string | null;
  notes: string | null;
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

export const emptyData = (): ImportedData => ({ pieces: [], glazes: [], clayBodies: [], firings: [], unmapped: [], badLines: [], refusal: null });
