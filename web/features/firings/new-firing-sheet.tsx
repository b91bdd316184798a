/**
 * The new-firing sheet (from What's waiting with the chosen pieces, or from Firings with none): kiln (the last one used
 * preselected), kind, target cone, planned date, atmosphere, schedule and notes, in one short form. A studio's owner
 * and staff plan the studio's firings with the same sheet (product.md#r241): from the studio's page or queue the
 * studio is given; from Firings they choose whose firing it is, and the kilns follow.
 */
import { useState } from "react";
import { roleAtLeast } from "../../../contract/studios/rules";
import { STUDIO_TEXTS as S } from "../../../contract/studios/texts";
import { NativeSelect } from "../../components/native-select";
import { useStudios } from "../studios/studios-api";
import type { FiringKind } from "../../../contract/firings/rules";
import type { CreateFiringInput, FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast-store";
import { bodyOf, FiringFields, type FiringFieldValues } from "./firing-fields";
import { useCreateFiring, useFirings, useKilns, useStudioFirings, useStudioKilns } from "./firings-api";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: FiringKind;
  pieceIds?: number[];
  /** The studio whose firing this is (its page or queue); absent: the potter chooses, their own first. */
  studioId?: number;
  onCreated: (firing: FiringDetail) => void;
}

export function NewFiringSheet({ open, onOpenChange, kind, pieceIds, studioId, onCreated }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.newFiringTitle}</DialogTitle>
          <DialogDescription>{pieceIds?.length ? T.selected(pieceIds.length) : T.newFiringIntro}</DialogDescription>
        </DialogHeader>
        {open ? <NewFiringForm kind={kind} pieceIds={pieceIds} studioId={studioId} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewFiringForm({ kind, pieceIds, studioId, onCreated }: Omit<Props, "open" | "onOpenChange">) {
  const studios = useStudios();
  // Pieces chosen in What's waiting are the potter's own: only an empty firing can be a studio's.
  const runs = pieceIds?.length ? [] : (studios.data?.data ?? []).filter((s) => roleAtLeast(s.role, "staff"));
  const [whose, setWhose] = useState<number | null>(studioId ?? null);
  const own = useKilns();
  const ownFirings = useFirings();
  const studioKilns = useStudioKilns(whose ?? 0, whose !== null);
  const studioFirings = useStudioFirings(whose ?? 0, whose !== null);
  const kilns = whose === null ? own : studioKilns;
  const firings = whose === null ? ownFirings : studioFirings;
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
        const body = { ...bodyOf(shown), ...(pieceIds?.length ? { pieceIds } : {}), ...(whose !== null ? { studioId: whose } : {}) } as CreateFiringInput;
        create.mutate(body, { onSuccess: onCreated, onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }) });
      }}
    >
      {studioId === undefined && runs.length > 0 ? (
        <NativeSelect
          label={S.firingFor}
          value={whose ?? ""}
          onChange={(e) => {
            setWhose(e.target.value ? Number(e.target.value) : null);
            setValues(values ? { ...values, kilnId: "" } : null);
          }}
        >
          <option value="">{S.firingForOwn}</option>
          {runs.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
      ) : null}
      <FiringFields values={shown} onChange={setValues} kilns={kilns.data ?? []} />
      <DialogFooter>
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {create.isPending ? T.creating : T.createFiring}
        </Button>
      </DialogFooter>
    </form>
  );
}
