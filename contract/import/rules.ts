/** Limits of an import (product.md#r142), free of zod so the Settings screen can show them. */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxFileBytes: 500 * 1024 * 1024,
  /** Sum of the entries' uncompressed sizes, as their headers state them. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  /** Uncompressed over compressed size, per entry and for the whole archive. */
  maxCompressionRatio: 100,
  maxEntries: 20_000,
} as const;

/** The whole request: the file plus room for the form around it. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.maxFileBytes + 1024 * 1024;

export const IMPORT_FORMATS = ["claybook", "potterdoc", "mudroom", "potterylife", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** The multipart field names of POST /api/import. */
export const IMPORT_FIELDS = { file: "file", format: "format", dryRun: "dryRun", mapping: "mapping" } as const;

/** The Claybook fields a CSV column can be mapped to (the column-mapping step, product.md#r145). */
export const CSV_FIELDS = ["name", "type", "clayBody", "stage", "date", "location", "notes", "height", "width", "depth"] as const;
export type CsvField = (typeof CSV_FIELDS)[number];

/** The kinds an import counts, in the order the preview lists them. */
export const IMPORT_KINDS = [
  "preferences",
  "glazes",
  "surfaceCombos",
  "surfaceComboLayers",
  "inspirations",
  "pieces",
  "parts",
  "stageHistory",
  "decorationLayers",
  "testTiles",
  "kilns",
  "kilnMaintenance",
  "firings",
  "firingPieces",
  "reminderSettings",
  "reminderMutes",
  "reminderDeliveries",
  "studioLocations",
  "customStudioLocations",
  "photos",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
