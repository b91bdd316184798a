import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { STAGES } from "../../../contract/stages/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { PiecesViewSwitch } from "../firings/pieces-view-switch";
import { Button } from "../../components/ui/button";
import { PiecesPagination } from "./pieces-pagination";
import { PiecesSkeleton } from "./pieces-skeleton";
import { StageSection } from "../stages/stage-section";
import { TooltipTour } from "./tooltip-tour";
import { usePrefetchInspirations } from "../inspirations/inspirations-api";
import { readPage } from "./piece-keys";
import { usePiecesPage } from "./pieces-api";
import { TodayCard } from "../reminders/today-card";

/** Two rows of two on a phone: the cards a potter sees before scrolling. */
const FIRST_SCREEN_CARDS = 4;

/** The page's pieces by stage, in making order; stages without pieces are left out. */
function groupByStage(pieces: PieceListItem[]): [string, PieceListItem[]][] {
  return STAGES.map((stage) => [stage, pieces.filter((p) => p.currentStage === stage)] as [string, PieceListItem[]]).filter(
    ([, list]) => list.length > 0,
  );
}

/** My Pieces (product.md#r75): the signed-in home. The page number lives in the address so reload and back keep it. */
export default function PiecesScreen() {
  usePrefetchInspirations();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get("page"));
  const { data, isPending, isError } = usePiecesPage(page);
  const groups = useMemo(() => groupByStage(data?.data ?? []), [data]);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <div className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <PageContainer className="pb-0">
          <PiecesViewSwitch />
          <PageHeader title={PIECE_TEXTS.listTitle} subtitle={PIECE_TEXTS.listSubtitle} className="pb-3" />
        </PageContainer>
      </div>
      <PageContainer className="grid gap-8 pt-4">
        <TodayCard />
        {isPending ? (
          <PiecesSkeleton />
        ) : isError ? (
          <p role="alert" className="py-12 text-center text-destructive">
            {PIECE_TEXTS.loadError}
          </p>
        ) : data.pagination.total === 0 ? (
          <div className="flex flex-col items-center gap-2 py-16 text-center">
            <h2 className="text-xl font-semibold">{PIECE_TEXTS.emptyTitle}</h2>
            <p className="text-muted-foreground">{PIECE_TEXTS.emptyText}</p>
            <Button asChild className="mt-3">
              <Link to="/new-piece">
                <Plus aria-hidden="true" />
                {PIECE_TEXTS.createNew}
              </Link>
            </Button>
          </div>
        ) : (
          <>
            {groups.map(([stage, pieces], i) => (
              <StageSection key={stage} stage={stage} pieces={pieces} firstScreenCards={i === 0 ? FIRST_SCREEN_CARDS : 0} />
            ))}
            <PiecesPagination pagination={data.pagination} onPage={goTo} />
          </>
        )}
      </PageContainer>
      <TooltipTour />
    </>
  );
}
