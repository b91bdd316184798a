import type { Piece, PieceType, UpdatePieceBody } from "../../../contract/pieces/schemas";
import { constructionTagsOf, PIECE_DEFAULTS, PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { UserPreferences } from "../../../contract/preferences/schemas";

/** Everything the piece forms edit; sizes stay text so what the potter typed is never rewritten under them. */
export interface PieceFormValues {
  name: string;
  type: PieceType;
  constructionTags: string[];
  clayBody: string;
  height: string;
  width: string;
  depth: string;
  clayWeight: string;
  firingMethod: string;
  studioLocation: string;
  notes: string;
  decoratingTechniques: string[];
  imageUrls: string[];
  inspirationIds: number[];
}

/** What New Piece and the stage lists need from preferences; a missing preferences record reads as empty. */
export interface PieceChoices {
  clayBodies: string[];
  firingMethods: string[];
  studioLocations: string[];
  defaultClayBody: string;
  defaultType: PieceType;
}

export function choicesFrom(prefs: UserPreferences | undefined | null): PieceChoices {
  return {
    clayBodies: prefs?.clayBodies ?? [],
    firingMethods: prefs?.firingMethods ?? [],
    studioLocations: prefs?.studioLocations ?? [],
    defaultClayBody: prefs?.defaultClayBody || PIECE_DEFAULTS.clayBody,
    defaultType: prefs?.defaultFormingMethod ?? PIECE_DEFAULTS.type,
  };
}

const numberText = (n: number | null) => (n === null ? "" : String(n));

export function emptyForm(choices: PieceChoices): PieceFormValues {
  return {
    name: "",
    type: choices.defaultType,
    constructionTags: [],
    clayBody: choices.defaultClayBody,
    height: "",
    width: "",
    depth: "",
    clayWeight: "",
    firingMethod: "",
    studioLocation: "",
    notes: "",
    decoratingTechniques: [],
    imageUrls: [],
    inspirationIds: [],
  };
}

export function formFromPiece(piece: Piece): PieceFormValues {
  return {
    name: piece.name,
    type: piece.type,
    constructionTags: constructionTagsOf(piece.tags),
    clayBody: piece.clayBody,
    height: numberText(piece.height),
    width: numberText(piece.width),
    depth: numberText(piece.depth),
    clayWeight: numberText(piece.clayWeight),
    firingMethod: piece.firingMethod ?? "",
    studioLocation: piece.studioLocation ?? "",
    notes: piece.notes ?? "",
    decoratingTechniques: piece.decoratingTechniques,
    imageUrls: piece.imageUrls,
    inspirationIds: piece.inspirationIds,
  };
}

/** The request body of a form; the server derives the tags (clay body, type label, construction tags). */
export function bodyFromForm(values: PieceFormValues) {
  return {
    name: values.name.trim(),
    type: values.type,
    clayBody: values.clayBody.trim(),
    tags: values.type === "wheel" ? [] : values.constructionTags,
    height: values.height,
    width: values.width,
    depth: values.depth,
    clayWeight: values.clayWeight,
    firingMethod: values.firingMethod.trim() || null,
    studioLocation: values.studioLocation.trim() || null,
    notes: values.notes || null,
    decoratingTechniques: values.decoratingTechniques,
    imageUrls: values.imageUrls,
    inspirationIds: values.inspirationIds,
  } satisfies UpdatePieceBody;
}

/** product.md#r75 created badge: MM/DD/YYYY, or 'Unknown date'. */
export function formatCreated(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return PIECE_TEXTS.unknownDate;
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${mm}/${dd}/${d.getFullYear()}`;
}

/** product.md#r76 Duplicate piece: '<name> - Copy', no images, phase wedge, status In Progress. */
export function duplicateBody(values: PieceFormValues, piece: Piece) {
  return {
    ...bodyFromForm(values),
    name: `${values.name.trim()}${PIECE_TEXTS.copySuffix}`,
    imageUrls: [],
    currentPhase: PIECE_DEFAULTS.currentPhase,
    status: PIECE_DEFAULTS.status,
    isMultiPart: piece.isMultiPart,
    surfaceTreatmentNotes: piece.surfaceTreatmentNotes,
  };
}

/**
 * Only the fields that differ from what was last sent: two devices changing different fields of one piece keep both
 * changes, since the server applies a change field by field (docs/decisions/0116-outbox.md).
 */
export function changedFields<T extends Record<string, unknown>>(next: T, sent: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(sent[key])) changed[key] = next[key];
  }
  return changed;
}
