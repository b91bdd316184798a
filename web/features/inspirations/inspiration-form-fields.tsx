import { useId } from "react";
import { LIMITS } from "../../../contract/common/limits";
import type { Inspiration, InspirationSource } from "../../../contract/inspirations/schemas";
import { INSPIRATION_MAX_PHOTOS } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { PhotoStrip } from "../photos/photo-strip";
import { SourcesEditor } from "./sources-editor";
import { TagsInput } from "./tags-input";

/** What the New and Edit screens hold while the potter types. */
export interface InspirationDraft {
  name: string;
  imageUrls: string[];
  sources: InspirationSource[];
  tags: string[];
  notes: string;
}

export const EMPTY_DRAFT: InspirationDraft = { name: "", imageUrls: [], sources: [], tags: [], notes: "" };

export function draftOf(record: Inspiration): InspirationDraft {
  return {
    name: record.name,
    imageUrls: record.imageUrls,
    sources: record.sources,
    tags: record.tags,
    notes: record.notes ?? "",
  };
}

/** The body both screens send: blank notes travel as null (product.md#r33 "notes (or null)"). */
export function bodyOf(draft: InspirationDraft) {
  return {
    name: draft.name.trim(),
    imageUrls: draft.imageUrls,
    sources: draft.sources,
    tags: draft.tags,
    notes: draft.notes.trim() === "" ? null : draft.notes,
  };
}

interface InspirationFormFieldsProps {
  draft: InspirationDraft;
  onChange: (patch: Partial<InspirationDraft>) => void;
  /** Edit saves notes as soon as the field loses focus (product.md#r76). */
  onNotesBlur?: () => void;
  disabled?: boolean;
}

export function InspirationFormFields({ draft, onChange, onNotesBlur, disabled }: InspirationFormFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`} className="sr-only">
          Name
        </Label>
        <Input
          id={`${id}-name`}
          value={draft.name}
          maxLength={LIMITS.name}
          placeholder={INSPIRATION_TEXTS.namePlaceholder}
          className="min-h-12 text-xl font-semibold"
          onChange={(e) => onChange({ name: e.target.value })}
          disabled={disabled}
        />
      </div>

      <section className="grid gap-2" aria-labelledby={`${id}-images`}>
        <h2 id={`${id}-images`} className="text-sm font-medium">
          {INSPIRATION_TEXTS.images}
        </h2>
        <PhotoStrip
          urls={draft.imageUrls}
          max={INSPIRATION_MAX_PHOTOS}
          onChange={(imageUrls) => onChange({ imageUrls })}
          label="Inspiration photos"
          disabled={disabled}
        />
      </section>

      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{INSPIRATION_TEXTS.basicInformation}</h2>
        </CardHeader>
        <CardContent className="grid gap-6">
          <SourcesEditor sources={draft.sources} onChange={(sources) => onChange({ sources })} />
          <TagsInput tags={draft.tags} onChange={(tags) => onChange({ tags })} />
          <div className="grid gap-2">
            <Label htmlFor={`${id}-notes`}>{INSPIRATION_TEXTS.notes}</Label>
            <Textarea
              id={`${id}-notes`}
              value={draft.notes}
              maxLength={LIMITS.notes}
              rows={6}
              placeholder={INSPIRATION_TEXTS.notesPlaceholder}
              onChange={(e) => onChange({ notes: e.target.value })}
              onBlur={onNotesBlur}
              disabled={disabled}
            />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
