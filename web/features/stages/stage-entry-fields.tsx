import { useState } from "react";
import { LIMITS } from "../../../contract/common/limits";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { Stage } from "../../../contract/stages/schemas";
import { Input } from "../../components/ui/input";
import { dayOf, instantOfDay } from "../../lib/calendar-day";

export interface StageEntryPatch {
  date?: string;
  notes?: string | null;
}

interface StageEntryFieldsProps {
  stage: Stage;
  /** The stored date (ISO) and notes; the fields start from them. */
  date: string;
  notes: string | null;
  onSave: (patch: StageEntryPatch) => void;
}

/**
 * A checked stage's date and notes on the piece's Progress & Location table (decision 0131): the date saves when a
 * whole day is picked or typed, the notes when the field loses focus.
 *
 * A newer answer from the server (a saved change, a refresh) replaces a field only while the potter has not changed
 * it: notes being typed while the date's save comes back are kept, and saved when the field loses focus.
 */
export function StageEntryFields({ stage, date, notes, onSave }: StageEntryFieldsProps) {
  const [day, setDay] = useState(() => dayOf(date));
  const [text, setText] = useState(notes ?? "");
  const [stored, setStored] = useState({ date, notes });
  if (stored.date !== date || stored.notes !== notes) {
    setStored({ date, notes });
    if (day === dayOf(stored.date)) setDay(dayOf(date));
    if (text === (stored.notes ?? "")) setText(notes ?? "");
  }

  return (
    <div className="grid gap-2 pb-2 sm:grid-cols-[11rem_1fr]">
      <Input
        type="date"
        aria-label={`${stage} date`}
        value={day}
        max="2199-12-31"
        min="1900-01-01"
        onChange={(e) => {
          setDay(e.target.value);
          const instant = instantOfDay(e.target.value);
          if (instant && e.target.value !== dayOf(date)) onSave({ date: instant });
        }}
      />
      <Input
        aria-label={`${stage} notes`}
        placeholder={PIECE_TEXTS.stageNotesPlaceholder}
        value={text}
        maxLength={LIMITS.notes}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text !== (notes ?? "")) onSave({ notes: text.trim() ? text : null });
        }}
      />
    </div>
  );
}
