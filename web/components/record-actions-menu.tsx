import { Copy, Trash2 } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { MenuButton } from "./menu-button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "./ui/dropdown-menu";

export interface RecordActionTexts {
  duplicate: string;
  /** The menu item and the confirming button. */
  delete: string;
  deleteTitle: string;
  deleteText: ReactNode;
  cancel: string;
  deleting: string;
}

interface RecordActionsMenuProps {
  /** The accessible name of the menu button, e.g. "Piece actions". */
  label: string;
  texts: RecordActionTexts;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  /** More items between Duplicate and Delete (a piece's "Lost or reclaimed…"). */
  items?: { label: string; icon?: ReactNode; onSelect: () => void }[];
  /** A second delete in the confirmation (a glaze without its combinations). */
  alternative?: { label: string; onDelete: () => Promise<void> };
  busy?: boolean;
}

/** A detail screen's menu (product.md#r75): Duplicate, and Delete behind a confirmation that stays open while deleting. */
export function RecordActionsMenu({ label, texts, onDuplicate, onDelete, items = [], alternative, busy }: RecordActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);
  // The screen leaves on success: until it has, the confirmation stays open and pending.
  const [deleted, setDeleted] = useState(false);
  const leaving = useRef(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <MenuButton label={label} disabled={busy} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" />
            {texts.duplicate}
          </DropdownMenuItem>
          {items.map((item) => (
            <DropdownMenuItem key={item.label} onSelect={item.onSelect}>
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {texts.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !leaving.current && setConfirming(open)}
        title={texts.deleteTitle}
        description={texts.deleteText}
        confirmLabel={texts.delete}
        pendingLabel={texts.deleting}
        cancelLabel={texts.cancel}
        destructive={false}
        pending={deleted}
        onConfirm={async () => {
          await onDelete();
          leaving.current = true;
          setDeleted(true);
        }}
        alternative={
          alternative
            ? {
                label: alternative.label,
                onConfirm: async () => {
                  await alternative.onDelete();
                  leaving.current = true;
                  setDeleted(true);
                },
              }
            : undefined
        }
      />
    </>
  );
}
