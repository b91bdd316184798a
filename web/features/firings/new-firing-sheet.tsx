/**
 * The new-firing sheet (from What's waiting with the chosen pieces, or from Firings with none): kiln (the last one used
 * preselected), kind, target cone, planned date, atmosphere, schedule and notes, in one short form.
 */
import { useState } from "react";
import type { FiringKind } from "../../../contract/firings/rules";
import type { CreateFiringInput, FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { bodyOf, FiringFields, type FiringFieldValues } from "./firing-fields";
import { useCreateFiring, useFirings, useKilns } from "./firings-api";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: FiringKind;
  pieceIds?: number[];
  onCreated: (firing: FiringDetail) => void;
}

export function NewFiringSheet({ open, onOpenChange, kind, pieceIds, onCreated }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.newFiringTitle}</DialogTitle>
          <DialogDescription>{pieceIds?.length ? T.selected(pieceIds.length) : T.newFiringIntro}</DialogDescription>
        </DialogHeader>
        {open ? <NewFiringForm kind={kind} pieceIds={pieceIds} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewFiringForm({ kind, pieceIds, onCreated }: Omit<Props, "open" | "onOpenChange">) {
  const kilns = useKilns();
  const firings = useFirings();
  const create = useCreateFiring();
  // The kiln of the latest firing that had one, while it is still in use.
  const active = (kilns.data ?? []).filter((k) => !k.archived);
  const last = (firings.data ?? []).find((f) => f.kilnId !== null && active.some((k) => k.id === f.kilnId))?.kilnId ?? active[0]?.id;
  const [values, setValues] = useState<FiringFieldValues | null>(null);
  const shown: FiringFieldValues = values ?? { kilnId: last ? String(last) : "", kind, targetCone: "", atmosphere: "", plannedDate: "", schedule: "", notes: "" };
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = { ...bodyOf(shown), ...(pieceIds?.length ? { pieceIds } : {}) } as CreateFiringInput;
        create.mutate(body, { onSuccess: onCreated, onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }) });
      }}
    >
      <FiringFields values={shown} onChange={setValues} kilns={kilns.data ?? []} />
      <DialogFooter>
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {create.isPending ? T.creating : T.createFiring}
        </Button>
      </DialogFooter>
    </form>
  );
}
