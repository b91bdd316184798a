import { useState } from "react";
import { ClayBodyFormSchema } from "../../../contract/preferences/schemas";
import { formatClayBody, parseClayBody } from "../../../contract/preferences/rules";
import { PREFERENCES_TEXTS, SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { EntryDialog, fieldErrors } from "./entry-dialog";
import { isDuplicate } from "./settings-form";

interface ClayBodyDialogProps {
  /** The stored 'name · brand' string when editing; null when adding. */
  initial: string | null;
  others: readonly string[];
  editingIndex: number | null;
  onSave: (value: string) => void;
  onClose: () => void;
}

export function ClayBodyDialog({ initial, others, editingIndex, onSave, onClose }: ClayBodyDialogProps) {
  const start = initial ? parseClayBody(initial) : { name: "", brand: "" };
  const [name, setName] = useState(start.name);
  const [brand, setBrand] = useState(start.brand);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = ClayBodyFormSchema.safeParse({ name, brand });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    const value = formatClayBody(parsed.data);
    if (isDuplicate(others, value, editingIndex, (v) => v.toLowerCase())) {
      return setErrors({ name: PREFERENCES_TEXTS.clayBodyDuplicate });
    }
    onSave(value);
  };

  return (
    <EntryDialog
      title={initial ? SETTINGS_TEXTS.editClayBody : SETTINGS_TEXTS.addClayBody}
      submitLabel={initial ? "Save" : "Add"}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={SETTINGS_TEXTS.clayBodyName} error={errors.name}>
        <Input
          value={name}
          autoFocus
          placeholder="e.g. B-Mix 5"
          onChange={(e) => {
            setName(e.target.value);
            setErrors((prev) => ({ ...prev, name: "" }));
          }}
        />
      </FormField>
      <FormField label={SETTINGS_TEXTS.brandOptional} error={errors.brand}>
        <Input
          value={brand}
          placeholder="e.g. Laguna"
          onChange={(e) => {
            setBrand(e.target.value);
            setErrors((prev) => ({ ...prev, brand: "" }));
          }}
        />
      </FormField>
    </EntryDialog>
  );
}
