/**
 * /firings/:id (issue 20): a firing's status with one-step moves, its temperature log, its photos, its pieces with
 * outcome chips, and the finish dialog that records what came out.
 */
import { useState } from "react";
import { Link, useParams } from "react-router";
import { nextStatuses, type FiringStatus } from "../../../contract/firings/rules";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useFiring, useUpdateFiring } from "./firings-api";
import { firingDate } from "./firing-format";
import { CodeBadge } from "../codes/code-badge";
import { PrintLabelsButton } from "../labels/print-labels-dialog";
import { FinishDialog } from "./finish-dialog";
import { FiringPhotos } from "./firing-photos";
import { TraceSection } from "./trace-section";

export default function FiringDetailScreen() {
  const id = Number(useParams().id);
  const firing = useFiring(id);
  const update = useUpdateFiring(id);
  const [finishing, setFinishing] = useState(false);
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

  if (firing.isPending) {
    return (
      <PageContainer>
        <p role="status" className="text-muted-foreground">
          {T.loading}
        </p>
      </PageContainer>
    );
  }
  // A failed refetch with the firing still on the device (offline) shows the firing.
  if (firing.isError && !firing.data) {
    return (
      <PageContainer className="grid justify-items-start gap-3">
        <BackLink to="/firings" label={T.backToFirings}>
          {T.backToFirings}
        </BackLink>
        <p role="alert">{T.notFound}</p>
      </PageContainer>
    );
  }
  const f = firing.data!;
  const moves = nextStatuses(f.status as FiringStatus);
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/firings" label={T.backToFirings}>
        {T.backToFirings}
      </BackLink>
      <PageHeader
        title={T.firingTitle(T.kindLabel[f.kind] ?? f.kind)}
        subtitle={[firingDate(f), f.kilnName ?? T.noKiln, f.targetCone].filter(Boolean).join(" · ")}
        actions={
          <>
            <Badge variant="outline">{T.statusLabel[f.status]}</Badge>
            <PrintLabelsButton kind="firing" ids={[f.id]} icon />
          </>
        }
      />
      <CodeBadge code={f.code} />
      <div className="flex flex-wrap gap-2">
        {moves.map((status) =>
          status === "done" ? (
            <Button key={status} className="min-h-11" onClick={() => setFinishing(true)}>
              {T.finish}
            </Button>
          ) : (
            <Button
              key={status}
              variant={status === "canceled" ? "ghost" : "outline"}
              className="min-h-11"
              disabled={update.isPending}
              onClick={() => update.mutate({ status }, { onError: failed })}
            >
              {T.moveTo(T.statusLabel[status]!)}
            </Button>
          ),
        )}
      </div>
      <TraceSection firing={f} />
      <FiringPhotos firing={f} />
      <section aria-labelledby="firing-pieces" className="grid gap-2">
        <h2 id="firing-pieces" className="text-lg font-semibold">
          {T.piecesHeading} <span className="text-muted-foreground">({f.pieceCount})</span>
        </h2>
        {f.pieces.length === 0 ? (
          <p className="text-muted-foreground">{T.noPieces}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {f.pieces.map((p) => (
              <li key={p.pieceId}>
                <Link to={`/pieces/${p.pieceId}`} className="grid gap-1 rounded-lg border bg-card p-2 outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {p.imageUrl ? <img src={p.imageUrl} alt="" className="aspect-square w-full rounded-md object-cover" /> : null}
                  <span className="line-clamp-2 font-medium">{p.name}</span>
                  <Badge variant={p.outcome === "survived" || p.outcome === "pending" ? "outline" : "destructive"}>{T.outcome[p.outcome] ?? p.outcome}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FinishDialog
        firing={f}
        open={finishing}
        onOpenChange={setFinishing}
        pending={update.isPending}
        onFinish={(unloadLocation, outcomes) =>
          update.mutate(
            { status: "done", unloadLocation, outcomes: outcomes as { pieceId: number; outcome: "cracked" }[] },
            { onSuccess: () => setFinishing(false), onError: failed },
          )
        }
      />
    </PageContainer>
  );
}
