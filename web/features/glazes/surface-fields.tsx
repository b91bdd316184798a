import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { CONE_OPTIONS, FINISH_OPTIONS } from "../../../contract/glazes/rules";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { OptionSelect } from "../../components/option-select";

interface ConeFieldProps {
  id: string;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** 'Cone Temperature' with the sorted shared cone list (product.md#r75). */
export function ConeField({ id, value, onChange }: ConeFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{GLAZE_TEXTS.coneLabel}</Label>
      <OptionSelect
        id={id}
        value={value}
        options={CONE_OPTIONS}
        placeholder={GLAZE_TEXTS.conePlaceholder}
        noneLabel="No cone"
        onChange={onChange}
      />
    </div>
  );
}

/** The glaze's finish (decision 0042), shown in library rows. */
export function FinishField({ id, value, onChange }: ConeFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Finish</Label>
      <OptionSelect id={id} value={value} options={FINISH_OPTIONS} placeholder="Select a finish" noneLabel="No finish" onChange={onChange} />
    </div>
  );
}

interface NotesFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export function NotesField({ id, value, onChange, onBlur }: NotesFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{GLAZE_TEXTS.notesLabel}</Label>
      <Textarea
        id={id}
        value={value}
        placeholder={GLAZE_TEXTS.notesPlaceholder}
        rows={5}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}
