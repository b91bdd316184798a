/** Pack pieces for a market day (product.md#r278): the finished pieces for sale not packed yet, chosen with a tick. */
import { useState } from "react";
import type { EventDetail } from "../../../contract/business/schemas";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { useInventory, usePackPieces } from "./business-api";
import { BIZ } from "../../../contract/business/screen-texts";
import { formatMoney } from "./money";

export function PackDialog({ event, open, onOpenChange }: { event: EventDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const inventory = useInventory();
  const pack = usePackPieces(event.id);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const packed = new Set(event.packed.map((p) => p.pieceId));
  const offered = (inventory.data?.data ?? []).filter((p) => !packed.has(p.pieceId) && (p.status === "available" || p.status === "reserved"));
  const toggle = (id: number, on: boolean) =>
    setPicked((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = async () => {
    setError(null);
    try {
      await pack.mutateAsync({ pieceIds: [...picked] });
      setPicked(new Set());
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{BIZ.packTitle}</DialogTitle>
          <DialogDescription>{event.name}</DialogDescription>
        </DialogHeader>
        {inventory.data && offered.length === 0 ? <p className="text-sm text-muted-foreground">{BIZ.noPiecesForSale}</p> : null}
        <ul className="grid gap-1">
          {offered.map((p) => (
            <li key={p.pieceId} className="flex min-h-11 items-center gap-3">
              <Checkbox id={`pack-${p.pieceId}`} className="size-6" checked={picked.has(p.pieceId)} onCheckedChange={(on) => toggle(p.pieceId, on === true)} />
              <Label htmlFor={`pack-${p.pieceId}`} className="flex flex-1 justify-between gap-2">
                <span>{p.code ? `${p.name} (${p.code})` : p.name}</span>
                <span className="tabular-nums text-muted-foreground">{formatMoney(p.price, event.currency)}</span>
              </Label>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" className="min-h-11" onClick={() => onOpenChange(false)}>
            {BIZ.cancel}
          </Button>
          <Button className="min-h-11" disabled={picked.size === 0 || pack.isPending} onClick={() => void save()}>
            {BIZ.packSelected(picked.size)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
