import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";
import { cn } from "../../lib/utils";
import { PieceCard } from "../pieces/piece-card";

export const CARD_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4";

/** One stage of My Pieces with its count; every section starts expanded (product.md#r75). */
export function StageSection({ stage, pieces, firstScreenCards = 0 }: { stage: string; pieces: PieceListItem[]; firstScreenCards?: number }) {
  const [open, setOpen] = useState(true);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-label={stage} className="grid gap-3">
        <CollapsibleTrigger className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-1 text-left focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            {stage}
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground" aria-label={`${pieces.length} pieces`}>
              {pieces.length}
            </span>
          </h2>
          <ChevronDown className={cn("size-5 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden="true" />
        </CollapsibleTrigger>
        <CollapsibleContent>
          <ul className={CARD_GRID}>
            {pieces.map((piece, i) => (
              <li key={piece.id}>
                <PieceCard piece={piece} onFirstScreen={i < firstScreenCards} />
              </li>
            ))}
          </ul>
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
