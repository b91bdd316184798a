import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { COLOR_TYPES, IMAGE_TYPES, MAX_SURFACE_PHOTOS, SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { DraftOffer } from "../../components/draft-offer";
import { BackLink } from "../../components/back-link";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useFormDraft } from "../../lib/use-form-draft";
import { useLatest } from "../../lib/use-latest";
import { useUser } from "../auth/auth-queries";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useUploadGate } from "../photos/upload-gate";
import { RecipeField } from "../glaze-lab/recipe-field";
import { ColorField } from "./color-field";
import { ConeField, FinishField, NotesField } from "./surface-fields";
import { useCreateGlaze } from "./glazes-api";

interface SurfaceDraft {
  name: string;
  type: SurfaceType;
  brand: string;
  color: string | null;
  temperature: string | null;
  finish: string | null;
  notes: string;
  imageUrls: string[];
  /** The glaze lab recipe in the bucket (product.md#r267); null: commercial. */
  recipeId: number | null;
}

const dropPhotos = (kept: SurfaceDraft): SurfaceDraft => ({ ...kept, imageUrls: [] });

/**
 * New surface treatment, single mode (product.md#r77): a name and a type, plus what that type may carry, and the brand
 * (decision 0132). Save sits in the header row like the other New screens; `title` comes under it.
 */
export function NewSingleForm({ initialType, title, studioId }: { initialType: SurfaceType; title: ReactNode; studioId?: number }) {
  const navigate = useNavigate();
  const create = useCreateGlaze();
  const [draft, setDraft] = useState<SurfaceDraft>({
    name: "",
    type: initialType,
    brand: "",
    color: null,
    temperature: null,
    finish: null,
    notes: "",
    imageUrls: [],
    recipeId: null,
  });
  const change = (patch: Partial<SurfaceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const { name, type, brand, color, temperature, finish, notes, imageUrls, recipeId } = draft;
  // Save waits for running uploads, then sends the photos they added (decision 0130).
  const gate = useUploadGate();
  const [waiting, setWaiting] = useState(false);
  const latest = useLatest(draft);
  // Leaving keeps the unsaved treatment on this device; the next visit offers it back (decision 0132).
  const user = useUser();
  const kept = useFormDraft({ name: studioId ? `new-surface-studio-${studioId}` : "new-surface", owner: user.data?.id, value: draft, onRestore: setDraft, withoutPhotos: dropPhotos });
  const saving = waiting || create.isPending;
  const canSave = name.trim().length > 0 && !saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setWaiting(true);
    await gate.settled();
    setWaiting(false);
    const value = latest.current;
    const isGlaze = value.type === "Glaze";
    create.mutate(
      {
        name: value.name.trim(),
        type: value.type,
        brand: value.brand.trim() || null,
        notes: value.notes.trim() || null,
        color: COLOR_TYPES.includes(value.type) ? value.color : null,
        temperature: isGlaze ? value.temperature : null,
        finish: isGlaze ? value.finish : null,
        imageUrls: IMAGE_TYPES.includes(value.type) ? value.imageUrls : [],
        ...(value.recipeId !== null && !studioId ? { recipeId: value.recipeId } : {}),
        // On a studio's shelf (docs/decisions/0237-studio-glaze-shelf.md), not the potter's own library.
        ...(studioId ? { studioId } : {}),
      },
      {
        onSuccess: () => {
          kept.clear();
          void navigate("/glaze-library");
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <DraftOffer draft={kept} what={GLAZE_TEXTS.draftNoun} />
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</BackLink>
        <Button type="submit" disabled={!canSave}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
      {title}
      <div className="flex flex-col gap-2">
        <Label htmlFor="surface-name">Name</Label>
        <Input id="surface-name" value={name} onChange={(e) => change({ name: e.target.value })} placeholder={`Enter ${type.toLowerCase()} name`} required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="surface-type">Type</Label>
        <Select value={type} onValueChange={(v) => change({ type: v as SurfaceType })}>
          <SelectTrigger id="surface-type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SURFACE_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {t}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="surface-brand">{GLAZE_TEXTS.brandLabel}</Label>
        <Input
          id="surface-brand"
          value={brand}
          maxLength={200}
          onChange={(e) => change({ brand: e.target.value })}
          placeholder={GLAZE_TEXTS.brandPlaceholder}
        />
      </div>
      {COLOR_TYPES.includes(type) ? <ColorField id="surface-color" value={color} onChange={(c) => change({ color: c })} /> : null}
      {type === "Glaze" ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <ConeField id="surface-cone" value={temperature} onChange={(t) => change({ temperature: t })} />
          <FinishField id="surface-finish" value={finish} onChange={(f) => change({ finish: f })} />
        </div>
      ) : null}
      {studioId ? null : <RecipeField id="surface-recipe" value={recipeId ?? null} onChange={(r) => change({ recipeId: r })} />}
      <NotesField id="surface-notes" value={notes} onChange={(n) => change({ notes: n })} />
      {IMAGE_TYPES.includes(type) ? (
        <UploadGateProvider gate={gate}>
          <PhotoStrip urls={imageUrls} max={MAX_SURFACE_PHOTOS} onChange={(urls) => change({ imageUrls: urls })} label="Surface treatment photos" />
        </UploadGateProvider>
      ) : null}
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message || GLAZE_TEXTS.createFailed}
        </p>
      ) : null}
    </form>
  );
}
