/**
 * Past studios in Settings ▸ Studio (docs/decisions/0266-a-deleted-studio-keeps-its-history.md): the studios a potter
 * left, was removed from or whose owner closed them; their own fees there stay readable (product.md#r222).
 */
import { ChevronDown } from "lucide-react";
import type { PastStudio, Studio } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { StudioFees } from "./studio-fees";
import { usePastStudios } from "./studios-api";

/** The fees statement reads a studio; a past one is shown as a member sees their own. */
const asStudio = (past: PastStudio): Studio => ({
  id: past.id,
  name: past.name,
  address: null,
  currency: past.currency,
  timeZone: past.timeZone,
  feeRules: {},
  role: "member",
  memberCount: 0,
  createdAt: "",
  updatedAt: "",
});

export function PastStudios() {
  const past = usePastStudios();
  if (!past.data || past.data.data.length === 0) return null;
  return (
    <section className="grid gap-2" aria-label={T.pastStudios}>
      <h3 className="text-base font-semibold">{T.pastStudios}</h3>
      <ul className="grid gap-2">
        {past.data.data.map((studio) => (
          <li key={studio.id} className="rounded-lg border">
            <details className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
                <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                <span className="flex-1 font-medium">{studio.name}</span>
                <span className="text-sm text-muted-foreground">{studio.deleted ? T.pastStudioDeleted : T.pastFees}</span>
              </summary>
              <div className="border-t px-3 pb-3">
                <StudioFees studio={asStudio(studio)} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
