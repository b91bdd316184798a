import { Search, SlidersHorizontal, X } from "lucide-react";
import { Suspense, useState, type FormEvent } from "react";
import { PIECE_SEARCH_MAX, PIECE_SEARCH_UI as T, PIECE_SORT_LABELS, PIECE_SORTS } from "../../../contract/pieces/search-texts";
import { PIECE_TYPE_LABELS, PIECE_TYPES } from "../../../contract/pieces/texts";
import { STAGES } from "../../../contract/stages/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
import { Label } from "../../components/ui/label";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import type { PieceSearch } from "./piece-keys";

// The studio's own clay bodies, locations and glazes: loaded when the sheet first opens (they stay off the first screen).
const choices = lazyPart(() => import("./pieces-filter-choices").then((m) => m.PiecesFilterChoices));
const CLAY_SUGGESTIONS = "pieces-clay-suggestions";
const LOCATION_SUGGESTIONS = "pieces-location-suggestions";

/**
 * The search box and filter sheet of My Pieces (product.md#r128). Nothing is sent while typing: the form writes the
 * address on submit, so Back, reload and a shared link show the same results.
 */
export function PiecesSearchBar({ stage, search, onApply }: { stage?: string; search: PieceSearch; onApply: (next: Record<string, string>) => void }) {
  const hasFilters = Object.keys(search).some((key) => key !== "q" && key !== "sort") || Boolean(stage);
  const [open, setOpen] = useState(hasFilters);
  const opened = useOpenedOnce(open);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      const text = typeof value === "string" ? value.trim() : "";
      if (text) next[key] = text;
    }
    onApply(next);
  };

  // The key resets the uncontrolled fields whenever the address changes (Back, a link, Clear).
  const formKey = JSON.stringify([stage, search]);
  return (
    <form key={formKey} role="search" onSubmit={submit} className="grid gap-3">
      <div className="flex gap-2">
        <Label htmlFor="pieces-q" className="sr-only">
          {T.searchLabel}
        </Label>
        <Input id="pieces-q" name="q" type="search" defaultValue={search.q ?? ""} maxLength={PIECE_SEARCH_MAX} placeholder={T.searchPlaceholder} className="h-11" />
        <Button type="submit" className="h-11" aria-label={T.search}>
          <Search aria-hidden="true" />
        </Button>
      </div>
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" className="h-11" aria-expanded={open} aria-controls="pieces-filters" onClick={() => setOpen(!open)}>
            <SlidersHorizontal aria-hidden="true" />
            {T.filters}
          </Button>
          {hasFilters || search.q || search.sort ? (
            <Button type="button" variant="ghost" className="h-11" onClick={() => onApply({})}>
              <X aria-hidden="true" />
              {T.clear}
            </Button>
          ) : null}
        </div>
        {/* Hidden, not removed, so the search box's submit keeps the filters (product.md#r128). */}
        <div id="pieces-filters" hidden={!open} className="mt-3 grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
          <Field label={T.stage} id="pieces-stage">
            <NativeSelect id="pieces-stage" name="stage" defaultValue={stage ?? ""}>
              <option value="">{T.anyStage}</option>
              {STAGES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={T.method} id="pieces-method">
            <NativeSelect id="pieces-method" name="method" defaultValue={search.method ?? ""}>
              <option value="">{T.anyMethod}</option>
              {PIECE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PIECE_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={T.sort} id="pieces-sort">
            <NativeSelect id="pieces-sort" name="sort" defaultValue={search.sort ?? ""}>
              <option value="">{T.relevance}</option>
              {PIECE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {PIECE_SORT_LABELS[sort]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={T.clayBody} id="pieces-clay">
            <Input id="pieces-clay" name="clayBody" list={CLAY_SUGGESTIONS} defaultValue={search.clayBody ?? ""} maxLength={100} className="h-11" />
          </Field>
          <Field label={T.location} id="pieces-location">
            <Input id="pieces-location" name="location" list={LOCATION_SUGGESTIONS} defaultValue={search.location ?? ""} maxLength={100} className="h-11" />
          </Field>
          <Field label={T.minDays} id="pieces-days">
            <Input id="pieces-days" name="minDays" type="number" min={0} max={10000} inputMode="numeric" defaultValue={search.minDays ?? ""} className="h-11" />
          </Field>
          <Field label={T.from} id="pieces-from">
            <Input id="pieces-from" name="from" type="date" defaultValue={search.from ?? ""} className="h-11" />
          </Field>
          <Field label={T.to} id="pieces-to">
            <Input id="pieces-to" name="to" type="date" defaultValue={search.to ?? ""} className="h-11" />
          </Field>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="hasPhotos" value="true" defaultChecked={search.hasPhotos === "true"} className="size-5" />
            {T.hasPhotos}
          </label>
          {/* The glaze filter comes with its part; until then (and while the sheet was never opened) it is kept as it came. */}
          {opened ? (
            <Suspense fallback={search.glazeId ? <input type="hidden" name="glazeId" value={search.glazeId} /> : null}>
              <choices.Part glazeId={search.glazeId} />
            </Suspense>
          ) : search.glazeId ? (
            <input type="hidden" name="glazeId" value={search.glazeId} />
          ) : null}
          {/* Kept as it came: set from a firing's screen link, not edited here. */}
          {search.firingId ? <input type="hidden" name="firingId" value={search.firingId} /> : null}
          <Button type="submit" className="h-11 sm:col-span-2">
            {T.apply}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Field({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
