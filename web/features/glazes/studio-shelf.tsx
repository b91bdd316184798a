/**
 * A studio's glaze shelf in the Library (docs/decisions/0237-studio-glaze-shelf.md): one section per studio the
 * potter is in, below their own library, never mixed into it. The owner and staff add to it; every member opens a
 * surface read-only and uses it on their layers and tiles.
 */
import { ChevronDown, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Glaze } from "../../../contract/glazes/schemas";
import { byName } from "../../../contract/glazes/names";
import { roleAtLeast, type StudioRole } from "../../../contract/studios/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { BackLink } from "../../components/back-link";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/utils";
import { useStudios } from "../studios/studios-api";
import { useStudioShelves } from "./glazes-api";
import { SurfaceThumb } from "./surface-thumb";
import { ShelfRecipeSection } from "../glaze-lab/shelf-recipe-section";

export interface MyStudio {
  id: number;
  name: string;
  role: StudioRole;
}

/** The studios the potter is in, with their roles; empty while loading or for a potter in none. */
export function useMyStudios(): MyStudio[] {
  const studios = useStudios();
  return (studios.data?.data ?? []).map((s) => ({ id: s.id, name: s.name, role: s.role }));
}

/** Each of the potter's studios with its shelf's surfaces: the layer and tile pickers' studio groups. */
export function useMyShelves() {
  return useStudioShelves(useMyStudios());
}

function ShelfRow({ glaze }: { glaze: Glaze }) {
  const details = [glaze.type === "Glaze" ? null : glaze.type, glaze.finish, glaze.temperature].filter((v): v is string => Boolean(v));
  return (
    <li>
      <Link
        to={`/glaze-library/edit/${glaze.id}`}
        className="flex min-h-16 items-center gap-3 rounded-lg px-3 py-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <SurfaceThumb kind={glaze.type} imageUrl={glaze.thumbnailUrl} color={glaze.color} />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium break-words">{glaze.name}</span>
          {details.length > 0 ? <span className="block truncate text-sm text-muted-foreground">{details.join(" · ")}</span> : null}
        </span>
      </Link>
    </li>
  );
}

function ShelfSection({ studio, glazes, loading, failed }: { studio: MyStudio; glazes: Glaze[]; loading: boolean; failed: boolean }) {
  const [open, setOpen] = useState(true);
  const headingId = `studio-shelf-${studio.id}`;
  const staff = roleAtLeast(studio.role, "staff");
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={headingId} data-studio-shelf={studio.id} className="rounded-xl border bg-card">
        <div className="flex items-center gap-2 pr-2">
          <h2 id={headingId} className="m-0 flex-1">
            <CollapsibleTrigger className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span className="flex items-center gap-2">
                {GLAZE_TEXTS.shelfHeading(studio.name)}
                {loading ? null : <Badge variant="secondary">{glazes.length}</Badge>}
              </span>
              <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", open ? "rotate-180" : "")} />
            </CollapsibleTrigger>
          </h2>
          {staff ? (
            <Button asChild variant="outline" className="min-h-11">
              <Link to={`/glaze-library/new?studioId=${studio.id}`} aria-label={`${GLAZE_TEXTS.addToShelf}: ${studio.name}`}>
                <Plus aria-hidden="true" />
                {GLAZE_TEXTS.addToShelf}
              </Link>
            </Button>
          ) : null}
        </div>
        <CollapsibleContent className="px-2 pb-3">
          {loading ? (
            <div aria-busy="true" aria-label={`Loading ${GLAZE_TEXTS.shelfHeading(studio.name)}`} className="space-y-2 px-3 py-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          ) : failed ? (
            <p role="alert" className="px-3 py-4 text-center text-destructive">
              {GLAZE_TEXTS.shelfLoadFailed}
            </p>
          ) : glazes.length > 0 ? (
            <ul>
              {[...glazes].sort(byName).map((g) => (
                <ShelfRow key={g.id} glaze={g} />
              ))}
            </ul>
          ) : (
            <div className="px-3 py-4 text-center">
              <p className="font-medium">{GLAZE_TEXTS.shelfEmptyTitle}</p>
              <p className="text-sm text-muted-foreground">{staff ? GLAZE_TEXTS.shelfEmptyStaffHint : GLAZE_TEXTS.shelfEmptyMemberHint}</p>
            </div>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}

/** The Library's studio shelves, one section per studio, filtered by the Library's search. */
export function StudioShelves({ matches }: { matches: (glaze: Glaze) => boolean }) {
  const shelves = useStudioShelves(useMyStudios());
  return (
    <>
      {shelves.map(({ studio, query, glazes }) => (
        <ShelfSection key={studio.id} studio={studio} glazes={glazes.filter(matches)} loading={query.isPending} failed={query.isError} />
      ))}
    </>
  );
}

/** A studio surface as a member sees it: what it is, read-only, and who may change it. */
export function ShelfSurfaceView({ glaze, studioName }: { glaze: Glaze; studioName: string }) {
  const facts: [string, string | null][] = [
    ["Type", glaze.type],
    [GLAZE_TEXTS.brandLabel, glaze.brand],
    ["Cone", glaze.temperature],
    ["Finish", glaze.finish],
    ["Notes", glaze.notes],
  ];
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/glaze-library">{GLAZE_TEXTS.backToLibrary}</BackLink>
      <div className="flex items-center gap-3">
        <SurfaceThumb kind={glaze.type} imageUrl={glaze.thumbnailUrl} color={glaze.color} />
        <h1 className="text-2xl font-bold tracking-tight break-words">{glaze.name}</h1>
      </div>
      <p className="rounded-lg border bg-muted/40 p-3 text-sm">{GLAZE_TEXTS.shelfReadOnly(studioName)}</p>
      <dl className="grid gap-3">
        {facts
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="break-words whitespace-pre-wrap">{value}</dd>
            </div>
          ))}
      </dl>
      {glaze.studioId !== null ? <ShelfRecipeSection studioId={glaze.studioId} glazeId={glaze.id} canEdit={false} /> : null}
    </div>
  );
}
