/**
 * Pottery Life's JSON StudioExportPayload, version 1 (docs/imports.md, where the app's export code read is cited),
 * as the app shares it: a first line ("Pottery Life export (…)"), a blank line, then the JSON; or the JSON alone.
 * Pieces with their stage timeline (a cemetery piece ends lost or reclaimed, product.md#r180), glaze batches (a
 * piece's glaze becomes its layer), kilns, firings and glaze tests (pottery-life-records.ts). The export holds no
 * photos (their URIs point into the phone), so photos are listed (product.md#r148, r149).
 */
import { z } from "zod";
import { readFile } from "node:fs/promises";
import { AppError } from "../../../errors";
import type { Outcome } from "../../../../contract/firings/rules";
import { IMPORT_LIMITS } from "../../../../contract/import/rules";
import type { FateCause } from "../../../../contract/pieces/fate-texts";
import { emptyData, pieceDefaults, stageOf, Unmapped, type ImportedData, type ImportedFate, type ImportedStage, type ImportedStageEntry, type Importer } from "./importer";
import { checkJsonBounds } from "./json-bounds";
import { formingMethod, readDate, readNumber } from "./map-values";
import { readFirings, readKilns, readTestTiles } from "./pottery-life-records";

export const POTTERY_LIFE_TEXTS = {
  notJson: "This file is not JSON. Choose the file Pottery Life's export shared.",
  badFormat: (detail: string) => `This file does not match Pottery Life's export (StudioExportPayload version 1): ${detail}`,
  unknownVersion: (version: unknown) => `This Pottery Life export has version ${String(version)}; Claybook reads version 1.`,
  noStage: "no Claybook stage for this Pottery Life stage",
  noField: "no Claybook field",
  photosOnPhone: "photos stay on the phone: Pottery Life's export does not carry them",
  deleted: "deleted in Pottery Life before the export: not imported",
  notImported: "not imported: Claybook keeps no such records from Pottery Life",
  tooMany: (key: string) => `This Pottery Life export holds more than 100,000 ${key}, the most one import takes.`,
  glazeOutcome: "How the glaze came out:",
} as const;

/** The JSON of the file: the message Pottery Life shares puts a line of summary before it (anything before the first `{`). */
export function potteryLifeText(text: string): string {
  const body = text.replace(/^\uFEFF/, "");
  const brace = body.indexOf("{");
  const trimmed = body.trimStart();
  // JSON that starts at once (an object or an array) is taken as it is.
  if (brace < 0 || trimmed.startsWith("[")) return trimmed;
  return body.slice(brace);
}

/**
 * A cemetery piece's fate from the words Pottery Life keeps (its cause of death and condition, free text): reclaimed
 * when it went back into the clay, else lost with the cause the words name, or other.
 */
function fateOf(words: string): { fate: "lost" | "reclaimed"; cause: FateCause | null } {
  const w = words.toLowerCase();
  if (/reclaim|recycl|slak|back into (the )?clay/.test(w)) return { fate: "reclaimed", cause: null };
  if (/crack/.test(w)) return { fate: "lost", cause: "cracked" };
  if (/blow|blew|explo/.test(w)) return { fate: "lost", cause: "blown up" };
  if (/crawl/.test(w)) return { fate: "lost", cause: "crawled" };
  if (/broke|break|shatter|drop|chip/.test(w)) return { fate: "lost", cause: "broken" };
  return { fate: "lost", cause: "other" };
}

/** A lost piece's outcome in the firing it was lost in: its cause, when the cause is also a firing outcome. */
const outcomeOf = (fate: ImportedFate | null): Outcome | null =>
  fate === null ? null : fate.fate === "reclaimed" ? "other" : ((fate.cause ?? "other") as Outcome);

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
const RecordSchema = z.looseObject({ id: z.union([z.number(), z.string()]) });
const PayloadSchema = z.looseObject({
  version: z.literal(1),
  exportedAt: z.string(),
  pieces: z.array(PieceSchema),
  firings: z.array(RecordSchema),
  kilns: z.array(RecordSchema),
  glazes: z.array(GlazeSchema),
  glazeTests: z.array(RecordSchema),
  glazeCollectionNames: z.array(z.string()),
});

/** Piece keys that hold a photo's URI on the phone. */
const PHOTO_KEYS = new Set(["imgUrl", "photo"]);

/** What a timeline entry records besides its stage (TimelineEntry): kept in the stage entry's notes, labelled. */
const TIMELINE_NOTES: Record<string, string> = { bisqueTemp: "Bisque temperature", glazeTemp: "Glaze temperature", status: "Status" };
const TIMELINE_KEYS = new Set(["stage", "timestamp", "notes", "photos", ...Object.keys(TIMELINE_NOTES)]);

function timelineNotes(entry: Record<string, unknown>, unmapped: Unmapped): string | null {
  for (const [key, value] of Object.entries(entry)) {
    if (!TIMELINE_KEYS.has(key) && hasValue(value)) unmapped.add(`timeline.${key}`, POTTERY_LIFE_TEXTS.noField);
  }
  const lines = [
    typeof entry.notes === "string" && entry.notes.trim() !== "" ? entry.notes : null,
    ...Object.entries(TIMELINE_NOTES).map(([key, label]) => (typeof entry[key] === "string" && entry[key] !== "" ? `${label}: ${String(entry[key])}` : null)),
  ].filter((l): l is string => l !== null);
  return lines.length > 0 ? lines.join("\n") : null;
}

/** Piece keys Claybook stores; every other key with a value is listed. */
const PIECE_KEYS = new Set([
  "id",
  "backendId",
  "deleted",
  "syncDirty",
  "name",
  "stage",
  "createdAt",
  "updatedAt",
  "timeline",
  "clay",
  "location",
  "formingMethod",
  "form",
  "notes",
  "description",
  "heightCm",
  "widthCm",
  "causeOfDeath",
  "epitaph",
  "glazeId",
  "glazeOutcome",
]);
const GLAZE_KEYS = new Set(["id", "backendId", "syncDirty", "name", "finish", "colorFamily", "coneRange", "supplier", "notes", "createdAt"]);

const hasValue = (v: unknown) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0) && v !== false;

function parseJson(bytes: Buffer): unknown {
  checkJsonBounds("This JSON file", bytes);
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
  detect: (source) => source.kind === "file" && potteryLifeText(source.head.toString("utf8")).startsWith("{"),
  async parse(source) {
    if (source.kind !== "file") throw AppError.badRequest(POTTERY_LIFE_TEXTS.notJson);
    const raw = parseJson(Buffer.from(potteryLifeText((await readFile(source.file)).toString("utf8"))));
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
    for (const key of ["pieces", "firings", "kilns", "glazes", "glazeTests"] as const) {
      if (payload[key].length > IMPORT_LIMITS.maxRows) throw AppError.badRequest(POTTERY_LIFE_TEXTS.tooMany(key), { file: POTTERY_LIFE_TEXTS.tooMany(key) });
    }
    const data: ImportedData = emptyData();
    const unmapped = new Unmapped();
    const glazeNames = new Map(payload.glazes.map((g) => [g.id, g.name]));
    const pieceIds = new Map<number, { backendId: string | null; loss: Outcome | null }>();
    for (const piece of payload.pieces) {
      if (piece.deleted) {
        // A tombstone: the potter deleted it in Pottery Life before exporting.
        unmapped.add("deleted", POTTERY_LIFE_TEXTS.deleted);
        continue;
      }
      for (const [key, value] of Object.entries(piece)) {
        if (!PIECE_KEYS.has(key) && hasValue(value)) unmapped.add(key, PHOTO_KEYS.has(key) ? POTTERY_LIFE_TEXTS.photosOnPhone : POTTERY_LIFE_TEXTS.noField);
      }
      const tags: string[] = [];
      const type = formingMethod(String(piece.formingMethod ?? ""), "formingMethod", unmapped, tags);
      if (typeof piece.form === "string" && piece.form !== "" && piece.form !== "No Form") tags.push(piece.form);
      const stages: ImportedStageEntry[] = [];
      const timeline = piece.timeline.length > 0 ? piece.timeline : [{ stage: piece.stage, timestamp: piece.createdAt, notes: null, photos: null }];
      let buried: { at: string | null; notes: string | null } | null = null;
      for (const entry of timeline) {
        const stage = stageOf(POTTERY_LIFE_STAGES, entry.stage);
        if (entry.photos && entry.photos.length > 0) unmapped.add("timeline.photos", POTTERY_LIFE_TEXTS.photosOnPhone, entry.photos.length);
        if (entry.stage === "cemetery") {
          // The cemetery is how a piece ended, not a stage: it becomes the piece's fate.
          buried = { at: readDate(entry.timestamp, "timeline.timestamp", unmapped), notes: entry.notes ?? null };
          continue;
        }
        if (!stage) {
          unmapped.add("timeline.stage", `${POTTERY_LIFE_TEXTS.noStage}: ${entry.stage}`);
          continue;
        }
        stages.push({ stage, date: readDate(entry.timestamp, "timeline.timestamp", unmapped), location: null, notes: timelineNotes(entry, unmapped) });
      }
      let fate: ImportedFate | null = null;
      if (buried || piece.stage === "cemetery") {
        const cause = typeof piece.causeOfDeath === "string" ? piece.causeOfDeath : "";
        const epitaph = typeof piece.epitaph === "string" ? piece.epitaph : "";
        const { fate: ending, cause: fateCause } = fateOf(`${cause} ${typeof piece.status === "string" ? piece.status : ""}`);
        const note = [cause, epitaph && `Epitaph: ${epitaph}`, buried?.notes].filter((n) => n && n.trim() !== "").join("\n");
        fate = { fate: ending, cause: fateCause, note: note || null, at: buried?.at ?? readDate(piece.updatedAt, "updatedAt", unmapped) };
      }
      const glazeId = typeof piece.glazeId === "string" && piece.glazeId !== "" ? piece.glazeId : null;
      const glazeName = glazeId === null ? null : (glazeNames.get(glazeId) ?? null);
      if (glazeId !== null && glazeName === null) unmapped.add("glazeId", POTTERY_LIFE_TEXTS.noField);
      const notes = [piece.description, piece.notes].filter((n) => typeof n === "string" && n !== "").join("\n\n");
      pieceIds.set(Number(piece.id), { backendId: typeof piece.backendId === "string" ? piece.backendId : null, loss: fate?.fate === "lost" ? outcomeOf(fate) : null });
      data.pieces.push({
        ...pieceDefaults(),
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
        stages,
        fate,
        layers:
          glazeId !== null && glazeName !== null
            ? [{ glaze: glazeName, glazeSourceId: `glaze ${glazeId}`, notes: typeof piece.glazeOutcome === "string" ? `${POTTERY_LIFE_TEXTS.glazeOutcome} ${piece.glazeOutcome}` : null }]
            : [],
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
    data.kilns = readKilns(payload.kilns, unmapped);
    data.firings = readFirings(payload.firings, pieceIds, unmapped);
    data.testTiles = readTestTiles(payload.glazeTests, unmapped);
    // Collections are names for groups of glazes; Claybook's library has no groups.
    if (payload.glazeCollectionNames.length > 0) unmapped.add("glazeCollectionNames", POTTERY_LIFE_TEXTS.notImported, payload.glazeCollectionNames.length, "other");
    return { ...data, unmapped: unmapped.list() };
  },
};
