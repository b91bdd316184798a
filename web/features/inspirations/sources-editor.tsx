import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { LIMITS } from "../../../contract/common/limits";
import type { InspirationSource } from "../../../contract/inspirations/schemas";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Button } from "../../components/ui/button";
import { toastUndo } from "../../components/ui/toast";
import { useLatest } from "../../lib/use-latest";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toSource } from "./source-fields";
import { SourceRow } from "./source-row";

interface SourcesEditorProps {
  sources: InspirationSource[];
  onChange: (sources: InspirationSource[]) => void;
}

/** The Sources list and its 'Add Source' row (label + URL + Add). */
export function SourcesEditor({ sources, onChange }: SourcesEditorProps) {
  const id = useId();
  const latest = useLatest({ sources, onChange });
  const [text, setText] = useState("");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = sources.length >= LIMITS.sources;
  const canAdd = !full && text.trim() !== "" && url.trim() !== "";

  const add = () => {
    if (!canAdd) return;
    const result = toSource(text, url);
    if ("error" in result) return setError(result.error);
    onChange([...sources, result.source]);
    setText("");
    setUrl("");
    setError(null);
  };

  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-medium">{INSPIRATION_TEXTS.sources}</h3>
      {sources.length > 0 ? (
        <ul className="grid gap-2" aria-label={INSPIRATION_TEXTS.sources}>
          {sources.map((source, index) => (
            <SourceRow
              // Sources have no ids; position plus content keeps an edited row's state stable.
              key={`${index}-${source.text}-${source.url}`}
              source={source}
              onChange={(next) => onChange(sources.map((s, i) => (i === index ? next : s)))}
              onDelete={() => {
                onChange(sources.filter((_, i) => i !== index));
                // Undo puts the source back where it was in the list as it is by then (decision 0131).
                toastUndo(source.text, () => {
                  const now = latest.current;
                  const list = [...now.sources];
                  list.splice(Math.min(index, list.length), 0, source);
                  now.onChange(list);
                });
              }}
            />
          ))}
        </ul>
      ) : null}
      <fieldset className="grid gap-2 rounded-lg border border-dashed p-3">
        <legend className="px-1 text-sm font-medium">{INSPIRATION_TEXTS.addSource}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`${id}-label`} className="sr-only">
              Label
            </Label>
            <Input
              id={`${id}-label`}
              value={text}
              placeholder={INSPIRATION_TEXTS.sourceLabelPlaceholder}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <div className="grid flex-1 gap-1">
            <Label htmlFor={`${id}-url`} className="sr-only">
              URL
            </Label>
            <Input
              id={`${id}-url`}
              value={url}
              inputMode="url"
              autoCapitalize="none"
              placeholder={INSPIRATION_TEXTS.sourceUrlPlaceholder}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
            />
          </div>
          <Button variant="outline" onClick={add} disabled={!canAdd}>
            <Plus aria-hidden="true" />
            {INSPIRATION_TEXTS.add}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {full ? <p className="text-sm text-muted-foreground">{INSPIRATION_TEXTS.tooManySources}</p> : null}
      </fieldset>
    </div>
  );
}
