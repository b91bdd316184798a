import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { Suspense } from "react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { LAYER_TEXTS } from "../../../contract/layers/texts";
import { MenuButton } from "../../components/menu-button";
import { Button } from "../../components/ui/button";
import { lazyPart } from "../../lib/lazy-part";
import { coatsLabel, describeLayer } from "./layer-draft";
import type { LayerGroup } from "./layer-groups";

// The phone's menu (Radix's menu and its positioning engine) is not needed to draw the layers (decision 0164); the
// panel preloads it when idle (surface-treatments-panel.tsx).
export const groupMenu = lazyPart(() => import("./layer-group-menu").then((m) => m.LayerGroupMenu));

interface Props {
  group: LayerGroup<DecorationLayer>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(step: -1 | 1): void;
  onEdit(layer: DecorationLayer): void;
  onDelete(): void;
}

function details(layer: DecorationLayer): string {
  return [layer.placement, layer.applicationMethod, coatsLabel(layer.coats), layer.thickness].filter(Boolean).join(" · ");
}

/** One single layer or one combo group, with its move and delete controls (groups move as a whole). */
export function LayerGroupCard({ group, canMoveUp, canMoveDown, onMove, onEdit, onDelete }: Props) {
  const title = group.kind === "combo" ? group.comboName : describeLayer(group.layers[0]);
  return (
    <li className="rounded-md border bg-background p-3" data-testid="layer-group">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {group.kind === "combo" ? (
            <>
              <p className="font-medium">
                <span className="mr-2 rounded bg-secondary px-1.5 py-0.5 text-xs text-secondary-foreground">Combo</span>
                {group.comboName}
              </p>
              <ul className="mt-1 grid gap-0.5 text-sm">
                {group.layers.map((layer) => (
                  <li key={layer.id}>
                    {describeLayer(layer)} <span className="text-muted-foreground">{details(layer)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{details(group.layers[0])}</p>
              {group.layers[0].notes ? <p className="mt-1 text-sm">{group.layers[0].notes}</p> : null}
            </>
          )}
        </div>
        {/* Phones: one menu button, so the layer's text keeps the card's width; wider screens: the icons. */}
        <Suspense
          fallback={
            // The same button, announced as unavailable until its menu's code has arrived.
            <MenuButton label={LAYER_TEXTS.layerActions(title)} className="shrink-0 sm:hidden" aria-disabled="true" />
          }
        >
          <groupMenu.Part group={group} title={title} canMoveUp={canMoveUp} canMoveDown={canMoveDown} onMove={onMove} onEdit={onEdit} onDelete={onDelete} />
        </Suspense>
        <div className="hidden shrink-0 flex-wrap justify-end gap-1 sm:flex">
          <Button size="icon" variant="ghost" disabled={!canMoveUp} aria-label={`Move ${title} up`} onClick={() => onMove(-1)}>
            <ArrowUp />
          </Button>
          <Button size="icon" variant="ghost" disabled={!canMoveDown} aria-label={`Move ${title} down`} onClick={() => onMove(1)}>
            <ArrowDown />
          </Button>
          {group.kind === "single" ? (
            <Button size="icon" variant="ghost" aria-label={`Edit ${title}`} onClick={() => onEdit(group.layers[0])}>
              <Pencil />
            </Button>
          ) : null}
          <Button size="icon" variant="ghost" aria-label={`Delete ${title}`} onClick={onDelete}>
            <Trash2 />
          </Button>
        </div>
      </div>
    </li>
  );
}
