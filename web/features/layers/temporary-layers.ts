/**
 * Spec 001 §4 New Piece temporary layers: held on the device under a temporary negative piece id until the
 * piece is saved, then moved onto it. Leftovers of screens that were never saved are removed when New Piece opens.
 */
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { applyComboToPiece } from "../combos/combos-api";
import { layersApi } from "./layers-api";
import { toLayerPayload, type LayerDraft } from "./layer-draft";

const STORAGE_KEY = "claybook-temporary-layers";
type Store = Record<string, DecorationLayer[]>;

const listeners = new Set<() => void>();
let cache: Store | null = null;

function read(): Store {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    cache = parsed && typeof parsed === "object" ? (parsed as Store) : {};
  } catch {
    cache = {};
  }
  return cache;
}

function write(next: Store): void {
  cache = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the layers still live in memory for this screen.
  }
  for (const listener of listeners) listener();
}

export function subscribeTemporaryLayers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: DecorationLayer[] = [];
export function temporaryLayers(tempId: number): DecorationLayer[] {
  return read()[String(tempId)] ?? EMPTY;
}

function setLayers(tempId: number, layers: DecorationLayer[]): void {
  write({ ...read(), [String(tempId)]: layers.map((l, i) => ({ ...l, orderIndex: i })) });
}

/** A temporary piece id derived from the time (negative, so it never collides with a saved piece). */
export function newTemporaryPieceId(): number {
  return -Date.now();
}

export function clearStaleTemporaryLayers(keepId?: number): void {
  const store = read();
  const kept = keepId !== undefined && store[String(keepId)] ? { [String(keepId)]: store[String(keepId)]! } : {};
  write(kept);
}

let nextLocalId = -1;
function localId(): number {
  nextLocalId -= 1;
  return nextLocalId - Date.now() % 1_000_000;
}

export function addTemporaryLayer(tempId: number, draft: LayerDraft, combo?: { id: number; name: string }): void {
  const payload = toLayerPayload(draft);
  const layer: DecorationLayer = {
    id: localId(),
    pieceId: tempId,
    glazeId: payload.glazeId,
    type: payload.type,
    placement: payload.placement,
    applicationMethod: payload.applicationMethod,
    coats: payload.coats,
    thickness: payload.thickness,
    temperature: null,
    firingAtmosphere: null,
    notes: payload.notes,
    orderIndex: temporaryLayers(tempId).length,
    comboId: combo?.id ?? null,
    comboName: combo?.name ?? null,
    materialName: payload.materialName,
    createdAt: new Date().toISOString(),
  };
  setLayers(tempId, [...temporaryLayers(tempId), layer]);
}

export function updateTemporaryLayer(tempId: number, id: number, draft: LayerDraft): void {
  setLayers(
    tempId,
    temporaryLayers(tempId).map((l) => (l.id === id ? { ...l, ...toLayerPayload(draft) } : l)),
  );
}

export function removeTemporaryLayers(tempId: number, ids: number[]): void {
  setLayers(
    tempId,
    temporaryLayers(tempId).filter((l) => !ids.includes(l.id)),
  );
}

export function reorderTemporaryLayers(tempId: number, ids: number[]): void {
  const byId = new Map(temporaryLayers(tempId).map((l) => [l.id, l]));
  setLayers(
    tempId,
    ids.map((id) => byId.get(id)).filter((l): l is DecorationLayer => Boolean(l)),
  );
}

/**
 * Moves the temporary layers onto the saved piece, keeping their order: single layers are posted one by one,
 * applied combos are applied again (the server appends them after the existing layers).
 */
export async function commitTemporaryLayers(tempId: number, pieceId: number): Promise<void> {
  const layers = temporaryLayers(tempId);
  for (let i = 0; i < layers.length; i++) {
    const layer = layers[i]!;
    if (layer.comboId !== null) {
      if (i > 0 && layers[i - 1]!.comboId === layer.comboId) continue;
      await applyComboToPiece(pieceId, layer.comboId, layer.notes);
      continue;
    }
    await layersApi.create({
      body: { pieceId, ...toLayerPayload({ ...layer, type: layer.type as LayerDraft["type"] }) },
    });
  }
  const store = { ...read() };
  delete store[String(tempId)];
  write(store);
}
