import { Suspense, useId, useState, type FocusEvent } from "react";
import type { PieceType } from "../../../contract/pieces/schemas";
import { HANDBUILDING_TECHNIQUES, PIECE_DEFAULTS, PIECE_TEXTS, PIECE_TYPE_LABELS, PIECE_TYPES, measurementMessage } from "../../../contract/pieces/texts";
import { FormField } from "../../components/form-field";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { usePreloadWhenIdle } from "../../lib/preload";
import { cn } from "../../lib/utils";
import type { PieceChoices, PieceFormValues } from "./piece-form";

// The techniques list loads on its own, when the browser is idle or on first use (decision 0159).
const techniquesDialog = lazyPart(() => import("./techniques-dialog").then((m) => m.TechniquesDialog));

interface PieceFieldsProps {
  values: PieceFormValues;
  choices: PieceChoices;
  onChange: (patch: Partial<PieceFormValues>) => void;
  /** Piece details saves weight, sizes and notes when they lose focus (product.md#r76). */
  onCommit?: () => void;
}

const MEASURES = [
  ["height", PIECE_TEXTS.height],
  ["width", PIECE_TEXTS.width],
  ["depth", PIECE_TEXTS.depth],
  ["clayWeight", PIECE_TEXTS.clayWeight],
] as const;

/** Suggestions from preferences plus the current value, without repeats. */
const optionsWith = (list: string[], current: string) => [...new Set([...list, ...(current ? [current] : [])])];

/** The 'Piece Details' fields shared by New Piece and piece details (product.md#r75, product.md#r76). */
export function PieceFields({ values, choices, onChange, onCommit }: PieceFieldsProps) {
  const ids = useId();
  const [choosing, setChoosing] = useState(false);
  const techniquesMounted = useOpenedOnce(choosing);
  usePreloadWhenIdle(techniquesDialog.preload);
  const commit = (_e: FocusEvent) => onCommit?.();

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{PIECE_TEXTS.formingMethod}</legend>
        <div className="grid grid-cols-3 gap-2">
          {PIECE_TYPES.map((type) => (
            <label
              key={type}
              className={cn(
                "flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                values.type === type ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
              )}
            >
              <input
                type="radio"
                name={`${ids}-type`}
                value={type}
                checked={values.type === type}
                onChange={() => onChange({ type: type as PieceType })}
                className="sr-only"
              />
              {PIECE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>

      {values.type !== "wheel" ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">{PIECE_TEXTS.handbuildingTechniques}</legend>
          <div className="flex flex-wrap gap-x-5">
            {HANDBUILDING_TECHNIQUES.map((technique) => {
              const id = `${ids}-hb-${technique}`;
              const checked = values.constructionTags.includes(technique);
              return (
                <div key={technique} className="flex min-h-11 items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={checked}
                    onCheckedChange={(on) =>
                      onChange({
                        constructionTags:
                          on === true
                            ? HANDBUILDING_TECHNIQUES.filter((t) => t === technique || values.constructionTags.includes(t))
                            : values.constructionTags.filter((t) => t !== technique),
                      })
                    }
                  />
                  <Label htmlFor={id} className="font-normal">
                    {technique}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <FormField label={PIECE_TEXTS.clayBody}>
        <Input
          list={`${ids}-clay`}
          value={values.clayBody}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => onChange({ clayBody: e.target.value })}
        />
      </FormField>
      <datalist id={`${ids}-clay`}>
        {optionsWith(choices.clayBodies, "").map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {MEASURES.map(([key, label]) => (
          // A size that is not a number says so under the field rather than being stored as empty, which would drop
          // what the potter typed without a word.
          <FormField key={key} label={label} error={measurementMessage(label, values[key])}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={values[key]}
              maxLength={20}
              placeholder="0.00"
              onChange={(e) => onChange({ [key]: e.target.value })}
              onBlur={commit}
            />
          </FormField>
        ))}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={PIECE_TEXTS.firingMethod}>
          <Input
            list={`${ids}-firing`}
            value={values.firingMethod}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => onChange({ firingMethod: e.target.value })}
          />
        </FormField>
        <FormField label={PIECE_TEXTS.studioLocation}>
          <Input
            list={`${ids}-locations`}
            value={values.studioLocation}
            maxLength={200}
            autoComplete="off"
            placeholder={PIECE_DEFAULTS.studioLocation}
            onChange={(e) => onChange({ studioLocation: e.target.value })}
          />
        </FormField>
      </div>
      <datalist id={`${ids}-firing`}>
        {choices.firingMethods.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <datalist id={`${ids}-locations`}>
        {choices.studioLocations.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>

      <FormField label={PIECE_TEXTS.notes}>
        <Textarea
          rows={4}
          value={values.notes}
          maxLength={10_000}
          placeholder={PIECE_TEXTS.notesPlaceholder}
          onChange={(e) => onChange({ notes: e.target.value })}
          onBlur={commit}
        />
      </FormField>

      <div className="grid gap-2">
        <span className="text-sm font-medium">{PIECE_TEXTS.decoratingTechniques}</span>
        <div className="flex flex-wrap items-center gap-2">
          {values.decoratingTechniques.length === 0 ? (
            <span className="text-sm text-muted-foreground">{PIECE_TEXTS.noTechniques}</span>
          ) : (
            values.decoratingTechniques.map((t) => (
              <Badge key={t} variant="secondary">
                {t}
              </Badge>
            ))
          )}
          <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
            {PIECE_TEXTS.chooseTechniques}
          </Button>
        </div>
      </div>
      {techniquesMounted ? (
        <Suspense fallback={null}>
          <techniquesDialog.Part
            open={choosing}
            onOpenChange={setChoosing}
            value={values.decoratingTechniques}
            onChange={(decoratingTechniques) => onChange({ decoratingTechniques })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
