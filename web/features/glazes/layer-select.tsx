import type { Glaze } from "../../../contract/glazes/schemas";
import { COMBO_LAYER_GROUPS } from "../../../contract/glazes/rules";
import { byName } from "../../../contract/glazes/names";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useMyShelves } from "./studio-shelf";

/** How a material reads in a layer list: its name, with the type in brackets when not a plain Glaze. */
function materialLabel(glaze: Pick<Glaze, "name" | "type">): string {
  return glaze.type === "Glaze" ? glaze.name : `${glaze.name} (${glaze.type})`;
}

interface LayerSelectProps {
  id: string;
  value: number | null;
  /** The whole library; combinations and types not offered as layers are left out here. */
  library: Glaze[];
  placeholder: string;
  onChange: (glaze: Glaze) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * product.md#r77: only non-combination treatments, grouped Glaze, Underglaze, Oxide, each sorted by name; then each of
 * the potter's studios' shelves as its own group (docs/decisions/0237-studio-glaze-shelf.md).
 */
export function LayerSelect({ id, value, library, placeholder, onChange, invalid, describedBy }: LayerSelectProps) {
  const own = library.filter((g) => !g.isCombo);
  const shelves = useMyShelves()
    .map(({ studio, glazes }) => ({ studio, glazes: glazes.filter((g) => !g.isCombo && (COMBO_LAYER_GROUPS as readonly string[]).includes(g.type)).sort(byName) }))
    .filter((s) => s.glazes.length > 0);
  const choices = [...own, ...shelves.flatMap((s) => s.glazes)];
  return (
    <Select
      value={value === null ? "" : String(value)}
      onValueChange={(v) => {
        const chosen = choices.find((g) => String(g.id) === v);
        if (chosen) onChange(chosen);
      }}
    >
      <SelectTrigger id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {COMBO_LAYER_GROUPS.map((type) => {
          const group = own.filter((g) => g.type === type).sort(byName);
          if (group.length === 0) return null;
          return (
            <SelectGroup key={type}>
              <SelectLabel>{type}</SelectLabel>
              {group.map((g) => (
                <SelectItem key={g.id} value={String(g.id)}>
                  {materialLabel(g)}
                </SelectItem>
              ))}
            </SelectGroup>
          );
        })}
        {shelves.map(({ studio, glazes }) => (
          <SelectGroup key={`studio-${studio.id}`}>
            <SelectLabel>{GLAZE_TEXTS.shelfGroup(studio.name)}</SelectLabel>
            {glazes.map((g) => (
              <SelectItem key={g.id} value={String(g.id)}>
                {materialLabel(g)}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
