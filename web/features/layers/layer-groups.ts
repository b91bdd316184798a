/**
 * product.md#r76 layer ordering: consecutive layers with the same comboId form a combo group; every other
 * layer stands alone. Groups move up or down as a whole, and the answer is the new full order of ids.
 */
interface OrderedLayer {
  id: number;
  comboId: number | null;
  comboName: string | null;
}

export type LayerGroup<T extends OrderedLayer> =
  | { kind: "single"; key: string; layers: [T] }
  | { kind: "combo"; key: string; comboId: number; comboName: string; layers: T[] };

export function groupLayers<T extends OrderedLayer>(layers: readonly T[]): LayerGroup<T>[] {
  const groups: LayerGroup<T>[] = [];
  for (const layer of layers) {
    const last = groups[groups.length - 1];
    if (layer.comboId !== null && last?.kind === "combo" && last.comboId === layer.comboId) {
      last.layers.push(layer);
    } else if (layer.comboId !== null) {
      groups.push({ kind: "combo", key: `combo-${layer.id}`, comboId: layer.comboId, comboName: layer.comboName ?? "Combo", layers: [layer] });
    } else {
      groups.push({ kind: "single", key: `layer-${layer.id}`, layers: [layer] });
    }
  }
  return groups;
}

/** The full id order after moving group `index` one step up (-1) or down (+1); null when it cannot move. */
export function moveGroup<T extends OrderedLayer>(groups: readonly LayerGroup<T>[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (index < 0 || index >= groups.length || target < 0 || target >= groups.length) return null;
  const next = groups.slice();
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next.flatMap((g) => g.layers.map((l) => l.id));
}
