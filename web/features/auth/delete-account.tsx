/**
 * Settings ▸ Account Info ▸ Delete Account and its 'Delete Account Permanently' dialog (spec 000 §2, D15).
 */
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { AUTH_TEXTS, DELETED_DATA_LIST } from "../../../contract/auth/texts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { useDeleteAccount } from "./use-delete-account";

export function DeleteAccountButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteAccount();
  const pending = deletion.isPending;

  return (
    <AlertDialog
      open={open}
      // While the call runs the dialog stays put, so its 'Deleting...' state stays visible.
      onOpenChange={(next) => {
        if (!pending) setOpen(next);
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className={cn("w-full sm:w-auto", className)}>
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{AUTH_TEXTS.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            This cannot be undone. Deleting your account permanently removes:
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="ml-5 list-disc space-y-1 text-sm">
          {DELETED_DATA_LIST.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog must not close before the call settles. */}
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() =>
              deletion.mutate(undefined, {
                onSuccess: () => setOpen(false),
              })
            }
          >
            {pending ? AUTH_TEXTS.deletePending : AUTH_TEXTS.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
