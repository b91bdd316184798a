/** A return or refund (product.md#r278): which of the sale's pieces came back and why; they are for sale again. */
import { useState } from "react";
import type { Sale } from "../../../contract/business/schemas";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { useCreateReturn, useSale } from "./business-api";
import { BIZ } from "../../../contract/business/screen-texts";

export function ReturnDialog({ sale, open, onOpenChange }: { sale: Sale; open: boolean; onOpenChange: (open: boolean) => void }) {
  // The sale as the server holds it now (another device may have recorded a return since the list was read).
  const fresh = useSale(open ? sale.id : null).data ?? sale;
  const kept = fresh.items.filter((i) => !i.returned);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReturn();
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
      await create.mutateAsync({ saleId: sale.id, body: { pieceIds: [...picked], reason } });
      toast({ title: BIZ.returnSaved });
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BIZ.returnTitle}</DialogTitle>
          <DialogDescription>{BIZ.returnWhich}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <ul className="grid gap-1">
            {kept.map((item) => (
              <li key={item.pieceId} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={`return-${sale.id}-${item.pieceId}`}
                  checked={picked.has(item.pieceId)}
                  onCheckedChange={(on) => toggle(item.pieceId, on === true)}
                  className="size-6"
                />
                <Label htmlFor={`return-${sale.id}-${item.pieceId}`}>{item.pieceName}</Label>
              </li>
            ))}
          </ul>
          <FormField label={BIZ.reason}>
            <Textarea value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(false)}>
              {BIZ.cancel}
            </Button>
            <Button type="button" className="min-h-11" disabled={picked.size === 0 || create.isPending} onClick={() => void save()}>
              {create.isPending ? BIZ.saving : BIZ.saveReturn}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
