import { TriangleAlert } from "lucide-react";
import type { Glaze } from "../../../contract/glazes/schemas";
import { comboSummary, markerIn, type LayerLike } from "../../../contract/glazes/names";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Label } from "../../components/ui/label";
import { LayerSelect } from "./layer-select";

interface ComboLayersEditorProps {
  baseId: number | null;
  topId: number | null;
  library: Glaze[];
  name: string;
  onChange: (side: "base" | "top", glaze: Glaze) => void;
}

const NOTE_ID = "deleted-layer-note";

/** product.md#r75: the two layer pickers of a combination, its summary, and the deleted-layer marks. */
export function ComboLayersEditor({ baseId, topId, library, name, onChange }: ComboLayersEditorProps) {
  const find = (id: number | null) => (id === null ? null : (library.find((g) => g.id === id) ?? null));
  const base = find(baseId);
  const top = find(topId);
  const baseMissing = baseId === null;
  const topMissing = topId === null;
  // A deleted layer reads as its marker ('[Deleted Glaze: X]') until it is replaced.
  const shown = (glaze: Glaze | null, side: "base" | "top"): LayerLike | null =>
    glaze ?? (markerIn(name, side) ? { name: markerIn(name, side)! } : null);

  const picker = (side: "base" | "top", glaze: Glaze | null, id: number | null, missing: boolean) => {
    const label = side === "base" ? GLAZE_TEXTS.layerBase : GLAZE_TEXTS.layerTop;
    const fieldId = `layer-${side}`;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>
          {label}
          {missing ? (
            <>
              <span className="text-destructive" aria-hidden="true">
                *
              </span>
              <span className="sr-only">(deleted glaze)</span>
            </>
          ) : null}
        </Label>
        <LayerSelect
          id={fieldId}
          value={glaze ? id : null}
          library={library}
          placeholder={missing ? (markerIn(name, side) ?? "Select a glaze") : "Select a glaze"}
          invalid={missing}
          describedBy={missing ? NOTE_ID : undefined}
          onChange={(g) => onChange(side, g)}
        />
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {baseMissing || topMissing ? (
        <div
          role="status"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{GLAZE_TEXTS.updateLayersNotice}</p>
            <p className="text-sm">A glaze in this combination was deleted. Choose a replacement layer below.</p>
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {picker("base", base, baseId, baseMissing)}
        {picker("top", top, topId, topMissing)}
      </div>
      {baseMissing || topMissing ? (
        <p id={NOTE_ID} className="text-sm text-muted-foreground">
          <span className="text-destructive">* </span>
          {GLAZE_TEXTS.deletedLayerNote}
        </p>
      ) : null}
      <p className="rounded-lg bg-muted px-4 py-3 text-sm" data-testid="combo-summary">
        {comboSummary(shown(base, "base"), shown(top, "top"))}
      </p>
    </div>
  );
}
