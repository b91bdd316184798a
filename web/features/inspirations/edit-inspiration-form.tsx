import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Inspiration } from "../../../contract/inspirations/schemas";
import { INSPIRATION_AUTOSAVE_MS } from "../../../contract/inspirations/rules";
import { INSPIRATION_TEXTS } from "../../../contract/inspirations/texts";
import { PageContainer } from "../../components/page-container";
import { Badge } from "../../components/ui/badge";
import { toast } from "../../components/ui/toast";
import { useAutosave, type SaveStatus } from "../../lib/use-autosave";
import { BackLink } from "../../components/back-link";
import { UploadGateProvider, useFinishUploadsBeforeLeaving, useUploadGate } from "../photos/upload-gate";
import { InspirationActionsMenu } from "./inspiration-actions-menu";
import { bodyOf, draftOf, InspirationFormFields, type InspirationDraft } from "./inspiration-form-fields";
import { formatCreatedDate } from "./inspiration-format";
import { copyOf, forgetInspiration, useCreateInspiration, useDeleteInspiration, useUpdateInspiration } from "./inspirations-api";

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: "",
  saving: INSPIRATION_TEXTS.saving,
  saved: INSPIRATION_TEXTS.saved,
  error: "",
};

// product.md#r76: saving needs a name or at least one image.
const canSave = (draft: InspirationDraft) => draft.name.trim() !== "" || draft.imageUrls.length > 0;

/** The loaded inspiration, edited in place with auto-save (product.md#r75, product.md#r76). */
export function EditInspirationForm({ record }: { record: Inspiration }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<InspirationDraft>(() => draftOf(record));
  const update = useUpdateInspiration(record.id);
  const create = useCreateInspiration();
  const remove = useDeleteInspiration();

  const autosave = useAutosave({
    value: draft,
    delayMs: INSPIRATION_AUTOSAVE_MS,
    hideSavedOnEdit: true,
    canSave,
    save: async (value) => {
      await update.mutateAsync(bodyOf(value));
    },
  });

  // Leaving while a photo uploads waits for it; the auto-save on leaving then stores it (decision 0130).
  const gate = useUploadGate();
  const leaving = useFinishUploadsBeforeLeaving(gate);

  const shownName = draft.name.trim() || INSPIRATION_TEXTS.untitled;

  const duplicate = async () => {
    await autosave.flush();
    try {
      const copy = await create.mutateAsync(
        copyOf({ ...record, ...bodyOf(draft), name: shownName }, INSPIRATION_TEXTS.copySuffix),
      );
      void navigate(`/inspiration/edit/${copy.id}`);
    } catch (err) {
      toast({ title: err instanceof Error ? err.message : INSPIRATION_TEXTS.unknownError, variant: "destructive" });
    }
  };

  const destroy = async () => {
    autosave.cancel();
    try {
      await remove.mutateAsync(record.id);
      await navigate("/inspiration");
      forgetInspiration(queryClient, record.id);
    } catch (err) {
      toast({ title: err instanceof Error ? err.message : INSPIRATION_TEXTS.unknownError, variant: "destructive" });
      throw err;
    }
  };

  return (
    <PageContainer>
      <div className="flex items-center justify-between gap-2 pb-2">
        <BackLink to="/inspiration" label={INSPIRATION_TEXTS.backToInspiration}>
          {INSPIRATION_TEXTS.back}
        </BackLink>
        <div className="flex items-center gap-2">
          <span role="status" className="text-sm text-muted-foreground">
            {STATUS_TEXT[leaving ? "saving" : autosave.status]}
          </span>
          <InspirationActionsMenu
            name={shownName}
            onDuplicate={() => void duplicate()}
            onDelete={destroy}
            busy={create.isPending}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 pb-4">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{INSPIRATION_TEXTS.editTitle}</h1>
        <Badge variant="outline">
          {INSPIRATION_TEXTS.createdPrefix}
          {formatCreatedDate(record.createdAt)}
        </Badge>
      </div>
      {autosave.status === "error" && autosave.error ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {autosave.error}
        </p>
      ) : null}
      {!canSave(draft) ? (
        <p className="mb-4 text-sm text-muted-foreground">{INSPIRATION_TEXTS.nameRequired}</p>
      ) : null}
      <UploadGateProvider gate={gate}>
        <InspirationFormFields
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          onNotesBlur={() => void autosave.flush()}
        />
      </UploadGateProvider>
    </PageContainer>
  );
}
