/**
 * "What it did" (product.md#r267): per version of the recipe, the test tiles and pieces that wore it and what came
 * out of the kiln (crawled, crazed, ran, shivered, survived), each linked to its own page.
 */
import { useId } from "react";
import { Link } from "react-router";
import type { RecipeResult } from "../../../contract/glaze-lab/rules";
import { LoadFailed } from "../../components/load-failed";
import { Skeleton } from "../../components/ui/skeleton";
import { useRecipeOutcomes } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T, RESULT_LABELS } from "../../../contract/glaze-lab/screen-texts";

const results = (list: readonly RecipeResult[]) => list.map((r) => RESULT_LABELS[r]).join(", ");
const linkClass = "flex min-h-11 flex-col justify-center rounded-md px-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export function OutcomesSection({ recipeId }: { recipeId: number }) {
  const ids = useId();
  const outcomes = useRecipeOutcomes(recipeId);
  const versions = (outcomes.data?.versions ?? []).filter((v) => v.tiles.length + v.pieces.length > 0);
  return (
    <section aria-labelledby={`${ids}-h`} className="flex flex-col gap-3 rounded-xl border p-4">
      <h2 id={`${ids}-h`} className="text-lg font-semibold">
        {T.whatItDid}
      </h2>
      {outcomes.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void outcomes.refetch()} retrying={outcomes.isFetching} />
      ) : outcomes.isPending ? (
        <Skeleton className="h-16" />
      ) : versions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.whatItDidEmpty}</p>
      ) : (
        versions.map((v) => (
          <div key={v.version} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{T.version(v.version)}</h3>
            <ul className="flex flex-col gap-1">
              {v.pieces.map((p) => (
                <li key={`p${p.id}`}>
                  <Link to={`/pieces/${p.id}`} className={linkClass}>
                    <span className="font-medium">
                      {T.piece}: {p.name}
                    </span>
                    <span className="text-sm text-muted-foreground">{[p.glazeName, results(p.results)].filter(Boolean).join(" · ")}</span>
                  </Link>
                </li>
              ))}
              {v.tiles.map((tile) => (
                <li key={`t${tile.id}`}>
                  <Link to={`/test-tiles/${tile.id}`} className={linkClass}>
                    <span className="font-medium">
                      {T.tile}: {[tile.code, tile.label].filter(Boolean).join(" · ")}
                    </span>
                    <span className="text-sm text-muted-foreground">{[tile.clayBody, results(tile.results)].filter(Boolean).join(" · ")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
