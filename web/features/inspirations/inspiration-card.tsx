import { Link } from "react-router";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { INSPIRATION_CARD_TAGS } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { Badge } from "../../components/ui/badge";
import { Skeleton } from "../../components/ui/skeleton";
import { InspirationThumb } from "./inspiration-thumb";
import { NotesWithLinks } from "./notes-with-links";

/** One card of the inspiration grid (product.md#r75); the whole card opens the edit page. */
export function InspirationCard({ item }: { item: Inspiration }) {
  const inlineTags = item.tags.slice(0, INSPIRATION_CARD_TAGS);
  const extraTags = item.tags.slice(INSPIRATION_CARD_TAGS);
  return (
    <article
      data-testid="inspiration-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
    >
      <div className="aspect-[4/3] overflow-hidden bg-muted">
        <InspirationThumb name={item.name} src={item.thumbnailUrl} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-tight font-semibold">
          <Link
            to={`/inspiration/edit/${item.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.name}
          </Link>
        </h2>
        {inlineTags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {inlineTags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {item.notes ? (
          <NotesWithLinks notes={item.notes} className="line-clamp-2 whitespace-normal" />
        ) : (
          <p className="text-sm text-muted-foreground italic">{INSPIRATION_TEXTS.noNotes}</p>
        )}
        {extraTags.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-1 pt-1" aria-label="More tags">
            {extraTags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

export function InspirationCardSkeleton() {
  return (
    <div data-testid="inspiration-card-skeleton" className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
