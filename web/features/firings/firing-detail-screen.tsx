/**
 * /firings/:id (decisions 0120 and 0191): a firing's status with one-step moves, its temperature log, its photos, its
 * pieces (taken out before unloading, outcomes changed after), its details (every field editable), delete, and the
 * finish dialog that records what came out.
 */
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { nextStatuses, type FiringStatus } from "../../../contract/firings/rules";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { DetailLoading, DetailNotFound } from "./detail-states";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useFiring, useRemoveFiring, useUpdateFiring } from "./firings-api";
import { FiringDetailsSection } from "./firing-details-section";
import { FiringPiecesSection } from "./firing-pieces-section";
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
  const remove = useRemoveFiring(id);
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

  if (firing.isPending) return <DetailLoading text={T.loading} />;
  // A failed refetch with the firing still on the device (offline) shows the firing.
  if (firing.isError && !firing.data) return <DetailNotFound back="/firings" backLabel={T.backToFirings} message={T.notFound} />;
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
      <FiringPiecesSection firing={f} />
      <FiringDetailsSection key={f.id} firing={f} />
      <ConfirmDialog
        trigger={
          <Button variant="ghost" className="min-h-11 justify-self-start text-destructive">
            {T.deleteFiring}
          </Button>
        }
        title={T.deleteFiringTitle}
        description={T.deleteFiringBody}
        confirmLabel={T.deleteFiring}
        pendingLabel={T.deleting}
        onConfirm={() =>
          remove.mutateAsync().then(() => {
            toast({ title: T.firingDeleted });
            void navigate("/firings");
          }, failed)
        }
      />
      <FinishDialog
        firing={f}
        open={finishing}
        onOpenChange={setFinishing}
        pending={update.isPending}
        onFinish={(unloadLocation, outcomes) =>
          update.mutate(
            { status: "done", unloadLocation, outcomes },
            { onSuccess: () => setFinishing(false), onError: failed },
          )
        }
      />
    </PageContainer>
  );
}
