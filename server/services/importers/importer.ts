/**
 * One interface for importers from other apps (issue 24): each detects its file and parses it into the same
 * in-memory pieces the Claybook importer inserts, with every value it could not map listed per field, so the
 * preview's `skipped` shows it and nothing is silently dropped.
 */
import type { STAGES } from "../../../contract/stages/texts";

export type ImportedStage = (typeof STAGES)[number];

export interface ImportedPiece {
  name: string;
  type: string;
  clayBody: string;
  stage: ImportedStage | null;
  date: string | null;
  location: string | null;
  notes: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
}

/** A value the importer could not map, grouped by the source field it came from. */
export interface UnmappedField {
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
  unmapped: UnmappedField[];
  badLines: LineProblem[];
}

export interface Importer<Options> {
  /** True when the bytes look like this importer's format. */
  detect(bytes: Buffer, fileName: string): boolean;
  parse(bytes: Buffer, options: Options): ImportedData;
}
