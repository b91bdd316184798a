/** What the potter reads about an import (product.md#r140–r143). Zod-free for the Settings screen. */

/** The formats a file can be recognised as (the same words as IMPORT_FORMATS in rules.ts). */
type RecognisedFormat = "claybook" | "potterdoc" | "mudroom" | "potterylife" | "glazy" | "csv";

/** What a file is, as a sentence says it ("This is …"). */
export const FORMAT_NAMES: Record<RecognisedFormat, string> = {
  claybook: "a Claybook export",
  potterdoc: "a PotterDoc export",
  potterylife: "a Pottery Life export",
  glazy: "a Glazy recipe file",
  mudroom: "an export of The Potter's Mud Room",
  csv: "a CSV file",
};

/** The format's name as the potter chooses it. */
export const FORMAT_LABELS: Record<RecognisedFormat, string> = {
  claybook: "Claybook",
  potterdoc: "PotterDoc",
  potterylife: "Pottery Life",
  glazy: "Glazy",
  mudroom: "The Potter's Mud Room",
  csv: "CSV",
};
export const IMPORT_TEXTS = {
  notMultipart: "Send the export as a multipart form with the field 'file'.",
  noFile: "Choose a Claybook export (.zip) to import.",
  tooLarge: "The file is over 500 MB, the most an import takes.",
  tooLargeCsv: "This CSV is over 50 MB, the most one import takes. Split it into smaller files.",
  tooLargeJson: "This JSON file is over 10 MB, the most one import takes.",
  tooManyRows: "This file has more than 100,000 rows, the most one import takes. Split it into smaller files.",
  tooManyRecords: (file: string) => `${file} holds more than 100,000 records, the most one import takes.`,
  tooLargePotterDocPieces:
    "This PotterDoc export's pieces.json is over 250 MB unpacked (about 100,000 pieces with their histories), the most one import takes.",
  serverBusy: "The server is already running 3 imports, the most it runs at once. Try again in a few minutes.",
  interrupted: "The import stopped when its server restarted, and stored nothing. Start it again.",
  stalled: "The import made no progress for 2 minutes, so it was stopped, and stored nothing. Try again; if it stops again, the file may be damaged.",
  cancelled: "Import cancelled: nothing from it was kept.",
  notRunning: "This import has already ended, so there is nothing to cancel.",
  serverStopping: "This server is restarting and takes no new import. Try again in a moment.",
  // The upload could not be kept for the job (object storage out of reach): a 503 (docs/decisions/0273-import-uploads-in-object-storage.md).
  storageUnavailable: "Imports are unavailable right now: the file could not be stored. Please try again in a few minutes.",
  tooDeep: (file: string) => `${file} nests lists and objects more than 64 levels deep (no export nests more than a few), so it was not read.`,
  tooLongString: (file: string) => `${file} holds a text longer than 100,000 characters, the longest one import takes, so it was not read.`,
  tooManyValues: (file: string) => `${file} holds more than 20,000,000 values, the most one import reads, so it was not read.`,
  tooLongCell: (line: number) => `Line ${line} has a cell longer than 100,000 characters, the longest one import takes, so the file was not read.`,
  badFormat: "Format must be one of claybook, potterdoc, mudroom, potterylife, glazy or csv.",
  badDryRun: "dryRun must be true or false.",
  alreadyRunning: "An import is already running for this account, and each account runs one at a time. Wait for it to finish.",
  /**
   * A file that starts as a zip (its first bytes are "PK") but cannot be read: a download cut short, a copy that broke.
   * A file that is no zip at all is told what it looks like instead (`unreadable`, `notCsv`, …).
   */
  damagedZip: "This zip file is damaged, so Claybook cannot read it (a download cut short does this). Download the export again and import the new copy.",
  // Recognition by content (docs/decisions/0210-import-recognition.md): what a file is, whatever its name or the
  // format chosen; a choice that disagrees is told what the file looks like.
  looksLike: (is: RecognisedFormat, chosen: RecognisedFormat) =>
    `This is ${FORMAT_NAMES[is]}, not ${FORMAT_NAMES[chosen]}. Choose ${FORMAT_LABELS[is]}, or no format, and import it again.`,
  unknownZip:
    "This zip is neither a Claybook export (it has no manifest.json) nor a PotterDoc export (it has no pieces.json and profile.json).",
  potterDocPiecesAlone: "This is the pieces.json from inside a PotterDoc export. Import the whole .zip file PotterDoc's export gave you.",
  unknownJson:
    "This JSON file is neither Pottery Life's export (a JSON object with its version, pieces and glazes) nor Glazy's recipe JSON (recipes with their materialComponents), the JSON files Claybook imports.",
  empty: "This file is empty. Choose the file the export gave you.",
  notCsv: "This file is text, but not a CSV: its first line has no columns. Choose the export file itself.",
  unreadable: "This file is not a zip archive, JSON or text, so Claybook cannot read it. Choose an export file.",
  zipBomb: "This archive unpacks to more than 1 GB or is compressed suspiciously well (over 100 to 1), so it was not opened.",
  tooManyEntries: "This archive holds more than 20,000 files, more than any Claybook export.",
  unsafePath: "This archive has a file whose path leads outside the archive, so it was not opened.",
  noManifest: "This zip is not a Claybook export: manifest.json is missing.",
  badManifest: "manifest.json does not match Claybook's export format.",
  unknownVersion: (version: number) =>
    `This export has format version ${version}, which this Claybook does not know. Export again from an up-to-date Claybook.`,
  hashMismatch: (entry: string) => `The photo ${entry} does not match the export's manifest: the file is damaged or was changed.`,
  missingEntry: (entry: string) => `The export's manifest lists ${entry}, but the archive does not hold it.`,
  badJson: (file: string, detail: string) => `${file} does not match Claybook's export format: ${detail}`,
  countMismatch: (file: string) => `${file} holds a different number of records than the manifest says.`,
  failed: "The import failed and stored nothing. Try again; if it keeps failing, the file may be damaged.",
  done: "Import finished.",
  dryRunDone: "Preview ready: nothing was stored yet.",
  skippedDuplicate: "already imported from this file",
  skippedReminderSettings: "this account already has reminder settings",
  skippedPhotoMissing: "listed without a file in the export",
  // Settings ▸ Account Info
  sectionTitle: "Import data",
  sectionDescription:
    "Bring back a Claybook export (.zip), or bring your studio from PotterDoc, Pottery Life, The Potter's Mud Room, Glazy's recipe JSON or a CSV of pieces. Nothing you already have is changed; records are added.",
  limits: "One import at a time: an archive up to 500 MB, a CSV up to 50 MB and 100,000 rows, a JSON file up to 10 MB.",
  chooseFile: "Choose export file",
  linesTitle: "Lines not read",
  lineProblem: (line: number, reason: string) => `Line ${line}: ${reason}`,
  fieldProblem: (field: string, count: number, reason: string) => `${field}: ${count} (${reason})`,
  mappingTitle: "Match your columns",
  mappingDescription: "Claybook does not know these columns. Choose the Claybook field each one holds, then preview again.",
  mappingColumn: (column: string) => `Claybook field for column ${column}`,
  mappingNone: "Leave out",
  mappingApply: "Preview again",
  previewing: "Reading the file…",
  previewTitle: "What will be imported",
  skippedTitle: "Skipped",
  /** A field's values left out of records that are imported (the records themselves are kept). */
  keptWithoutTitle: "Imported without these values",
  startImport: "Import",
  cancel: "Cancel",
  running: "Importing…",
  finishedTitle: "Import finished",
  failedTitle: "Import failed",
  nothingToImport: "Nothing new to import: this file was already imported.",
  dismiss: "Dismiss",
  cancelImport: "Cancel import",
  cancelQuestion: "Cancel this import? Whatever it has stored so far is removed.",
  cancelYes: "Yes, cancel import",
  keepImporting: "Keep importing",
  cancelling: "Cancelling…",
  cancelledTitle: "Import cancelled",
} as const;
/** The plain CSV importer (product.md#r145), and its column-mapping step. */
export const CSV_TEXTS = {
  notUtf8: "This CSV is not UTF-8. Save it as 'CSV UTF-8' and import it again.",
  badMapping: "mapping must be a JSON object of column → Claybook field (name, type, clayBody, stage, date, location, notes, height, width, depth).",
  noName: "The CSV has no column for the piece's name; map one with the column-mapping step.",
  unterminated: "a quote is opened and never closed",
  textAfterQuote: "text follows a closing quote in the same cell",
  columnCount: (expected: number, got: number) => `has ${got} columns, the header has ${expected}`,
  unknownColumn: "no Claybook field for this column",
  unknownStage: "not one of Claybook's stages (Formed, Trimmed, Bisqued, Glazed, Finished)",
  notNumber: "not a number",
  notDate: "not a date",
  emptyName: "row without a name",
} as const;

/** How the column-mapping step names Claybook's fields. */
export const CSV_FIELD_LABELS: Record<string, string> = {
  name: "Name",
  type: "Forming method",
  clayBody: "Clay body",
  stage: "Stage",
  date: "Date",
  location: "Location",
  notes: "Notes",
  height: "Height",
  width: "Width",
  depth: "Depth",
};

/** How the preview names each kind. */
export const IMPORT_KIND_LABELS: Record<string, string> = {
  preferences: "Preferences",
  glazes: "Surface treatments and combination glazes",
  surfaceCombos: "Saved combos",
  surfaceComboLayers: "Saved combo layers",
  inspirations: "Inspirations",
  pieces: "Pieces",
  parts: "Parts",
  stageHistory: "Stage entries",
  decorationLayers: "Piece layers",
  testTiles: "Test tiles",
  kilns: "Kilns",
  kilnMaintenance: "Kiln log entries",
  firings: "Firings",
  firingPieces: "Pieces in firings",
  reminderSettings: "Reminder settings",
  reminderMutes: "Snoozed reminders",
  reminderDeliveries: "Sent reminders",
  studioLocations: "Studio locations",
  customStudioLocations: "Custom studio locations",
  materials: "Glaze materials",
  recipes: "Recipes",
  recipeVersions: "Recipe versions",
  recipeMixes: "Mix logs",
  recipeTiles: "Blend tiles",
  clayPrices: "Clay prices",
  glazePrices: "Glaze prices",
  materialPrices: "Glaze material prices",
  materialPurchases: "Glaze material purchases",
  materialUsages: "Glaze materials used by mix logs",
  reorderLevels: "Reorder levels",
  supplies: "Supplies",
  kilnCosts: "Kiln costs per firing",
  marketEvents: "Market days",
  eventPieces: "Pieces packed for market days",
  sales: "Sales",
  saleReturns: "Returns",
  saleItems: "Pieces sold",
  pieceSelling: "Prices and sale status of pieces",
  layerGrams: "Glaze used per layer",
  photos: "Photos",
  clayBodies: "Clay bodies",
  lines: "Lines not read",
  other: "Other records",
};
