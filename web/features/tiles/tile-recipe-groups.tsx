/**
 * The test tiles by recipe (product.md#r288, docs/decisions/0324-grouped-by-recipe.md): one compare table per recipe
 * and version worn, clay bodies down and cones across, as a surface's own compare view has them.
 */
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { Button } from "../../components/ui/button";
import { TileCompare } from "./tile-compare";
import { TileGridSkeleton } from "./tile-grid";
import { useTileRecipeGroups } from "./tiles-api";

export function TileRecipeGroups() {
  const groups = useTileRecipeGroups();
  if (groups.isPending) return <TileGridSkeleton />;
  if (groups.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 p-8 text-center">
        <p className="text-destructive">{TILE_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={() => void groups.refetch()} disabled={groups.isFetching}>
          {TILE_TEXTS.tryAgain}
        </Button>
      </div>
    );
  }
  if (groups.data.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{TILE_TEXTS.recipeGroupsEmpty}</p>;
  }
  return (
    <div className="flex flex-col gap-6">
      {groups.data.map((group) => (
        <section key={`${group.recipeId}:${group.version}`} aria-labelledby={`tile-recipe-${group.recipeId}-${group.version}`} className="flex flex-col gap-2">
          <h2 id={`tile-recipe-${group.recipeId}-${group.version}`} className="text-lg font-semibold">
            {group.label}
          </h2>
          <p className="text-sm text-muted-foreground">{TILE_TEXTS.count(group.tiles.length, group.count)}</p>
          <TileCompare tiles={group.tiles} materialLabel={group.label} />
        </section>
      ))}
    </div>
  );
}
