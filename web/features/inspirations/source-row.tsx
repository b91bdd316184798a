import { Check, ExternalLink, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import type { InspirationSource } from "../../../contract/inspirations/schemas";
import { safeExternalUrl } from "../../../contract/inspirations/rules";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toSource } from "./source-fields";

interface SourceRowProps {
  source: InspirationSource;
  onChange: (source: InspirationSource) => void;
  onDelete: () => void;
}

/** One source: opens outside the app, or is edited inline (confirm or cancel) or deleted. */
export function SourceRow({ source, onChange, onDelete }: SourceRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(source.text);
  const [url, setUrl] = useState(source.url);
  const [error, setError] = useState<string | null>(null);
  const href = safeExternalUrl(source.url);

  const startEdit = () => {
    setText(source.text);
    setUrl(source.url);
    setError(null);
    setEditing(true);
  };
  const confirm = () => {
    const result = toSource(text, url);
    if ("error" in result) return setError(result.error);
    onChange(result.source);
    setEditing(false);
  };

  if (editing) {
    const canConfirm = text.trim() !== "" && url.trim() !== "";
    return (
      <li className="grid gap-2 rounded-lg border p-2">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input aria-label="Source label" value={text} onChange={(e) => setText(e.target.value)} autoFocus />
          <Input
            aria-label="Source URL"
            value={url}
            inputMode="url"
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && canConfirm) {
                e.preventDefault();
                confirm();
              } else if (e.key === "Escape") {
                setEditing(false);
              }
            }}
          />
          <div className="flex gap-1">
            <Button size="icon" variant="outline" aria-label="Confirm source" disabled={!canConfirm} onClick={confirm}>
              <Check aria-hidden="true" />
            </Button>
            <Button size="icon" variant="ghost" aria-label="Cancel editing source" onClick={() => setEditing(false)}>
              <X aria-hidden="true" />
            </Button>
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </li>
    );
  }

  return (
    <li className="flex items-center gap-1 rounded-lg border py-1 pr-1 pl-3">
      <div className="min-w-0 flex-1">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex min-h-11 flex-col justify-center hover:underline"
          >
            <span className="flex items-center gap-1 font-medium">
              {source.text}
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
            </span>
            <span className="truncate text-xs text-muted-foreground">{source.url}</span>
          </a>
        ) : (
          <span className="font-medium">{source.text}</span>
        )}
      </div>
      <Button size="icon" variant="ghost" aria-label={`Edit source ${source.text}`} onClick={startEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button size="icon" variant="ghost" aria-label={`Delete source ${source.text}`} onClick={onDelete}>
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
