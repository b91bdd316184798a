/**
 * Limits of an import (product.md#r142, docs/decisions/0171-import-batches.md), free of zod so the Settings screen
 * can show them. Each is refused at once, with a message that names it (texts.ts).
 */
export const IMPORT_LIMITS = {
  /** The uploaded file: an archive (a Claybook or PotterDoc export with its photos). */
  maxFileBytes: 500 * 1024 * 1024,
  /** A CSV (Mud Room, a plain CSV of pieces): 100,000 rows of a long-time potter's spreadsheet are some 10 MB. */
  maxCsvBytes: 50 * 1024 * 1024,
  /** A JSON file (Pottery Life): read whole, so kept small. */
  maxJsonBytes: 10 * 1024 * 1024,
  /**
   * PotterDoc's pieces.json inside its archive, unpacked: read as a stream, but its pieces are held until stored;
   * 100,000 pieces (maxRows) with their whole state history are about 245 MB (docs/decisions/0245-potterdoc-streamed-read.md).
   */
  maxPotterDocPiecesBytes: 250 * 1024 * 1024,
  /** Rows of a CSV after its header, and records of one kind in an export. */
  maxRows: 100_000,
  /** Imports running at once on the whole server (all potters); each potter runs one at a time. */
  maxRunningImports: 3,
  /** Sum of the entries' uncompressed sizes, as their headers state them. */
  maxUncompressedBytes: 1024 * 1024 * 1024,
  /** Uncompressed over compressed size, per entry and for the whole archive. */
  maxCompressionRatio: 100,
  maxEntries: 20_000,
  /**
   * Every JSON file an import reads, before it is parsed (docs/decisions/0260-bounded-import-readers.md): arrays and
   * objects nested deeper than this (an export nests about 5 levels), a string or CSV cell longer than this, or more
   * values in one file than this are refused at once with a message naming the limit.
   */
  maxJsonDepth: 64,
  maxStringChars: 100_000,
  maxJsonValues: 20_000_000,
} as const;

/** The whole request: the file plus room for the form around it. */
export const IMPORT_BODY_LIMIT = IMPORT_LIMITS.maxFileBytes + 1024 * 1024;

export const IMPORT_FORMATS = ["claybook", "potterdoc", "mudroom", "potterylife", "glazy", "csv"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;

/** The multipart field names of POST /api/import. */
/** `timeZone`: the sending device's IANA zone, in which a date the file gives without a time is that day (product.md#r231). */
export const IMPORT_FIELDS = { file: "file", format: "format", dryRun: "dryRun", mapping: "mapping", timeZone: "timeZone" } as const;

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
  "materials",
  "recipes",
  "recipeVersions",
  "recipeMixes",
  "recipeTiles",
  "clayPrices",
  "glazePrices",
  "materialPrices",
  "materialPurchases",
  "materialUsages",
  "reorderLevels",
  "supplies",
  "kilnCosts",
  "marketEvents",
  "eventPieces",
  "sales",
  "saleReturns",
  "saleItems",
  "pieceSelling",
  "layerGrams",
  "photos",
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
