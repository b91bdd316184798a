import { Copy, MoreVertical, Trash2 } from "lucide-react";
import { useState } from "react";
import { GLAZE_TEXTS } from "../../../contract/glazes";
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

interface SurfaceActionsMenuProps {
  /** How many combinations use this glaze; they are deleted with it ('Delete All (n+1 items)'). */
  dependents: number;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** The edit screen's menu (spec 001 §2): Duplicate, and Delete behind a confirmation. */
export function SurfaceActionsMenu({ dependents, onDuplicate, onDelete, busy }: SurfaceActionsMenuProps) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteLabel = dependents > 0 ? GLAZE_TEXTS.deleteAll(dependents) : GLAZE_TEXTS.delete;

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
            {GLAZE_TEXTS.duplicate}
          </DropdownMenuItem>
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {deleteLabel}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{GLAZE_TEXTS.confirmDelete}</AlertDialogTitle>
            <AlertDialogDescription>
              {dependents > 0
                ? `${dependents === 1 ? "1 combination glaze uses" : `${dependents} combination glazes use`} this treatment and will be deleted with it. This action cannot be undone.`
                : "This action cannot be undone."}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              disabled={deleting}
              onClick={(e) => {
                // Keep the dialog open while deleting; the screen leaves on success.
                e.preventDefault();
                setDeleting(true);
                onDelete().catch(() => setDeleting(false));
              }}
            >
              {deleting ? "Deleting..." : deleteLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
