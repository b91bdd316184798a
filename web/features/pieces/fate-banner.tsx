/** A lost or reclaimed piece says so at the top of its screen, with a button that restores it (product.md#r180). */
import { FATE_TEXTS } from "../../../contract/pieces/fate-texts";
import type { PieceFate } from "../../../contract/pieces/schemas";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { formatDayOrInstant } from "../../lib/calendar-day";
import { usePieceFate } from "./pieces-api";

export function FateBanner({ pieceId, fate }: { pieceId: number; fate: PieceFate }) {
  const { clear } = usePieceFate(pieceId);
  const restore = () =>
    void clear.mutateAsync().then(
      () => toast({ title: FATE_TEXTS.restored }),
      (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : FATE_TEXTS.restoreFailed, variant: "destructive" }),
    );
  return (
    <section aria-label={FATE_TEXTS.listTitle} className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3">
      <p className="font-medium">
        {FATE_TEXTS.banner(fate.fate, fate.cause, formatDayOrInstant(fate.at), fate.stage)}
        {fate.firingId !== null ? ` · ${FATE_TEXTS.inFiring}` : ""}
      </p>
      {fate.note ? <p className="text-sm whitespace-pre-line text-muted-foreground">{fate.note}</p> : null}
      <Button variant="outline" className="justify-self-start" onClick={restore} disabled={clear.isPending}>
        {clear.isPending ? FATE_TEXTS.restoring : FATE_TEXTS.restore}
      </Button>
    </section>
  );
}
