/**
 * Pottery Life's JSON StudioExportPayload, version 1 (docs/imports.md, where the app's export code read is cited):
 * pieces with their stage timeline, glaze batches, and records Claybook does not take (listed). The export holds no
 * photos (their URIs point into the phone), so photos are listed too (product.md#r148, r149).
 */
import { z } from "zod";
import { readFile } from "node:fs/promises";
import { AppError } from "../../../errors";
import { emptyData, stageOf, Unmapped, type ImportedData, type ImportedStage, type ImportedStageEntry, type Importer } from "./importer";
import { formingMethod, readDate, readNumber } from "./map-values";

export const POTTERY_LIFE_TEXTS = {
  notJson: "This file is not JSON. Choose the file Pottery Life's export shared.",
  badFormat: (detail: string) => `This file does not match Pottery Life's export (StudioExportPayload version 1): ${detail}`,
  unknownVersion: (version: unknown) => `This Pottery Life export has version ${String(version)}; Claybook reads version 1.`,
  noStage: "no Claybook stage for this Pottery Life stage",
  noField: "no Claybook field",
  photosOnPhone: "photos stay on the phone: Pottery Life's export does not carry them",
  deleted: "deleted in Pottery Life before the export: not imported",
  notImported: "not imported: Claybook keeps no such records from Pottery Life",
} as const;

/** Pottery Life's eleven stages → Claybook's five (docs/imports.md). */
export const POTTERY_LIFE_STAGES: Readonly<Record<string, ImportedStage | null>> = {
  idea: null,
  forming: "Formed",
  "leather-hard": "Formed",
  trimming: "Trimmed",
  drying: "Trimmed",
  "bone-dry": "Trimmed",
  bisque: "Bisqued",
  glazing: "Glazed",
  "glaze-fired": "Finished",
  finished: "Finished",
  cemetery: null,
};

const text = z.string().nullish();
const TimelineSchema = z.looseObject({ stage: z.string(), timestamp: z.string(), notes: text, photos: z.array(z.string()).nullish() });
const PieceSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  stage: z.string(),
  createdAt: z.string(),
  timeline: z.array(TimelineSchema),
  clay: z.string().nullish(),
  deleted: z.boolean().nullish(),
});
const GlazeSchema = z.looseObject({ id: z.string(), name: z.string() });
const PayloadSchema = z.looseObject({
  version: z.literal(1),
  exportedAt: z.string(),
  pieces: z.array(PieceSchema),
  firings: z.array(z.unknown()),
  kilns: z.array(z.unknown()),
  glazes: z.array(GlazeSchema),
  glazeTests: z.array(z.unknown()),
  glazeCollectionNames: z.array(z.string()),
});

/** Piece keys Claybook stores; every other key with a value is listed. */
const PIECE_KEYS = new Set(["id", "backendId", "deleted", "syncDirty", "name", "stage", "createdAt", "updatedAt", "timeline", "clay", "location", "formingMethod", "form", "notes", "description", "heightCm", "widthCm"]);
const GLAZE_KEYS = new Set(["id", "backendId", "syncDirty", "name", "finish", "colorFamily", "coneRange", "supplier", "notes", "createdAt"]);

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0) && v !== false;

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw AppError.badRequest(POTTERY_LIFE_TEXTS.notJson, { file: POTTERY_LIFE_TEXTS.notJson });
  }
}

const looksLikePayload = (value: unknown) =>
  typeof value === "object" && value !== null && "glazeCollectionNames" in value && "pieces" in value && "version" in value;

export const potteryLifeImporter: Importer<Record<string, never>> = {
  /** A JSON object: the only JSON format Claybook imports (the upload is at most IMPORT_LIMITS.maxJsonBytes). */
  detect: (source) => source.kind === "file" && source.head.toString("utf8").replace(/^\uFEFF/, "").trimStart().startsWith("{"),
  async parse(source) {
    if (source.kind !== "file") throw AppError.badRequest(POTTERY_LIFE_TEXTS.notJson);
    const raw = parseJson(await readFile(source.file));
    if (looksLikePayload(raw) && (raw as { version: unknown }).version !== 1) {
      const message = POTTERY_LIFE_TEXTS.unknownVersion((raw as { version: unknown }).version);
      throw AppError.badRequest(message, { file: message });
    }
    const parsed = PayloadSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const message = POTTERY_LIFE_TEXTS.badFormat(`${issue.path.join(".")}: ${issue.message}`);
      throw AppError.badRequest(message, { file: message });
    }
    const payload = parsed.data;
    const data: ImportedData = emptyData();
    const unmapped = new Unmapped();
    for (const piece of payload.pieces) {
      if (piece.deleted) {
        // A tombstone: the potter deleted it in Pottery Life before exporting.
        unmapped.add("deleted", POTTERY_LIFE_TEXTS.deleted);
        continue;
      }
      for (const [key, value] of Object.entries(piece)) {
        if (!PIECE_KEYS.has(key) && hasValue(value)) unmapped.add(key, POTTERY_LIFE_TEXTS.noField);
      }
      const tags: string[] = [];
      const type = formingMethod(String(piece.formingMethod ?? ""), "formingMethod", unmapped, tags);
      if (typeof piece.form === "string" && piece.form !== "" && piece.form !== "No Form") tags.push(piece.form);
      const stages: ImportedStageEntry[] = [];
      const timeline = piece.timeline.length > 0 ? piece.timeline : [{ stage: piece.stage, timestamp: piece.createdAt, notes: null, photos: null }];
      for (const entry of timeline) {
        const stage = stageOf(POTTERY_LIFE_STAGES, entry.stage);
        if (entry.photos && entry.photos.length > 0) unmapped.add("timeline.photos", POTTERY_LIFE_TEXTS.photosOnPhone, entry.photos.length);
        if (!stage) {
          unmapped.add("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: ${entry.stage}`);
          continue;
        }
        stages.push({ stage, date: readDate(entry.timestamp, "timeline.timestamp", unmapped), location: null, notes: entry.notes ?? null });
      }
      const notes = [piece.description, piece.notes].filter((n) => typeof n === "string" && n !== "").join("\n\n");
      data.pieces.push({
        sourceId: `piece ${String(piece.id)}`,
        name: piece.name,
        type,
        clayBody: piece.clay ?? "",
        tags,
        createdAt: readDate(piece.createdAt, "createdAt", unmapped),
        location: typeof piece.location === "string" && piece.location !== "" ? piece.location : null,
        notes: notes || null,
        height: readNumber(piece.heightCm, "heightCm", unmapped),
        width: readNumber(piece.widthCm, "widthCm", unmapped),
        depth: null,
        stages,
        photos: [],
      });
    }
    for (const glaze of payload.glazes) {
      for (const [key, value] of Object.entries(glaze)) {
        if (!GLAZE_KEYS.has(key) && hasValue(value)) unmapped.add(key, POTTERY_LIFE_TEXTS.noField, 1, "glazes");
      }
      data.glazes.push({
        sourceId: `glaze ${glaze.id}`,
        name: glaze.name,
        type: "Glaze",
        brand: typeof glaze.supplier === "string" && glaze.supplier !== "" ? glaze.supplier : null,
        color: typeof glaze.colorFamily === "string" && glaze.colorFamily !== "" ? glaze.colorFamily : null,
        temperature: typeof glaze.coneRange === "string" && glaze.coneRange !== "" ? glaze.coneRange : null,
        finish: typeof glaze.finish === "string" && glaze.finish !== "" ? glaze.finish : null,
        notes: typeof glaze.notes === "string" && glaze.notes !== "" ? glaze.notes : null,
      });
    }
    const rest: [string, number][] = [
      ["firings", payload.firings.length],
      ["kilns", payload.kilns.length],
      ["glazeTests", payload.glazeTests.length],
      ["glazeCollectionNames", payload.glazeCollectionNames.length],
    ];
    for (const [field, count] of rest) if (count > 0) unmapped.add(field, POTTERY_LIFE_TEXTS.notImported, count, "other");
    return { ...data, unmapped: unmapped.list() };
  },
};
