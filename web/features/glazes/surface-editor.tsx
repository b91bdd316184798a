import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import type { Glaze, GlazeDetail } from "../../../contract/glazes/schemas";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { AUTOSAVE_DELAY_MS } from "../../../contract/glazes/rules";
import { regeneratedComboName } from "../../../contract/glazes/names";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { toast } from "../../components/ui/toast";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { useAutosave, type SaveStatus } from "../../lib/use-autosave";
import { ApplyToPieceTab } from "./apply-to-piece-tab";
import { BackLink } from "../../components/back-link";
import { EditDetailsFields, type SurfaceForm } from "./edit-details-fields";
import { SurfaceActionsMenu } from "./surface-actions-menu";
import { SurfaceTitle } from "./surface-title";
import { MaterialTilesSection } from "../tiles/material-tiles-section";
import { ShelfRecipeSection } from "../glaze-lab/shelf-recipe-section";
import {
  createCombination,
  createGlaze,
  glazeSaved,
  invalidateGlazes,
  updateCombination,
  updateGlaze,
  useCombinationsOf,
  useDeleteGlaze,
  useGlazes,
} from "./glazes-api";
import { CodeBadge } from "../codes/code-badge";
import { PrintLabelsButton } from "../labels/print-labels-dialog";

function formOf(glaze: Glaze): SurfaceForm {
  return {
    name: glaze.name,
    notes: glaze.notes ?? "",
    temperature: glaze.temperature,
    finish: glaze.finish,
    color: glaze.color,
    imageUrls: glaze.imageUrls,
    baseLayerGlazeId: glaze.baseLayerGlazeId,
    topLayerGlazeId: glaze.topLayerGlazeId,
    recipeId: glaze.recipeId,
  };
}

const STATUS_TEXT: Record<SaveStatus, string> = { idle: "", saving: "Saving...", saved: "Saved", error: "Not saved" };

/** The edit screen's body once the treatment is loaded: header, tabs, auto-save. */
export function SurfaceEditor({ glaze }: { glaze: GlazeDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const library = useGlazes();
  const dependents = useCombinationsOf(glaze.id, !glaze.isCombo);
  const remove = useDeleteGlaze(glaze.id);
  const [form, setForm] = useState<SurfaceForm>(() => formOf(glaze));
  const [busy, setBusy] = useState(false);

  const save = useCallback(
    (value: SurfaceForm): Promise<GlazeDetail> => {
      const common = { name: value.name.trim(), notes: value.notes.trim() || null, imageUrls: value.imageUrls, temperature: value.temperature };
      if (glaze.isCombo) {
        return updateCombination(glaze.id, {
          ...common,
          ...(value.baseLayerGlazeId !== null ? { baseLayerGlazeId: value.baseLayerGlazeId } : {}),
          ...(value.topLayerGlazeId !== null ? { topLayerGlazeId: value.topLayerGlazeId } : {}),
        });
      }
      // The recipe goes only when it changed: a studio's surface keeps the one its staff gave it (product.md#r267).
      const recipe = value.recipeId !== glaze.recipeId ? { recipeId: value.recipeId } : {};
      return updateGlaze(glaze.id, { ...common, finish: value.finish, color: value.color, ...recipe });
    },
    [glaze.id, glaze.isCombo, glaze.recipeId],
  );

  const onSaved = useCallback(
    (result: GlazeDetail) => {
      glazeSaved(queryClient, result);
    },
    [queryClient],
  );

  const autosave = useAutosave({
    value: form,
    delayMs: AUTOSAVE_DELAY_MS,
    canSave: (value) => value.name.trim().length > 0,
    save,
    onSaved,
  });

  // Leaving while a photo uploads waits for it; the auto-save on leaving then stores it (decision 0130).
  const gate = useUploadGate();
  const leaving = useFinishUploadsBeforeLeaving(gate);

  const change = (patch: Partial<SurfaceForm>) => setForm((current) => ({ ...current, ...patch }));

  const changeLayer = (side: "base" | "top", layer: Glaze) =>
    setForm((current) => {
      const next = { ...current, [side === "base" ? "baseLayerGlazeId" : "topLayerGlazeId"]: layer.id };
      // The layer just chosen may be a studio shelf's surface, which the own library does not hold.
      const find = (id: number | null) => (id === layer.id ? layer : ((library.data ?? []).find((g) => g.id === id) ?? (glaze.baseGlaze?.id === id ? glaze.baseGlaze : glaze.topGlaze?.id === id ? glaze.topGlaze : null)));
      // product.md#r76: on a combination, changing a layer regenerates the name.
      next.name = regeneratedComboName(find(next.baseLayerGlazeId), find(next.topLayerGlazeId), current.name);
      return next;
    });

  const duplicate = async () => {
    setBusy(true);
    try {
      await autosave.flush();
      const name = `${form.name.trim()}${GLAZE_TEXTS.copySuffix}`;
      const notes = form.notes.trim() || null;
      const copy = glaze.isCombo
        ? await createCombination({
            name,
            baseLayerGlazeId: form.baseLayerGlazeId ?? 0,
            topLayerGlazeId: form.topLayerGlazeId ?? 0,
            notes,
            temperature: form.temperature,
            imageUrls: form.imageUrls,
          })
        : await createGlaze({
            name,
            type: glaze.type,
            notes,
            color: form.color,
            temperature: form.temperature,
            finish: form.finish,
            clayBodies: glaze.clayBodies,
            brand: glaze.brand,
            description: glaze.description,
            firingAtmosphere: glaze.firingAtmosphere,
            imageUrls: form.imageUrls,
          });
      await invalidateGlazes(queryClient);
      void navigate(`/glaze-library/edit/${copy.id}`);
    } catch (error) {
      toast({ title: GLAZE_TEXTS.createFailed, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const dependentNames = (dependents.data ?? []).map((combo) => combo.name);
  const destroy = async (withCombinations: boolean) => {
    autosave.cancel();
    try {
      await remove.mutateAsync(withCombinations);
      void navigate("/glaze-library");
    } catch (error) {
      toast({ title: GLAZE_TEXTS.deleteFailed, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <BackLink to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</BackLink>
      <div className="flex items-start gap-2">
        <SurfaceTitle value={form.name} onChange={(name) => change({ name })} />
        <PrintLabelsButton kind="surface" ids={[glaze.id]} icon />
        <SurfaceActionsMenu dependents={dependentNames} onDuplicate={() => void duplicate()} onDelete={destroy} busy={busy} />
      </div>
      <div>
        <CodeBadge code={glaze.code} />
      </div>
      <p className="min-h-5 text-sm text-muted-foreground" role="status" aria-live="polite">
        {form.name.trim() === "" ? GLAZE_TEXTS.nameRequired : STATUS_TEXT[leaving ? "saving" : autosave.status]}
        {autosave.status === "error" && autosave.error ? `: ${autosave.error}` : ""}
      </p>
      <Tabs defaultValue="details" className="mt-2">
        <TabsList className="w-full">
          <TabsTrigger value="details">{GLAZE_TEXTS.tabEditDetails}</TabsTrigger>
          <TabsTrigger value="apply">{GLAZE_TEXTS.tabApply}</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <UploadGateProvider gate={gate}>
            <EditDetailsFields
              glaze={glaze}
              form={form}
              library={library.data ?? []}
              onChange={change}
              onLayerChange={changeLayer}
              onNotesBlur={() => void autosave.flush()}
            />
          </UploadGateProvider>
        </TabsContent>
        <TabsContent value="apply">
          <ApplyToPieceTab glaze={glaze} />
        </TabsContent>
      </Tabs>
      {/* A shelf surface's recipe and mix log are the studio's, set here by its owners and staff (product.md#r289). */}
      {glaze.studioId !== null ? <ShelfRecipeSection studioId={glaze.studioId} glazeId={glaze.id} canEdit /> : null}
      <MaterialTilesSection material={{ glazeId: glaze.id }} materialLabel={form.name} />
    </div>
  );
}
