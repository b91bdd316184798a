import { Skeleton } from "../../components/ui/skeleton";
import { CARD_GRID } from "../stages/stage-section";

/** product.md#r120: three sections of eight cards while the list loads. */
export function PiecesSkeleton() {
  return (
    <div className="grid gap-8" aria-busy="true" aria-label="Loading pieces">
      {Array.from({ length: 3 }, (_, s) => (
        <div key={s} className="grid gap-3" data-testid="pieces-skeleton-section">
          <Skeleton className="h-7 w-32" />
          <div className={CARD_GRID}>
            {Array.from({ length: 8 }, (_, c) => (
              <div key={c} className="overflow-hidden rounded-lg border">
                <Skeleton className="aspect-[4/3] rounded-none" />
                <div className="grid gap-2 p-3">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
