/**
 * The materials library (product.md#r265): the default materials and the potter's own, searched on the device by
 * name or alias with the shared search ("EPK" finds Edgar Plastic Kaolin), and a form for a material of their own.
 */
import { Trash2 } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { findMaterials } from "../../../contract/glaze-lab/chemistry";
import { oxideEntries, type OxideAnalysis } from "../../../contract/glaze-lab/chemistry";
import type { Material } from "../../../contract/glaze-lab/schemas";
import { ListSearchBox } from "../../components/list-search-box";
import { LoadFailed } from "../../components/load-failed";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { Skeleton } from "../../components/ui/skeleton";
import { useMaterials, useRemoveMaterial } from "./glaze-lab-api";
import { LAB_SCREEN_TEXTS as T } from "../../../contract/glaze-lab/screen-texts";
import { EditMaterialButton, NewMaterialButton } from "./material-dialog";

/** The list shows this many rows at most; the search narrows the rest. */
const SHOWN = 200;

function DeleteMaterialButton({ material }: { material: Material }) {
  const remove = useRemoveMaterial();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="min-h-11 text-destructive" aria-label={T.deleteMaterial(material.name)}>
          <Trash2 aria-hidden="true" />
          {T.delete}
        </Button>
      }
      title={T.deleteMaterialTitle(material.name)}
      description={T.deleteMaterialText}
      confirmLabel={T.delete}
      pendingLabel={T.deleting}
      onConfirm={() =>
        remove.mutateAsync(Number(material.id)).catch((error: unknown) => {
          // Refused (the material is in a recipe): the confirmation stays open and the reason is told.
          toast({ title: error instanceof Error ? error.message : String(error), variant: "destructive" });
          throw error;
        })
      }
    />
  );
}

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
      <div className="mt-1 flex flex-wrap gap-1">
        <EditMaterialButton material={material} />
        {material.own ? <DeleteMaterialButton material={material} /> : null}
      </div>
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
