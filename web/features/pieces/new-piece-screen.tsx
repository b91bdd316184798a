import { useState } from "react";
import { useNavigate } from "react-router";
import { PIECE_MAX_PHOTOS, PIECE_TEXTS } from "../../../contract/pieces/texts";
import type { Stage } from "../../../contract/stages/schemas";
import { PageContainer } from "../../components/page-container";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast";
import { LinkedInspirations } from "../inspirations/linked-inspirations";
import { SurfaceTreatmentsPanel } from "../layers/surface-treatments-panel";
import type { DecorationLayer } from "../../../contract/layers/schemas";
import { toNewPieceLayers, withFreshIds } from "../layers/layer-drafts";
import { useDraftLayerStore } from "../layers/use-layer-store";
import { PhotoStrip } from "../photos/photo-strip";
import { UploadGateProvider, useUploadGate } from "../photos/upload-gate";
import { useLatest } from "../../lib/use-latest";
import { useFormDraft } from "../../lib/use-form-draft";
import { DraftOffer } from "../../components/draft-offer";
import { useUser } from "../auth/auth-queries";
import { usePreferences } from "../preferences/preferences-api";
import { BackLink } from "../../components/back-link";
import { PieceFields } from "./piece-fields";
import { bodyFromForm, choicesFrom, emptyForm, type PieceChoices, type PieceFormValues } from "./piece-form";
import { PieceSection } from "./section";
import { instantOfDay } from "../../lib/calendar-day";
import { draftLocation, draftsForType, firstLocation, StageChecklist, type StageDrafts } from "../stages/stage-checklist";
import { usePrefetchInspirations } from "../inspirations/inspirations-api";
import { useCreatePiece } from "./pieces-api";

/** New Piece (/new-piece, product.md#r75): waits for preferences (a 404 means none yet) to fill the defaults. */
export default function NewPieceScreen() {
  usePrefetchInspirations();
  const prefs = usePreferences();
  if (prefs.isPending) {
    return (
      <PageContainer aria-busy="true" aria-label="Loading">
        <div className="grid gap-4">
          <Skeleton className="h-11 w-24" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PageContainer>
    );
  }
  return <NewPieceForm choices={choicesFrom(prefs.data)} />;
}

interface PieceDraft {
  values: PieceFormValues;
  stages: StageDrafts;
  layers: DecorationLayer[];
}

const dropPhotos = (kept: PieceDraft): PieceDraft => ({ ...kept, values: { ...kept.values, imageUrls: [] } });

function NewPieceForm({ choices }: { choices: PieceChoices }) {
  const navigate = useNavigate();
  const createPiece = useCreatePiece();
  // The first layers stay in the form until Save sends them with the piece, in one request (product.md#r82).
  const [layers, setLayers] = useState<DecorationLayer[]>([]);
  const layerStore = useDraftLayerStore(layers, setLayers);
  const [values, setValues] = useState<PieceFormValues>(() => emptyForm(choices));
  const [stages, setStages] = useState<StageDrafts>(() => ({ Formed: { location: firstLocation(choices.studioLocations), notes: "" } }));
  const [detailsOpen, setDetailsOpen] = useState(true);
  const [progressOpen, setProgressOpen] = useState(true);
  // Save waits for running uploads, then sends what the form holds by then (decision 0130).
  const gate = useUploadGate();
  const [waiting, setWaiting] = useState(false);
  // Once stored, the form stays as it was sent until the piece's details replace it: an edit typed there meanwhile
  // would go nowhere (the details screen loads its own copy of the piece).
  const [stored, setStored] = useState(false);
  const latest = useLatest({ values, stages, layers });
  // Leaving keeps the unsaved piece on this device; the next visit offers it back (decision 0132).
  const user = useUser();
  const draft = useFormDraft({
    name: "new-piece",
    owner: user.data?.id,
    value: { values, stages, layers },
    onRestore: (kept) => {
      setValues(kept.values);
      setStages(kept.stages);
      setLayers(withFreshIds(kept.layers));
    },
    withoutPhotos: dropPhotos,
  });

  const change = (patch: Partial<PieceFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (patch.type) setStages((s) => draftsForType(s, patch.type!));
  };

  const saving = waiting || createPiece.isPending || stored;
  // From the moment the piece is sent, nothing can be typed that the piece would not get.
  const locked = createPiece.isPending || stored;
  const canSave = values.name.trim() !== "" && !saving;

  const save = async () => {
    if (!canSave) return;
    setWaiting(true);
    try {
      await gate.settled();
      const { values, stages, layers } = latest.current;
      const piece = await createPiece.mutateAsync({
        ...bodyFromForm(values),
        stages: Object.entries(stages).map(([stage, draft]) => ({
          stage: stage as Stage,
          location: draftLocation(draft, values.studioLocation),
          notes: draft.notes.trim() ? draft.notes : null,
          // A day typed by hand is when it happened (decision 0131); otherwise the server's now.
          ...(draft.date && instantOfDay(draft.date) ? { date: instantOfDay(draft.date)! } : {}),
        })),
        layers: toNewPieceLayers(layers),
      });
      draft.clear();
      setStored(true);
      navigate(piece.id ? `/pieces/${piece.id}` : "/pieces");
    } catch (err) {
      toast({ title: err instanceof Error && err.message ? err.message : PIECE_TEXTS.createFailed, variant: "destructive" });
    } finally {
      setWaiting(false);
    }
  };

  return (
    <PageContainer className="grid gap-5">
      <DraftOffer draft={draft} what={PIECE_TEXTS.draftNoun} />
      <div className="flex items-center justify-between gap-2">
        <BackLink to="/pieces" label={PIECE_TEXTS.backToPieces}>
          {PIECE_TEXTS.back}
        </BackLink>
        <Button onClick={() => void save()} disabled={!canSave}>
          {saving ? PIECE_TEXTS.saving : PIECE_TEXTS.save}
        </Button>
      </div>
      <h1 className="sr-only">{PIECE_TEXTS.newTitle}</h1>
      <fieldset disabled={locked} className="contents">
        <Input
          aria-label={PIECE_TEXTS.nameLabel}
          placeholder={PIECE_TEXTS.namePlaceholder}
          value={values.name}
          maxLength={200}
          autoFocus
          className="h-auto min-h-12 border-0 border-b rounded-none px-0 text-2xl font-bold shadow-none focus-visible:ring-0 focus-visible:border-primary"
          onChange={(e) => change({ name: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === "Enter") void save();
          }}
        />
        <UploadGateProvider gate={gate}>
          <PhotoStrip urls={values.imageUrls} max={PIECE_MAX_PHOTOS} label="Piece photos" onChange={(imageUrls) => change({ imageUrls })} />
        </UploadGateProvider>
        <PieceSection title={PIECE_TEXTS.basicInformation} open={detailsOpen} onOpenChange={setDetailsOpen}>
          <PieceFields values={values} choices={choices} onChange={change} />
        </PieceSection>
        <PieceSection title={PIECE_TEXTS.progressLocation} open={progressOpen} onOpenChange={setProgressOpen}>
          <StageChecklist type={values.type} drafts={stages} locations={choices.studioLocations} typedLocation={values.studioLocation} onChange={setStages} />
        </PieceSection>
        <SurfaceTreatmentsPanel pieceId={0} store={layerStore} />
        <LinkedInspirations ids={values.inspirationIds} onChange={(inspirationIds) => change({ inspirationIds })} />
      </fieldset>
    </PageContainer>
  );
}
