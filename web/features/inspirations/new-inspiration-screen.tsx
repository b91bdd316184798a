import { useState } from "react";
import { useNavigate } from "react-router";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-error";
import { BackLink } from "../../components/back-link";
import { UploadGateProvider, useUploadGate } from "../photos/upload-gate";
import { useLatest } from "../../lib/use-latest";
import { useFormDraft } from "../../lib/use-form-draft";
import { DraftOffer } from "../../components/draft-offer";
import { useUser } from "../auth/auth-queries";
import { bodyOf, EMPTY_DRAFT, InspirationFormFields, type InspirationDraft } from "./inspiration-form-fields";
import { useCreateInspiration } from "./inspirations-api";

const dropPhotos = (kept: InspirationDraft): InspirationDraft => ({ ...kept, imageUrls: [] });

/** /new-inspiration (product.md#r75): Save needs a name; after saving the potter is back on the list. */
export default function NewInspirationScreen() {
  const navigate = useNavigate();
  const create = useCreateInspiration();
  const [draft, setDraft] = useState<InspirationDraft>(EMPTY_DRAFT);
  // Save waits for running uploads, then sends what the form holds by then (decision 0130).
  const gate = useUploadGate();
  const [waiting, setWaiting] = useState(false);
  const latest = useLatest(draft);
  // Leaving keeps the unsaved inspiration on this device; the next visit offers it back (decision 0132).
  const user = useUser();
  const kept = useFormDraft({
    name: "new-inspiration",
    owner: user.data?.id,
    value: draft,
    onRestore: setDraft,
    withoutPhotos: dropPhotos,
  });
  const saving = waiting || create.isPending;
  const canSave = draft.name.trim() !== "" && !saving;

  const save = async () => {
    if (!canSave) return;
    setWaiting(true);
    await gate.settled();
    setWaiting(false);
    create.mutate(bodyOf(latest.current), {
      onSuccess: () => {
        kept.clear();
        void navigate("/inspiration");
      },
    });
  };

  const error = create.error
    ? create.error instanceof ApiError && create.error.message
      ? create.error.message
      : INSPIRATION_TEXTS.createFailed
    : null;

  return (
    <PageContainer>
      <DraftOffer draft={kept} what={INSPIRATION_TEXTS.draftNoun} />
      <div className="flex items-center justify-between gap-2 pb-2">
        <BackLink to="/inspiration" label={INSPIRATION_TEXTS.backToInspiration}>
          {INSPIRATION_TEXTS.back}
        </BackLink>
        <Button onClick={() => void save()} disabled={!canSave}>
          {saving ? INSPIRATION_TEXTS.saving : INSPIRATION_TEXTS.save}
        </Button>
      </div>
      <PageHeader title={INSPIRATION_TEXTS.newTitle} className="sr-only" />
      {error ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <UploadGateProvider gate={gate}>
          <InspirationFormFields draft={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        </UploadGateProvider>
      </form>
    </PageContainer>
  );
}
