/**
 * Choosing a recipe line's material (product.md#r265): a button naming the material, which opens the library with a
 * search box; the shared search finds names and aliases ("EPK", "RIO"), and Enter takes the first found.
 */
import { useDeferredValue, useState } from "react";
import { findMaterials } from "../../../contract/glaze-lab/chemistry";
import type { Material, MaterialId } from "../../../contract/glaze-lab/schemas";
import { ListSearchBox } from "../../components/list-search-box";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { materialKey } from "./recipe-chemistry";

const SHOWN = 40;

interface MaterialPickerProps {
  id?: string;
  label: string;
  materials: readonly Material[];
  value: MaterialId | null;
  onChange: (id: MaterialId) => void;
  invalid?: boolean;
}

export function MaterialPicker({ id, label, materials, value, onChange, invalid }: MaterialPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query);
  const current = value === null ? undefined : materials.find((m) => materialKey(m.id) === materialKey(value));
  const found = findMaterials(q, materials).slice(0, SHOWN);
  const choose = (m: Material) => {
    onChange(m.id);
    setOpen(false);
    setQuery("");
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        id={id}
        type="button"
        variant="outline"
        aria-label={`${label}: ${current?.name ?? T.chooseMaterial}`}
        aria-invalid={invalid || undefined}
        className="min-h-11 w-full justify-start truncate font-normal"
        onClick={() => setOpen(true)}
      >
        {current?.name ?? <span className="text-muted-foreground">{T.chooseMaterial}</span>}
      </Button>
      <DialogContent className="max-h-[calc(100dvh-2rem)]">
        <DialogHeader>
          <DialogTitle>{T.chooseMaterial}</DialogTitle>
          <DialogDescription>{label}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (found[0]) choose(found[0]);
          }}
        >
          <ListSearchBox id={`${id ?? "material"}-q`} label={T.searchMaterials} placeholder={T.searchMaterialsPlaceholder} value={query} onChange={setQuery} />
        </form>
        {found.length === 0 ? (
          <p role="status" className="py-4 text-center text-muted-foreground">
            {T.noMaterialMatches}
          </p>
        ) : (
          <ul className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto" aria-label={T.materialResults}>
            {found.map((m) => (
              <li key={materialKey(m.id)}>
                <Button type="button" variant="ghost" className="min-h-11 w-full justify-start text-left" onClick={() => choose(m)}>
                  <span className="truncate">
                    {m.name}
                    {m.aliases.length ? <span className="text-muted-foreground"> · {m.aliases.slice(0, 3).join(", ")}</span> : null}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
