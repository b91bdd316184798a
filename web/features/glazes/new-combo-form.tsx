import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Glaze } from "../../../contract/glazes/schemas";
import { comboName, type LayerLike } from "../../../contract/glazes/names";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { MAX_SURFACE_PHOTOS } from "../../../contract/glazes/rules";
import { BackLink } from "../../components/back-link";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useUploadGate } from "../photos/upload-gate";
import { useLatest } from "../../lib/use-latest";
import { LayerSelect } from "./layer-select";
import { ConeField, NotesField } from "./surface-fields";
import { createCombination, createGlaze, invalidateGlazes, useGlazes } from "./glazes-api";

/** A layer is either an existing glaze or a new name typed in; choosing one clears the other (product.md#r76). */
interface LayerChoice {
  glaze: Glaze | null;
  newName: string;
}

const EMPTY: LayerChoice = { glaze: null, newName: "" };

function asLayer(choice: LayerChoice): LayerLike | null {
  if (choice.glaze) return choice.glaze;
  const name = choice.newName.trim();
  return name ? { name, type: "Glaze" } : null;
}

interface LayerFieldProps {
  side: "base" | "top";
  choice: LayerChoice;
  library: Glaze[];
  onChange: (choice: LayerChoice) => void;
}

function LayerField({ side, choice, library, onChange }: LayerFieldProps) {
  const label = side === "base" ? GLAZE_TEXTS.layerBase : GLAZE_TEXTS.layerTop;
  const id = `combo-${side}`;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-existing`}>Choose from your library</Label>
        <LayerSelect
          id={`${id}-existing`}
          value={choice.glaze?.id ?? null}
          library={library}
          placeholder="Select a glaze"
          onChange={(glaze) => onChange({ glaze, newName: "" })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-new`}>Or add a new glaze</Label>
        <Input
          id={`${id}-new`}
          value={choice.newName}
          placeholder="New glaze name"
          onChange={(e) => onChange({ glaze: null, newName: e.target.value })}
        />
      </div>
    </fieldset>
  );
}

/** 'Create Combo Glaze' (product.md#r75, product.md#r76, product.md#r77): two layers, named 'Combo: {top} over {base}'. */
export function NewComboForm({ title }: { title: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const library = useGlazes();
  const [base, setBase] = useState<LayerChoice>(EMPTY);
  const [top, setTop] = useState<LayerChoice>(EMPTY);
  const [notes, setNotes] = useState("");
  const [temperature, setTemperature] = useState<string | null>(null);
  const [imageUrls, setImageUrls] = useState<string[]>([]);
  const name = comboName(asLayer(base), asLayer(top));
  // Save waits for running uploads, then sends the photos they added (decision 0130).
  const gate = useUploadGate();
  const [waiting, setWaiting] = useState(false);
  const latestUrls = useLatest(imageUrls);

  const create = useMutation({
    mutationFn: async () => {
      const created = new Map<string, number>();
      // A typed name becomes a glaze of its own, noting the combination it was made for.
      const resolve = async (choice: LayerChoice): Promise<number> => {
        if (choice.glaze) return choice.glaze.id;
        const newName = choice.newName.trim();
        const known = created.get(newName);
        if (known) return known;
        const glaze = await createGlaze({
          name: newName,
          type: "Glaze",
          notes: GLAZE_TEXTS.createdForCombination(name),
        });
        created.set(newName, glaze.id);
        return glaze.id;
      };
      const baseLayerGlazeId = await resolve(base);
      const topLayerGlazeId = await resolve(top);
      return createCombination({
        name,
        baseLayerGlazeId,
        topLayerGlazeId,
        notes: notes.trim() || null,
        temperature,
        imageUrls: latestUrls.current,
      });
    },
    onSettled: () => invalidateGlazes(queryClient),
    onSuccess: () => void navigate("/glaze-library"),
  });

  const ready = asLayer(base) !== null && asLayer(top) !== null;
  const saving = waiting || create.isPending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || saving) return;
    setWaiting(true);
    await gate.settled();
    setWaiting(false);
    create.mutate();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</BackLink>
        <Button type="submit" disabled={!ready || saving}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
      {title}
      <div className="rounded-lg bg-muted px-4 py-3">
        <p className="text-xs text-muted-foreground">Name</p>
        <p className="font-semibold" data-testid="combo-name">
          {name}
        </p>
      </div>
      <LayerField side="base" choice={base} library={library.data ?? []} onChange={setBase} />
      <LayerField side="top" choice={top} library={library.data ?? []} onChange={setTop} />
      <ConeField id="combo-cone" value={temperature} onChange={setTemperature} />
      <NotesField id="combo-notes" value={notes} onChange={setNotes} />
      <UploadGateProvider gate={gate}>
        <PhotoStrip urls={imageUrls} max={MAX_SURFACE_PHOTOS} onChange={setImageUrls} label="Combination photos" />
      </UploadGateProvider>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message || GLAZE_TEXTS.createComboFailed}
        </p>
      ) : null}
      {!ready ? <p className="text-sm text-muted-foreground">Choose or name both layers to save the combination.</p> : null}
    </form>
  );
}
