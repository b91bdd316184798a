import { useState } from "react";
import type { PieceType } from "../../../contract/pieces/schemas";
import type { Stage, StageEntry } from "../../../contract/stages/schemas";
import { canonicalStage, DEFAULT_LOCATION, STAGE_TEXTS, stagesForType } from "../../../contract/stages/texts";
import { Skeleton } from "../../components/ui/skeleton";
import { toastUndo } from "../../components/ui/toast";
import { StageEntryFields } from "./stage-entry-fields";
import { StageLocationSelect } from "./stage-location-select";
import { StageRow, StageTable } from "./stage-table";
import { usePieceStages, useStageMutations } from "./stages-api";
import { LoadFailed } from "../../components/load-failed";

interface StageTrackerProps {
  pieceId: number;
  type: PieceType;
  locations: string[];
}

/** The entries of a stage (case-insensitive; older data may hold more than one). */
const entriesOf = (history: StageEntry[], stage: Stage) => history.filter((e) => canonicalStage(e.stage) === stage);

/**
 * Piece details stage tracker (product.md#r76): checking creates an entry (today, Drying Rack, no notes), unchecking
 * deletes it (with Undo), a location change updates it; each checked stage shows its date and notes, both editable
 * (docs/decisions/0131-undo-and-stage-edits.md). Failures are only logged (product.md#r35).
 */
export function StageTracker({ pieceId, type, locations }: StageTrackerProps) {
  const { data: history, isPending, isError, refetch, isFetching } = usePieceStages(pieceId);
  const { create, update, remove } = useStageMutations(pieceId);
  const busy = create.isPending || update.isPending || remove.isPending;
  // The box follows the click at once; the server's answer (and the refreshed history) then takes over.
  const [optimistic, setOptimistic] = useState<Partial<Record<Stage, boolean>>>({});
  const settle = (stage: Stage) =>
    setOptimistic((o) => {
      const next = { ...o };
      delete next[stage];
      return next;
    });

  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadFailed message={STAGE_TEXTS.loadFailed} retrying={isFetching} onRetry={() => void refetch()} />;

  const toggle = (stage: Stage, on: boolean) => {
    setOptimistic((o) => ({ ...o, [stage]: on }));
    if (on) {
      create.mutate(
        { pieceId, stage, location: DEFAULT_LOCATION, notes: null, date: new Date().toISOString() },
        { onError: (err) => console.warn(STAGE_TEXTS.createFailed, err), onSettled: () => settle(stage) },
      );
      return;
    }
    const entries = entriesOf(history, stage);
    if (entries.length === 0) settle(stage);
    const shown = entries[entries.length - 1];
    entries.forEach((entry, i) =>
      remove.mutate(entry.id, {
        onError: (err) => console.warn(STAGE_TEXTS.removeFailed, err),
        onSuccess: entry === shown ? () => toastUndo(stage, () => restore(entry)) : undefined,
        onSettled: i === entries.length - 1 ? () => settle(stage) : undefined,
      }),
    );
  };

  // Undo puts the entry back as it was: its date, location and notes (decision 0131).
  const restore = (entry: StageEntry) => {
    const stage = canonicalStage(entry.stage);
    if (!stage) return;
    setOptimistic((o) => ({ ...o, [stage]: true }));
    create.mutate(
      { pieceId, stage, location: entry.location, notes: entry.notes, date: entry.date },
      { onError: (err) => console.warn(STAGE_TEXTS.createFailed, err), onSettled: () => settle(stage) },
    );
  };

  return (
    <StageTable>
      {stagesForType(type).map((stage, index, all) => {
        const entries = entriesOf(history, stage);
        const entry = entries[entries.length - 1];
        const checked = optimistic[stage] ?? Boolean(entry);
        return (
          <StageRow
            key={stage}
            stage={stage}
            checked={checked}
            disabled={busy}
            onCheckedChange={(on) => toggle(stage, on)}
            extra={
              entry && checked ? (
                <StageEntryFields
                  // Another entry starts the fields again; a new answer for the same one updates what the potter has
                  // not changed (stage-entry-fields.tsx), so nothing typed meanwhile is lost.
                  key={entry.id}
                  stage={stage}
                  date={entry.date}
                  notes={entry.notes}
                  onSave={(patch) =>
                    update.mutate({ id: entry.id, ...patch }, { onError: (err) => console.warn(STAGE_TEXTS.updateFailed, err) })
                  }
                />
              ) : null
            }
          >
            {entry && checked ? (
              <StageLocationSelect
                stage={stage}
                value={entry.location}
                locations={locations}
                disabled={busy}
                // The Settings hint once, on the first checked row (product.md#r234).
                hint={all.slice(0, index).every((s) => !(optimistic[s] ?? entriesOf(history, s).length > 0))}
                onChange={(location) =>
                  update.mutate({ id: entry.id, location }, { onError: (err) => console.warn(STAGE_TEXTS.updateFailed, err) })
                }
              />
            ) : null}
          </StageRow>
        );
      })}
    </StageTable>
  );
}
