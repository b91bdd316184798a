/**
 * Select mode on My Pieces (product.md#r132): 'Select' turns the cards into check boxes, and a bar kept above the
 * bottom navigation says how many are chosen and offers what can be done with them ('Print labels'). The choice lasts
 * across pages and searches until 'Done'.
 */
import { CheckSquare, Flame } from "lucide-react";
import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { REQUEST_TEXTS } from "../../../contract/studios/request-texts";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { LABELS_MAX } from "../../../contract/labels/rules";
import { LABEL_TEXTS } from "../../../contract/labels/texts";
import { Button } from "../../components/ui/button";
import { PrintLabelsButton } from "../labels/print-labels-dialog";

interface Selection {
  selecting: boolean;
  /** Chosen piece ids, in the order they were chosen (the labels' order). */
  selected: readonly number[];
  toggle: (id: number) => void;
  start: () => void;
  stop: () => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** The cards' view of select mode; null outside My Pieces (a card then always opens its piece). */
export const usePieceSelection = () => useContext(SelectionContext);

export function PieceSelectionProvider({ children }: { children: ReactNode }) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = useCallback(
    (id: number) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : now.length >= LABELS_MAX ? now : [...now, id])),
    [],
  );
  const value = useMemo<Selection>(
    () => ({
      selecting,
      selected,
      toggle,
      start: () => setSelecting(true),
      stop: () => {
        setSelecting(false);
        setSelected([]);
      },
    }),
    [selecting, selected, toggle],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** 'Select', shown while not selecting. */
export function SelectPiecesButton() {
  const selection = usePieceSelection();
  if (!selection || selection.selecting) return null;
  return (
    <Button type="button" variant="outline" className="min-h-11 self-start" onClick={selection.start}>
      <CheckSquare aria-hidden="true" />
      {LABEL_TEXTS.select}
    </Button>
  );
}

const sendDialog = lazyPart(() => import("../studios/send-to-firing-dialog").then((m) => m.SendToFiringDialog));

/** Send to firing for the chosen pieces (a studio's queue, docs/decisions/0231-firing-queue.md). */
function SendSelectedButton({ ids, onSent }: { ids: readonly number[]; onSent: () => void }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button type="button" variant="outline" className="min-h-11" disabled={ids.length === 0} onClick={() => setOpen(true)}>
        <Flame aria-hidden="true" />
        {REQUEST_TEXTS.send}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <sendDialog.Part pieceIds={ids} open={open} onOpenChange={setOpen} onSent={onSent} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The bar of select mode, pinned above the bottom navigation while the list scrolls. */
export function PieceSelectionBar() {
  const selection = usePieceSelection();
  if (!selection?.selecting) return null;
  const count = selection.selected.length;
  return (
    <div
      role="region"
      aria-label={LABEL_TEXTS.selectedCount(count)}
      className="sticky bottom-[calc(var(--bottom-nav-height,0px)+0.5rem)] z-20 flex flex-wrap items-center gap-2 rounded-lg border bg-card/95 p-2 shadow-md backdrop-blur"
    >
      <span role="status" className="px-2 text-sm font-medium">
        {LABEL_TEXTS.selectedCount(count)}
      </span>
      <span className="flex-1" />
      <SendSelectedButton ids={selection.selected} onSent={selection.stop} />
      <PrintLabelsButton kind="piece" ids={selection.selected} text={LABEL_TEXTS.actionCount(count)} variant="default" />
      <Button type="button" variant="ghost" className="min-h-11" onClick={selection.stop}>
        {LABEL_TEXTS.doneSelecting}
      </Button>
    </div>
  );
}
