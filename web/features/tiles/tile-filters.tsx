/**
 * The grid's filters (product.md#r121): material, clay body, cone, atmosphere, rating and defect. The choices are the
 * values the potter's tiles hold (the facets call); the chosen filters live in the address, so Back keeps them.
 */
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { TILE_DEFECTS, TILE_RATING_MAX } from "../../../contract/tiles/rules";
import type { TestTileFacets } from "../../../contract/tiles/schemas";
import { TILE_TEXTS } from "../../../contract/tiles/texts";
import { OptionSelect, type Choice } from "../../components/option-select";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import type { TileFilters } from "./tile-keys";

/** The address's filter parameters. `material` holds g:<glaze id>, c:<combo id> or t:<typed name>. */
export const FILTER_PARAMS = ["material", "clayBody", "cone", "atmosphere", "minRating", "defect"] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
export type FilterValues = Partial<Record<FilterParam, string>>;

/** The list call's query for the chosen filters; anything that cannot be one is left out. */
export function toQuery(values: FilterValues): TileFilters {
  const query: TileFilters = {};
  const material = values.material ?? "";
  if (/^g:\d+$/.test(material)) query.glazeId = material.slice(2);
  else if (/^c:\d+$/.test(material)) query.surfaceComboId = material.slice(2);
  else if (material.startsWith("t:") && material.length > 2) query.materialName = material.slice(2);
  if (values.clayBody) query.clayBody = values.clayBody;
  if (values.cone && (CONE_OPTIONS as readonly string[]).includes(values.cone)) query.cone = values.cone as TileFilters["cone"];
  if (values.atmosphere) query.atmosphere = values.atmosphere;
  if (values.minRating && /^[1-5]$/.test(values.minRating)) query.minRating = values.minRating;
  if (values.defect && (TILE_DEFECTS as readonly string[]).includes(values.defect)) query.defect = values.defect as TileFilters["defect"];
  return query;
}

export function materialValue(m: TestTileFacets["materials"][number]): string {
  if (m.glazeId !== null) return `g:${m.glazeId}`;
  if (m.surfaceComboId !== null) return `c:${m.surfaceComboId}`;
  return `t:${m.materialName ?? m.label}`;
}

interface TileFiltersProps {
  values: FilterValues;
  facets: TestTileFacets | undefined;
  onChange(name: FilterParam, value: string | null): void;
  onClear(): void;
}

export function TileFilterBar({ values, facets, onChange, onClear }: TileFiltersProps) {
  const rows: { name: FilterParam; label: string; any: string; options: (string | Choice)[] }[] = [
    { name: "material", label: TILE_TEXTS.filterMaterial, any: TILE_TEXTS.anyMaterial, options: (facets?.materials ?? []).map((m) => ({ value: materialValue(m), label: m.label })) },
    { name: "clayBody", label: TILE_TEXTS.filterClayBody, any: TILE_TEXTS.anyClayBody, options: facets?.clayBodies ?? [] },
    { name: "cone", label: TILE_TEXTS.filterCone, any: TILE_TEXTS.anyCone, options: [...CONE_OPTIONS] },
    { name: "atmosphere", label: TILE_TEXTS.filterAtmosphere, any: TILE_TEXTS.anyAtmosphere, options: facets?.atmospheres ?? [] },
    {
      name: "minRating",
      label: TILE_TEXTS.filterRating,
      any: TILE_TEXTS.anyRating,
      options: Array.from({ length: TILE_RATING_MAX }, (_, i) => ({ value: String(i + 1), label: TILE_TEXTS.atLeastStars(i + 1) })),
    },
    { name: "defect", label: TILE_TEXTS.filterDefect, any: TILE_TEXTS.anyDefect, options: [...TILE_DEFECTS] },
  ];
  const active = FILTER_PARAMS.some((p) => values[p]);
  return (
    <section aria-labelledby="tile-filters-heading" className="mb-4 rounded-xl border bg-card p-3">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="tile-filters-heading" className="text-base font-semibold">
          {TILE_TEXTS.filtersHeading}
        </h2>
        {active ? (
          <Button variant="ghost" size="sm" className="min-h-11" onClick={onClear}>
            {TILE_TEXTS.clearFilters}
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.name} className="grid min-w-0 gap-1">
            <Label htmlFor={`tile-filter-${row.name}`}>{row.label}</Label>
            <OptionSelect
              id={`tile-filter-${row.name}`}
              value={values[row.name] ?? null}
              options={row.options}
              placeholder={TILE_TEXTS.any}
              noneLabel={row.any}
              onChange={(value) => onChange(row.name, value)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
