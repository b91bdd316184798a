import { COMBO_TEXTS } from "../../../contract/combos/texts";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { useSaveCombo } from "./combos-api";

/** product.md#r77: enabled with at least two layers and none from an applied combo; the hint says why not. */
function saveComboHint(layers: readonly DecorationLayer[]): { enabled: boolean; hint: string } {
  if (layers.length < 2) return { enabled: false, hint: COMBO_TEXTS.needTwoLayers };
  if (layers.some((l) => l.comboId !== null)) return { enabled: false, hint: COMBO_TEXTS.onlyDirectLayers };
  return { enabled: true, hint: COMBO_TEXTS.saveHint };
}

export function SaveComboButton({ pieceId, layers }: { pieceId: number; layers: DecorationLayer[] }) {
  const { enabled, hint } = saveComboHint(layers);
  const save = useSaveCombo({
    onDone: () => toast({ title: COMBO_TEXTS.savedTitle, description: COMBO_TEXTS.savedDescription }),
    onFailed: (error) =>
      toast({ title: COMBO_TEXTS.saveFailed, description: error.message || COMBO_TEXTS.saveFailedFallback, variant: "destructive" }),
  });
  const snapshot = () => ({
    pieceId,
    layers: layers.map((l) => ({
      type: l.type,
      materialName: l.materialName,
      placement: l.placement,
      applicationMethod: l.applicationMethod,
      coats: l.coats,
      thickness: l.thickness,
    })),
  });
  return (
    <div className="grid gap-1">
      <Button disabled={!enabled || save.isPending} onClick={() => save.mutate(snapshot())} aria-describedby={`save-combo-hint-${pieceId}`}>
        {save.isPending ? "Saving..." : COMBO_TEXTS.saveButton}
      </Button>
      <p id={`save-combo-hint-${pieceId}`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
