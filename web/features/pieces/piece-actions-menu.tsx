import { Copy, MoreVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { PIECE_TEXTS } from "../../../contract/pieces";
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
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../../components/ui/dropdown-menu";

interface PieceActionsMenuProps {
  name: string;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** Piece details menu: Duplicate, and Delete behind a confirmation (spec 001 §2). */
export function PieceActionsMenu({ name, onDuplicate, onDelete, busy }: PieceActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Piece actions" disabled={busy}>
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={onDuplicate}>
            <Copy aria-hidden="true" />
            {PIECE_TEXTS.duplicate}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {PIECE_TEXTS.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{PIECE_TEXTS.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription>{PIECE_TEXTS.deleteText(name)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>{PIECE_TEXTS.cancel}</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              onClick={(e) => {
                // Stay open while deleting; the screen leaves on success.
                e.preventDefault();
                setDeleting(true);
                onDelete().catch(() => setDeleting(false));
              }}
            >
              {deleting ? PIECE_TEXTS.deleting : PIECE_TEXTS.delete}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
