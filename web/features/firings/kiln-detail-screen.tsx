/**
 * /kilns/:id: a kiln's details (editable), archive and delete (confirmed), its maintenance log with "firings since"
 * each kind, and the firings fired in it (docs/decisions/0191-kiln-and-firing-screens.md).
 */
import { Link, useNavigate, useParams } from "react-router";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { BackLink } from "../../components/back-link";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { PageContainer } from "../../components/page-container";
import { DetailLoading, DetailNotFound } from "./detail-states";
import { PageHeader } from "../../components/page-header";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useFirings, useKiln, useRemoveKiln, useUpdateKiln } from "./firings-api";
import { firingDate } from "./firing-format";
import { KilnDetailsForm } from "./kiln-details-form";
import { KilnMaintenance } from "./kiln-maintenance";

const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" });

export default function KilnDetailScreen() {
  const id = Number(useParams().id);
  const kiln = useKiln(id);
  const firings = useFirings();
  const update = useUpdateKiln(id);
  const remove = useRemoveKiln(id);
  const navigate = useNavigate();

  if (kiln.isPending) return <DetailLoading text={T.loading} />;
  if (kiln.isError && !kiln.data) return <DetailNotFound back="/kilns" backLabel={T.backToKilns} message={T.kilnNotFound} />;
  const k = kiln.data!;
  const ofKiln = (firings.data ?? []).filter((f) => f.kilnId === k.id);
  return (
    <PageContainer className="grid gap-6">
      <div className="grid gap-1">
        <BackLink to="/kilns" label={T.backToKilns}>
          {T.backToKilns}
        </BackLink>
        <PageHeader
          className="pb-0"
          title={k.name}
          subtitle={[k.type, T.firingsCount(k.firingsTotal)].join(" · ")}
          actions={k.archived ? <Badge variant="outline">{T.archived}</Badge> : null}
        />
      </div>
      <KilnDetailsForm key={k.updatedAt} kiln={k} pending={update.isPending} onSave={(body) => update.mutate(body, { onSuccess: () => toast({ title: T.saved }), onError: failed })} />
      <KilnMaintenance kiln={k} />
      <section aria-labelledby="kiln-firings" className="grid gap-2">
        <h2 id="kiln-firings" className="text-lg font-semibold">
          {T.kilnFiringsHeading}
        </h2>
        {ofKiln.length === 0 ? (
          <p className="text-muted-foreground">{T.noKilnFirings}</p>
        ) : (
          <ul className="grid gap-2">
            {ofKiln.map((f) => (
              <li key={f.id}>
                <Link
                  to={`/firings/${f.id}`}
                  className="flex min-h-11 flex-col gap-1 rounded-lg border bg-card px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="font-semibold">{T.firingTitle(T.kindLabel[f.kind] ?? f.kind)}</span>
                  <span className="text-sm text-muted-foreground">
                    {[T.statusLabel[f.status] ?? f.status, firingDate(f), f.targetCone, T.pieces(f.pieceCount)].filter(Boolean).join(" · ")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" disabled={update.isPending} onClick={() => update.mutate({ archived: !k.archived }, { onError: failed })}>
          {k.archived ? T.unarchive : T.archive}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="min-h-11 text-destructive">
              {T.deleteKiln}
            </Button>
          }
          title={T.deleteKilnTitle(k.name)}
          description={T.deleteKilnBody}
          confirmLabel={T.deleteKiln}
          pendingLabel={T.deleting}
          onConfirm={() =>
            remove.mutateAsync().then(
              () => {
                toast({ title: T.kilnDeleted(k.name) });
                void navigate("/kilns");
              },
              failed,
            )
          }
        />
      </div>
    </PageContainer>
  );
}
