import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { COLOR_TYPES, IMAGE_TYPES, MAX_SURFACE_PHOTOS, SURFACE_TYPES, type SurfaceType } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useUploadGate } from "../photos/upload-gate";
import { useLatest } from "../../lib/use-latest";
import { ColorField } from "./color-field";
import { ConeField, FinishField, NotesField } from "./surface-fields";
import { useCreateGlaze } from "./glazes-api";

/** New surface treatment, single mode (product.md#r77): a name and a type, plus what that type may carry. */
export function NewSingleForm({ initialType }: { initialType: SurfaceType }) {
  const navigate = useNavigate();
  const create = useCreateGlaze();
  const [name, setName] = useState("");
  const [type, setType] = useState<SurfaceType>(initialType);
  const [color, setColor] = useState<string | null>(null);
  const [temperature, setTemperature] = useState<string | null>(null);
  const [finish, setFinish] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [imageUrls, setImageUrls] = useState<string[]>([]);
  // Save waits for running uploads, then sends the photos they added (issue 18 item 1).
  const gate = useUploadGate();
  const [waiting, setWaiting] = useState(false);
  const latestUrls = useLatest(imageUrls);
  const saving = waiting || create.isPending;
  const canSave = name.trim().length > 0 && !saving;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setWaiting(true);
    await gate.settled();
    setWaiting(false);
    const imageUrls = latestUrls.current;
    const isGlaze = type === "Glaze";
    create.mutate(
      {
        name: name.trim(),
        type,
        notes: notes.trim() || null,
        color: COLOR_TYPES.includes(type) ? color : null,
        temperature: isGlaze ? temperature : null,
        finish: isGlaze ? finish : null,
        imageUrls: IMAGE_TYPES.includes(type) ? imageUrls : [],
      },
      { onSuccess: () => void navigate("/glaze-library") },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor="surface-name">Name</Label>
        <Input id="surface-name" value={name} onChange={(e) => setName(e.target.value)} placeholder={`Enter ${type.toLowerCase()} name`} required />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="surface-type">Type</Label>
        <Select value={type} onValueChange={(v) => setType(v as SurfaceType)}>
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
      {COLOR_TYPES.includes(type) ? <ColorField id="surface-color" value={color} onChange={setColor} /> : null}
      {type === "Glaze" ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <ConeField id="surface-cone" value={temperature} onChange={setTemperature} />
          <FinishField id="surface-finish" value={finish} onChange={setFinish} />
        </div>
      ) : null}
      <NotesField id="surface-notes" value={notes} onChange={setNotes} />
      {IMAGE_TYPES.includes(type) ? (
        <UploadGateProvider gate={gate}>
          <PhotoStrip urls={imageUrls} max={MAX_SURFACE_PHOTOS} onChange={setImageUrls} label="Surface treatment photos" />
        </UploadGateProvider>
      ) : null}
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message || GLAZE_TEXTS.createFailed}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={!canSave}>
          {saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
