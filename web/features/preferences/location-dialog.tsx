import { useState } from "react";
import { LocationNameSchema } from "../../../contract/preferences/schemas";
import { PREFERENCES_TEXTS, SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { EntryDialog } from "./entry-dialog";
import { isDuplicate } from "./settings-form";

interface LocationDialogProps {
  initial: string | null;
  others: readonly string[];
  editingIndex: number | null;
  onSave: (value: string) => void;
  onClose: () => void;
}

/** product.md#r21 rules inline: required, at most 50 characters, allowed characters, no case-insensitive duplicate. */
export function LocationDialog({ initial, others, editingIndex, onSave, onClose }: LocationDialogProps) {
  const [name, setName] = useState(initial ?? "");
  const [error, setError] = useState("");

  const submit = () => {
    const parsed = LocationNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? PREFERENCES_TEXTS.locationRequired);
    if (isDuplicate(others, parsed.data, editingIndex)) return setError(PREFERENCES_TEXTS.locationDuplicate);
    onSave(parsed.data);
  };

  return (
    <EntryDialog
      title={initial ? SETTINGS_TEXTS.editStudioLocation : SETTINGS_TEXTS.addStudioLocation}
      submitLabel={initial ? "Save" : "Add"}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={SETTINGS_TEXTS.locationName} error={error || undefined}>
        <Input
          value={name}
          autoFocus
          placeholder="e.g. Drying Rack"
          onChange={(e) => {
            setName(e.target.value);
            setError("");
          }}
        />
      </FormField>
    </EntryDialog>
  );
}
