import { Copy, MoreVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";

interface InspirationActionsMenuProps {
  name: string;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** The edit screen's menu: Duplicate, and Delete behind the 'Are you sure?' dialog. */
export function InspirationActionsMenu({ name, onDuplicate, onDelete, busy }: InspirationActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="More actions" disabled={busy}>
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" />
            {INSPIRATION_TEXTS.duplicate}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {INSPIRATION_TEXTS.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{INSPIRATION_TEXTS.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{INSPIRATION_TEXTS.deleteText(name)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>{INSPIRATION_TEXTS.cancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              onClick={(e) => {
                // Keep the dialog open while deleting; the screen navigates away on success.
                e.preventDefault();
                setDeleting(true);
                onDelete().catch(() => setDeleting(false));
              }}
            >
              {deleting ? INSPIRATION_TEXTS.deleting : INSPIRATION_TEXTS.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
