/**
 * The filter sheet's choices from the studio itself (docs/decisions/0193-loose-filters.md): its clay bodies and
 * locations as suggestions for the two text filters, and the glaze library as the glaze filter. A part of its own,
 * loaded when the sheet first opens, so My Pieces' first screen does not carry the library's code.
 */
import { byName } from "../../../contract/glazes/names";
import { PIECE_SEARCH_UI as T } from "../../../contract/pieces/search-texts";
import { Label } from "../../components/ui/label";
import { useGlazes } from "../glazes/glazes-api";
import { usePreferences } from "../preferences/preferences-api";

// The ids the search bar's two text fields name in `list`.
const CLAY_SUGGESTIONS = "pieces-clay-suggestions";
const LOCATION_SUGGESTIONS = "pieces-location-suggestions";

export function PiecesFilterChoices({ glazeId, selectClass }: { glazeId: string | undefined; selectClass: string }) {
  const glazes = useGlazes();
  const preferences = usePreferences();
  const library = [...(glazes.data ?? [])].sort(byName);
  // A glaze named in the address but not (yet) in the library still shows, so the filter is never silently dropped.
  const unknown = glazeId && !library.some((g) => String(g.id) === glazeId);
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="pieces-glaze">{T.glaze}</Label>
        <select id="pieces-glaze" name="glazeId" defaultValue={glazeId ?? ""} key={library.length} className={selectClass}>
          <option value="">{T.anyGlaze}</option>
          {unknown ? <option value={glazeId}>{`#${glazeId}`}</option> : null}
          {library.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <datalist id={CLAY_SUGGESTIONS}>
        {(preferences.data?.clayBodies ?? []).map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <datalist id={LOCATION_SUGGESTIONS}>
        {(preferences.data?.studioLocations ?? []).map((l) => (
          <option key={l} value={l} />
        ))}
      </datalist>
    </>
  );
}
