/**
 * The materials library (product.md#r265): the default materials and the potter's own, searched on the device by
 * name or alias with the shared search ("EPK" finds Edgar Plastic Kaolin), and a form for a material of their own.
 */
import { useDeferredValue, useState } from "react";
import { findMaterials } from "../../../contract/glaze-lab/chemistry";
import { oxideEntries, type OxideAnalysis } from "../../../contract/glaze-lab/chemistry";
import type { Material } from "../../../contract/glaze-lab/schemas";
import { ListSearchBox } from "../../components/list-search-box";
import { LoadFailed } from "../../components/load-failed";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { useMaterials } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "./lab-texts";
import { NewMaterialButton } from "./new-material-dialog";

/** The list shows this many rows at most; the search narrows the rest. */
const SHOWN = 200;

function MaterialRow({ material }: { material: Material }) {
  const analysis = oxideEntries(material.analysis as OxideAnalysis)
    .slice(0, 4)
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(", ");
  return (
    <li className="rounded-lg border bg-card px-4 py-3">
      <div className="flex items-center gap-2">
        <span className="font-medium">{material.name}</span>
        {material.own ? <Badge variant="secondary">{T.ownMaterial}</Badge> : null}
      </div>
      {material.aliases.length > 0 ? <p className="text-sm text-muted-foreground">{material.aliases.join(", ")}</p> : null}
      <p className="text-xs text-muted-foreground tabular-nums">{analysis}</p>
    </li>
  );
}

export function MaterialsList() {
  const materials = useMaterials();
  const [query, setQuery] = useState("");
  const q = useDeferredValue(query);
  const found = findMaterials(q, materials.data ?? []);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-end">
        <NewMaterialButton />
      </div>
      <ListSearchBox id="materials-q" label={T.searchMaterials} placeholder={T.searchMaterialsPlaceholder} value={query} onChange={setQuery} />
      {materials.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void materials.refetch()} retrying={materials.isFetching} />
      ) : materials.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : found.length === 0 ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          {T.noMaterialMatches}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={T.materialsTab}>
          {found.slice(0, SHOWN).map((m) => (
            <MaterialRow key={String(m.id)} material={m} />
          ))}
        </ul>
      )}
    </div>
  );
}
