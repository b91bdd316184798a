/**
 * A material's 'Test tiles' section (decision 0110), on a surface treatment's, combination glaze's and saved combo's
 * screen: its tiles as a grid (tap to open) or the compare view, clay bodies down and cones across.
 */
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { TileCompare } from "./tile-compare";
import { TileGrid, TileGridSkeleton } from "./tile-grid";
import { useMaterialTiles, type MaterialRef } from "./tiles-api";

export function MaterialTilesSection({ material, materialLabel }: { material: MaterialRef; materialLabel: string }) {
  const tiles = useMaterialTiles(material);
  const start = "glazeId" in material ? `glazeId=${material.glazeId}` : `surfaceComboId=${material.surfaceComboId}`;
  let body;
  if (tiles.isPending) body = <TileGridSkeleton count={2} />;
  else if (tiles.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
        <p className="text-destructive">{TILE_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={() => void tiles.refetch()}>
          {TILE_TEXTS.tryAgain}
        </Button>
      </div>
    );
  } else if (tiles.data.length === 0) body = <p className="py-2 text-sm text-muted-foreground">{TILE_TEXTS.sectionEmpty}</p>;
  else {
    body = (
      <Tabs defaultValue="grid">
        <TabsList aria-label={TILE_TEXTS.viewLabel} className="w-full">
          <TabsTrigger value="grid" className="min-h-11">
            {TILE_TEXTS.viewGrid}
          </TabsTrigger>
          <TabsTrigger value="compare" className="min-h-11">
            {TILE_TEXTS.viewCompare}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="grid">
          <TileGrid tiles={tiles.data} showMaterial={false} label={TILE_TEXTS.sectionHeading} />
        </TabsContent>
        <TabsContent value="compare">
          <TileCompare tiles={tiles.data} materialLabel={materialLabel} />
        </TabsContent>
      </Tabs>
    );
  }
  return (
    <section aria-labelledby="material-tiles-heading" className="mt-6 flex flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="material-tiles-heading" className="text-lg font-semibold">
          {TILE_TEXTS.sectionHeading}
          {tiles.data && tiles.data.length > 0 ? <span className="ml-2 text-sm font-normal text-muted-foreground">{tiles.data.length}</span> : null}
        </h2>
        <Button asChild variant="outline">
          <Link to={`/test-tiles/new?${start}`}>
            <Plus aria-hidden="true" />
            {TILE_TEXTS.newTile}
          </Link>
        </Button>
      </div>
      {body}
    </section>
  );
}
