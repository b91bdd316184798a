import { ChevronDown } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { Link } from "react-router";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { cn } from "../../lib/utils";
import { PieceCard } from "../pieces/piece-card";

export const CARD_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

interface StageSectionProps {
  stage: string;
  pieces: PieceListItem[];
  /** The potter's true number of pieces at this stage, over every page (product.md#r123). */
  total: number;
  /** Where every piece of this stage is listed, when this page does not hold them all. */
  seeAllHref?: string;
  firstScreenCards?: number;
}

/**
 * One stage of My Pieces with the potter's true count for it; every section starts expanded (product.md#r75). When the
 * page holds only some of the stage's pieces, a link lists all of them (docs/decisions/0133-stage-totals.md). A plain
 * disclosure button, not Radix's Collapsible: that one measures its content's height on mount for an animation these
 * sections do not have, a forced layout per section on the first screen (decision 0158).
 */
export function StageSection({ stage, pieces, total, seeAllHref, firstScreenCards = 0 }: StageSectionProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  // The first drawing holds only the cards on the first screen; the rest follow at once, in the background, so the page
  // shows sooner on a slow phone (decision 0162). Until then each of them keeps its place with a card outline.
  const drawn = useDeferredValue(pieces.length, Math.min(firstScreenCards, pieces.length));
  return (
    <section aria-label={stage} className="grid gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-1 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          {stage}
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground" aria-label={PIECE_TEXTS.stageTotal(total)}>
            {total}
          </span>
        </h2>
        <ChevronDown className={cn("size-5 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      {open ? (
        <div id={contentId} className="grid gap-3">
          {pieces.length > 0 && pieces.length < total ? (
            <p className="text-sm text-muted-foreground">{PIECE_TEXTS.stageShownOfTotal(pieces.length, total)}</p>
          ) : null}
          <ul className={CARD_GRID}>
            {pieces.map((piece, i) =>
              i < drawn ? (
                <li key={piece.id}>
                  <PieceCard piece={piece} onFirstScreen={i < firstScreenCards} />
                </li>
              ) : (
                <li key={piece.id} aria-hidden="true" className="overflow-hidden rounded-lg border">
                  <div className="aspect-[4/3] bg-muted" />
                  <div className="h-20" />
                </li>
              ),
            )}
          </ul>
          {seeAllHref ? (
            <Link to={seeAllHref} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {PIECE_TEXTS.seeAllOfStage(total, stage)}
            </Link>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
