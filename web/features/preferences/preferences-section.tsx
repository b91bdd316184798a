import { Suspense, useState } from "react";
import type { FormingMethod } from "../../../contract/preferences/schemas";
import { FORMING_METHODS } from "../../../contract/preferences/rules";
import { FORMING_METHOD_LABELS, SETTINGS_TEXTS } from "../../../contract/preferences/texts";
import { SelectItem } from "../../components/ui/select";
import { toastUndo } from "../../components/ui/toast";
import { lazyPart } from "../../lib/lazy-part";
import { preloadAll, usePreloadWhenIdle } from "../../lib/preload";
import { useLatest } from "../../lib/use-latest";
import { PreferenceList } from "./preference-list";
import { SelectField } from "./select-field";
import { putEntry, removeEntry, type ListField, type SettingsForm, type SettingsPatch } from "./settings-form";

// The add and edit dialogs check their entry with the contract's zod schemas: they load on their own, so Settings
// paints without zod (decision 0159).
const clayBodyDialog = lazyPart(() => import("./clay-body-dialog").then((m) => m.ClayBodyDialog));
const firingMethodDialog = lazyPart(() => import("./firing-method-dialog").then((m) => m.FiringMethodDialog));
const locationDialog = lazyPart(() => import("./location-dialog").then((m) => m.LocationDialog));
const preloadDialogs = preloadAll(clayBodyDialog, firingMethodDialog, locationDialog);

/** Radix Select items cannot carry an empty value, so "no default" has its own token. */
const NO_DEFAULT = "__none__";

interface PreferencesSectionProps {
  form: SettingsForm;
  /** Applies the change and saves it at once (product.md#r41). */
  onChange: (patch: SettingsPatch) => void;
}

interface Editing {
  field: ListField;
  index: number | null;
}

export function PreferencesSection({ form, onChange }: PreferencesSectionProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  usePreloadWhenIdle(preloadDialogs);
  const latest = useLatest(form);
  const onChangeRef = useLatest(onChange);
  const close = () => setEditing(null);
  const save = (value: string) => {
    if (!editing) return;
    onChange(putEntry(form, editing.field, editing.index, value));
    close();
  };
  const dialogProps = (field: ListField) => ({
    initial: editing?.index != null ? (form[field][editing.index] ?? null) : null,
    others: form[field],
    editingIndex: editing?.index ?? null,
    onSave: save,
    onClose: close,
  });

  const listProps = (field: ListField) => ({
    items: form[field],
    onAdd: () => setEditing({ field, index: null }),
    onEdit: (index: number) => setEditing({ field, index }),
    onDelete: (index: number) => {
      const item = form[field][index];
      const wasDefault = field === "clayBodies" && item === form.defaultClayBody;
      onChange(removeEntry(form, field, index));
      if (item === undefined) return;
      // Undo puts the entry back where it was in the list as it is by then (decision 0131).
      toastUndo(item, () => {
        const now = latest.current;
        if (now[field].includes(item)) return;
        const list = [...now[field]];
        list.splice(Math.min(index, list.length), 0, item);
        onChangeRef.current(wasDefault && now.defaultClayBody === null ? { [field]: list, defaultClayBody: item } : { [field]: list });
      });
    },
  });

  const hasClayBodies = form.clayBodies.length > 0;

  return (
    <>
      <PreferenceList
        title={SETTINGS_TEXTS.clayBodies}
        noun="clay body"
        emptyText={SETTINGS_TEXTS.noClayBodies}
        addLabel={SETTINGS_TEXTS.addClayBody}
        defaultValue={form.defaultClayBody}
        {...listProps("clayBodies")}
      />

      <SelectField
        label={SETTINGS_TEXTS.defaultClayBody}
        value={form.defaultClayBody ?? (hasClayBodies ? NO_DEFAULT : "")}
        disabled={!hasClayBodies}
        placeholder={SETTINGS_TEXTS.selectClayBodiesFirst}
        onValueChange={(value) => onChange({ defaultClayBody: value === NO_DEFAULT ? null : value })}
      >
        <SelectItem value={NO_DEFAULT}>No default</SelectItem>
        {form.clayBodies.map((body) => (
          <SelectItem key={body} value={body}>
            {body}
          </SelectItem>
        ))}
      </SelectField>

      <PreferenceList
        title={SETTINGS_TEXTS.firingMethods}
        noun="firing method"
        emptyText={SETTINGS_TEXTS.noFiringMethods}
        addLabel={SETTINGS_TEXTS.addFiringMethod}
        {...listProps("firingMethods")}
      />

      <SelectField
        label={SETTINGS_TEXTS.defaultFormingMethod}
        value={form.defaultFormingMethod}
        onValueChange={(value) => onChange({ defaultFormingMethod: value as FormingMethod })}
      >
        {FORMING_METHODS.map((method) => (
          <SelectItem key={method} value={method}>
            {FORMING_METHOD_LABELS[method]}
          </SelectItem>
        ))}
      </SelectField>

      <PreferenceList
        title={SETTINGS_TEXTS.studioLocations}
        noun="location"
        emptyText={SETTINGS_TEXTS.noStudioLocations}
        addLabel={SETTINGS_TEXTS.addStudioLocation}
        {...listProps("studioLocations")}
      />

      <Suspense fallback={null}>
        {editing?.field === "clayBodies" ? <clayBodyDialog.Part {...dialogProps("clayBodies")} /> : null}
        {editing?.field === "firingMethods" ? <firingMethodDialog.Part {...dialogProps("firingMethods")} /> : null}
        {editing?.field === "studioLocations" ? <locationDialog.Part {...dialogProps("studioLocations")} /> : null}
      </Suspense>
    </>
  );
}
