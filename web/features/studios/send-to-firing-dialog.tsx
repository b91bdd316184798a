/**
 * Send to firing (docs/decisions/0231-firing-queue.md), from a piece's menu and from My Pieces' select mode: the
 * studio, bisque or glaze, the cone, notes for the staff, the glaze layers' confirmation, and the fee shown before
 * sending (a piece lacking a size the fee needs says which, and the others go without it). A piece already on a shelf
 * is said before any fee, with a link to its request; a fee over the studio's limit or a piece over its kilns' size is
 * confirmed (docs/decisions/0295-studio-fee-limits.md). The sent toast offers Print tickets and Undo (product.md#r242).
 */
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { CONE_OPTIONS } from "../../../contract/glazes/rules";
import { REQUEST_TEXTS as T } from "../../../contract/studios/request-texts";
import { FIRING_REQUEST_KINDS, type FiringRequestKind } from "../../../contract/studios/rules";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast-store";
import { FEE_TEXTS as F } from "../../../contract/studios/fee-texts";
import { printTickets } from "./studio-fees-api";
import { useFeePreview, useOpenRequests, useSendToFiring, useWithdrawRequests } from "./studio-requests-api";
import { useStudios } from "./studios-api";

interface SendToFiringDialogProps {
  pieceIds: readonly number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent?: () => void;
}

export function SendToFiringDialog({ pieceIds, open, onOpenChange, onSent }: SendToFiringDialogProps) {
  const id = useId();
  const studios = useStudios();
  const [studioId, setStudioId] = useState<number | null>(null);
  const [kind, setKind] = useState<FiringRequestKind>("bisque");
  const [cone, setCone] = useState("");
  const [notes, setNotes] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = studios.data?.data[0]?.id ?? null;
  useEffect(() => {
    if (studioId === null && first !== null) setStudioId(first);
  }, [studioId, first]);
  const openRequests = useOpenRequests();
  // Pieces already on a shelf are refused before any fee is shown; the rest go on.
  const onShelf = pieceIds.filter((p) => openRequests.has(p));
  const free = pieceIds.filter((p) => !openRequests.has(p));
  const preview = useFeePreview(open ? studioId : null, { pieceIds: free, kind });
  const send = useSendToFiring();
  const withdraw = useWithdrawRequests();
  const studioName = studios.data?.data.find((s) => s.id === studioId)?.name ?? "";
  const missing = preview.data?.pieces.some((p) => p.fee === null) ?? false;
  const ready = (preview.data?.pieces ?? []).filter((p) => p.fee !== null);
  const needsCheck = ready.some((p) => p.overLimit || p.tooLarge);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (studioId === null || ready.length === 0) return;
    setError(null);
    const sending = ready.map((p) => p.pieceId);
    send.mutate(
      {
        studioId,
        body: {
          pieceIds: sending,
          kind,
          targetCone: cone || null,
          notes: notes || null,
          layersConfirmed: kind === "glaze" ? confirmed : undefined,
          ...(needsCheck ? { checksConfirmed: checked } : {}),
        },
      },
      {
        onSuccess: (answer) => {
          const requestIds = answer.data.map((r) => r.id);
          toast({
            title: T.sent(answer.data.length, studioName),
            duration: 10_000,
            action: {
              label: T.printTickets(requestIds.length),
              onSelect: () =>
                void printTickets(studioId, { requestIds, layout: "single-2x1" }).then(
                  () => toast({ title: F.ticketReady }),
                  (err: Error) => toast({ title: err.message || F.ticketFailed, variant: "destructive" }),
                ),
            },
            secondAction: {
              label: T.undo,
              onSelect: () =>
                withdraw.mutate(
                  { studioId, requestIds },
                  { onSuccess: () => toast({ title: T.undone(requestIds.length) }), onError: (err) => toast({ title: err.message || T.sendFailed, variant: "destructive" }) },
                ),
            },
          });
          onOpenChange(false);
          onSent?.();
        },
        onError: (err) => setError(err.message || T.sendFailed),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.sendTitle(pieceIds.length)}</DialogTitle>
          {studios.data && studios.data.data.length === 0 ? <DialogDescription>{T.noStudio}</DialogDescription> : null}
        </DialogHeader>
        {studios.data && studios.data.data.length > 0 ? (
          <form className="grid gap-3" onSubmit={submit} aria-label={T.send}>
            <NativeSelect label={T.studioLabel} value={studioId ?? ""} onChange={(e) => setStudioId(Number(e.target.value))}>
              {studios.data.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect label={T.kindLabel} value={kind} onChange={(e) => setKind(e.target.value as FiringRequestKind)}>
              {FIRING_REQUEST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.kinds[k]}
                </option>
              ))}
            </NativeSelect>
            <NativeSelect label={T.coneLabel} value={cone} onChange={(e) => setCone(e.target.value)}>
              <option value="">{T.coneAny}</option>
              {CONE_OPTIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-notes`}>{T.notesLabel}</Label>
              <Textarea id={`${id}-notes`} value={notes} maxLength={500} placeholder={T.notesPlaceholder} onChange={(e) => setNotes(e.target.value)} />
            </div>
            {kind === "glaze" ? (
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox id={`${id}-layers`} checked={confirmed} onCheckedChange={(v) => setConfirmed(v === true)} />
                <Label htmlFor={`${id}-layers`}>{T.layersConfirm}</Label>
              </div>
            ) : null}
            {onShelf.length > 0 ? (
              <ul className="grid gap-1 rounded-lg border p-3 text-sm">
                {onShelf.map((pieceId) => {
                  const o = openRequests.get(pieceId)!;
                  return (
                    <li key={pieceId}>
                      {T.onShelfAlready(o.request.pieceName)}{" "}
                      <Link to={`/pieces/${pieceId}`} className="font-medium underline underline-offset-4" onClick={() => onOpenChange(false)}>
                        {T.seeRequest}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            {free.length > 0 ? (
              <section aria-label={T.feeLabel} className="grid gap-1 rounded-lg border p-3" aria-live="polite">
                {preview.data ? (
                  <>
                    <p className="font-semibold">{T.feeTotal(preview.data.total, preview.data.currency)}</p>
                    {preview.data.pieces.length > 1 || missing || needsCheck ? (
                      <ul className="grid gap-0.5 text-sm text-muted-foreground">
                        {preview.data.pieces.map((p) => (
                          <li key={p.pieceId}>
                            {p.pieceName}: {p.fee === null ? T.feeMissing(p.missing) : T.feeEach(p.fee, preview.data.currency)}
                            {p.overLimit && preview.data.confirmAbove !== null ? (
                              <span className="block text-foreground">
                                {T.overLimit(p.pieceName, T.money(p.fee ?? 0, preview.data.currency), T.money(preview.data.confirmAbove, preview.data.currency))}
                              </span>
                            ) : null}
                            {p.tooLarge && preview.data.largestPiece !== null ? <span className="block text-foreground">{T.tooLarge(p.pieceName, preview.data.largestPiece)}</span> : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </>
                ) : (
                  <p className="text-sm text-muted-foreground">{preview.error ? preview.error.message : T.feeLoading}</p>
                )}
              </section>
            ) : null}
            {needsCheck ? (
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox id={`${id}-checked`} checked={checked} onCheckedChange={(v) => setChecked(v === true)} />
                <Label htmlFor={`${id}-checked`}>{T.confirmLarge}</Label>
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" className="min-h-11" onClick={() => onOpenChange(false)}>
                {T.cancel}
              </Button>
              <Button
                type="submit"
                className="min-h-11"
                disabled={send.isPending || studioId === null || ready.length === 0 || (kind === "glaze" && !confirmed) || (needsCheck && !checked)}
              >
                {send.isPending ? T.sending : ready.length < pieceIds.length && ready.length > 0 ? T.sendSome(ready.length, pieceIds.length - ready.length) : T.send}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
