import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { LAYER_TEXTS } from "../../../contract/layers/texts";
import { MenuButton } from "../../components/menu-button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import type { LayerGroup } from "./layer-groups";

interface Props {
  group: LayerGroup<DecorationLayer>;
  title: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(step: -1 | 1): void;
  onEdit(layer: DecorationLayer): void;
  onDelete(): void;
}

/** A layer group's menu on phones: move, edit and delete behind one button (loaded on its own, layer-group-card.tsx). */
export function LayerGroupMenu({ group, title, canMoveUp, canMoveDown, onMove, onEdit, onDelete }: Props) {
  return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <MenuButton label={LAYER_TEXTS.layerActions(title)} className="shrink-0 sm:hidden" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={!canMoveUp} onSelect={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
            {LAYER_TEXTS.moveUp}
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!canMoveDown} onSelect={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
            {LAYER_TEXTS.moveDown}
          </DropdownMenuItem>
          {group.kind === "single" ? (
            <DropdownMenuItem onSelect={() => onEdit(group.layers[0])}>
              <Pencil aria-hidden="true" />
              {LAYER_TEXTS.edit}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem variant="destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            {LAYER_TEXTS.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
  );
}
