import { Suspense, useDeferredValue, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Piece } from "../../../contract/pieces/schemas";
import { PIECE_AUTOSAVE_MS, PIECE_MAX_PHOTOS, PIECE_TEXTS } from "../../../contract/pieces/texts";
import { PageContainer } from "../../components/page-container";
import { Badge } from "../../components/ui/badge";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/toast";
import { OFFLINE_TEXTS } from "../../lib/offline/offline-texts";
import { useAutosave } from "../../lib/use-autosave";
import { LinkedInspirations } from "../inspirations/linked-inspirations";
import { SurfaceTreatmentsPanel } from "../layers/surface-treatments-panel";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { BackLink } from "../../components/back-link";
import { PieceFirings } from "../firings/piece-firings";
import { SharePieceButton } from "../shares/share-piece-button";
import { PrintLabelsButton } from "../labels/print-labels-dialog";
import { PieceActionsMenu } from "./piece-actions-menu";
import { FateBanner } from "./fate-banner";
import { PieceRequest } from "../studios/piece-request";
import { lazyPart, useOpenedOnce } from "../../lib/lazy-part";
import { PieceFields } from "./piece-fields";
import { bodyFromForm, changedFields, duplicateBody, formatCreated, formFromPiece, type PieceChoices, type PieceFormValues } from "./piece-form";
import { PieceSection } from "./section";
import { StageTracker } from "../stages/stage-tracker";
import { useCreatePiece, useDeletePiece, usePiecePending, useUpdatePiece } from "./pieces-api";
import { useSectionState } from "./use-section-state";
import { CodeBadge } from "../codes/code-badge";

// The fate dialog is not on screen when the piece opens (decision 0159): loaded on first use.
const fateDialog = lazyPart(() => import("./fate-dialog").then((m) => m.FateDialog));
// A piece's price and cost (product.md#r277) is below the fold: its code loads with the business area's, after the rest.
const priceCost = lazyPart(() => import("./price-cost-card").then((m) => m.PriceCostCard));
const sendDialog = lazyPart(() => import("../studios/send-to-firing-dialog").then((m) => m.SendToFiringDialog));

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);

/** The loaded piece: every field auto-saves (product.md#r76); stages, layers and links save on their own. */
export function PieceEditor({ piece, choices }: { piece: Piece; choices: PieceChoices }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<PieceFormValues>(() => formFromPiece(piece));
  const [sections, setSections] = useSectionState(piece.id);
  const [busy, setBusy] = useState(false);
  const [fateOpen, setFateOpen] = useState(false);
  const fateOpened = useOpenedOnce(fateOpen);
  const [sendOpen, setSendOpen] = useState(false);
  const sendOpened = useOpenedOnce(sendOpen);
  const update = useUpdatePiece(piece.id);
  const unsynced = usePiecePending(piece.id);
  const remove = useDeletePiece(piece.id);
  const createCopy = useCreatePiece();
  // What the server last accepted from this screen: each save sends only what changed since (decision 0116).
  const sent = useRef(bodyFromForm(formFromPiece(piece)));
  // Decision 0037: 2 s debounce; a failure is only logged and the next edit tries again.
  const autosave = useAutosave({
    value: values,
    delayMs: PIECE_AUTOSAVE_MS,
    canSave: (v) => v.name.trim() !== "",
    save: async (v) => {
      const body = bodyFromForm(v);
      const changed = changedFields(body, sent.current);
      if (Object.keys(changed).length === 0) return;
      await update.mutateAsync(changed);
      sent.current = body;
    },
  });

  // Leaving while a photo uploads waits for it; the auto-save on leaving then stores it (decision 0130).
  const gate = useUploadGate();
  const leaving = useFinishUploadsBeforeLeaving(gate);

  const change = (patch: Partial<PieceFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const commit = () => void autosave.flush();

  const duplicate = async () => {
    if (!values.name.trim()) {
      toast({ title: PIECE_TEXTS.duplicateMissing, variant: "destructive" });
      return;
    }
    setBusy(true);
    try {
      await autosave.flush();
      const copy = await createCopy.mutateAsync(duplicateBody(values, piece));
      navigate(`/pieces/${copy.id}`);
    } catch (err) {
      toast({ title: errorText(err, PIECE_TEXTS.duplicateFailed), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const destroy = async () => {
    autosave.cancel();
    try {
      await remove.mutateAsync();
      navigate("/pieces");
    } catch (err) {
      toast({ title: errorText(err, PIECE_TEXTS.deleteFailed), variant: "destructive" });
      throw err;
    }
  };

  // The first drawing holds what a phone shows before scrolling: the name, photos, the (closed) basic information and
  // the stages. The firings, surfaces and inspirations below them follow at once, in the background, so the piece shows
  // sooner (docs/decisions/0162-start-screen-chunks.md).
  const below = useDeferredValue(true, false);

  return (
    <PageContainer className="grid gap-5">
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/pieces" label={PIECE_TEXTS.backToPieces}>
          {PIECE_TEXTS.back}
        </BackLink>
        <div className="flex items-center gap-2">
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {leaving || autosave.status === "saving"
              ? PIECE_TEXTS.saving
              : autosave.status === "saved"
                ? unsynced
                  ? OFFLINE_TEXTS.savedOnDevice
                  : PIECE_TEXTS.saved
                : ""}
          </span>
          <SharePieceButton pieceId={piece.id} />
          <PrintLabelsButton kind="piece" ids={[piece.id]} icon />
          <PieceActionsMenu name={values.name || piece.name} busy={busy} onDuplicate={() => void duplicate()} onDelete={destroy} onFate={() => setFateOpen(true)} onSendToFiring={() => setSendOpen(true)} />
        </div>
      </div>
      <div className="grid gap-2">
        <h1 className="sr-only">{values.name || piece.name}</h1>
        {/* The whole name, on as many lines as it takes: a long one is never cut
            (docs/decisions/0278-long-names-shown-whole.md). A name is one line of text, so Enter ends the edit. */}
        <Textarea
          aria-label={PIECE_TEXTS.nameLabel}
          placeholder={PIECE_TEXTS.namePlaceholder}
          value={values.name}
          maxLength={200}
          rows={1}
          className="min-h-12 resize-none rounded-none border-0 border-b bg-transparent px-0 text-2xl font-bold shadow-none [field-sizing:content] focus-visible:border-primary focus-visible:ring-0"
          onChange={(e) => change({ name: e.target.value.replace(/[\r\n]+/g, " ") })}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          onBlur={commit}
        />
        <div className="flex flex-wrap items-center gap-2">
          <CodeBadge code={piece.code} />
          <Badge variant="outline">{formatCreated(piece.createdAt)}</Badge>
          {unsynced ? <Badge variant="secondary">{OFFLINE_TEXTS.notSynced}</Badge> : null}
        </div>
      </div>
      {piece.fate ? <FateBanner pieceId={piece.id} fate={piece.fate} /> : null}
      {/* Its studio request, if any: shelf, fee, ticket, withdraw (product.md#r242). */}
      <PieceRequest pieceId={piece.id} />
      {sendOpened ? (
        <Suspense fallback={null}>
          <sendDialog.Part pieceIds={[piece.id]} open={sendOpen} onOpenChange={setSendOpen} />
        </Suspense>
      ) : null}
      {fateOpened ? (
        <Suspense fallback={null}>
          <fateDialog.Part pieceId={piece.id} name={values.name || piece.name} open={fateOpen} onOpenChange={setFateOpen} />
        </Suspense>
      ) : null}
      <UploadGateProvider gate={gate}>
        <PhotoStrip urls={values.imageUrls} max={PIECE_MAX_PHOTOS} label="Piece photos" onChange={(imageUrls) => change({ imageUrls })} />
      </UploadGateProvider>
      <PieceSection title={PIECE_TEXTS.basicInformation} open={sections.details} onOpenChange={(details) => setSections({ details })}>
        <PieceFields values={values} choices={choices} onChange={change} onCommit={commit} />
      </PieceSection>
      <PieceSection title={PIECE_TEXTS.progressLocation} open={sections.progress} onOpenChange={(progress) => setSections({ progress })}>
        <StageTracker pieceId={piece.id} type={values.type} locations={choices.studioLocations} />
        {below ? <PieceFirings pieceId={piece.id} /> : null}
      </PieceSection>
      {below ? (
        <>
          <SurfaceTreatmentsPanel pieceId={piece.id} />
          <LinkedInspirations ids={values.inspirationIds} onChange={(inspirationIds) => change({ inspirationIds })} />
          {/* A piece made offline has no price or cost on the server until it is sent. */}
          {piece.id > 0 ? (
            <Suspense fallback={null}>
              <priceCost.Part pieceId={piece.id} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </PageContainer>
  );
}
