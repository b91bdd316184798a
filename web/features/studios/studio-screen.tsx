import { Link, useParams } from "react-router";
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
import { useStudioFirings, useStudioKilns } from "../firings/firings-api";
import { firingDate } from "../firings/firing-format";
import { MyRequests } from "./my-requests";
import { StudioFees } from "./studio-fees";
import { useStudio } from "./studios-api";

/** A studio's page (docs/decisions/0230-community-studios.md): its kilns and firing schedule, for every member. */
export default function StudioScreen() {
  const id = Number(useParams().id);
  const studio = useStudio(id);
  const kilns = useStudioKilns(id);
  const firings = useStudioFirings(id);
  if (studio.error) {
    return (
      <PageContainer>
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
      <section aria-labelledby="studio-kilns" className="grid gap-2">
        <h2 id="studio-kilns" className="text-lg font-semibold">
          {T.kilns}
        </h2>
        {kilns.isPending ? (
          <Skeleton className="h-12 rounded-lg" />
        ) : kilns.data?.length ? (
          <ul className="grid gap-2">
            {kilns.data.map((k) => (
              <li key={k.id} className="rounded-lg border p-3">
                <span className="font-medium">{k.name}</span>
                <span className="text-sm text-muted-foreground"> · {[k.type, F.firingsCount(k.firingsTotal)].join(" · ")}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{T.noKilns}</p>
        )}
      </section>
      <section aria-labelledby="studio-schedule" className="mt-6 grid gap-2">
        <h2 id="studio-schedule" className="text-lg font-semibold">
          {T.schedule}
        </h2>
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
      {studio.data ? <StudioFees studio={studio.data} /> : null}
    </PageContainer>
  );
}
