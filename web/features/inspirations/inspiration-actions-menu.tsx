import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { RecordActionsMenu } from "../../components/record-actions-menu";

interface InspirationActionsMenuProps {
  name: string;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  busy?: boolean;
}

/** The edit screen's menu: Duplicate, and Delete behind the 'Are you sure?' dialog. */
export function InspirationActionsMenu({ name, ...actions }: InspirationActionsMenuProps) {
  return (
    <RecordActionsMenu label="More actions" texts={{ ...INSPIRATION_TEXTS, deleteText: INSPIRATION_TEXTS.deleteText(name) }} {...actions} />
  );
}
