/**
 * The staff's firing queue (docs/decisions/0231-firing-queue.md): the studio's pieces on the shelf by kind and cone,
 * oldest first, filtered by kind and cone; select some (or all) and load them into a planned studio firing, or type
 * the code on a piece's ticket (or scan its QR code with the camera, product.md#r208) to load it at once. With no
 * connection it works from the device's copy and a load waits in the outbox, listed under "Waiting to send" until it
 * is sent (decision 0231). Each piece shows its name, member and code (product.md#r228); "Load into" starts at a firing
 * of the kind waiting; a member who opens the address is told it is for staff (product.md#r227).
 */
import { useId, useState } from "react";
import { Link, useParams } from "react-router";
import { STUDIO_TEXTS as S } from "../../../contract/studios/texts";
import { NewFiringSheet } from "../firings/new-firing-sheet";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { FIRING_SCREEN_TEXTS as F } from "../../../contract/firings/texts";
import { REQUEST_TEXTS as T } from "../../../contract/studios/request-texts";
import type { QueueQuery } from "../../../contract/studios/requests";
import { FIRING_REQUEST_KINDS } from "../../../contract/studios/rules";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useStudioFirings } from "../firings/firings-api";
import { hasWaitingLoad, useFiringQueue, useLoadQueue, useWaitingLoads } from "./studio-requests-api";
import { useStudio } from "./studios-api";
import { ScanTicketButton } from "./scan-ticket-button";
import { TicketButton } from "./ticket-button";

export default function StudioQueueScreen() {
  const id = Number(useParams().id);
  const uid = useId();
  const studio = useStudio(id);
  const [filter, setFilter] = useState<QueueQuery>({});
  const queue = useFiringQueue(id, filter, studio.data !== undefined && studio.data.role !== "member");
  const firings = useStudioFirings(id);
  const open = (firings.data ?? []).filter((f) => f.status === "planned" || f.status === "loading");
  const [firingId, setFiringId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  // The kind the staff are loading: the filter's, else the selected pieces', else the oldest group's.
  const groups = queue.data?.groups ?? [];
  const wanted = filter.kind ?? groups.find((g) => g.requestIds.some((r) => selected.includes(r)))?.kind ?? groups[0]?.kind;
  const target = firingId ?? open.find((f) => f.kind === wanted)?.id ?? open[0]?.id ?? null;
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const load = useLoadQueue(id);
  const [planning, setPlanning] = useState(false);
  // With no open firing, plan one of the kind on the shelf (the filter's, else the first group's) (product.md#r241).
  const planKind = (filter.kind ?? queue.data?.groups[0]?.kind ?? "bisque") as "bisque" | "glaze";
  const waiting = useWaitingLoads(id);
  // Every waiting id, shown or not: Select all loads a whole shelf (the answer lists each group's first 50 in full).
  const all = (queue.data?.groups ?? []).flatMap((g) => g.requestIds);

  const run = (body: { requestIds?: number[]; codes?: string[] }, done: () => void) => {
    if (target === null) return;
    setError(null);
    load.mutate(
      { firingId: target, ...body },
      {
        onSuccess: (answer) => {
          const named = answer.loaded.map((r) => T.pieceLabel(r.pieceName, r.memberName, r.pieceCode)).join("; ");
          toast(hasWaitingLoad(id) ? { title: T.loadSavedOnDevice } : { title: T.loaded(answer.loaded.length), description: named });
          done();
        },
        onError: (err) => setError(err.message || T.loadFailed),
      },
    );
  };

  if (studio.data?.role === "member") {
    return (
      <PageContainer className="grid gap-4">
        <BackLink to={`/studios/${id}`}>{studio.data.name}</BackLink>
        <PageHeader title={T.queue} />
        <p>{T.queueForStaff}</p>
        <Link to={`/studios/${id}`} className="justify-self-start underline underline-offset-4">
          {T.openStudio(studio.data.name)}
        </Link>
      </PageContainer>
    );
  }
  if (studio.error || queue.error) {
    return (
      <PageContainer>
        {/* A studio not found (or not the caller's) still has its screen's heading. */}
        <PageHeader title={T.queue} />
        <p role="alert">{(studio.error ?? queue.error)!.message}</p>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="grid gap-4">
      <BackLink to={`/studios/${id}`}>{studio.data?.name ?? ""}</BackLink>
      <PageHeader title={T.queue} subtitle={queue.data ? T.queueCount(queue.data.count) : undefined} />
      <div className="grid grid-cols-2 gap-2">
        <NativeSelect
          label={T.filterKind}
          value={filter.kind ?? ""}
          onChange={(e) => setFilter({ ...filter, kind: (e.target.value || undefined) as QueueQuery["kind"] })}
        >
          <option value="">{T.all}</option>
          {FIRING_REQUEST_KINDS.map((k) => (
            <option key={k} value={k}>
              {T.kinds[k]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect label={T.filterCone} value={filter.cone ?? ""} onChange={(e) => setFilter({ ...filter, cone: e.target.value || undefined })}>
          <option value="">{T.all}</option>
          <option value="none">{T.noCone}</option>
          {CONE_OPTIONS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <section aria-label={T.loadInto} className="grid gap-2 rounded-lg border p-3">
        <Label htmlFor={`${uid}-firing`}>{T.loadInto}</Label>
        {open.length === 0 ? (
          <div className="grid justify-items-start gap-2">
            <p className="text-sm text-muted-foreground">{T.noOpenFirings}</p>
            <Button type="button" className="min-h-11" onClick={() => setPlanning(true)}>
              {S.planKindFiring(T.kinds[planKind] ?? planKind)}
            </Button>
          </div>
        ) : (
          <NativeSelect id={`${uid}-firing`} value={target ?? ""} onChange={(e) => setFiringId(Number(e.target.value))}>
            {open.map((f) => (
              <option key={f.id} value={f.id}>
                {[F.firingTitle(F.kindLabel[f.kind] ?? f.kind), f.code, f.kilnName, f.targetCone].filter(Boolean).join(" · ")}
              </option>
            ))}
          </NativeSelect>
        )}
        {/* A ticket's QR code read by the camera loads its piece as the code typed here would (product.md#r208). At
            390 px the button sits under the field; wider, beside it. */}
        <div className="flex flex-wrap items-end gap-2">
          <form
            className="flex min-w-64 flex-1 items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (code.trim()) run({ codes: [code.trim()] }, () => setCode(""));
            }}
          >
            <div className="grid flex-1 gap-1">
              <Label htmlFor={`${uid}-code`}>{T.codeLabel}</Label>
              <Input id={`${uid}-code`} value={code} placeholder={T.codePlaceholder} autoComplete="off" onChange={(e) => setCode(e.target.value)} />
            </div>
            <Button type="submit" className="min-h-11" disabled={target === null || load.isPending || !code.trim()}>
              {T.loadByCode}
            </Button>
          </form>
          <ScanTicketButton submitLabel={T.loadByCode} disabled={target === null} onCode={(scanned) => run({ codes: [scanned] }, () => undefined)} />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {waiting.length > 0 ? (
          <div role="region" aria-label={T.waitingToSend} className="grid gap-1 rounded-md bg-muted p-2 text-sm">
            <h2 className="font-medium">{T.waitingToSend}</h2>
            <ul className="grid gap-0.5">
              {waiting.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" className="min-h-11" disabled={all.length === 0} onClick={() => setSelected(selected.length === all.length ? [] : all)}>
            {T.selectAll}
          </Button>
          <Button
            type="button"
            className="min-h-11"
            disabled={target === null || selected.length === 0 || load.isPending}
            onClick={() => run({ requestIds: selected }, () => setSelected([]))}
          >
            {T.loadSelected(selected.length)}
          </Button>
          {/* A member who left their piece without a ticket: the staff print it here (decision 0249). */}
          {selected.length > 0 ? <TicketButton studioId={id} requestIds={selected} /> : null}
        </div>
      </section>
      {queue.isPending ? (
        <Skeleton className="h-24 rounded-lg" />
      ) : queue.data && queue.data.groups.length > 0 ? (
        queue.data.groups.map((g) => (
          <section key={`${g.kind}-${g.targetCone}`} aria-label={T.groupTitle(T.kinds[g.kind] ?? g.kind, g.targetCone)} className="grid gap-2">
            <h2 className="text-lg font-semibold">
              {T.groupTitle(T.kinds[g.kind] ?? g.kind, g.targetCone)} <span className="text-muted-foreground">({g.count})</span>
            </h2>
            <ul className="grid gap-2">
              {g.requests.map((r) => {
                const checked = selected.includes(r.id);
                return (
                  <li key={r.id} className="flex items-start gap-3 rounded-lg border p-3">
                    {/* The whole 44 px square toggles the box (a label activates the button inside it). */}
                    <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                      <Checkbox
                        aria-label={T.selectPiece(r.pieceName, [r.memberName, r.pieceCode].filter(Boolean).join(", "))}
                        checked={checked}
                        onCheckedChange={(v) => setSelected(v === true ? [...selected, r.id] : selected.filter((x) => x !== r.id))}
                      />
                    </label>
                    {r.photoUrl ? <img src={r.photoUrl} alt="" className="size-14 rounded-md object-cover" /> : null}
                    <div className="grid flex-1 gap-0.5">
                      <span className="font-medium">
                        {r.pieceName} <span className="text-sm text-muted-foreground">{r.pieceCode}</span>
                      </span>
                      <span className="text-sm text-muted-foreground">
                        {[r.memberName, r.clayBody, T.sizeLine(r.height, r.width, r.depth), T.money(r.fee, r.currency)].filter(Boolean).join(" · ")}
                      </span>
                      {r.notes ? <span className="text-sm">{r.notes}</span> : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            {g.requests.length < g.count && filter.kind && filter.cone ? (
              <p className="text-sm text-muted-foreground">{T.showingOldest(g.requests.length, g.count)}</p>
            ) : g.requests.length < g.count ? (
              <Button type="button" variant="outline" className="min-h-11 justify-self-start" onClick={() => setFilter({ kind: g.kind as QueueQuery["kind"], cone: g.targetCone ?? "none" })}>
                {T.showAllInGroup(g.count)}
              </Button>
            ) : null}
          </section>
        ))
      ) : (
        <p className="text-muted-foreground">{T.queueEmpty}</p>
      )}
      <NewFiringSheet
        open={planning}
        onOpenChange={setPlanning}
        kind={planKind}
        studioId={id}
        onCreated={(f) => {
          setFiringId(f.id);
          setPlanning(false);
        }}
      />
      <p className="text-sm">
        <Link to={`/studios/${id}`} className="underline underline-offset-4">
          {studio.data?.name}
        </Link>
      </p>
    </PageContainer>
  );
}
