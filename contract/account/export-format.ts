import { z } from "zod";

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
