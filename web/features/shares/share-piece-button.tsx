import { Share2 } from "lucide-react";
import { useState } from "react";
import { SHARE_TEXTS as T } from "../../../contract/shares/texts";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Label } from "../../components/ui/label";
import { useCreateShare, usePieceShare, useRevokeShare, useShowNotes } from "./shares-api";
import { ShareLinkDialog, shareFailed } from "./share-link-dialog";

/** 'Share' on a piece (product.md#r160): a public read-only link the potter can copy, send, limit and revoke. */
export function SharePieceButton({ pieceId }: { pieceId: number }) {
  const [open, setOpen] = useState(false);
  const state = usePieceShare(pieceId, open);
  const create = useCreateShare(pieceId);
  const notes = useShowNotes(pieceId);
  const revoke = useRevokeShare(pieceId);

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={T.action} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
      </Button>
      <ShareLinkDialog
        texts={T}
        open={open}
        onOpenChange={setOpen}
        fieldId={`share-url-${pieceId}`}
        loading={state.isPending}
        share={state.data?.share ?? null}
        create={create}
        revoke={revoke}
      >
        {(share) => (
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`share-notes-${pieceId}`}
              checked={share.showNotes}
              disabled={notes.isPending}
              onCheckedChange={(on) => notes.mutate(on === true, { onError: shareFailed(T) })}
            />
            <Label htmlFor={`share-notes-${pieceId}`} className="font-normal">
              {T.showNotes}
            </Label>
          </div>
        )}
      </ShareLinkDialog>
    </>
  );
}
