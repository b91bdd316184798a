/**
 * 'Use on a piece' (decision 0110): the piece picker. Choosing a piece adds the tile's material as a decoration layer
 * with its method, coats and thickness (a saved combo's tile applies the combo), then opens the piece.
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import { PIECE_TYPE_LABELS } from "../../../contract/pieces/texts";
import type { TestTile } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast";
import { cn } from "../../lib/utils";
import { usePickerPieces, useUseTileOnPiece } from "./tiles-api";

interface Props {
  tile: TestTile;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function UseOnPieceDialog({ tile, open, onOpenChange }: Props) {
  const navigate = useNavigate();
  const pieces = usePickerPieces(open);
  const use = useUseTileOnPiece(tile);
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const term = search.trim().toLowerCase();
  const shown = (pieces.data ?? []).filter((p) => !term || p.name.toLowerCase().includes(term) || p.clayBody.toLowerCase().includes(term));

  const close = (next: boolean) => {
    if (use.isPending) return;
    if (!next) {
      setSearch("");
      setChosen(null);
    }
    onOpenChange(next);
  };

  const add = () => {
    if (chosen === null) return;
    const piece = pieces.data?.find((p) => p.id === chosen);
    use.mutate(chosen, {
      onSuccess: () => {
        toast({ title: TILE_TEXTS.layerAdded, description: TILE_TEXTS.layerAddedText(tile.materialLabel, piece?.name ?? "") });
        close(false);
        void navigate(`/pieces/${chosen}`);
      },
      onError: (error) => toast({ title: TILE_TEXTS.layerFailed, description: error.message, variant: "destructive" }),
    });
  };

  let list;
  if (pieces.isPending) list = <p className="py-4 text-center text-muted-foreground">{TILE_TEXTS.pickerLoading}</p>;
  else if (pieces.isError) list = <p role="alert" className="py-4 text-center text-destructive">{pieces.error.message}</p>;
  else if (pieces.data.length === 0) list = <p className="py-4 text-center text-muted-foreground">{TILE_TEXTS.pickerEmpty}</p>;
  else if (shown.length === 0) list = <p className="py-4 text-center text-muted-foreground">{TILE_TEXTS.pickerNoMatch}</p>;
  else {
    list = (
      <div role="radiogroup" aria-label={TILE_TEXTS.pickerTitle} className="grid max-h-72 gap-1 overflow-y-auto">
        {shown.map((piece) => {
          const checked = chosen === piece.id;
          return (
            <label
              key={piece.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                checked ? "border-primary bg-primary/10" : "hover:bg-accent",
              )}
            >
              <input type="radio" name="tile-piece" className="size-4 accent-primary" checked={checked} onChange={() => setChosen(piece.id)} />
              <span className="min-w-0">
                <span className="block truncate font-medium">{piece.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {[piece.clayBody, PIECE_TYPE_LABELS[piece.type] ?? piece.type].filter(Boolean).join(" · ")}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{TILE_TEXTS.pickerTitle}</DialogTitle>
          <DialogDescription>{TILE_TEXTS.pickerDescription(tile.materialLabel)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="tile-piece-search">{TILE_TEXTS.pickerSearch}</Label>
          <Input id="tile-piece-search" type="search" value={search} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        </div>
        {list}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)} disabled={use.isPending}>
            Cancel
          </Button>
          <Button onClick={add} disabled={chosen === null || use.isPending}>
            {use.isPending ? TILE_TEXTS.pickerAdding : TILE_TEXTS.pickerAdd}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
