/**
 * The filter sheet's choices from the studio itself (docs/decisions/0193-loose-filters.md): its clay bodies and
 * locations as suggestions for the two text filters, and the glaze library as the glaze filter, followed by each
 * community studio's glaze shelf the potter is in, as its own group (docs/decisions/0254-finding-pieces-by-studio-surfaces.md).
 * A part of its own, loaded when the sheet first opens, so My Pieces' first screen does not carry the library's code.
 */
import { byName } from "../../../contract/glazes/names";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { PIECE_SEARCH_UI as T } from "../../../contract/pieces/search-texts";
import { NativeSelect } from "../../components/native-select";
import { Label } from "../../components/ui/label";
import { useGlazes, useStudioShelves } from "../glazes/glazes-api";
import { usePreferences } from "../preferences/preferences-api";
import { useStudios } from "../studios/studios-api";

// The ids the search bar's two text fields name in `list`.
const CLAY_SUGGESTIONS = "pieces-clay-suggestions";
const LOCATION_SUGGESTIONS = "pieces-location-suggestions";

export function PiecesFilterChoices({ glazeId }: { glazeId: string | undefined }) {
  const glazes = useGlazes();
  const preferences = usePreferences();
  const studios = useStudios();
  const library = [...(glazes.data ?? [])].sort(byName);
  // A shelf that fails to load is left out, as in the layer dialog; an empty one has no group.
  const shelves = useStudioShelves(studios.data?.data ?? [])
    .map(({ studio, glazes: shelf }) => ({ studio, glazes: [...shelf].sort(byName) }))
    .filter((s) => s.glazes.length > 0);
  const offered = [...library, ...shelves.flatMap((s) => s.glazes)];
  // A glaze named in the address but not (yet) offered still shows, so the filter is never silently dropped.
  const unknown = glazeId && !offered.some((g) => String(g.id) === glazeId);
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor="pieces-glaze">{T.glaze}</Label>
        <NativeSelect id="pieces-glaze" name="glazeId" defaultValue={glazeId ?? ""} key={offered.length}>
          <option value="">{T.anyGlaze}</option>
          {unknown ? <option value={glazeId}>{`#${glazeId}`}</option> : null}
          {library.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
            </option>
          ))}
          {shelves.map(({ studio, glazes: shelf }) => (
            <optgroup key={studio.id} label={GLAZE_TEXTS.shelfGroup(studio.name)}>
              {shelf.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
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
