/**
 * Settings ▸ Account Info ▸ Delete Account and its 'Delete Account Permanently' dialog (product.md#r36, product.md#r15).
 */
import { Trash2Icon } from "lucide-react";
import { ACCOUNT_TEXTS, DELETED_DATA_LIST } from "../../../contract/account/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";
import { useDeleteAccount } from "./use-delete-account";

export function DeleteAccountButton({ className }: { className?: string }) {
  const deletion = useDeleteAccount();

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className={cn("w-full sm:w-auto", className)}>
          <Trash2Icon aria-hidden="true" />
          Delete Account
        </Button>
      }
      title={ACCOUNT_TEXTS.deleteDialogTitle}
      description="This cannot be undone. Deleting your account permanently removes:"
      confirmLabel={ACCOUNT_TEXTS.deleteConfirm}
      pendingLabel={ACCOUNT_TEXTS.deletePending}
      // While the call runs the dialog stays put, so its 'Deleting...' state stays visible; a failure keeps it open.
      onConfirm={() => deletion.mutateAsync()}
      pending={deletion.isPending}
    >
      <ul className="ml-5 list-disc space-y-1 text-sm">
        {DELETED_DATA_LIST.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
