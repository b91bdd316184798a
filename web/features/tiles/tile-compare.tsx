/**
 * The compare view (decision 0110): one material's tiles side by side, clay bodies down and cones across (coolest to
 * hottest, tiles without a cone last), so a potter sees at a glance how a glaze behaves on each clay and cone.
 */
import { Link } from "react-router";
import { coneOrder } from "../../../contract/tiles/rules";
import type { TestTile } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { RatingStars, TileThumb, tileName } from "./tile-grid";

const NO_CONE = "";

/** Rows (clay bodies, compared without case) and columns (cones present) of a set of tiles. */
export function compareTable(tiles: TestTile[]): { clays: string[]; cones: string[]; cell(clay: string, cone: string): TestTile[] } {
  const clayOf = new Map<string, string>();
  for (const t of tiles) if (!clayOf.has(t.clayBody.toLowerCase())) clayOf.set(t.clayBody.toLowerCase(), t.clayBody);
  const clays = [...clayOf.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
  const cones = [...new Set(tiles.map((t) => t.cone ?? NO_CONE))].sort((a, b) => coneOrder(a || null) - coneOrder(b || null));
  return {
    clays,
    cones,
    cell: (clay, cone) => tiles.filter((t) => t.clayBody.toLowerCase() === clay.toLowerCase() && (t.cone ?? NO_CONE) === cone),
  };
}

export function TileCompare({ tiles, materialLabel }: { tiles: TestTile[]; materialLabel: string }) {
  const { clays, cones, cell } = compareTable(tiles);
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={TILE_TEXTS.compareCaption(materialLabel)}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{TILE_TEXTS.compareCaption(materialLabel)}</caption>
        <thead>
          <tr className="bg-muted/60">
            <th scope="col" className="sticky left-0 z-10 bg-muted p-2 text-left font-semibold">
              {TILE_TEXTS.compareClayHeader}
            </th>
            {cones.map((cone) => (
              <th key={cone} scope="col" className="min-w-28 p-2 text-left font-semibold whitespace-nowrap">
                {cone || TILE_TEXTS.noCone}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {clays.map((clay) => (
            <tr key={clay} className="border-t">
              <th scope="row" className="sticky left-0 z-10 max-w-32 bg-card p-2 text-left align-top font-medium break-words">
                {clay}
              </th>
              {cones.map((cone) => {
                const here = cell(clay, cone);
                return (
                  <td key={cone} className="p-2 align-top" data-testid="compare-cell" data-clay-body={clay} data-cone={cone || TILE_TEXTS.noCone}>
                    {here.length === 0 ? (
                      <>
                        <span aria-hidden="true" className="text-muted-foreground">
                          {TILE_TEXTS.compareEmptyCell}
                        </span>
                        <span className="sr-only">{TILE_TEXTS.compareNoTile}</span>
                      </>
                    ) : (
                      <ul className="flex flex-col gap-2">
                        {here.map((tile) => (
                          <li key={tile.id}>
                            <Link
                              to={`/test-tiles/${tile.id}`}
                              aria-label={tileName(tile)}
                              className="flex w-24 flex-col gap-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
                            >
                              <TileThumb tile={tile} />
                              <span className="truncate text-xs text-muted-foreground">
                                {[tile.atmosphere, tile.thickness, tile.coats ? TILE_TEXTS.coats(tile.coats) : null].filter(Boolean).join(" · ") || "\u00a0"}
                              </span>
                              <RatingStars rating={tile.rating} />
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
