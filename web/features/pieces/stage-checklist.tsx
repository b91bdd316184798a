import { useId } from "react";
import { PIECE_TEXTS, type PieceType } from "../../../contract/pieces";
import { DEFAULT_LOCATION, STAGE_TEXTS, stagesForType, type Stage } from "../../../contract/stages";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { StageLocationSelect } from "./stage-location-select";

export interface StageDraft {
  location: string;
  notes: string;
}
export type StageDrafts = Partial<Record<Stage, StageDraft>>;

/** A new stage's location: the first saved location, else Drying Rack (D20). */
export const firstLocation = (locations: string[]) => locations[0] ?? DEFAULT_LOCATION;

/** Keeps only stages on the board of the forming type (changing the method switches the list, spec 001 §4). */
export function draftsForType(drafts: StageDrafts, type: PieceType): StageDrafts {
  const valid = stagesForType(type);
  return Object.fromEntries(Object.entries(drafts).filter(([stage]) => valid.includes(stage as Stage))) as StageDrafts;
}

interface StageChecklistProps {
  type: PieceType;
  drafts: StageDrafts;
  locations: string[];
  onChange: (drafts: StageDrafts) => void;
}

/** New Piece: each checked stage has its own location and notes, kept locally until Save (spec 001 §4). */
export function StageChecklist({ type, drafts, locations, onChange }: StageChecklistProps) {
  const ids = useId();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            {STAGE_TEXTS.stageColumn}
          </th>
          <th scope="col" className="py-2 font-medium">
            {STAGE_TEXTS.locationColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {stagesForType(type).map((stage) => {
          const draft = drafts[stage];
          const id = `${ids}-${stage}`;
          return (
            <tr key={stage} className="border-b align-top last:border-0">
              <td className="py-2 pr-2">
                <div className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={id}
                    checked={Boolean(draft)}
                    onCheckedChange={(on) => {
                      const next = { ...drafts };
                      if (on === true) next[stage] = { location: firstLocation(locations), notes: "" };
                      else delete next[stage];
                      onChange(next);
                    }}
                  />
                  <Label htmlFor={id}>{stage}</Label>
                </div>
              </td>
              <td className="py-2">
                {draft ? (
                  <div className="grid gap-2">
                    <StageLocationSelect
                      stage={stage}
                      value={draft.location}
                      locations={locations}
                      onChange={(location) => onChange({ ...drafts, [stage]: { ...draft, location } })}
                    />
                    <Input
                      aria-label={`${stage} notes`}
                      placeholder={PIECE_TEXTS.stageNotesPlaceholder}
                      value={draft.notes}
                      maxLength={10_000}
                      onChange={(e) => onChange({ ...drafts, [stage]: { ...draft, notes: e.target.value } })}
                    />
                  </div>
                ) : (
                  <span className="flex min-h-11 items-center text-muted-foreground">—</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
