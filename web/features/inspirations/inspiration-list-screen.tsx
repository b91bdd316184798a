import { Lightbulb, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ListSearchBox } from "../../components/list-search-box";
import { matchesText } from "../../lib/text-search";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { InspirationCard, InspirationCardSkeleton } from "./inspiration-card";
import { useInspirations } from "./inspirations-api";

const SKELETON_CARDS = 8;
const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** /inspiration (product.md#r75): the potter's collection as a card grid, newest first. */
export default function InspirationListScreen() {
  const { data, isPending, isError, refetch, isFetching } = useInspirations();
  const [query, setQuery] = useState("");
  const shown = (data ?? []).filter((item) => matchesText(query, [item.name, item.notes, item.tags, item.sources.flatMap((s) => [s.text, s.url])]));

  return (
    <PageContainer className="max-w-7xl">
      <PageHeader
        title={INSPIRATION_TEXTS.listTitle}
        subtitle={INSPIRATION_TEXTS.listSubtitle}
        actions={
          <Button asChild>
            <Link to="/new-inspiration">
              <Plus aria-hidden="true" />
              {INSPIRATION_TEXTS.addNew}
            </Link>
          </Button>
        }
      />
      {isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Loading inspiration">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <InspirationCardSkeleton key={i} />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 p-8 text-center">
          <p className="text-destructive">{INSPIRATION_TEXTS.loadError}</p>
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            Try Again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <Lightbulb className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{INSPIRATION_TEXTS.emptyTitle}</h2>
          <p className="text-muted-foreground">{INSPIRATION_TEXTS.emptyText}</p>
          <Button asChild className="mt-2">
            <Link to="/new-inspiration">
              <Plus aria-hidden="true" />
              {INSPIRATION_TEXTS.addNew}
            </Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <ListSearchBox id="inspiration-q" label={INSPIRATION_TEXTS.searchLabel} placeholder={INSPIRATION_TEXTS.searchPlaceholder} value={query} onChange={setQuery} />
          {shown.length === 0 ? (
            <p role="status" className="py-8 text-center text-muted-foreground">
              {INSPIRATION_TEXTS.noMatches}
            </p>
          ) : (
            <div className={GRID}>
              {shown.map((item) => (
                <InspirationCard key={item.id} item={item} />
              ))}
            </div>
          )}
        </div>
      )}
    </PageContainer>
  );
}
