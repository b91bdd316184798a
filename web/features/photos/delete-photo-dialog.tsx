import { PHOTO_TEXTS } from "../../../contract/photos/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";

/** product.md#r75: 'Delete Photo' / 'Are you sure you want to delete this photo? This action cannot be undone.' */
export function DeletePhotoDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PHOTO_TEXTS.deleteTitle}
      description={PHOTO_TEXTS.deleteText}
      confirmLabel="Delete"
      destructive={false}
      onConfirm={onConfirm}
    />
  );
}
