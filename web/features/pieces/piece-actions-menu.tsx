import { Flame, HeartCrack } from "lucide-react";
import { Suspense } from "react";
import { FATE_TEXTS } from "../../../contract/pieces/fate-texts";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { REQUEST_TEXTS } from "../../../contract/studios/request-texts";
import { MenuButton } from "../../components/menu-button";
import { lazyPart } from "../../lib/lazy-part";
import { usePreloadWhenIdle } from "../../lib/preload";

// The menu's pop-up code (Radix's menu and its positioning engine) is not needed to draw the piece (decision 0164).
const menu = lazyPart(() => import("../../components/record-actions-menu").then((m) => m.RecordActionsMenu));

interface PieceActionsMenuProps {
  name: string;
  onDuplicate: () => void;
  onDelete: () => Promise<void>;
  /** Opens the fate dialog (product.md#r180). */
  onFate: () => void;
  /** Opens Send to firing (a studio's queue, docs/decisions/0231-firing-queue.md). */
  onSendToFiring: () => void;
  busy?: boolean;
}

/** Piece details menu: Duplicate, Lost or reclaimed… (product.md#r180), and Delete behind a confirmation (product.md#r75). */
export function PieceActionsMenu({ name, onFate, onSendToFiring, ...actions }: PieceActionsMenuProps) {
  usePreloadWhenIdle(menu.preload);
  const label = "Piece actions";
  return (
    <Suspense
      fallback={
        // The same button, announced as unavailable until its menu's code has arrived.
        <MenuButton label={label} aria-disabled="true" />
      }
    >
      <menu.Part
        label={label}
        texts={{ ...PIECE_TEXTS, deleteText: PIECE_TEXTS.deleteText(name) }}
        items={[
          { label: REQUEST_TEXTS.send, icon: <Flame aria-hidden="true" />, onSelect: onSendToFiring },
          { label: FATE_TEXTS.menuItem, icon: <HeartCrack aria-hidden="true" />, onSelect: onFate },
        ]}
        {...actions}
      />
    </Suspense>
  );
}
