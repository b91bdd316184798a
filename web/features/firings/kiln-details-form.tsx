/** A kiln's details on its screen: name, type, max cone, shelves, notes, saved together. */
import { useState } from "react";
import { KILN_SHELVES_MAX, KILN_TYPES, TEXT_MAX } from "../../../contract/firings/rules";
import type { Kiln, UpdateKilnBody } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
import { Textarea } from "../../components/ui/textarea";

interface Props {
  kiln: Kiln;
  pending: boolean;
  onSave: (body: UpdateKilnBody) => void;
}

export function KilnDetailsForm({ kiln, pending, onSave }: Props) {
  const [name, setName] = useState(kiln.name);
  const [type, setType] = useState(kiln.type);
  const [maxCone, setMaxCone] = useState(kiln.maxCone ?? "");
  const [shelves, setShelves] = useState(kiln.shelves === null ? "" : String(kiln.shelves));
  const [notes, setNotes] = useState(kiln.notes ?? "");
  return (
    <section aria-labelledby="kiln-details" className="grid gap-3 rounded-lg border bg-card p-3">
      <h2 id="kiln-details" className="text-lg font-semibold">
        {T.kilnDetails}
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onSave({
            name,
            type: type as UpdateKilnBody["type"],
            maxCone: maxCone || null,
            shelves: shelves ? Number(shelves) : null,
            notes: notes || null,
          });
        }}
      >
        <FormField label={T.kilnName}>
          <Input value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label={T.kilnType}>
          <NativeSelect value={type} onChange={(e) => setType(e.target.value)}>
            {KILN_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField label={T.maxCone}>
            <NativeSelect value={maxCone} onChange={(e) => setMaxCone(e.target.value)}>
              <option value="">{T.none}</option>
              {CONE_OPTIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={T.shelves}>
            <Input type="number" inputMode="numeric" min={1} max={KILN_SHELVES_MAX} value={shelves} onChange={(e) => setShelves(e.target.value)} />
          </FormField>
        </div>
        <FormField label={T.notes}>
          <Textarea value={notes} maxLength={TEXT_MAX} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
        <Button type="submit" className="min-h-11 justify-self-start" disabled={pending}>
          {pending ? T.saving : T.save}
        </Button>
      </form>
    </section>
  );
}
