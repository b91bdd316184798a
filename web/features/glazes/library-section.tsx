import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LibrarySection as SectionKind } from "../../../contract/glazes/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Badge } from "../../components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "../../components/ui/collapsible";
import { Skeleton } from "../../components/ui/skeleton";
import { cn } from "../../lib/utils";
import { SurfaceThumb } from "./surface-thumb";

export interface LibraryRowData {
  key: string;
  to: string;
  name: string;
  imageUrl: string | null;
  color: string | null;
  /** Finish and cone, shown under the name. */
  details: string[];
}

const SKELETON_ROWS = 6;

function emptyTexts(kind: SectionKind): [string, string] {
  if (kind === "Slip") return [GLAZE_TEXTS.emptySlipsTitle, GLAZE_TEXTS.emptySlipsHint];
  if (kind === "SurfaceCombo") return [GLAZE_TEXTS.emptyCombosTitle, GLAZE_TEXTS.emptyCombosHint];
  return [GLAZE_TEXTS.emptyTypeTitle(kind), GLAZE_TEXTS.emptyTypeHint(kind)];
}

function Row({ kind, row }: { kind: SectionKind; row: LibraryRowData }) {
  return (
    <li>
      <Link
        to={row.to}
        className="flex min-h-16 items-center gap-3 rounded-lg px-3 py-2 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <SurfaceThumb kind={kind} imageUrl={row.imageUrl} color={row.color} />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 font-medium break-words">{row.name}</span>
          {row.details.length > 0 ? (
            <span className="block truncate text-sm text-muted-foreground">{row.details.join(" · ")}</span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

interface LibrarySectionProps {
  kind: SectionKind;
  rows: LibraryRowData[] | null;
  /** Shown instead of the rows while loading. */
  loading?: boolean;
}

/** One collapsible library section (product.md#r75), open at first. */
export function LibrarySection({ kind, rows, loading = false }: LibrarySectionProps) {
  const [open, setOpen] = useState(true);
  const heading = GLAZE_TEXTS.sectionHeadings[kind];
  const headingId = `library-section-${kind}`;
  const [emptyTitle, emptyHint] = emptyTexts(kind);
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={headingId} data-section={kind} className="rounded-xl border bg-card">
        <h2 id={headingId} className="m-0">
          <CollapsibleTrigger className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
            <span className="flex items-center gap-2">
              {heading}
              {loading ? null : <Badge variant="secondary">{rows?.length ?? 0}</Badge>}
            </span>
            <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", open ? "rotate-180" : "")} />
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent className="px-2 pb-3">
          {loading ? (
            <ul aria-busy="true" aria-label={`Loading ${heading}`}>
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <li key={i} className="flex items-center gap-3 px-3 py-2">
                  <Skeleton className="size-12" />
                  <span className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-3 w-1/3" />
                  </span>
                </li>
              ))}
            </ul>
          ) : rows && rows.length > 0 ? (
            <ul>
              {rows.map((row) => (
                <Row key={row.key} kind={kind} row={row} />
              ))}
            </ul>
          ) : (
            <div className="px-3 py-4 text-center">
              <p className="font-medium">{emptyTitle}</p>
              <p className="text-sm text-muted-foreground">{emptyHint}</p>
            </div>
          )}
        </CollapsibleContent>
      </section>
    </Collapsible>
  );
}
