import { z } from "zod";
import { LIMITS } from "../common/limits";
import { FATE_CAUSES, FATES } from "../pieces/fate-texts";
import { STAGES } from "../stages/texts";

/**
 * The export zip's format (docs/decisions/0150-import-format.md). Version 2 added the manifest's counts and photo
 * hashes, which the import (product.md#r140) needs to prove it read the whole archive.
 */
export const EXPORT_FORMAT_VERSION = 2;

export const ExportManifestSchema = z.object({
  product: z.literal("Claybook"),
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  userId: z.number().int(),
  /** Rows per JSON file, e.g. { "pieces.json": 12 }; preferences.json counts 1 or 0. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** Every photo file in the archive with its SHA-256 (hex) and size. */
  photos: z.array(
    z.object({
      id: z.string(),
      entry: z.string(),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type ExportManifest = z.infer<typeof ExportManifestSchema>;

/**
 * A piece's fate in pieces.json (product.md#r180, docs/decisions/0200-piece-fate.md): the columns as stored, checked
 * on import like no free-text column is, so an edited file cannot give a piece a fate the app cannot show. Absent in
 * exports made before fates existed (they read as no fate). `fateFiringId` names a firing of firings.json; the import
 * links it once the firings are in.
 */
export const PIECE_FATE_EXPORT_FIELDS = {
  fate: z.enum(FATES).nullable().optional(),
  fateCause: z.enum(FATE_CAUSES).nullable().optional(),
  fateNote: z.string().max(LIMITS.notes).nullable().optional(),
  fateAt: z.iso
    .datetime({ offset: true })
    .transform((value) => new Date(value))
    .nullable()
    .optional(),
  fateStage: z.enum(STAGES).nullable().optional(),
  fateFiringId: z.number().int().nullable().optional(),
};

/**
 * The glaze lab's JSON columns in materials.json, recipes.json and recipe_versions.json (product.md#r264), checked on
 * import like a piece's fate, so an edited file cannot give a recipe lines the app cannot read. A line names a default
 * material ("default:<key>") or an own material of materials.json (its id there; the import rewires it).
 */
const EXPORTED_LINE = z.strictObject({
  materialId: z.union([z.number().int(), z.string().regex(/^default:[A-Za-z0-9_.+-]{1,80}$/)]),
  name: z.string().max(LIMITS.name),
  amount: z.number().min(0).max(100_000),
  addition: z.boolean(),
});
export const RECIPE_LINES_EXPORT_FIELDS = { lines: z.array(EXPORTED_LINE).max(60) };
export const MATERIAL_EXPORT_FIELDS = { analysis: z.record(z.string().max(10), z.number().min(0).max(100)).optional() };
