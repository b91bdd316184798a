import { useParams } from "react-router";
import { FIRING_SCREEN_TEXTS as F } from "../../../contract/firings/texts";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Skeleton } from "../../components/ui/skeleton";
import { useStudioFirings, useStudioKilns } from "../firings/firings-api";
import { firingDate } from "../firings/firing-format";
import { StudioFees } from "./studio-fees";
import { StudioTickets } from "./studio-tickets";
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
                <span className="font-medium">{F.kindLabel[f.kind] ?? f.kind}</span>
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
      <StudioTickets studioId={id} />
      {studio.data ? <StudioFees studio={studio.data} /> : null}
    </PageContainer>
  );
}
