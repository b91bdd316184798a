/** A piece's firings in its Progress & Location section (decision 0120): kind, date, kiln and outcome. */
import { Link } from "react-router";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Badge } from "../../components/ui/badge";
import { formatDayOrInstant } from "../../lib/calendar-day";
import { usePieceFirings } from "./firings-api";

export function PieceFirings({ pieceId }: { pieceId: number }) {
  const firings = usePieceFirings(pieceId);
  if (!firings.data || firings.data.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2">
      <h3 className="text-sm font-semibold">{T.pieceFiringsHeading}</h3>
      <ul className="grid gap-1">
        {firings.data.map((f) => (
          <li key={f.firingId}>
            <Link to={`/firings/${f.firingId}`} className="flex min-h-11 items-center justify-between gap-2 rounded-md border px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span className="text-sm">{T.pieceFiringLine(T.kindLabel[f.kind] ?? f.kind, formatDayOrInstant(f.date) || null, f.kilnName)}</span>
              <Badge variant={f.outcome === "survived" || f.outcome === "pending" ? "outline" : "destructive"}>{T.outcome[f.outcome] ?? f.outcome}</Badge>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
