/**
 * What an uploaded file is, told by its content whatever its name or the format chosen (product.md#r144,
 * docs/decisions/0210-import-recognition.md): a zip by its signature, then Claybook's manifest.json or PotterDoc's
 * pieces.json and profile.json; JSON by its shape (Pottery Life's payload, also inside the message the app shares;
 * PotterDoc's pieces.json alone); text by its header row (The Potter's Mud Room, else a CSV of pieces when the row has
 * columns, or the name or the format chosen says CSV). Only what is cheap is read here (the first bytes, an
 * archive's directory and manifest); the job reads the rest. Glazy's recipe JSON is told by its keys
 * (docs/decisions/0320-glazy-recipes-imported.md).
 */
import { IMPORT_LIMITS, type ImportFormat } from "../../../contract/import/rules";
import { CSV_TEXTS, IMPORT_TEXTS } from "../../../contract/import/texts";
import { AppError } from "../../errors";
import { readManifest } from "./import-claybook-read";
import type { UploadedImport } from "./import-upload";
import { openZipArchive, type ZipArchive } from "./import-zip";
import type { ImportSource } from "./importers/importer";
import { GLAZY_TEXTS, glazyImporter, isGlazyAnalysisCsv, isGlazyFile } from "./importers/glazy";
import { MUDROOM_TEXTS, mudroomImporter } from "./importers/mudroom";
import { potterDocImporter } from "./importers/potterdoc";
import { checkPotterDocPiecesSize } from "./importers/potterdoc-read";
import { potteryLifeText } from "./importers/pottery-life";

const refuse = (message: string) => AppError.badRequest(message, { file: message });

/** Keys PotterDoc's piece serializer writes on every piece, first among them. */
const POTTERDOC_PIECE_KEYS = /"(current_state|current_location|showcase_story|history)"\s*:/;

/** The format of a JSON or text upload, from its first bytes (a JSON file of no other app's: read whole, at most 10 MB). */
async function plainFormat(upload: UploadedImport, asked: ImportFormat | null): Promise<ImportFormat> {
  const source: ImportSource = { kind: "file", file: upload.file, head: upload.head, fileName: upload.fileName };
  if (upload.kind === "json") {
    // Glazy's recipe JSON, one recipe or a list (docs/decisions/0320-glazy-recipes-imported.md), by keys only it writes.
    if (glazyImporter.detect(source)) return "glazy";
    const text = potteryLifeText(upload.head.toString("utf8"));
    // A recipe's long description can push Glazy's keys past the first bytes.
    if (!/^\{\s*"version"\s*:/.test(text) && (await isGlazyFile(upload.file))) return "glazy";
    if (text.startsWith("[")) throw refuse(POTTERDOC_PIECE_KEYS.test(text) ? IMPORT_TEXTS.potterDocPiecesAlone : IMPORT_TEXTS.unknownJson);
    // Pottery Life's export writes `version` first (docs/imports.md); its other keys are checked by the job.
    if (!/^\{\s*"version"\s*:/.test(text)) throw refuse(IMPORT_TEXTS.unknownJson);
    return "potterylife";
  }
  if (upload.head.length === 0) throw refuse(IMPORT_TEXTS.empty);
  if (upload.head.includes(0)) throw refuse(IMPORT_TEXTS.unreadable);
  if (mudroomImporter.detect(source)) return "mudroom";
  // Text is a CSV when its header row has columns; a one-column CSV is taken when its name or the choice says CSV.
  const header = upload.head.toString("utf8").replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0]!;
  // Glazy's CSV has a name column but is no list of pieces (docs/decisions/0320-glazy-recipes-imported.md).
  if (isGlazyAnalysisCsv(header)) throw refuse(GLAZY_TEXTS.analysisCsv);
  if (/[,;\t]/.test(header) || upload.fileName.toLowerCase().endsWith(".csv") || asked === "csv") return "csv";
  throw refuse(IMPORT_TEXTS.notCsv);
}

/** Checks a Claybook export's manifest before the job is queued: version, and records per file within the limit. */
async function checkClaybook(zip: ZipArchive): Promise<void> {
  const manifest = await readManifest(zip);
  for (const [file, n] of Object.entries(manifest.counts)) {
    if (n > IMPORT_LIMITS.maxRows) throw refuse(IMPORT_TEXTS.tooManyRecords(file));
  }
}

/** A chosen format that disagrees with the content: a Mud Room export is also a CSV; anything else is refused. */
function agree(is: ImportFormat, asked: ImportFormat | null): ImportFormat {
  if (asked === null || asked === is) return is;
  if (asked === "csv" && is === "mudroom") return is;
  if (asked === "mudroom" && is === "csv") throw refuse(MUDROOM_TEXTS.notMudRoom);
  throw refuse(IMPORT_TEXTS.looksLike(is, asked));
}

/** The format to import the upload as, or a 400 that says what the file looks like. */
export async function recogniseImport(upload: UploadedImport, asked: ImportFormat | null): Promise<ImportFormat> {
  if (upload.kind !== "zip") {
    const format = agree(await plainFormat(upload, asked), asked);
    if ((format === "csv" || format === "mudroom") && !upload.utf8) throw refuse(CSV_TEXTS.notUtf8);
    return format;
  }
  const zip = await openZipArchive(upload.file);
  try {
    const source: ImportSource = { kind: "zip", zip, fileName: upload.fileName };
    let is: ImportFormat | null = zip.names.has("manifest.json") ? "claybook" : potterDocImporter.detect(source) ? "potterdoc" : null;
    // pieces.json alone: PotterDoc's when the potter says so (profile.json is not read), else a Claybook export
    // that lost its manifest.
    if (is === null && zip.names.has("pieces.json")) {
      if (asked !== "potterdoc") throw refuse(IMPORT_TEXTS.noManifest);
      is = "potterdoc";
    }
    if (is === null) throw refuse(IMPORT_TEXTS.unknownZip);
    const format = agree(is, asked);
    if (format === "claybook") await checkClaybook(zip);
    if (format === "potterdoc") checkPotterDocPiecesSize(zip);
    return format;
  } finally {
    zip.close();
  }
}
