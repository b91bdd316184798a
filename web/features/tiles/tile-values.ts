/**
 * The tile form's values and the pure rules around them (decision 0110): a fresh form, a stored tile as form values,
 * 'Add another like this' (everything but the photos and the result), and what a material or type change clears,
 * mirroring the layer dialog (product.md#r99).
 */
import type { Glaze } from "../../../contract/glazes/schemas";
import { APPLICATION_METHODS, LAYER_TYPES, type LayerType } from "../../../contract/layers/texts";
import type { CreateTestTileBody, TestTile } from "../../../contract/tiles/schemas";

export type TileFormValues = CreateTestTileBody;

/** What can start a new tile: the material, the clay and the firing. */
export interface TileStart {
  glazeId?: number | null;
  surfaceComboId?: number | null;
  clayBody?: string;
  cone?: string | null;
  atmosphere?: string | null;
  firedOn?: string | null;
  kilnName?: string | null;
}

export function emptyValues(start: TileStart = {}): TileFormValues {
  return {
    glazeId: start.glazeId ?? null,
    surfaceComboId: start.surfaceComboId ?? null,
    materialName: null,
    type: null,
    clayBody: start.clayBody ?? "",
    cone: start.cone ?? null,
    atmosphere: start.atmosphere ?? "",
    applicationMethod: null,
    coats: null,
    thickness: null,
    firedOn: start.firedOn ?? "",
    kilnName: start.kilnName ?? "",
    imageUrls: [],
    rating: null,
    defects: [],
    defectNote: "",
    notes: "",
  };
}

export function valuesOf(tile: TestTile): TileFormValues {
  return {
    glazeId: tile.glazeId,
    surfaceComboId: tile.surfaceComboId,
    materialName: tile.materialKind === "text" ? tile.materialName : null,
    type: tile.materialKind === "text" ? tile.type : null,
    clayBody: tile.clayBody,
    cone: tile.cone,
    atmosphere: tile.atmosphere ?? "",
    applicationMethod: tile.applicationMethod,
    coats: tile.coats,
    thickness: tile.thickness,
    firedOn: tile.firedOn ?? "",
    kilnName: tile.kilnName ?? "",
    imageUrls: tile.imageUrls,
    rating: tile.rating,
    defects: tile.defects as TileFormValues["defects"],
    defectNote: tile.defectNote ?? "",
    notes: tile.notes ?? "",
  };
}

/** 'Add another like this': the same material, clay, firing and application; new photos and a new result. */
export function nextLike(values: TileFormValues): TileFormValues {
  return { ...values, imageUrls: [], rating: null, defects: [], defectNote: "", notes: "" };
}

/** The layer type a form stands for: the library item's, the typed one, or null for a saved combo. */
export function effectiveType(values: Pick<TileFormValues, "glazeId" | "surfaceComboId" | "type">, library: readonly Glaze[]): LayerType | null {
  if (values.surfaceComboId !== null && values.surfaceComboId !== undefined) return null;
  if (values.glazeId !== null && values.glazeId !== undefined) {
    const glaze = library.find((g) => g.id === values.glazeId);
    return glaze ? (glaze.isCombo ? "Glaze" : glaze.type) : "Glaze";
  }
  return LAYER_TYPES.find((t) => t === values.type) ?? "Glaze";
}

/** Method, coats and thickness after a type change: what the new type cannot carry is cleared. */
export function fitToType(
  values: Pick<TileFormValues, "applicationMethod" | "coats" | "thickness">,
  type: LayerType | null,
): Pick<TileFormValues, "applicationMethod" | "coats" | "thickness"> {
  if (type === null || type === "Unglazed") return { applicationMethod: null, coats: null, thickness: null };
  return {
    applicationMethod: values.applicationMethod && APPLICATION_METHODS[type].includes(values.applicationMethod) ? values.applicationMethod : null,
    coats: type === "Slip" || type === "Oxide" ? null : (values.coats ?? null),
    thickness: type === "Glaze" || type === "Underglaze" ? null : (values.thickness ?? null),
  };
}

/** Reads a positive whole-number id from the address, or null. */
export function idParam(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
