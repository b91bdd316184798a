/**
 * A firing's details as fields: kiln, kind, target cone, atmosphere, planned date, schedule and notes. The new-firing
 * sheet and the firing's screen share them (docs/decisions/0191-kiln-and-firing-screens.md).
 */
import { FIRING_KINDS, SHORT_TEXT_MAX, TEXT_MAX, type FiringKind } from "../../../contract/firings/rules";
import type { Firing, Kiln, UpdateFiringInput } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FormField } from "../../components/form-field";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
import { Textarea } from "../../components/ui/textarea";

export interface FiringFieldValues {
  kilnId: string;
  kind: FiringKind;
  targetCone: string;
  atmosphere: string;
  plannedDate: string;
  schedule: string;
  notes: string;
}

export const fieldsOf = (f: Pick<Firing, "kilnId" | "kind" | "targetCone" | "atmosphere" | "plannedDate" | "schedule" | "notes">): FiringFieldValues => ({
  kilnId: f.kilnId === null ? "" : String(f.kilnId),
  kind: f.kind as FiringKind,
  targetCone: f.targetCone ?? "",
  atmosphere: f.atmosphere ?? "",
  plannedDate: f.plannedDate ?? "",
  schedule: f.schedule ?? "",
  notes: f.notes ?? "",
});

/** The body for these values; blank clears a field. With `before`, only what changed. */
export function bodyOf(v: FiringFieldValues, before?: FiringFieldValues): UpdateFiringInput {
  const all: UpdateFiringInput = {
    kilnId: v.kilnId ? Number(v.kilnId) : null,
    kind: v.kind,
    targetCone: v.targetCone || null,
    atmosphere: v.atmosphere.trim() || null,
    plannedDate: v.plannedDate || null,
    schedule: v.schedule.trim() || null,
    notes: v.notes.trim() || null,
  };
  if (!before) return all;
  const keys = Object.keys(v) as (keyof FiringFieldValues)[];
  return Object.fromEntries(keys.filter((k) => v[k] !== before[k]).map((k) => [k, all[k]])) as UpdateFiringInput;
}

interface Props {
  values: FiringFieldValues;
  onChange: (values: FiringFieldValues) => void;
  kilns: Kiln[];
}

export function FiringFields({ values, onChange, kilns }: Props) {
  const set = (patch: Partial<FiringFieldValues>) => onChange({ ...values, ...patch });
  // Archived kilns are not offered, unless this firing names one.
  const offered = kilns.filter((k) => !k.archived || String(k.id) === values.kilnId);
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3">
        <FormField label={T.kiln}>
          <NativeSelect value={values.kilnId} onChange={(e) => set({ kilnId: e.target.value })}>
            <option value="">{T.noKiln}</option>
            {offered.map((k) => (
              <option key={k.id} value={String(k.id)}>
                {k.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={T.kind}>
          <NativeSelect value={values.kind} onChange={(e) => set({ kind: e.target.value as FiringKind })}>
            {FIRING_KINDS.map((k) => (
              <option key={k} value={k}>
                {T.kindLabel[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={T.cone}>
          <NativeSelect value={values.targetCone} onChange={(e) => set({ targetCone: e.target.value })}>
            <option value="">{T.none}</option>
            {CONE_OPTIONS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={T.plannedDate}>
          <Input type="date" value={values.plannedDate} onChange={(e) => set({ plannedDate: e.target.value })} />
        </FormField>
      </div>
      <FormField label={T.atmosphere}>
        <Input value={values.atmosphere} maxLength={SHORT_TEXT_MAX} placeholder={T.atmospherePlaceholder} onChange={(e) => set({ atmosphere: e.target.value })} />
      </FormField>
      <FormField label={T.schedule}>
        <Textarea value={values.schedule} maxLength={TEXT_MAX} rows={2} placeholder={T.schedulePlaceholder} onChange={(e) => set({ schedule: e.target.value })} />
      </FormField>
      <FormField label={T.notes}>
        <Textarea value={values.notes} maxLength={TEXT_MAX} rows={2} onChange={(e) => set({ notes: e.target.value })} />
      </FormField>
    </div>
  );
}
