/**
 * product.md#r77 decoration-layer matrix, as one pure function so the same rules hold for create, update
 * (on the merged layer) and combo snapshots.
 */
import {
  APPLICATION_METHODS,
  DEFAULT_PLACEMENT,
  LAYER_TEXTS,
  LAYER_TYPES,
  PLACEMENTS,
  THICKNESSES,
  type LayerType,
} from "../../../contract/layers/schemas";
import { AppError } from "../../errors";

export interface LayerInput {
  type?: string | null;
  glazeId?: number | null;
  placement?: string | null;
  applicationMethod?: string | null;
  coats?: number | null;
  thickness?: string | null;
}

export interface NormalizedLayer {
  type: LayerType;
  glazeId: number | null;
  placement: string;
  applicationMethod: string | null;
  coats: number | null;
  thickness: string | null;
}

const blank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === "";

export function normalizeLayer(input: LayerInput): NormalizedLayer {
  const errors: Record<string, string> = {};
  const rawType = blank(input.type) ? "Glaze" : input.type!.trim();
  const type = LAYER_TYPES.find((t) => t === rawType);
  if (!type) throw new AppError(400, LAYER_TEXTS.invalidType, { type: LAYER_TEXTS.invalidType });

  const placement = blank(input.placement) ? DEFAULT_PLACEMENT : input.placement!.trim();
  if (!(PLACEMENTS as readonly string[]).includes(placement)) errors.placement = LAYER_TEXTS.invalidPlacement;

  const method = blank(input.applicationMethod) ? null : input.applicationMethod!.trim();
  const thickness = blank(input.thickness) ? null : input.thickness!.trim();
  const coats = input.coats ?? null;
  const glazeId = input.glazeId ?? null;

  if (thickness !== null && !(THICKNESSES as readonly string[]).includes(thickness)) errors.thickness = LAYER_TEXTS.invalidThickness;

  if (type === "Unglazed") {
    if (glazeId !== null) errors.glazeId = LAYER_TEXTS.unglazedGlaze;
    if (method !== null) errors.applicationMethod = LAYER_TEXTS.unglazedMethod;
    if (coats !== null) errors.coats = LAYER_TEXTS.unglazedCoats;
    if (thickness !== null) errors.thickness ??= LAYER_TEXTS.unglazedThickness;
  } else {
    if (method !== null && !APPLICATION_METHODS[type].includes(method)) {
      errors.applicationMethod = LAYER_TEXTS.methodInvalid(method, type);
    }
    if ((type === "Slip" || type === "Oxide") && coats !== null) errors.coats = LAYER_TEXTS.coatsNotApplicable;
    if ((type === "Glaze" || type === "Underglaze") && thickness !== null) errors.thickness ??= LAYER_TEXTS.thicknessNotApplicable;
  }
  if (coats !== null && coats < 1) errors.coats ??= LAYER_TEXTS.coatsMin;

  const first = Object.values(errors)[0];
  if (first) throw new AppError(400, first, errors);
  return { type, glazeId, placement, applicationMethod: method, coats, thickness };
}
