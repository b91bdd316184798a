/**
 * Linked inspirations on a piece (product.md#r75): grid, '+ Add Inspiration', 'Remove', 'Select Inspirations',
 * and the details dialog. Rendered by the pieces screens (New Piece and piece details), which store `ids`
 * as the piece's inspirationIds.
 */
import { Suspense, useId, useState } from "react";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { InspirationThumb } from "./inspiration-thumb";
import { useInspirations } from "./inspirations-api";
import { LoadFailed } from "../../components/load-failed";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { preloadAll, usePreloadWhenIdle } from "../../lib/preload";

// Both dialogs load on their own, when the browser is idle or on first use (decision 0159).
const selectDialog = lazyPart(() => import("./select-inspirations-dialog").then((m) => m.SelectInspirationsDialog));
const detailsDialog = lazyPart(() => import("./inspiration-details-dialog").then((m) => m.InspirationDetailsDialog));
const preloadDialogs = preloadAll(selectDialog, detailsDialog);

interface LinkedInspirationsProps {
  ids: number[];
  onChange: (ids: number[]) => void;
}

export function LinkedInspirations({ ids, onChange }: LinkedInspirationsProps) {
  const { data, isPending, isError, refetch, isFetching } = useInspirations();
  const headingId = useId();
  const [selecting, setSelecting] = useState(false);
  const [details, setDetails] = useState<Inspiration | null>(null);
  const selectMounted = useOpenedOnce(selecting);
  const detailsMounted = useOpenedOnce(details !== null);
  usePreloadWhenIdle(preloadDialogs);
  const items = data ?? [];
  // Ids of inspirations deleted meanwhile simply are not shown.
  const linked = ids.map((id) => items.find((item) => item.id === id)).filter((item): item is Inspiration => !!item);

  return (
    <section className="grid gap-3 py-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {INSPIRATION_TEXTS.listTitle}
      </h2>
      {isPending && ids.length > 0 ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {ids.map((id) => (
            <Skeleton key={id} className="aspect-square" />
          ))}
        </div>
      ) : isError ? (
        <LoadFailed message={INSPIRATION_TEXTS.loadError} retrying={isFetching} onRetry={() => void refetch()} />
      ) : linked.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Linked inspirations">
          {linked.map((item) => (
            <li key={item.id} className="flex flex-col overflow-hidden rounded-lg border bg-card">
              <button
                type="button"
                className="group flex flex-col text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => setDetails(item)}
              >
                <span className="aspect-square overflow-hidden bg-muted">
                  <InspirationThumb name={item.name} src={item.thumbnailUrl} />
                </span>
                <span className="truncate px-2 pt-2 text-sm font-medium group-hover:underline">{item.name}</span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:text-destructive"
                aria-label={`${INSPIRATION_TEXTS.remove} ${item.name}`}
                onClick={() => onChange(ids.filter((id) => id !== item.id))}
              >
                {INSPIRATION_TEXTS.remove}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button variant="outline" onClick={() => setSelecting(true)} disabled={isPending && !data}>
          {INSPIRATION_TEXTS.addInspiration}
        </Button>
      </div>
      <Suspense fallback={null}>
        {selectMounted ? (
          <selectDialog.Part
            open={selecting}
            onOpenChange={setSelecting}
            items={items}
            selectedIds={ids}
            onConfirm={(next) => {
              onChange(next);
              setSelecting(false);
            }}
          />
        ) : null}
        {detailsMounted ? <detailsDialog.Part item={details} onOpenChange={(open) => !open && setDetails(null)} /> : null}
      </Suspense>
    </section>
  );
}
