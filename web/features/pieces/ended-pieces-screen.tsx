/**
 * Lost & reclaimed (product.md#r180): the pieces that broke or went back into the clay, newest first, each with how
 * and when it ended and the stage it was at. Reached from My Pieces; a piece opens as any other, where it can be
 * restored.
 */
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListSearchBox } from "../../components/list-search-box";
import { FATE_TEXTS } from "../../../contract/pieces/fate-texts";
import type { PieceListItem } from "../../../contract/pieces/schemas";
import { PIECE_TEXTS } from "../../../contract/pieces/texts";
import { BackLink } from "../../components/back-link";
import { LoadFailed } from "../../components/load-failed";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { readPage } from "./piece-keys";
import { useEndedPieces } from "./pieces-api";
import { PiecesPagination } from "./pieces-pagination";
import { formatDayOrInstant } from "../../lib/calendar-day";
import { PiecesSkeleton } from "./pieces-skeleton";

const SEARCH_PAUSE_MS = 300;

function EndedRow({ piece }: { piece: PieceListItem }) {
  const fate = piece.fate!;
  return (
    <li>
      <Link
        to={`/pieces/${piece.id}`}
        className="grid min-h-11 gap-0.5 rounded-lg border bg-card px-3 py-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className="font-medium">{piece.name}</span>
        <span className="text-sm text-muted-foreground">{FATE_TEXTS.banner(fate.fate, fate.cause, formatDayOrInstant(fate.at), fate.stage)}</span>
        {fate.note ? <span className="line-clamp-2 text-sm text-muted-foreground">{fate.note}</span> : null}
      </Link>
    </li>
  );
}

export default function EndedPiecesScreen() {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get("page"));
  const q = params.get("q")?.trim() ?? "";
  const [typed, setTyped] = useState(q);
  // A lost piece is history, so it can be searched for like any other; the words go into the address after a pause.
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);
  const { data, isPending, isError, isFetching, refetch } = useEndedPieces(page, q);
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/pieces" label={PIECE_TEXTS.backToPieces}>
        {PIECE_TEXTS.back}
      </BackLink>
      <PageHeader title={FATE_TEXTS.listTitle} subtitle={FATE_TEXTS.listSubtitle} />
      <ListSearchBox id="ended-q" label={FATE_TEXTS.searchLabel} placeholder={FATE_TEXTS.searchPlaceholder} value={typed} onChange={setTyped} />
      {isPending ? (
        <PiecesSkeleton />
      ) : isError ? (
        <LoadFailed className="py-12" message={FATE_TEXTS.loadError} retrying={isFetching} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <p role="status" className="py-12 text-center text-muted-foreground">
          {q ? FATE_TEXTS.noMatches : FATE_TEXTS.empty}
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {data.data.map((piece) => (
              <EndedRow key={piece.id} piece={piece} />
            ))}
          </ul>
          <PiecesPagination
            pagination={data.pagination}
            onPage={(next) => {
              setParams({ ...(q ? { q } : {}), ...(next === 1 ? {} : { page: String(next) }) });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
