/**
 * /firings (decision 0120): planned and recent firings with status, kiln, kind, cone, date, pieces and losses; with
 * them the firings of each studio the potter runs as owner or staff, marked with the studio's name (product.md#r241).
 */
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { roleAtLeast } from "../../../contract/studios/rules";
import { useStudios } from "../studios/studios-api";
import { useFirings, useRunStudioFirings } from "./firings-api";
import { firingDate } from "./firing-format";
import { NewFiringSheet } from "./new-firing-sheet";
import { PiecesViewSwitch } from "./pieces-view-switch";

export default function FiringsScreen() {
  const own = useFirings();
  const studios = useStudios();
  const runs = (studios.data?.data ?? []).filter((st) => roleAtLeast(st.role, "staff"));
  const studioFirings = useRunStudioFirings(runs.map((st) => st.id));
  const studioName = new Map(runs.map((st) => [st.id, st.name]));
  // Newest first across both lists, as the server orders each.
  const merged = own.data ? [...own.data, ...studioFirings].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id) : undefined;
  const firings = { ...own, data: merged };
  const [sheet, setSheet] = useState(false);
  const navigate = useNavigate();
  return (
    <PageContainer>
      <PiecesViewSwitch />
      <PageHeader title={T.firingsTitle} subtitle={T.firingsSubtitle} />
      <div className="mb-4 flex flex-wrap gap-2">
        <Button className="min-h-11" onClick={() => setSheet(true)}>
          {T.newFiring}
        </Button>
        <Button asChild variant="outline" className="min-h-11">
          <Link to="/firings/losses">{T.lossesLink}</Link>
        </Button>
        <Button asChild variant="outline" className="min-h-11">
          <Link to="/kilns">{T.kilnsLink}</Link>
        </Button>
      </div>
      {firings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {T.loading}
        </p>
      ) : firings.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">{T.loadFailed}</p>
          <Button variant="outline" onClick={() => void firings.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : !firings.data || firings.data.length === 0 ? (
        <p className="text-muted-foreground">{T.noFirings}</p>
      ) : (
        <ul className="grid gap-2">
          {firings.data.map((f) => (
            <li key={f.id}>
              <Link
                to={`/firings/${f.id}`}
                className="flex min-h-11 flex-col gap-1 rounded-lg border bg-card px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{T.firingTitle(T.kindLabel[f.kind] ?? f.kind)}</span>
                  <Badge variant="outline">{T.statusLabel[f.status] ?? f.status}</Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {[f.studioId !== null ? studioName.get(f.studioId) : null, firingDate(f), f.kilnName, f.targetCone, T.pieces(f.pieceCount), f.lossCount ? T.losses(f.lossCount) : null].filter(Boolean).join(" · ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewFiringSheet open={sheet} onOpenChange={setSheet} kind="bisque" onCreated={(f) => void navigate(`/firings/${f.id}`)} />
    </PageContainer>
  );
}
