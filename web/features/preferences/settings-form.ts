/**
 * The Settings form as plain data, and the list edits with the default clay body rules of product.md#r41
 * (deleting the default clears it; renaming it follows). Pure, so the rules are unit-tested.
 */
import type { FormingMethod, PreferencesPatch, ThemeChoice, UserPreferences } from "../../../contract/preferences/schemas";
import { DEFAULT_FORMING_METHOD, locationKey } from "../../../contract/preferences/rules";

export interface SettingsForm {
  theme: ThemeChoice;
  clayBodies: string[];
  defaultClayBody: string | null;
  firingMethods: string[];
  studioLocations: string[];
  defaultFormingMethod: FormingMethod;
}

export type ListField = "clayBodies" | "firingMethods" | "studioLocations";

/** A change of the form; an edited clay body or location also names the rename, so records follow (product.md#r153). */
export type SettingsPatch = Partial<SettingsForm> & Pick<PreferencesPatch, "rename">;

export function formFromPreferences(prefs: UserPreferences): SettingsForm {
  return {
    theme: prefs.theme,
    clayBodies: prefs.clayBodies,
    defaultClayBody: prefs.defaultClayBody,
    firingMethods: prefs.firingMethods,
    studioLocations: prefs.studioLocations,
    defaultFormingMethod: prefs.defaultFormingMethod ?? DEFAULT_FORMING_METHOD,
  };
}

/** Adds (index null) or replaces an entry; returns the fields that changed, ready to save. */
export function putEntry(form: SettingsForm, field: ListField, index: number | null, value: string): SettingsPatch {
  const list = [...form[field]];
  const previous = index === null ? undefined : form[field][index];
  if (index === null) list.push(value);
  else list[index] = value;
  const rename = previous !== undefined && previous !== value && field !== "firingMethods" ? { rename: { list: field, from: previous, to: value } } : {};
  if (field !== "clayBodies") return { [field]: list, ...rename };
  const renamedDefault = index !== null && form.clayBodies[index] === form.defaultClayBody;
  return renamedDefault ? { clayBodies: list, defaultClayBody: value, ...rename } : { clayBodies: list, ...rename };
}

export function removeEntry(form: SettingsForm, field: ListField, index: number): Partial<SettingsForm> {
  const list = form[field].filter((_, i) => i !== index);
  if (field !== "clayBodies") return { [field]: list };
  const removedDefault = form.clayBodies[index] === form.defaultClayBody;
  return removedDefault ? { clayBodies: list, defaultClayBody: null } : { clayBodies: list };
}

/** Case-insensitive duplicate check against the other entries (the one being edited is skipped). */
export function isDuplicate(list: readonly string[], value: string, editingIndex: number | null, key = locationKey): boolean {
  const wanted = key(value);
  return list.some((entry, i) => i !== editingIndex && key(entry) === wanted);
}
