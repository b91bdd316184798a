import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { RecordActionsMenu } from "../../components/record-actions-menu";

interface SurfaceActionsMenuProps {
  /** The names of the combination glazes that use this glaze as a layer. */
  dependents: string[];
  onDuplicate: () => void;
  /** `withCombinations`: 'Delete All (n+1 items)'; without: the combinations stay, marked (decision 0043). */
  onDelete: (withCombinations: boolean) => Promise<void>;
  busy?: boolean;
}

/**
 * The edit screen's menu (product.md#r75): Duplicate, and Delete behind a confirmation. A glaze used by combination
 * glazes names them and offers 'Delete this glaze only' beside 'Delete All (n+1 items)' (product.md#r95), so the
 * combinations are never deleted unseen.
 */
export function SurfaceActionsMenu({ dependents, onDuplicate, onDelete, busy }: SurfaceActionsMenuProps) {
  const n = dependents.length;
  const texts = {
    duplicate: GLAZE_TEXTS.duplicate,
    delete: n > 0 ? GLAZE_TEXTS.deleteAll(n) : GLAZE_TEXTS.delete,
    deleteTitle: GLAZE_TEXTS.confirmDelete,
    deleteText:
      n > 0 ? (
        <span className="grid gap-2">
          <span>{GLAZE_TEXTS.usedByCombinations(n)}</span>
          <span className="grid gap-1" role="list" aria-label={GLAZE_TEXTS.affectedCombinations}>
            {dependents.map((name, i) => (
              <span key={`${i}-${name}`} role="listitem" className="font-medium text-foreground">
                {name}
              </span>
            ))}
          </span>
          <span>{GLAZE_TEXTS.deleteChoices}</span>
        </span>
      ) : (
        GLAZE_TEXTS.cannotBeUndone
      ),
    cancel: "Cancel",
    deleting: "Deleting...",
  };
  return (
    <RecordActionsMenu
      label="More actions"
      texts={texts}
      onDuplicate={onDuplicate}
      onDelete={() => onDelete(n > 0)}
      alternative={n > 0 ? { label: GLAZE_TEXTS.deleteGlazeOnly, onDelete: () => onDelete(false) } : undefined}
      busy={busy}
    />
  );
}
