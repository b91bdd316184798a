import { Plus } from "lucide-react";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import type { PieceListItem, StageCounts } from "../../../contract/pieces/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { FATE_TEXTS } from "../../../contract/pieces/fate-texts";
import { STAGES, type Stage } from "../../../contract/stages/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { PiecesViewSwitch } from "../firings/pieces-view-switch";
import { Button } from "../../components/ui/button";
import { PiecesPagination } from "./pieces-pagination";
import { PiecesSkeleton } from "./pieces-skeleton";
import { StageSection } from "../stages/stage-section";
import { TooltipTour } from "./tooltip-tour";
import { usePrefetchInspirations } from "../inspirations/inspirations-api";
import { readPage, readSearch, readStage } from "./piece-keys";
import { GoToCode } from "../codes/go-to-code";
import { PiecesSearchBar } from "./pieces-search-bar";
import { PIECE_SEARCH_UI } from "../../../contract/pieces/search-texts";
import { usePiecesPage } from "./pieces-api";
import { TodayCard } from "../reminders/today-card";
import { LoadFailed } from "../../components/load-failed";
import { StudioLinks } from "../studios/studio-links";
import { PieceSelectionBar, PieceSelectionProvider, SelectPiecesButton } from "./piece-selection";

/** Two rows of two on a phone: the cards a potter sees before scrolling. */
const FIRST_SCREEN_CARDS = 4;

/**
 * The page's pieces by stage, in making order, with the potter's true total for each stage; a stage with pieces
 * elsewhere but none on this page still shows, with its total and a link to all of them (product.md#r123).
 */
function groupByStage(pieces: PieceListItem[], counts: StageCounts, only?: Stage): { stage: Stage; pieces: PieceListItem[]; total: number }[] {
  return STAGES.filter((stage) => !only || stage === only)
    .map((stage) => ({ stage, pieces: pieces.filter((p) => p.currentStage === stage), total: counts[stage] }))
    .filter((g) => g.total > 0 || g.pieces.length > 0);
}

/** My Pieces (product.md#r75): the signed-in home. The page number lives in the address so reload and back keep it. */
export default function PiecesScreen() {
  usePrefetchInspirations();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get("page"));
  const stage = readStage(params.get("stage"));
  const search = useMemo(() => readSearch(params), [params]);
  const searching = Object.keys(search).length > 0;
  const { data, isPending, isError, refetch, isFetching } = usePiecesPage(page, stage, search);
  const groups = useMemo(() => (data ? groupByStage(data.data, data.stageCounts, stage) : []), [data, stage]);

  const goTo = (next: number) => {
    const query: Record<string, string> = { ...(stage ? { stage } : {}), ...search };
    if (next !== 1) query.page = String(next);
    setParams(query);
    window.scrollTo({ top: 0 });
  };

  return (
    <PieceSelectionProvider>
      <div className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <PageContainer className="pb-0">
          <PiecesViewSwitch />
          <PageHeader title={PIECE_TEXTS.listTitle} subtitle={PIECE_TEXTS.listSubtitle} className="pb-3" />
        </PageContainer>
      </div>
      <PageContainer className="grid gap-8 pt-4">
        <TodayCard />
        {/* A new search starts at page 1 and is a new history entry, so Back returns to the one before. */}
        <PiecesSearchBar stage={stage} search={search} onApply={(next) => setParams(next)} />
        {/* From a pot in the hand to its record: the code written on it (product.md#r131). */}
        <GoToCode />
        {/* Pieces that broke or were reclaimed are kept in their own list (product.md#r180). */}
        <Link to="/lost-and-reclaimed" className="inline-flex min-h-11 items-center justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          {FATE_TEXTS.listLink}
        </Link>
        {/* A member's studios, one tap from their pieces (product.md#r242). */}
        <StudioLinks />
        {/* Select mode (product.md#r132): choose pieces, then print their labels. */}
        {data && data.pagination.total > 0 ? <SelectPiecesButton /> : null}
        {isPending ? (
          <PiecesSkeleton />
        ) : isError ? (
          <LoadFailed className="py-12" message={PIECE_TEXTS.loadError} retrying={isFetching} onRetry={() => void refetch()} />
        ) : data.pagination.total === 0 && searching ? (
          <p role="status" className="py-12 text-center text-muted-foreground">
            {PIECE_SEARCH_UI.noResults}
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
            {searching ? (
              <p role="status" className="text-sm text-muted-foreground">
                {PIECE_SEARCH_UI.resultCount(data.pagination.total)}
              </p>
            ) : null}
            {stage ? (
              <Link to={`/pieces?${new URLSearchParams(search as Record<string, string>).toString()}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
                {PIECE_TEXTS.allStages}
              </Link>
            ) : null}
            {groups.map((group, i) => (
              <StageSection
                key={group.stage}
                stage={group.stage}
                pieces={group.pieces}
                total={group.total}
                seeAllHref={
                  !stage && group.pieces.length < group.total
                    ? `/pieces?${new URLSearchParams({ ...(search as Record<string, string>), stage: group.stage }).toString()}`
                    : undefined
                }
                firstScreenCards={i === 0 ? FIRST_SCREEN_CARDS : 0}
              />
            ))}
            <PiecesPagination pagination={data.pagination} onPage={goTo} />
            <PieceSelectionBar />
          </>
        )}
      </PageContainer>
      <TooltipTour />
    </PieceSelectionProvider>
  );
}
