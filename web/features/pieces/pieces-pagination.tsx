import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Pagination } from "../../../contract/pieces/schemas";
import { PAGINATION_WINDOW, PIECE_TEXTS } from "../../../contract/pieces/texts";
import { Button } from "../../components/ui/button";

/** Up to five page numbers around the current page, shifted at the ends so the window stays full. */
export function pageWindow(page: number, totalPages: number, size = PAGINATION_WINDOW): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** product.md#r75 pagination; shown only when there is more than one page. */
export function PiecesPagination({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const { page, totalPages, total } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-3 pt-2">
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {PIECE_TEXTS.previous}
        </Button>
        {pageWindow(page, totalPages).map((n) => (
          <Button
            key={n}
            variant={n === page ? "default" : "ghost"}
            size="sm"
            className="min-w-11"
            aria-current={n === page ? "page" : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {PIECE_TEXTS.next}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{PIECE_TEXTS.totalPieces(total)}</p>
    </nav>
  );
}
