/**
 * A kiln's maintenance log: firings since the last entry of each kind, an entry added with what, date and notes,
 * and an entry removed with Undo (the same entry added back).
 */
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { MAINTENANCE_KINDS, showsMaintenanceKind, TEXT_MAX } from "../../../contract/firings/rules";
import type { Kiln, MaintenanceEntry } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { FormField } from "../../components/form-field";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { formatDay, today } from "../../lib/calendar-day";
import { NativeSelect } from "../../components/native-select";
import { toast, toastUndo } from "../../components/ui/toast-store";
import { useAddMaintenance, useMaintenance, useRemoveMaintenance } from "./firings-api";

type Kind = (typeof MAINTENANCE_KINDS)[number];
const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

export function KilnMaintenance({ kiln }: { kiln: Kiln }) {
  const entries = useMaintenance(kiln.id);
  const add = useAddMaintenance(kiln.id);
  const remove = useRemoveMaintenance(kiln.id);
  // A gas, wood or other kiln has no elements to change (product.md#r247).
  const kinds = MAINTENANCE_KINDS.filter((k) => showsMaintenanceKind(kiln.type, k, kiln.lastMaintenance[k] != null));
  const [chosen, setKind] = useState<Kind>(kinds[0]!);
  // A kiln whose type changed to gas on this screen no longer offers the element change chosen before.
  const kind = kinds.includes(chosen) ? chosen : kinds[0]!;
  const [date, setDate] = useState(() => today());
  const [notes, setNotes] = useState("");
  const restore = (e: MaintenanceEntry) => add.mutate({ kind: e.kind as Kind, date: e.date, notes: e.notes }, { onError: failed });
  return (
    <section aria-labelledby="kiln-maintenance" className="grid gap-3">
      <h2 id="kiln-maintenance" className="text-lg font-semibold">
        {T.maintenanceHeading}
      </h2>
      <ul className="grid gap-1 text-sm">
        {kinds.map((k) => {
          const on = kiln.lastMaintenance[k];
          return <li key={k}>{T.firingsSince(T.maintenanceKind[k] ?? k, kiln.firingsSince[k] ?? null, on ? formatDay(on) : null)}</li>;
        })}
      </ul>
      <form
        className="grid gap-3 rounded-lg border bg-card p-3"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ kind, date: date || null, notes: notes || null }, { onSuccess: () => setNotes(""), onError: failed });
        }}
      >
        <div className="grid grid-cols-2 gap-3">
          <FormField label={T.maintenanceWhat}>
            <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {T.maintenanceKind[k]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={T.maintenanceDate}>
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
        </div>
        <FormField label={T.notes}>
          <Input value={notes} maxLength={TEXT_MAX} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
        <Button type="submit" className="min-h-11 justify-self-start" disabled={add.isPending}>
          {T.addMaintenance}
        </Button>
      </form>
      {entries.data && entries.data.length === 0 ? <p className="text-muted-foreground">{T.noMaintenance}</p> : null}
      <ul className="grid gap-2" aria-label={T.maintenanceHeading}>
        {(entries.data ?? []).map((e) => {
          const what = T.maintenanceKind[e.kind] ?? e.kind;
          return (
            <li key={e.id} className="flex items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2">
              <span className="grid">
                <span className="font-medium">
                  {what} · {formatDay(e.date)}
                </span>
                {e.notes ? <span className="text-sm text-muted-foreground">{e.notes}</span> : null}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-11 shrink-0"
                aria-label={T.removeEntry(what, formatDay(e.date))}
                disabled={remove.isPending}
                onClick={() => remove.mutate(e.id, { onSuccess: () => toastUndo(what, () => restore(e)), onError: failed })}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
