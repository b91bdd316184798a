import type { DecorationLayer, LayerType } from "../../../contract/layers/schemas";

/** What the add/edit dialog produces; the server (or the temporary store) turns it into a layer. */
export interface LayerDraft {
  type: LayerType;
  glazeId: number | null;
  materialName: string | null;
  placement: string;
  applicationMethod: string | null;
  coats: number | null;
  thickness: string | null;
  notes: string | null;
}

/** product.md#r77: Unglazed layers travel without material, method, coats or thickness. */
export function toLayerPayload(draft: LayerDraft) {
  if (draft.type === "Unglazed") {
    return { type: draft.type, placement: draft.placement || "Outside", notes: draft.notes, glazeId: null, applicationMethod: null, coats: null, thickness: null, materialName: null };
  }
  return {
    type: draft.type,
    glazeId: draft.glazeId,
    materialName: draft.materialName,
    placement: draft.placement || "Outside",
    applicationMethod: draft.applicationMethod,
    coats: draft.coats,
    thickness: draft.thickness,
    notes: draft.notes,
  };
}

export function describeLayer(layer: Pick<DecorationLayer, "type" | "materialName">): string {
  return layer.materialName ? `${layer.type} – ${layer.materialName}` : layer.type;
}

export function coatsLabel(coats: number | null): string | null {
  if (coats === null) return null;
  return coats >= 3 ? "3+ coats" : coats === 1 ? "1 coat" : `${coats} coats`;
}
