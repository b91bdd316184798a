/**
 * New Piece's first layers, held by the form as a plain list until Save sends them with the piece in one request
 * (the create call's `layers`, one transaction; product.md#r82). Layers applied from a saved combo keep the combo's
 * id and are sent back as one `{ comboId, notes }` entry, so the server copies the combo as it does on a saved piece.
 */
import type { DecorationLayer, NewPieceLayer } from "../../../contract/layers/schemas";
import { toLayerPayload, type LayerDraft } from "./layer-draft";

let lastLocalId = 0;
/** Ids only this screen sees: negative, so they never collide with a stored layer. */
function localId(): number {
  lastLocalId -= 1;
  return lastLocalId;
}

function renumber(layers: DecorationLayer[]): DecorationLayer[] {
  return layers.map((layer, orderIndex) => (layer.orderIndex === orderIndex ? layer : { ...layer, orderIndex }));
}

export function addDraftLayer(layers: DecorationLayer[], draft: LayerDraft, combo?: { id: number; name: string }): DecorationLayer[] {
  const payload = toLayerPayload(draft);
  const layer: DecorationLayer = {
    id: localId(),
    pieceId: 0,
    glazeId: payload.glazeId,
    type: payload.type,
    placement: payload.placement,
    applicationMethod: payload.applicationMethod,
    coats: payload.coats,
    thickness: payload.thickness,
    temperature: null,
    firingAtmosphere: null,
    notes: payload.notes,
    orderIndex: layers.length,
    comboId: combo?.id ?? null,
    comboName: combo?.name ?? null,
    materialName: payload.materialName,
    createdAt: new Date().toISOString(),
  };
  return [...layers, layer];
}

/** Layers kept from an earlier visit get ids of this visit, so new layers never share one (decision 0132). */
export function withFreshIds(layers: DecorationLayer[]): DecorationLayer[] {
  return layers.map((layer) => ({ ...layer, id: localId() }));
}

export function updateDraftLayer(layers: DecorationLayer[], id: number, draft: LayerDraft): DecorationLayer[] {
  return layers.map((layer) => (layer.id === id ? { ...layer, ...toLayerPayload(draft) } : layer));
}

export function removeDraftLayers(layers: DecorationLayer[], ids: number[]): DecorationLayer[] {
  return renumber(layers.filter((layer) => !ids.includes(layer.id)));
}

export function reorderDraftLayers(layers: DecorationLayer[], ids: number[]): DecorationLayer[] {
  const byId = new Map(layers.map((layer) => [layer.id, layer]));
  return renumber(ids.map((id) => byId.get(id)).filter((layer): layer is DecorationLayer => Boolean(layer)));
}

/** The body's `layers`: own layers as they are, each run of one applied combo as a single combo entry. */
export function toNewPieceLayers(layers: DecorationLayer[]): NewPieceLayer[] {
  const out: NewPieceLayer[] = [];
  layers.forEach((layer, i) => {
    if (layer.comboId !== null) {
      if (i > 0 && layers[i - 1]!.comboId === layer.comboId) return;
      out.push({ comboId: layer.comboId, notes: layer.notes });
      return;
    }
    const { type, glazeId, materialName, placement, applicationMethod, coats, thickness, notes } = toLayerPayload({
      ...layer,
      type: layer.type as LayerDraft["type"],
    });
    out.push({ type, glazeId, materialName, placement, applicationMethod, coats, thickness, notes });
  });
  return out;
}
