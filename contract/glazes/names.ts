/** Naming and ordering rules of surface treatments and combination glazes (product.md#r74, product.md#r76), shared by the screens and the server. */
import { COMBO_PREFIX, DELETED_GLAZE_MARKER } from "./rules";
import { GLAZE_TEXTS } from "./texts";

export interface LayerLike {
  name: string;
  type?: string | null;
}

/** A layer as it reads inside a combination name: Underglaze and Oxide add their type (product.md#r76). */
export function layerLabel(layer: LayerLike | null | undefined, fallback: string): string {
  const name = layer?.name.trim();
  if (!name) return fallback;
  if (layer?.type !== "Underglaze" && layer?.type !== "Oxide") return name;
  // 'Red Iron Oxide' stays as it is, never 'Red Iron Oxide Oxide': a name that already says its type keeps it once.
  return name.toLowerCase().endsWith(layer.type.toLowerCase()) ? name : `${name} ${layer.type}`;
}

/** 'Combo: {top} over {base}' with the default names 'Base Layer' and 'Top Layer'. */
export function comboName(base: LayerLike | null | undefined, top: LayerLike | null | undefined): string {
  return `${COMBO_PREFIX}${layerLabel(top, GLAZE_TEXTS.defaultTopName)} over ${layerLabel(base, GLAZE_TEXTS.defaultBaseName)}`;
}

/** The summary line of a combination: '{top} over {base}'. */
export function comboSummary(base: LayerLike | null | undefined, top: LayerLike | null | undefined): string {
  return comboName(base, top).slice(COMBO_PREFIX.length);
}

export function deletedGlazeMarker(name: string): string {
  return `${DELETED_GLAZE_MARKER}: ${name}]`;
}

/** The '[Deleted Glaze: X]' marker already in a name: the first for the top layer, the last for the base. */
export function markerIn(name: string, side: "base" | "top"): string | null {
  const found = name.match(/\[Deleted Glaze: [^\]]*\]/g);
  if (!found) return null;
  return side === "top" ? found[0]! : found[found.length - 1]!;
}

/**
 * The regenerated name after a layer change (product.md#r76). A layer still missing keeps the marker it had,
 * so the name keeps saying which glaze was deleted until that layer is replaced too.
 */
export function regeneratedComboName(base: LayerLike | null, top: LayerLike | null, currentName: string): string {
  const part = (layer: LayerLike | null, side: "base" | "top") =>
    layer ? { name: layerLabel(layer, "") } : { name: markerIn(currentName, side) ?? "" };
  return comboName(part(base, "base"), part(top, "top"));
}

/** Sorts by name the way a potter reads a list: case-insensitive, numbers in order. */
export function byName<T extends { name: string; id: number }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, "en", { sensitivity: "base", numeric: true }) || a.id - b.id;
}
