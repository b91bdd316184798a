/**
 * A studio's kilns on its page (product.md#r241): every member sees them; its owner and staff add one, edit its
 * details and archive or restore it there (an archived kiln is kept for its firings' history, docs/decisions/0191-kilns.md).
 */
import { useId, useState } from "react";
import { KILN_TYPES } from "../../../contract/firings/rules";
import type { Kiln } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as F } from "../../../contract/firings/texts";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useCreateKiln, useStudioKilns, useUpdateKiln } from "../firings/firings-api";
import { KilnDetailsForm } from "../firings/kiln-details-form";

const failed = (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : F.saveFailed, variant: "destructive" });

function AddStudioKiln({ studioId }: { studioId: number }) {
  const id = useId();
  const create = useCreateKiln();
  const [name, setName] = useState("");
  const [type, setType] = useState<(typeof KILN_TYPES)[number]>("Electric");
  return (
    <form
      className="grid gap-2 rounded-lg border p-3"
      aria-label={T.addKiln}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { name, type, studioId },
          {
            onSuccess: () => {
              setName("");
              toast({ title: T.kilnAdded });
            },
            onError: failed,
          },
        );
      }}
    >
      <div className="grid grid-cols-2 gap-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>{F.kilnName}</Label>
          <Input id={`${id}-name`} value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </div>
        <NativeSelect label={F.kilnType} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          {KILN_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="min-h-11 justify-self-start" disabled={create.isPending}>
        {T.addKiln}
      </Button>
    </form>
  );
}

function StudioKilnRow({ kiln, canEdit }: { kiln: Kiln; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateKiln(kiln.id);
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-lg border p-3">
      <div className="grid flex-1 gap-0.5">
        <span className="font-medium">
          {kiln.name}
          {kiln.archived ? <span className="font-normal text-muted-foreground"> · {T.archived}</span> : null}
        </span>
        <span className="text-sm text-muted-foreground">{[kiln.type, kiln.maxCone, F.firingsCount(kiln.firingsTotal)].filter(Boolean).join(" · ")}</span>
      </div>
      {canEdit ? (
        <>
          <Button variant="outline" className="min-h-11" aria-label={T.editKiln(kiln.name)} onClick={() => setEditing(true)}>
            {T.edit}
          </Button>
          <Button
            variant="outline"
            className="min-h-11"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { archived: !kiln.archived },
                { onSuccess: () => toast({ title: kiln.archived ? T.kilnRestored(kiln.name) : T.kilnArchived(kiln.name) }), onError: failed },
              )
            }
          >
            {kiln.archived ? T.restoreKiln : T.archiveKiln}
          </Button>
          <Dialog open={editing} onOpenChange={setEditing}>
            <DialogContent className="max-h-[90dvh] overflow-y-auto">
              <DialogHeader>
                <DialogTitle>{T.editKiln(kiln.name)}</DialogTitle>
                <DialogDescription>{F.kilnDetails}</DialogDescription>
              </DialogHeader>
              <KilnDetailsForm
                kiln={kiln}
                pending={update.isPending}
                onSave={(body) =>
                  update.mutate(body, {
                    onSuccess: () => {
                      toast({ title: F.saved });
                      setEditing(false);
                    },
                    onError: failed,
                  })
                }
              />
            </DialogContent>
          </Dialog>
        </>
      ) : null}
    </li>
  );
}

export function StudioKilns({ studioId, canEdit }: { studioId: number; canEdit: boolean }) {
  const kilns = useStudioKilns(studioId);
  return (
    <section aria-labelledby="studio-kilns" className="grid gap-2">
      <h2 id="studio-kilns" className="text-lg font-semibold">
        {T.kilns}
      </h2>
      {kilns.isPending ? (
        <Skeleton className="h-12 rounded-lg" />
      ) : kilns.data?.length ? (
        <ul className="grid gap-2">
          {kilns.data.map((k) => (
            <StudioKilnRow key={k.id} kiln={k} canEdit={canEdit} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{T.noKilns}</p>
      )}
      {canEdit ? <AddStudioKiln studioId={studioId} /> : null}
    </section>
  );
}
