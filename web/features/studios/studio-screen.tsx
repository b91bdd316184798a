import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { roleAtLeast } from "../../../contract/studios/rules";
import { GLAZE_TEXTS } from "../../../contract/glazes/texts";
import { Button } from "../../components/ui/button";
import { REQUEST_TEXTS as Q } from "../../../contract/studios/request-texts";
import { FIRING_SCREEN_TEXTS as F } from "../../../contract/firings/texts";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { useStudioFirings } from "../firings/firings-api";
import { firingDate } from "../firings/firing-format";
import { NewFiringSheet } from "../firings/new-firing-sheet";
import { StudioFeeRulesForm } from "./studio-fee-rules-form";
import { StudioKilns } from "./studio-kilns";
import { MyRequests } from "./my-requests";
import { StudioFees } from "./studio-fees";
import { useStudio } from "./studios-api";

/**
 * A studio's page (docs/decisions/0230-community-studios.md): its kilns and firing schedule, for every member; its
 * owner and staff add and edit kilns, plan firings and set the fee rules here (product.md#r241).
 */
export default function StudioScreen() {
  const id = Number(useParams().id);
  const studio = useStudio(id);
  const firings = useStudioFirings(id);
  const [planning, setPlanning] = useState(false);
  const navigate = useNavigate();
  const runs = studio.data !== undefined && roleAtLeast(studio.data.role, "staff");
  if (studio.error) {
    return (
      <PageContainer>
        {/* A studio not found (or not the caller's) still has its screen's heading. */}
        <PageHeader title={T.section} />
        <p role="alert">{studio.error.message}</p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <BackLink to="/settings">Settings</BackLink>
      <PageHeader title={studio.data?.name ?? T.section} subtitle={studio.data ? `${T.roleLabel(studio.data.role)} · ${T.memberCount(studio.data.memberCount)}` : undefined} />
      {/* The studio's glaze shelf is in the Library; the queue and what the studio learns are for its owner and staff (decisions 0231, 0237, 0238). */}
      <div className="mb-4 flex flex-wrap gap-2">
        {studio.data && roleAtLeast(studio.data.role, "staff") ? (
          <Button asChild className="min-h-11">
            <Link to={`/studios/${id}/queue`}>{Q.queue}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="min-h-11">
          <Link to="/glaze-library">{GLAZE_TEXTS.shelfHeading(studio.data?.name ?? "")}</Link>
        </Button>
        {studio.data && roleAtLeast(studio.data.role, "staff") ? (
          <Button asChild variant="outline" className="min-h-11">
            <Link to={`/firings/losses?studioId=${id}`}>{F.studioLossesLink}</Link>
          </Button>
        ) : null}
      </div>
      <StudioKilns studioId={id} canEdit={runs} />
      <section aria-labelledby="studio-schedule" className="mt-6 grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="studio-schedule" className="text-lg font-semibold">
            {T.schedule}
          </h2>
          {runs ? (
            <Button className="min-h-11" onClick={() => setPlanning(true)}>
              {T.planFiring}
            </Button>
          ) : null}
        </div>
        {firings.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : firings.data?.length ? (
          <ul className="grid gap-2">
            {firings.data.map((f) => (
              <li key={f.id} className="rounded-lg border p-3">
                <Link to={`/firings/${f.id}`} className="font-medium underline-offset-4 hover:underline">
                  {F.kindLabel[f.kind] ?? f.kind}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {" · "}
                  {[F.statusLabel[f.status] ?? f.status, firingDate(f), f.kilnName, f.targetCone, F.pieces(f.pieceCount)].filter(Boolean).join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{T.noFirings}</p>
        )}
      </section>
      <MyRequests studioId={id} />
      {studio.data && runs ? <StudioFeeRulesForm studio={studio.data} /> : null}
      {studio.data ? <StudioFees studio={studio.data} /> : null}
      {runs ? <NewFiringSheet open={planning} onOpenChange={setPlanning} kind="bisque" studioId={id} onCreated={(f) => void navigate(`/firings/${f.id}`)} /> : null}
    </PageContainer>
  );
}
