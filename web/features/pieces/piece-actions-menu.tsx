import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { RecordActionsMenu } from "../../components/record-actions-menu";

interface PieceActionsMenuProps {
  name: string;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** Piece details menu: Duplicate, and Delete behind a confirmation (product.md#r75). */
export function PieceActionsMenu({ name, ...actions }: PieceActionsMenuProps) {
  return <RecordActionsMenu label="Piece actions" texts={{ ...PIECE_TEXTS, deleteText: PIECE_TEXTS.deleteText(name) }} {...actions} />;
}
