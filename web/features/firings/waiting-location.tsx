/**
 * One location of a What's waiting group: the pieces waiting longest (the answer holds at most
 * QUEUE_SHOWN_PER_LOCATION of them) and "Show all N at …", which asks for that location in full
 * (docs/decisions/0120-firings.md, "What's waiting at scale"). A piece already in a planned or loading firing says which,
 * with a link to it (product.md#r225).
 */
import { useState } from "react";
import { Link } from "react-router";
import type { KilnQueue } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { formatDay } from "../../lib/calendar-day";
import { useKilnQueueLocation } from "./firings-api";

type Group = KilnQueue["groups"][number];
type Location = Group["locations"][number];
type OpenFiring = NonNullable<Location["pieces"][number]["openFiring"]>;

/** Where the piece already is: the potter's own firing by kind and day (written as the firing's buttons write it), or the studio's. */
const openFiringLabel = (f: OpenFiring): string =>
  f.studio
    ? T.inStudioFiring((T.kindLabel[f.kind] ?? f.kind).toLowerCase())
    : T.inOpenFiring(`${T.firingTitle(T.kindLabel[f.kind] ?? f.kind)} · ${f.plannedDate ? formatDay(f.plannedDate) : T.statusLabel[f.status]}`);

interface Props {
  group: Group["key"];
  location: Location;
  includeUntrimmed: boolean;
  /** Null when the group's pieces go into no firing (bisqueware waits for glaze): no checkboxes. */
  chosen: number[] | null;
  onToggle: (ids: number[], on: boolean) => void;
}

export function WaitingLocation({ group, location, includeUntrimmed, chosen, onToggle }: Props) {
  const [showAll, setShowAll] = useState(false);
  const full = useKilnQueueLocation(includeUntrimmed, group, location.location, showAll);
  const fullPieces = full.data?.groups[0]?.locations[0]?.pieces;
  const pieces = showAll && fullPieces ? fullPieces : location.pieces;
  const name = location.location || T.noLocation;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium text-muted-foreground">{name}</h3>
      <ul className="grid gap-1">
        {pieces.map((piece) => (
          <li key={piece.id} className="flex min-h-11 items-center gap-3 rounded-lg border bg-card px-3 py-2">
            {chosen ? (
              <Checkbox id={`piece-${piece.id}`} checked={chosen.includes(piece.id)} onCheckedChange={(on) => onToggle([piece.id], on === true)} />
            ) : null}
            <Label htmlFor={`piece-${piece.id}`} className="flex min-w-0 flex-1 flex-col items-start gap-0 font-normal">
              <span className="max-w-full font-medium [overflow-wrap:anywhere]">{piece.name}</span>
              <span className="text-xs text-muted-foreground">{T.daysInStage(piece.daysInStage)}</span>
            </Label>
            {piece.openFiring ? (
              <Link to={`/firings/${piece.openFiring.id}`} className="max-w-40 text-right text-xs underline underline-offset-4">
                {openFiringLabel(piece.openFiring)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {pieces.length < location.count ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-muted-foreground">{T.showingFirst(pieces.length, location.count)}</p>
          <Button variant="outline" className="min-h-11" disabled={showAll && full.isFetching} onClick={() => (showAll ? void full.refetch() : setShowAll(true))}>
            {T.showAllAt(location.count, name)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
