import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { LIMITS } from "../../../contract/common/limits";
import { tagKey } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Why a typed tag cannot be added, or null when it can (product.md#r77, product.md#r7). */
function tagProblem(tag: string, tags: string[]): string | null {
  if (tag === "") return "";
  if (tag.length > LIMITS.tagLength) return INSPIRATION_TEXTS.tagTooLong;
  if (tags.some((t) => tagKey(t) === tagKey(tag))) return INSPIRATION_TEXTS.duplicateTag(tag);
  if (tags.length >= LIMITS.tagsPerItem) return INSPIRATION_TEXTS.tooManyTags;
  return null;
}

/** 'Add a tag' input: Enter or the plus button adds a trimmed, non-empty, new tag. */
export function TagsInput({ tags, onChange }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const tag = draft.trim();
  const problem = tagProblem(tag, tags);

  const add = () => {
    if (problem !== null) return;
    onChange([...tags, tag]);
    setDraft("");
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{INSPIRATION_TEXTS.tags}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={INSPIRATION_TEXTS.tagPlaceholder}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="icon" aria-label="Add tag" onClick={add} disabled={problem !== null}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((t) => (
            <li key={t}>
              <Badge variant="secondary" className="gap-0 py-0 pr-0 text-sm">
                {t}
                <button
                  type="button"
                  aria-label={`Remove tag ${t}`}
                  className="relative inline-flex size-8 items-center after:absolute after:-inset-1.5 after:content-[''] justify-center rounded-full hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:hover:bg-white/10"
                  onClick={() => onChange(tags.filter((x) => x !== t))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
