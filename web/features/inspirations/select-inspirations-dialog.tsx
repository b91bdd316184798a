import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { INSPIRATION_CARD_TAGS } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { matchesSearch } from "./inspiration-format";
import { InspirationThumb } from "./inspiration-thumb";

interface SelectInspirationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: Inspiration[];
  selectedIds: number[];
  onConfirm: (ids: number[]) => void;
}

/** 'Select Inspirations' (product.md#r75, product.md#r77): tick any of the potter's inspirations, searchable by name, source or tag. */
export function SelectInspirationsDialog({ open, onOpenChange, ...rest }: SelectInspirationsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-xl flex-col">
        {/* Mounted only while open, so each opening starts from the piece's current links. */}
        {open ? <SelectBody onCancel={() => onOpenChange(false)} {...rest} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SelectBody({
  items,
  selectedIds,
  onConfirm,
  onCancel,
}: Omit<SelectInspirationsDialogProps, "open" | "onOpenChange"> & { onCancel: () => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState(() => new Set(selectedIds));
  const shown = useMemo(() => items.filter((item) => matchesSearch(item, query)), [items, query]);

  const toggle = (itemId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{INSPIRATION_TEXTS.selectTitle}</DialogTitle>
        <DialogDescription className="sr-only">Search by name, source or tag</DialogDescription>
      </DialogHeader>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search inspirations"
          placeholder="Search by name, source or tag"
          className="pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <div className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2">
        {shown.length === 0 ? (
          <div className="py-8 text-center">
            <p className="font-medium">{INSPIRATION_TEXTS.emptyTitle}</p>
            {items.length === 0 ? <p className="text-sm text-muted-foreground">{INSPIRATION_TEXTS.emptyText}</p> : null}
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="Inspirations">
            {shown.map((item) => {
              const extra = item.tags.length - INSPIRATION_CARD_TAGS;
              const checkboxId = `${id}-${item.id}`;
              return (
                <li key={item.id}>
                  <label
                    htmlFor={checkboxId}
                    className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border p-2 hover:bg-accent has-[[data-state=checked]]:border-primary"
                  >
                    <Checkbox
                      id={checkboxId}
                      checked={selected.has(item.id)}
                      onCheckedChange={(v) => toggle(item.id, v === true)}
                      aria-label={item.name}
                    />
                    <span className="size-12 shrink-0 overflow-hidden rounded-md">
                      <InspirationThumb name={item.name} src={item.thumbnailUrl} className="text-base" />
                    </span>
                    <span className="grid min-w-0 gap-1">
                      <span className="truncate font-medium">{item.name}</span>
                      {item.tags.length > 0 ? (
                        <span className="flex flex-wrap gap-1">
                          {item.tags.slice(0, INSPIRATION_CARD_TAGS).map((tag) => (
                            <Badge key={tag} variant="secondary">
                              {tag}
                            </Badge>
                          ))}
                          {extra > 0 ? <Badge variant="outline">+{extra} more</Badge> : null}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {INSPIRATION_TEXTS.cancel}
        </Button>
        <Button
          onClick={() => {
            // Links already made keep their place; new ones follow in the collection's order.
            const known = new Set(items.map((item) => item.id));
            const kept = selectedIds.filter((itemId) => selected.has(itemId) && known.has(itemId));
            const added = items.filter((item) => selected.has(item.id) && !selectedIds.includes(item.id)).map((item) => item.id);
            onConfirm([...kept, ...added]);
          }}
        >
          Done
        </Button>
      </DialogFooter>
    </>
  );
}
