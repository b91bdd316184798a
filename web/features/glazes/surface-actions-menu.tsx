import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { RecordActionsMenu } from "../../components/record-actions-menu";

interface SurfaceActionsMenuProps {
  /** How many combinations use this glaze; they are deleted with it ('Delete All (n+1 items)'). */
  dependents: number;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** The edit screen's menu (product.md#r75): Duplicate, and Delete behind a confirmation. */
export function SurfaceActionsMenu({ dependents, ...actions }: SurfaceActionsMenuProps) {
  const deleteLabel = dependents > 0 ? GLAZE_TEXTS.deleteAll(dependents) : GLAZE_TEXTS.delete;
  const deleteText =
    dependents > 0
      ? `${dependents === 1 ? "1 combination glaze uses" : `${dependents} combination glazes use`} this treatment and will be deleted with it. This action cannot be undone.`
      : "This action cannot be undone.";
  return (
    <RecordActionsMenu
      label="More actions"
      texts={{
        duplicate: GLAZE_TEXTS.duplicate,
        delete: deleteLabel,
        deleteTitle: GLAZE_TEXTS.confirmDelete,
        deleteText,
        cancel: "Cancel",
        deleting: "Deleting...",
      }}
      {...actions}
    />
  );
}
