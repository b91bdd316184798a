/**
 * Reads and checks a Claybook export before anything is stored (product.md#r142): the manifest and its version,
 * then every JSON file against the format, and that each file holds the rows the manifest counts.
 */
import { z } from "zod";
import { EXPORT_FORMAT_VERSION, ExportManifestSchema, type ExportManifest } from "../../../contract/account/export-format";
import { IMPORT_TEXTS } from "../../../contract/import/texts";
import { UserPreferencesSchema } from "../../../contract/preferences/schemas";
import { AppError } from "../../errors";
import { comboRowSchema, pieceRowSchema, IMPORT_TABLES, PHOTOS_SPEC, REMINDER_SETTINGS_SPEC, rowSchema } from "./import-tables";
import type { ZipArchive } from "./import-zip";
import { checkJsonBounds } from "./importers/json-bounds";

export type ExportRow = Record<string, unknown>;

export interface ParsedExport {
  manifest: ExportManifest;
  /** Rows per file name. */
  files: Map<string, ExportRow[]>;
  preferences: z.infer<typeof UserPreferencesSchema> | null;
}

const refuse = (message: string) => AppError.badRequest(message, { file: message });

function parseJson(file: string, bytes: Buffer): unknown {
  checkJsonBounds(file, bytes);
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw refuse(IMPORT_TEXTS.badJson(file, "it is not valid JSON"));
  }
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/** The manifest, or a 400 naming what is wrong: missing, not the format, or a version this server does not know. */
export async function readManifest(zip: ZipArchive): Promise<ExportManifest> {
  if (!zip.names.has("manifest.json")) throw refuse(IMPORT_TEXTS.noManifest);
  const raw = parseJson("manifest.json", await zip.read("manifest.json"));
  const version = z.object({ product: z.literal("Claybook"), formatVersion: z.number() }).safeParse(raw);
  if (!version.success) throw refuse(IMPORT_TEXTS.badManifest);
  if (version.data.formatVersion !== EXPORT_FORMAT_VERSION) throw refuse(IMPORT_TEXTS.unknownVersion(version.data.formatVersion));
  const manifest = ExportManifestSchema.safeParse(raw);
  if (!manifest.success) throw refuse(IMPORT_TEXTS.badManifest);
  for (const photo of manifest.data.photos) {
    if (!zip.names.has(photo.entry)) throw refuse(IMPORT_TEXTS.missingEntry(photo.entry));
  }
  return manifest.data;
}

async function readRows(zip: ZipArchive, manifest: ExportManifest, file: string, schema: z.ZodType<ExportRow>): Promise<ExportRow[]> {
  // A file the export did not have yet (an older export of this version) simply holds nothing.
  if (!zip.names.has(file)) {
    if ((manifest.counts[file] ?? 0) > 0) throw refuse(IMPORT_TEXTS.missingEntry(file));
    return [];
  }
  const parsed = z.array(schema).safeParse(parseJson(file, await zip.read(file)));
  if (!parsed.success) throw refuse(IMPORT_TEXTS.badJson(file, describe(parsed.error)));
  if (parsed.data.length !== (manifest.counts[file] ?? 0)) throw refuse(IMPORT_TEXTS.countMismatch(file));
  return parsed.data;
}

export async function readClaybookExport(zip: ZipArchive, manifest: ExportManifest): Promise<ParsedExport> {
  const files = new Map<string, ExportRow[]>();
  for (const spec of [...IMPORT_TABLES, REMINDER_SETTINGS_SPEC, PHOTOS_SPEC]) {
    const schema =
      spec.kind === "surfaceCombos" ? comboRowSchema() : spec.kind === "pieces" ? pieceRowSchema() : rowSchema(spec.table, spec.extra);
    files.set(spec.file, await readRows(zip, manifest, spec.file, schema));
  }
  let preferences: ParsedExport["preferences"] = null;
  if (zip.names.has("preferences.json")) {
    const parsed = UserPreferencesSchema.nullable().safeParse(parseJson("preferences.json", await zip.read("preferences.json")));
    if (!parsed.success) throw refuse(IMPORT_TEXTS.badJson("preferences.json", describe(parsed.error)));
    preferences = parsed.data;
  }
  return { manifest, files, preferences };
}
