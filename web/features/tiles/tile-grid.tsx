/** The grid of tile photos (product.md#r121): each tile is one link to its screen, readable without the picture. */
import { Grid3x3, Star } from "lucide-react";
import { Link } from "react-router";
import type { TestTile } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/utils";
import { photoSrc } from "../photos/photo-src";

/** 1 to 5 filled stars, read out as 'Rated n of 5'. */
export function RatingStars({ rating, className }: { rating: number | null; className?: string }) {
  if (rating === null) return <span className={cn("text-xs text-muted-foreground", className)}>{TILE_TEXTS.notRated}</span>;
  return (
    <span role="img" aria-label={TILE_TEXTS.rated(rating)} className={cn("inline-flex items-center gap-px text-primary", className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden="true" className="size-3.5" fill={i < rating ? "currentColor" : "none"} strokeWidth={i < rating ? 0 : 1.5} />
      ))}
    </span>
  );
}

/** The tile's picture: its first photo's thumbnail, else a plain tile icon. */
export function TileThumb({ tile, className }: { tile: TestTile; className?: string }) {
  const box = cn("aspect-square w-full overflow-hidden rounded-md border bg-muted", className);
  if (tile.thumbnailUrl) return <img src={photoSrc(tile.thumbnailUrl)} alt="" loading="lazy" className={cn(box, "object-cover")} />;
  return (
    <span aria-hidden="true" className={cn(box, "flex items-center justify-center text-muted-foreground")}>
      <Grid3x3 className="size-8" />
    </span>
  );
}

/** What the tile's link reads out: material, clay body and cone. */
export const tileName = (tile: TestTile) => TILE_TEXTS.tileLink(tile.materialLabel, tile.clayBody, tile.cone);

function TileCard({ tile, showMaterial }: { tile: TestTile; showMaterial: boolean }) {
  const firing = [tile.cone, tile.atmosphere].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        to={`/test-tiles/${tile.id}`}
        aria-label={tileName(tile)}
        data-testid="tile-card"
        className="flex h-full flex-col gap-1.5 rounded-lg border bg-card p-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <TileThumb tile={tile} />
        {showMaterial ? <span className="truncate text-sm font-medium">{tile.materialLabel}</span> : null}
        <span className="truncate text-sm">{tile.clayBody}</span>
        {firing ? <span className="truncate text-xs text-muted-foreground">{firing}</span> : null}
        <RatingStars rating={tile.rating} />
        {tile.defects.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {tile.defects.map((d) => (
              <span key={d} className="rounded bg-destructive/10 px-1.5 py-0.5 text-xs text-destructive">
                {d}
              </span>
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

interface TileGridProps {
  tiles: TestTile[];
  /** A material's own section leaves the material out of each card. */
  showMaterial?: boolean;
  label: string;
}

export function TileGrid({ tiles, showMaterial = true, label }: TileGridProps) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <TileCard key={tile.id} tile={tile} showMaterial={showMaterial} />
      ))}
    </ul>
  );
}

export function TileGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-busy="true" aria-label="Loading test tiles" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex flex-col gap-2 rounded-lg border p-2">
          <Skeleton className="aspect-square w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </li>
      ))}
    </ul>
  );
}
