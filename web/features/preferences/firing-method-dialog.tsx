import { useState } from "react";
import { FiringMethodFormSchema } from "../../../contract/preferences/schemas";
import { DEFAULT_KILN_TYPE, formatFiringMethod, KILN_TYPES, parseFiringMethod } from "../../../contract/preferences/rules";
import { PREFERENCES_TEXTS, SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { SelectItem } from "../../components/ui/select";
import { EntryDialog, fieldErrors } from "./entry-dialog";
import { SelectField } from "./select-field";
import { isDuplicate } from "./settings-form";

interface FiringMethodDialogProps {
  initial: string | null;
  others: readonly string[];
  editingIndex: number | null;
  onSave: (value: string) => void;
  onClose: () => void;
}

export function FiringMethodDialog({ initial, others, editingIndex, onSave, onClose }: FiringMethodDialogProps) {
  const start = initial ? parseFiringMethod(initial) : { kilnType: DEFAULT_KILN_TYPE, cone: "", atmosphere: "" };
  const [kilnType, setKilnType] = useState<string>(start.kilnType || DEFAULT_KILN_TYPE);
  const [cone, setCone] = useState(start.cone);
  const [atmosphere, setAtmosphere] = useState(start.atmosphere);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = FiringMethodFormSchema.safeParse({ kilnType, cone, atmosphere });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    const value = formatFiringMethod(parsed.data);
    if (isDuplicate(others, value, editingIndex, (v) => v.toLowerCase())) {
      return setErrors({ kilnType: PREFERENCES_TEXTS.firingMethodDuplicate });
    }
    onSave(value);
  };

  return (
    <EntryDialog
      title={initial ? SETTINGS_TEXTS.editFiringMethod : SETTINGS_TEXTS.addFiringMethod}
      submitLabel={initial ? "Save" : "Add"}
      onSubmit={submit}
      onClose={onClose}
    >
      <SelectField
        label={SETTINGS_TEXTS.kilnType}
        value={kilnType}
        error={errors.kilnType}
        onValueChange={(value) => {
          setKilnType(value);
          setErrors((prev) => ({ ...prev, kilnType: "" }));
        }}
      >
        {KILN_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {type}
          </SelectItem>
        ))}
      </SelectField>
      <FormField label={SETTINGS_TEXTS.coneOptional} error={errors.cone}>
        <Input
          value={cone}
          placeholder="e.g. 6"
          onChange={(e) => {
            setCone(e.target.value);
            setErrors((prev) => ({ ...prev, cone: "" }));
          }}
        />
      </FormField>
      <FormField label={SETTINGS_TEXTS.atmosphereOptional} error={errors.atmosphere}>
        <Input
          value={atmosphere}
          placeholder="e.g. Oxidation"
          onChange={(e) => {
            setAtmosphere(e.target.value);
            setErrors((prev) => ({ ...prev, atmosphere: "" }));
          }}
        />
      </FormField>
    </EntryDialog>
  );
}
