/**
 * /glaze-library/test-tiles (decision 0110): the Surfaces switch's second view, a grid of tile photos filterable by
 * material, clay body, cone, atmosphere, rating and defect, newest first, a page at a time; or (?group=recipe) grouped
 * by the recipe and version the tiles wore (product.md#r288).
 */
import { Grid3x3, Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { PrintLabelsButton } from "../labels/print-labels-dialog";
import { LABELS_MAX } from "../../../contract/labels/rules";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import { Button } from "../../components/ui/button";
import { LibrarySwitch } from "./library-switch";
import { FILTER_PARAMS, TileFilterBar, toQuery, type FilterParam, type FilterValues } from "./tile-filters";
import { TileGrid, TileGridSkeleton } from "./tile-grid";
import { TileRecipeGroups } from "./tile-recipe-groups";
import { useTileFacets, useTilePages } from "./tiles-api";

function NewTileButton({ label = TILE_TEXTS.newTile }: { label?: string }) {
  return (
    <Button asChild>
      <Link to="/test-tiles/new">
        <Plus aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

export default function TilesScreen() {
  const [params, setParams] = useSearchParams();
  const values: FilterValues = Object.fromEntries(FILTER_PARAMS.map((p) => [p, params.get(p) ?? undefined]));
  const pages = useTilePages(toQuery(values));
  const facets = useTileFacets();
  const first = pages.data?.pages[0];
  const tiles = pages.data?.pages.flatMap((p) => p.data) ?? [];
  const total = first?.pagination.total ?? 0;
  const filtered = FILTER_PARAMS.some((p) => values[p]);
  const byRecipe = params.get("group") === "recipe";

  const change = (name: FilterParam | "group", value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  let body;
  if (pages.isPending) body = <TileGridSkeleton />;
  else if (pages.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 p-8 text-center">
        <p className="text-destructive">{TILE_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={() => void pages.refetch()} disabled={pages.isFetching}>
          {TILE_TEXTS.tryAgain}
        </Button>
      </div>
    );
  } else if (tiles.length === 0 && !filtered) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
        <Grid3x3 className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{TILE_TEXTS.emptyTitle}</h2>
        <p className="text-muted-foreground">{TILE_TEXTS.emptyHint}</p>
        <NewTileButton />
      </div>
    );
  } else if (tiles.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="font-medium">{TILE_TEXTS.noMatchTitle}</p>
        <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
          {TILE_TEXTS.clearFilters}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-muted-foreground">
          {TILE_TEXTS.count(tiles.length, total)}
        </p>
        {/* Labels for the tiles shown (the filters choose which), e.g. a new batch before it goes in the kiln. */}
        <PrintLabelsButton
          kind="tile"
          ids={tiles.slice(0, LABELS_MAX).map((t) => t.id)}
          text={LABEL_TEXTS.actionCount(Math.min(tiles.length, LABELS_MAX))}
          className="min-h-11 self-start"
        />
        <TileGrid tiles={tiles} label={TILE_TEXTS.gridHeading} />
        {pages.hasNextPage ? (
          <Button variant="outline" className="self-center" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {TILE_TEXTS.loadMore}
          </Button>
        ) : null}
      </div>
    );
  }

  const showGroup = (recipe: boolean) => change("group", recipe ? "recipe" : null);
  return (
    <PageContainer>
      <LibrarySwitch />
      <PageHeader title={TILE_TEXTS.gridHeading} subtitle={TILE_TEXTS.gridSubtitle} actions={<NewTileButton />} />
      <div role="group" aria-label={TILE_TEXTS.groupLabel} className="mb-4 flex gap-2">
        <Button variant={byRecipe ? "outline" : "default"} className="min-h-11" aria-pressed={!byRecipe} onClick={() => showGroup(false)}>
          {TILE_TEXTS.groupAll}
        </Button>
        <Button variant={byRecipe ? "default" : "outline"} className="min-h-11" aria-pressed={byRecipe} onClick={() => showGroup(true)}>
          {TILE_TEXTS.groupByRecipe}
        </Button>
      </div>
      {byRecipe ? (
        <TileRecipeGroups />
      ) : pages.isError || (!pages.isPending && total === 0 && !filtered) ? null : (
        <TileFilterBar values={values} facets={facets.data} onChange={change} onClear={() => setParams(new URLSearchParams(), { replace: true })} />
      )}
      {byRecipe ? null : body}
    </PageContainer>
  );
}
