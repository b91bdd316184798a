/**
 * Surface combo detail (/surface-combos/{id}, product.md#r75, product.md#r76): editable name, up to 3 photos, the read-only
 * layer snapshot, cone and notes, autosaved; Delete from the menu.
 */
import { useQueryClient } from "@tanstack/react-query";
import { MoreVertical } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { BackLink } from "../../components/back-link";
import type { SurfaceCombo, SurfaceComboLayer } from "../../../contract/combos/schemas";
import { COMBO_TEXTS } from "../../../contract/combos/texts";
import { COMBO_AUTOSAVE_MS, COMBO_PHOTO_LIMIT } from "../../../contract/combos/rules";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { OptionSelect } from "../../components/option-select";
import { PageContainer } from "../../components/page-container";
import { ProblemState } from "../../components/problem-state";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast";
import { useAutosave } from "../../lib/use-autosave";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { MaterialTilesSection } from "../tiles/material-tiles-section";
import { saveComboChanges, useCombo, useComboLayers, useDeleteCombo } from "./combos-api";

interface ComboForm {
  name: string;
  temperature: string | null;
  notes: string | null;
  imageUrls: string[];
}

const formOf = (c: SurfaceCombo): ComboForm => ({ name: c.name, temperature: c.temperature, notes: c.notes, imageUrls: c.imageUrls });

export default function ComboDetailScreen() {
  const { id = "" } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const comboId = valid ? Number(id) : 0;
  const combo = useCombo(comboId, valid);
  const layers = useComboLayers(comboId, valid);

  if (valid && combo.isLoading) {
    return (
      <PageContainer>
        <p role="status" className="py-10 text-center text-muted-foreground">
          {COMBO_TEXTS.loading}
        </p>
      </PageContainer>
    );
  }
  if (!valid || combo.isError || !combo.data) {
    return <ProblemState title={COMBO_TEXTS.notFound} backTo="/glaze-library" backLabel={COMBO_TEXTS.backToCombos} />;
  }
  return <ComboEditor combo={combo.data} layers={layers.data ?? []} />;
}

function ComboEditor({ combo, layers }: { combo: SurfaceCombo; layers: SurfaceComboLayer[] }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [form, setForm] = useState<ComboForm>(() => formOf(combo));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const nameMissing = form.name.trim() === "";

  // product.md#r76: after a failure auto-save pauses until the potter edits again.
  const { status, error, cancel } = useAutosave({
    value: form,
    delayMs: COMBO_AUTOSAVE_MS,
    pauseOnError: true,
    canSave: (value) => value.name.trim() !== "",
    save: (value) => saveComboChanges(client, combo.id, value),
  });

  useEffect(() => {
    document.title = `${combo.name} · Claybook`;
  }, [combo.name]);

  const edit = (patch: Partial<ComboForm>) => setForm((f) => ({ ...f, ...patch }));
  // Leaving while a photo uploads waits for it; the auto-save on leaving then stores it (decision 0130).
  const gate = useUploadGate();
  const leaving = useFinishUploadsBeforeLeaving(gate);

  const remove = useDeleteCombo(combo.id, {
    onDone: () => {
      // Leaving saves what is pending; the combo is gone, so drop it instead.
      cancel();
      void navigate("/glaze-library");
    },
    onFailed: (e) =>
      toast({ title: COMBO_TEXTS.deleteFailed, description: e.message || COMBO_TEXTS.deleteFailedFallback, variant: "destructive" }),
  });

  const sorted = layers.slice().sort((a, b) => a.orderIndex - b.orderIndex);

  return (
    <PageContainer className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/glaze-library">Back</BackLink>
        <div className="flex items-center gap-2">
          <span role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {leaving || status === "saving" ? "Saving..." : status === "saved" ? "Saved" : ""}
          </span>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Combo actions">
                <MoreVertical />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setConfirmDelete(true)}>Delete</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>

      <div className="grid gap-1">
        {/* The name is edited in place; the page still needs its level-one heading. */}
        <h1 className="sr-only">{form.name.trim() || COMBO_TEXTS.detailsCard}</h1>
        <Label htmlFor="combo-name" className="sr-only">
          Combo name
        </Label>
        <Input
          id="combo-name"
          className="text-xl font-bold"
          placeholder={COMBO_TEXTS.namePlaceholder}
          value={form.name}
          maxLength={200}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? "combo-name-error" : undefined}
          onChange={(e) => edit({ name: e.target.value })}
        />
        {nameMissing ? (
          <p id="combo-name-error" className="text-sm text-destructive">
            {COMBO_TEXTS.nameRequired}
          </p>
        ) : null}
      </div>

      {error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {COMBO_TEXTS.saveChangesFailed(error)}
        </p>
      ) : null}

      <UploadGateProvider gate={gate}>
        <PhotoStrip label="Combo photos" urls={form.imageUrls} max={COMBO_PHOTO_LIMIT} onChange={(imageUrls) => edit({ imageUrls })} />
      </UploadGateProvider>

      <Card>
        <CardHeader>
          <h2 data-slot="card-title" className="text-lg leading-tight font-semibold">{COMBO_TEXTS.detailsCard}</h2>
        </CardHeader>
        <CardContent className="grid gap-5">
          <section aria-labelledby="layer-details" className="grid gap-2">
            <h2 id="layer-details" className="font-semibold">
              {COMBO_TEXTS.layerDetails}
            </h2>
            <p className="text-sm text-muted-foreground">{COMBO_TEXTS.snapshotNote}</p>
            <ol className="grid gap-1">
              {sorted.map((layer, i) => (
                <li key={layer.id} className="rounded-md bg-muted/50 px-3 py-2 text-sm">
                  Layer {i + 1}: {layer.type}
                  {layer.materialName ? ` - ${layer.materialName}` : null}
                  {layer.placement ? <span className="text-muted-foreground"> ({layer.placement})</span> : null}
                </li>
              ))}
            </ol>
          </section>
          <div className="grid gap-2">
            <Label htmlFor="combo-cone">Cone Temperature</Label>
            <OptionSelect
              id="combo-cone"
              value={form.temperature}
              options={CONE_OPTIONS}
              placeholder="Select firing cone"
              onChange={(temperature) => edit({ temperature })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="combo-notes">Notes</Label>
            <Textarea id="combo-notes" value={form.notes ?? ""} maxLength={10000} onChange={(e) => edit({ notes: e.target.value || null })} />
          </div>
        </CardContent>
      </Card>

      <MaterialTilesSection material={{ surfaceComboId: combo.id }} materialLabel={form.name} />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={COMBO_TEXTS.deleteTitle}
        description={COMBO_TEXTS.deleteText}
        confirmLabel="Delete"
        destructive={false}
        onConfirm={() => remove.mutate()}
      />
    </PageContainer>
  );
}
