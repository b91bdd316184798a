/**
 * PotterDoc's ZIP export (docs/imports.md, where the app's export code read is cited): pieces.json (each piece with
 * its full state history), profile.json, and each state's images under images/ (named from the image's storage key
 * or URL path, '/' as '__'). pieces.json is read as a stream, each piece checked and mapped as it arrives
 * (potterdoc-read.ts, docs/decisions/0245-potterdoc-streamed-read.md). Photos go through the upload's path (sharp) when
 * the writer stores them (product.md#r148, r149).
 */
import { posix } from "node:path";
import { z } from "zod";
import { LIMITS } from "../../../../contract/common/limits";
import { AppError } from "../../../errors";
import { emptyData, pieceDefaults, stageOf, Unmapped, type ImportedData, type ImportedFate, type ImportedLayer, type ImportedPiece, type ImportedStage, type ImportedStageEntry, type Importer } from "./importer";
import { readDate, readNumber } from "./map-values";
import { eachPotterDocPiece, POTTERDOC_READ_TEXTS } from "./potterdoc-read";

export const POTTERDOC_TEXTS = {
  notPotterDoc: "This zip is not a PotterDoc export: pieces.json is missing.",
  badFormat: POTTERDOC_READ_TEXTS.badFormat,
  noStage: "no Claybook stage for this PotterDoc state",
  noField: "no Claybook field",
  imageMissing: "not in the archive (PotterDoc could not fetch it when exporting)",
  captionInNotes: "kept in the piece's notes: Claybook's photos have no caption",
  captionsTitle: "Photo captions from PotterDoc:",
  tagColor: "Claybook's tags have no colour",
  tagTooLong: `longer than ${LIMITS.tagLength} characters, the most a Claybook tag has`,
  tooManyTags: `over ${LIMITS.tagsPerItem} tags, the most a Claybook piece has`,
  earlierSize: "an earlier state's value: the piece keeps the latest state's",
} as const;

/** How PotterDoc joins a combination's glazes into its name, in order (its COMPOSITE_NAME_SEPARATOR). */
const COMBINATION_SEPARATOR = "!";

/** PotterDoc's workflow states → Claybook's five (docs/imports.md). */
export const POTTERDOC_STATES: Readonly<Record<string, ImportedStage | null>> = {
  designed: null,
  wheel_thrown: "Formed",
  handbuilt: "Formed",
  trimmed: "Trimmed",
  slip_applied: null,
  carved: null,
  submitted_to_bisque_fire: null,
  bisque_fired: "Bisqued",
  waxed: null,
  glazed: "Glazed",
  submitted_to_glaze_fire: null,
  glaze_fired: "Finished",
  sanded: null,
  completed: "Finished",
  recycled: null,
};

const ImageSchema = z.looseObject({ url: z.string(), r2_key: z.string().nullish(), caption: z.string().nullish() });
const StateSchema = z.looseObject({
  id: z.string(),
  state: z.string(),
  notes: z.string().nullish(),
  created: z.string(),
  images: z.array(ImageSchema).nullish(),
  custom_fields: z.record(z.string(), z.unknown()).nullish(),
});
const TagSchema = z.looseObject({ name: z.string(), color: z.string().nullish() });
const PieceSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  created: z.string(),
  current_location: z.string().nullish(),
  history: z.array(StateSchema),
  tags: z.array(TagSchema).nullish(),
});
type PotterDocPiece = z.infer<typeof PieceSchema>;

/** The archive member PotterDoc's export wrote an image to. */
export function potterDocImageEntry(image: { url: string; r2_key?: string | null }): string {
  const path = (() => {
    try {
      return new URL(image.url).pathname;
    } catch {
      return image.url;
    }
  })();
  const identifier = image.r2_key || path.replace(/^\/+/, "");
  const ext = posix.extname(path);
  const stem = identifier.slice(0, identifier.length - posix.extname(identifier).length);
  return `images/${stem.replaceAll("/", "__")}${ext}`;
}

/**
 * PotterDoc's measurements (workflow.yml: inches and pounds, as Claybook's, product.md#r85) → the piece's. Sizes are
 * taken when the piece is queued for bisque and again when glaze-fired; the clay weight at throwing, carried forward
 * to trimming as pre_trim_weight_lbs. The piece keeps the latest state's value of each. PotterDoc's length, the
 * footprint's other side next to its width, is Claybook's depth (docs/decisions/0301-potterdoc-sizes.md).
 */
const MEASURES: ReadonlyMap<string, "height" | "width" | "depth" | "clayWeight"> = new Map([
  ["height_in", "height"],
  ["width_in", "width"],
  ["length_in", "depth"],
  ["clay_weight_lbs", "clayWeight"],
  ["pre_trim_weight_lbs", "clayWeight"],
]);
type Measures = Record<"height" | "width" | "depth" | "clayWeight", number | null>;

/**
 * The latest value each measurement has in the history; an earlier state's different value is listed, not kept
 * (product.md#r149). A value that is not a number is listed as such.
 */
function measuresOf(history: readonly { custom_fields?: Record<string, unknown> | null }[], unmapped: Unmapped): Measures {
  const given: { field: string; to: keyof Measures; value: number }[] = [];
  for (const state of history) {
    for (const [field, raw] of Object.entries(state.custom_fields ?? {})) {
      const to = MEASURES.get(field);
      if (!to) continue;
      const value = readNumber(raw, `history.custom_fields.${field}`, unmapped);
      if (value !== null) given.push({ field, to, value });
    }
  }
  const kept: Measures = { height: null, width: null, depth: null, clayWeight: null };
  for (const { to, value } of given) kept[to] = value;
  for (const { field, to, value } of given) if (value !== kept[to]) unmapped.add(`history.custom_fields.${field}`, POTTERDOC_TEXTS.earlierSize);
  return kept;
}

/** Custom fields Claybook keeps: the clay body, the glaze combination (as the piece's layers) and the measurements. */
const FIELD_KEYS = new Set(["clay_body", "glaze_combination", ...MEASURES.keys()]);
const PIECE_KEYS = new Set(["id", "name", "created", "last_modified", "thumbnail", "photo_count", "current_state", "current_location", "history", "tags", "can_edit", "is_editable", "owner_alias", "showcase_video_url", "shared", "showcase_fields"]);

const nameOf = (v: unknown) => (typeof v === "string" ? v : typeof v === "object" && v !== null && "name" in v ? String((v as { name: unknown }).name) : "");

/** The piece's tags by name, as Claybook keeps them; what a Claybook tag cannot hold is listed. */
function tagsOf(piece: PotterDocPiece, unmapped: Unmapped): string[] {
  const names: string[] = [];
  for (const tag of piece.tags ?? []) {
    const name = tag.name.trim();
    if (tag.color) unmapped.add("tags.color", POTTERDOC_TEXTS.tagColor);
    if (name === "" || names.includes(name)) continue;
    if (name.length > LIMITS.tagLength) unmapped.add("tags", POTTERDOC_TEXTS.tagTooLong);
    else if (names.length >= LIMITS.tagsPerItem) unmapped.add("tags", POTTERDOC_TEXTS.tooManyTags);
    else names.push(name);
  }
  return names;
}

/** One piece of pieces.json, with its entries, photos, captions, layers and fate. */
function mapPiece(piece: PotterDocPiece, names: ReadonlySet<string>, unmapped: Unmapped): ImportedPiece {
  for (const [key, value] of Object.entries(piece)) {
    if (!PIECE_KEYS.has(key) && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)) unmapped.add(key, POTTERDOC_TEXTS.noField);
  }
  const history = [...piece.history].sort((a, b) => a.created.localeCompare(b.created));
  const stages: ImportedStageEntry[] = [];
  const photos: string[] = [];
  const captions: string[] = [];
  let clayBody = "";
  let combination = "";
  let fate: ImportedFate | null = null;
  let type: "wheel" | "handbuilt" = "wheel";
  for (const state of history) {
    if (state.state === "handbuilt") type = "handbuilt";
    for (const image of state.images ?? []) {
      const entry = potterDocImageEntry(image);
      if (names.has(entry)) photos.push(entry);
      else unmapped.add("history.images", POTTERDOC_TEXTS.imageMissing);
      const caption = image.caption?.trim();
      if (caption) {
        captions.push(`- ${caption} (${state.state})`);
        unmapped.add("history.images.caption", POTTERDOC_TEXTS.captionInNotes);
      }
    }
    for (const [field, value] of Object.entries(state.custom_fields ?? {})) {
      if (field === "clay_body") clayBody = nameOf(value) || clayBody;
      // The glazing state and those after it carry the same combination: the latest one is the piece's.
      else if (field === "glaze_combination") combination = nameOf(value) || combination;
      else if (!FIELD_KEYS.has(field) && value !== null && value !== "") unmapped.add(`history.custom_fields.${field}`, POTTERDOC_TEXTS.noField);
    }
    if (state.state === "recycled") {
      // A terminal state (workflow.yml): the piece went back into the clay.
      fate = { fate: "reclaimed", cause: null, note: state.notes || null, at: readDate(state.created, "history.created", unmapped) };
      continue;
    }
    const stage = stageOf(POTTERDOC_STATES, state.state);
    if (!stage) {
      unmapped.add("history.state", `${POTTERDOC_TEXTS.noStage}: ${state.state}`);
      continue;
    }
    stages.push({ stage, date: readDate(state.created, "history.created", unmapped), location: null, notes: state.notes || null });
  }
  const layers: ImportedLayer[] = combination
    .split(COMBINATION_SEPARATOR)
    .map((glaze) => glaze.trim())
    .filter((glaze) => glaze !== "")
    .map((glaze) => ({ glaze, glazeSourceId: null }));
  return {
    ...pieceDefaults(),
    ...measuresOf(history, unmapped),
    sourceId: `piece ${piece.id}`,
    name: piece.name,
    type,
    clayBody,
    tags: tagsOf(piece, unmapped),
    createdAt: readDate(piece.created, "created", unmapped),
    location: piece.current_location ?? null,
    notes: captions.length > 0 ? [POTTERDOC_TEXTS.captionsTitle, ...captions].join("\n") : null,
    stages,
    photos,
    fate,
    layers,
  };
}

export const potterDocImporter: Importer<Record<string, never>> = {
  // PotterDoc's export always writes profile.json next to pieces.json; a Claybook export has no profile.json.
  detect: (source) => source.kind === "zip" && source.zip.names.has("pieces.json") && source.zip.names.has("profile.json") && !source.zip.names.has("manifest.json"),
  async parse(source) {
    if (source.kind !== "zip" || !source.zip.names.has("pieces.json")) throw AppError.badRequest(POTTERDOC_TEXTS.notPotterDoc, { file: POTTERDOC_TEXTS.notPotterDoc });
    const data: ImportedData = emptyData();
    const unmapped = new Unmapped();
    // Each piece is checked and mapped as it is read; the first that does not match refuses the file.
    await eachPotterDocPiece(source.zip, (value, index) => {
      const parsed = PieceSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message = POTTERDOC_TEXTS.badFormat(`${[index, ...issue.path].join(".")}: ${issue.message}`);
        throw AppError.badRequest(message, { file: message });
      }
      data.pieces.push(mapPiece(parsed.data, source.zip.names, unmapped));
    });
    return { ...data, unmapped: unmapped.list() };
  },
};
