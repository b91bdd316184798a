/**
 * /waiting (decision 0120): what is waiting for the kiln, by group and location, with days in stage. Select pieces (a
 * whole group in one tap) and load them into a new firing (its kiln, cone and date in one short sheet), or a planned
 * one of the same kind, in one more tap. Pieces already in a planned or loading firing are marked; adding them to
 * another planned one moves them there (product.md#r225).
 */
import { useState } from "react";
import { useNavigate } from "react-router";
import type { KilnQueue } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { useAddToFiring, useFirings, useKilnQueue } from "./firings-api";
import { NewFiringSheet } from "./new-firing-sheet";
import { PiecesViewSwitch } from "./pieces-view-switch";
import { formatDay } from "../../lib/calendar-day";
import { WaitingLocation } from "./waiting-location";

type Group = KilnQueue["groups"][number];
/** The firing each group's pieces go into; bisqueware waits for glaze, not for the kiln. */
const KIND_OF: Record<Group["key"], "bisque" | "glaze" | null> = {
  "ready-for-bisque": "bisque",
  "waiting-for-glaze": null,
  "ready-for-glaze-firing": "glaze",
};

export default function WaitingScreen() {
  const [includeUntrimmed, setIncludeUntrimmed] = useState(false);
  const queue = useKilnQueue(includeUntrimmed);
  const firings = useFirings();
  const [sheet, setSheet] = useState(false);
  const add = useAddToFiring();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<{ kind: "bisque" | "glaze"; ids: number[] } | null>(null);

  const toggle = (kind: "bisque" | "glaze", ids: number[], on: boolean) => {
    const current = selected?.kind === kind ? selected.ids : [];
    const next = on ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id));
    setSelected(next.length ? { kind, ids: next } : null);
  };
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });
  const planned = (firings.data ?? []).filter((f) => f.kind === selected?.kind && (f.status === "planned" || f.status === "loading"));
  // The selected pieces already in an open firing (of those the screen shows): each offer to add them is a move.
  const openOf = new Map((queue.data?.groups ?? []).flatMap((g) => g.locations.flatMap((l) => l.pieces.flatMap((p) => (p.openFiring ? [[p.id, p.openFiring] as const] : [])))));
  const inOpen = (selected?.ids ?? []).filter((id) => openOf.has(id));

  return (
    <PageContainer className="pb-40">
      <PiecesViewSwitch />
      <PageHeader title={T.waitingTitle} subtitle={T.waitingSubtitle} />
      <div className="mb-4 flex min-h-11 items-center gap-3">
        <Checkbox id="include-untrimmed" checked={includeUntrimmed} onCheckedChange={(on) => setIncludeUntrimmed(on === true)} />
        <Label htmlFor="include-untrimmed" className="font-normal">
          {T.includeUntrimmed}
        </Label>
      </div>
      {queue.isPending ? (
        <p role="status" className="text-muted-foreground">
          {T.loading}
        </p>
      ) : queue.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">{T.loadFailed}</p>
          <Button variant="outline" onClick={() => void queue.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : queue.data.groups.every((g) => g.count === 0) ? (
        <p className="text-muted-foreground">{T.nothingWaiting}</p>
      ) : (
        <div className="grid gap-6">
          {queue.data.groups.map((group) => {
            const kind = KIND_OF[group.key];
            // Every waiting piece of the group, also those past the first of each location (the answer lists them by id).
            const ids = group.locations.flatMap((l) => l.pieceIds);
            const chosen = selected && kind && selected.kind === kind ? selected.ids : [];
            const all = ids.length > 0 && ids.every((id) => chosen.includes(id));
            return (
              <section key={group.key} aria-labelledby={`group-${group.key}`} className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <h2 id={`group-${group.key}`} className="text-lg font-semibold">
                    {T.groups[group.key]} <span className="text-muted-foreground">({group.count})</span>
                  </h2>
                  {kind && ids.length > 0 ? (
                    <div className="flex min-h-11 items-center gap-2">
                      <Checkbox id={`all-${group.key}`} aria-label={T.selectAll(T.groups[group.key])} checked={all} onCheckedChange={(on) => toggle(kind, ids, on === true)} />
                    </div>
                  ) : null}
                </div>
                {group.locations.map((location) => (
                  <WaitingLocation
                    key={location.location}
                    group={group.key}
                    location={location}
                    includeUntrimmed={includeUntrimmed}
                    chosen={kind ? chosen : null}
                    onToggle={(pieceIds, on) => kind && toggle(kind, pieceIds, on)}
                  />
                ))}
              </section>
            );
          })}
        </div>
      )}
      {selected ? (
        <div className="fixed inset-x-0 bottom-[calc(var(--bottom-nav-height,4rem)+0.5rem)] z-20 mx-auto grid max-w-lg gap-2 rounded-xl border bg-card p-3 shadow-lg">
          <p role="status" className="text-sm">
            {T.selected(selected.ids.length)}
            {inOpen.length > 0 ? ` · ${T.someInOpenFiring(inOpen.length)}` : ""}
          </p>
          <Button className="min-h-11" disabled={add.isPending} onClick={() => setSheet(true)}>
            {T.loadNew(selected.kind)}
          </Button>
          {planned.map((f) => {
            const label = `${T.kindLabel[f.kind]} · ${f.plannedDate ? formatDay(f.plannedDate) : T.statusLabel[f.status]}${f.kilnName ? ` · ${f.kilnName}` : ""}`;
            const move = inOpen.some((id) => openOf.get(id)!.id !== f.id);
            return (
              <Button
                key={f.id}
                variant="outline"
                // A firing's long label wraps inside the bar instead of widening it past the screen.
                className="h-auto min-h-11 whitespace-normal"
                disabled={add.isPending}
                onClick={() =>
                  add.mutate({ id: f.id, pieceIds: selected.ids.filter((id) => openOf.get(id)?.id !== f.id), move: move || undefined }, { onSuccess: () => navigate(`/firings/${f.id}`), onError: failed })
                }
              >
                {move ? T.moveInto(label) : T.loadInto(label)}
              </Button>
            );
          })}
        </div>
      ) : null}
      <NewFiringSheet
        open={sheet && selected !== null}
        onOpenChange={setSheet}
        kind={selected?.kind ?? "bisque"}
        pieceIds={selected?.ids}
        onCreated={(f) => void navigate(`/firings/${f.id}`)}
      />
    </PageContainer>
  );
}
