import { DRAFT_TEXTS } from "../../contract/common/texts";
import type { FormDraft } from "../lib/use-form-draft";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "./ui/alert-dialog";
import { Button } from "./ui/button";

/**
 * 'Continue your unsaved piece?' when a New screen opens with a kept draft (docs/decisions/0132-unsaved-drafts.md).
 * Escape continues: the choice that loses nothing.
 */
export function DraftOffer({ draft, what }: { draft: FormDraft; what: string }) {
  return (
    <AlertDialog open={draft.offered} onOpenChange={(open) => (open ? undefined : draft.accept())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{DRAFT_TEXTS.question(what)}</AlertDialogTitle>
          <AlertDialogDescription>{DRAFT_TEXTS.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" onClick={draft.discard}>
            {DRAFT_TEXTS.discard}
          </Button>
          <Button onClick={draft.accept}>{DRAFT_TEXTS.continue}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
