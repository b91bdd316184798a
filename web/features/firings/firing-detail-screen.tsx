/**
 * /firings/:id (decisions 0120 and 0191): a firing's status with one-step moves, its temperature log, its photos, its
 * pieces (taken out before unloading, outcomes changed after), its details (every field editable), delete, and the
 * finish dialog that records what came out. A studio's member reads its firing: their pieces and outcomes, with no
 * control that only its staff may use (product.md#r227); a studio firing leads back to its studio.
 */
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { nextStatuses, type FiringStatus } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
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
  const [finishing, setFinishing] = useState(false);
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

  if (firing.isPending) return <DetailLoading text={T.loading} />;
  // A failed refetch with the firing still on the device (offline) shows the firing.
  if (firing.isError && !firing.data) return <DetailNotFound back="/firings" backLabel={T.backToFirings} message={T.notFound} />;
  const f = firing.data!;
  // A member of the studio sees no move: its staff run the firing.
  const moves = f.canRun ? nextStatuses(f.status as FiringStatus) : [];
  const back = f.studioId === null ? { to: "/firings", label: T.backToFirings } : { to: `/studios/${f.studioId}`, label: T.backToStudio };
  return (
    <PageContainer className="grid gap-4">
      <BackLink to={back.to} label={back.label}>
        {back.label}
      </BackLink>
      <PageHeader
        title={T.firingTitle(T.kindLabel[f.kind] ?? f.kind)}
        subtitle={[firingDate(f), f.kilnName ?? T.noKiln, f.targetCone].filter(Boolean).join(" · ")}
        actions={
          <>
            <Badge variant="outline">{T.statusLabel[f.status]}</Badge>
            {f.canRun ? <PrintLabelsButton kind="firing" ids={[f.id]} icon /> : null}
          </>
        }
      />
      <CodeBadge code={f.code} />
      {f.canRun ? null : <p className="text-muted-foreground">{T.readOnlyNote}</p>}
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
      {f.canRun ? <TraceSection firing={f} /> : null}
      {f.canRun ? <FiringPhotos firing={f} /> : null}
      <FiringPiecesSection firing={f} />
      {f.canRun ? <StaffParts f={f} /> : null}
      {f.canRun ? (
        <FinishDialog
          firing={f}
          open={finishing}
          onOpenChange={setFinishing}
          pending={update.isPending}
          onFinish={(unloadLocation, outcomes) => update.mutate({ status: "done", unloadLocation, outcomes }, { onSuccess: () => setFinishing(false), onError: failed })}
        />
      ) : null}
    </PageContainer>
  );
}

/** What only the firing's runner sees below its pieces: its details and Delete. */
function StaffParts({ f }: { f: FiringDetail }) {
  const remove = useRemoveFiring(f.id);
  const navigate = useNavigate();
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });
  return (
    <>
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
            void navigate(f.studioId === null ? "/firings" : `/studios/${f.studioId}`);
          }, failed)
        }
      />
    </>
  );
}
