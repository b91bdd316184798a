/**
 * The Surface Treatments panel on piece details and New Piece (product.md#r75, product.md#r76, product.md#r77): the piece's layers in
 * order, grouped into combo groups and single layers, with add/edit, move up/down, delete, and
 * 'Save to My Surface Combos'. `pieceId` is negative for a New Piece's temporary layers.
 */
import { ChevronDown, Layers } from "lucide-react";
import { Suspense, useState } from "react";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";
import { toast } from "../../components/ui/toast";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { preloadAll, usePreloadWhenIdle } from "../../lib/preload";
import { SaveComboButton } from "../combos/save-combo-button";
import type { LayerDraft } from "./layer-draft";
import { groupLayers, moveGroup } from "./layer-groups";
import { groupMenu, LayerGroupCard } from "./layer-group-card";
import { useLayerStore, type LayerStore } from "./use-layer-store";

interface SurfaceTreatmentsPanelProps {
  pieceId: number;
  /** New Piece passes the layers its form holds until Save; a saved piece's layers come from the server. */
  store?: LayerStore;
}

interface PendingDelete {
  ids: number[];
  text: string;
}

// The add and edit dialog (pickers, combos, tiles) loads on its own, when the browser is idle or on first use (decision
// 0159).
const layerDialog = lazyPart(() => import("./layer-dialog").then((m) => m.LayerDialog));
const preloadParts = preloadAll(layerDialog, groupMenu);

function toDraft(layer: DecorationLayer): LayerDraft {
  return {
    type: layer.type as LayerDraft["type"],
    glazeId: layer.glazeId,
    materialName: layer.materialName,
    placement: layer.placement,
    applicationMethod: layer.applicationMethod,
    coats: layer.coats,
    thickness: layer.thickness,
    notes: layer.notes,
  };
}

export function SurfaceTreatmentsPanel({ pieceId, store: formStore }: SurfaceTreatmentsPanelProps) {
  const serverStore = useLayerStore(pieceId, !formStore);
  const store = formStore ?? serverStore;
  const [open, setOpen] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<DecorationLayer | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const dialogMounted = useOpenedOnce(dialogOpen);
  usePreloadWhenIdle(preloadParts);
  const groups = groupLayers(store.layers);

  const failed = (fallback: string) => (error: unknown) =>
    toast({ title: "Error", description: error instanceof Error ? error.message : fallback, variant: "destructive" });

  const move = (index: number, step: -1 | 1) => {
    const order = moveGroup(groups, index, step);
    if (order) store.reorder(order).catch(failed("Failed to reorder decoration layers"));
  };

  return (
    <section aria-labelledby={`surface-treatments-${pieceId}`} className="rounded-lg border bg-card">
      <Collapsible open={open} onOpenChange={setOpen}>
        <CollapsibleTrigger asChild>
          <button
            type="button"
            className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-3 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span id={`surface-treatments-${pieceId}`} className="flex items-center gap-2 text-base font-semibold">
              <Layers className="size-5 text-primary" aria-hidden />
              Surface Treatments
              <span className="text-sm font-normal text-muted-foreground">({store.layers.length})</span>
            </span>
            <ChevronDown className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden />
          </button>
        </CollapsibleTrigger>
        <CollapsibleContent className="grid gap-3 px-4 pb-4">
          {store.error ? (
            <p role="alert" className="text-sm text-destructive">
              Error loading decoration layers: {store.error.message}
            </p>
          ) : null}
          {store.isLoading ? <p className="text-sm text-muted-foreground">Loading surface treatments...</p> : null}
          {!store.isLoading && store.layers.length === 0 && !store.error ? (
            <p className="text-sm text-muted-foreground">No surface treatments yet.</p>
          ) : null}
          <ol className="grid gap-2" aria-label="Layers, first applied first">
            {groups.map((group, index) => (
              <LayerGroupCard
                key={group.key}
                group={group}
                canMoveUp={index > 0}
                canMoveDown={index < groups.length - 1}
                onMove={(step) => move(index, step)}
                onEdit={(layer) => {
                  setEditing(layer);
                  setDialogOpen(true);
                }}
                onDelete={() =>
                  setPendingDelete(
                    group.kind === "combo"
                      ? { ids: group.layers.map((l) => l.id), text: `Delete entire combo "${group.comboName}" with ${group.layers.length} layers?` }
                      : { ids: [group.layers[0].id], text: "Are you sure you want to delete this treatment?" },
                  )
                }
              />
            ))}
          </ol>
          <div className="flex flex-wrap items-start gap-3">
            <Button
              variant="outline"
              onClick={() => {
                setEditing(null);
                setDialogOpen(true);
              }}
            >
              Add Treatment
            </Button>
            {pieceId > 0 ? <SaveComboButton pieceId={pieceId} layers={store.layers} /> : null}
          </div>
        </CollapsibleContent>
      </Collapsible>

      {dialogMounted ? (
        <Suspense fallback={null}>
          <layerDialog.Part
            open={dialogOpen}
            onOpenChange={(next) => {
              setDialogOpen(next);
              if (!next) setEditing(null);
            }}
            editing={editing ? toDraft(editing) : null}
            onSubmit={(draft) => (editing ? store.update(editing.id, draft) : store.create(draft))}
            onApplyCombo={(combo) => store.applyCombo(combo)}
          />
        </Suspense>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(next) => !next && setPendingDelete(null)}
        title="Delete treatment"
        description={pendingDelete?.text}
        confirmLabel="Delete"
        destructive={false}
        onConfirm={() => {
          if (pendingDelete) store.remove(pendingDelete.ids).catch(failed("Failed to delete decoration layer"));
          setPendingDelete(null);
        }}
      />
    </section>
  );
}

