import type { PieceType } from "../../../contract/pieces/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { Stage } from "../../../contract/stages/schemas";
import { DEFAULT_LOCATION, stagesForType } from "../../../contract/stages/texts";
import { Input } from "../../components/ui/input";
import { today as todayOf } from "../../lib/calendar-day";
import { StageLocationSelect } from "./stage-location-select";
import { StageRow, StageTable } from "./stage-table";

export interface StageDraft {
  location: string;
  notes: string;
  /** The day it happened (YYYY-MM-DD), for logging after the fact; empty means today. */
  date?: string;
  /** The potter chose this stage's location; until then it follows the piece's typed location (product.md#r234). */
  picked?: boolean;
}
export type StageDrafts = Partial<Record<Stage, StageDraft>>;

/** A new stage's location: the first saved location, else Drying Rack (product.md#r20). */
export const firstLocation = (locations: string[]) => locations[0] ?? DEFAULT_LOCATION;

/** Keeps only stages on the board of the forming type (changing the method switches the list, product.md#r76). */
export function draftsForType(drafts: StageDrafts, type: PieceType): StageDrafts {
  const valid = stagesForType(type);
  return Object.fromEntries(Object.entries(drafts).filter(([stage]) => valid.includes(stage as Stage))) as StageDrafts;
}

interface StageChecklistProps {
  type: PieceType;
  drafts: StageDrafts;
  locations: string[];
  /** The piece's Studio location as typed: where an unchosen stage's entry goes. */
  typedLocation?: string;
  onChange: (drafts: StageDrafts) => void;
}

/** Where a stage's entry goes: the location chosen for it, else the piece's typed location, else the first saved one. */
export const draftLocation = (draft: StageDraft, typedLocation = ""): string => (draft.picked ? draft.location : typedLocation.trim() || draft.location);

/** New Piece: each checked stage has its own location and notes, kept locally until Save (product.md#r76). */
export function StageChecklist({ type, drafts, locations, typedLocation, onChange }: StageChecklistProps) {
  const today = todayOf();
  const firstChecked = stagesForType(type).find((stage) => drafts[stage]);
  return (
    <StageTable>
      {stagesForType(type).map((stage) => {
        const draft = drafts[stage];
        return (
          <StageRow
            key={stage}
            stage={stage}
            checked={Boolean(draft)}
            onCheckedChange={(on) => {
              const next = { ...drafts };
              if (on) next[stage] = { location: firstLocation(locations), notes: "" };
              else delete next[stage];
              onChange(next);
            }}
            extra={
              draft ? (
                <div className="grid gap-2 pb-2 sm:grid-cols-[11rem_1fr]">
                  <Input
                    type="date"
                    aria-label={`${stage} date`}
                    value={draft.date || today}
                    min="1900-01-01"
                    max="2199-12-31"
                    onChange={(e) => onChange({ ...drafts, [stage]: { ...draft, date: e.target.value } })}
                  />
                  <Input
                    aria-label={`${stage} notes`}
                    placeholder={PIECE_TEXTS.stageNotesPlaceholder}
                    value={draft.notes}
                    maxLength={10_000}
                    onChange={(e) => onChange({ ...drafts, [stage]: { ...draft, notes: e.target.value } })}
                  />
                </div>
              ) : null
            }
          >
            {draft ? (
              <StageLocationSelect
                stage={stage}
                value={draftLocation(draft, typedLocation)}
                locations={locations}
                hint={stage === firstChecked}
                onChange={(location) => onChange({ ...drafts, [stage]: { ...draft, location, picked: true } })}
              />
            ) : null}
          </StageRow>
        );
      })}
    </StageTable>
  );
}
