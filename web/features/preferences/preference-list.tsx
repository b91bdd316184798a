import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "../../components/ui/button";

interface PreferenceListProps {
  /** Heading of the list, e.g. 'Clay Bodies'. */
  title: string;
  /** The singular noun for button labels, e.g. 'clay body'. */
  noun: string;
  items: readonly string[];
  emptyText: string;
  addLabel: string;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** An entry marked as the default (clay bodies). */
  defaultValue?: string | null;
}

/** A list of display strings with add, edit and delete (Studio Preferences). */
export function PreferenceList({ title, noun, items, emptyText, addLabel, onAdd, onEdit, onDelete, defaultValue }: PreferenceListProps) {
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label={title}>
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="flex items-center gap-2 py-1 pr-1 pl-3">
              <span className="min-w-0 flex-1 break-words">
                {item}
                {defaultValue === item ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">default</span> : null}
              </span>
              <Button variant="ghost" size="icon" aria-label={`Edit ${noun} ${item}`} onClick={() => onEdit(index)}>
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${noun} ${item}`} onClick={() => onDelete(index)}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
