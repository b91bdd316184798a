import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { SHARE_TEXTS as T } from "../../../contract/shares/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { useCreateShare, usePieceShare, useRevokeShare, useShowNotes } from "./shares-api";

const failed = (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : T.shareFailed, variant: "destructive" });

/** 'Share' on a piece (product.md#r160): a public read-only link the potter can copy, send, limit and revoke. */
export function SharePieceButton({ pieceId }: { pieceId: number }) {
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const state = usePieceShare(pieceId, open);
  const create = useCreateShare(pieceId);
  const notes = useShowNotes(pieceId);
  const revoke = useRevokeShare(pieceId);
  const share = state.data?.share ?? null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: T.copied });
    } catch {
      // Clipboard refused (no permission): the link stays selected in its field for a manual copy.
      document.getElementById(`share-url-${pieceId}`)?.focus();
    }
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label={T.action} onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.dialogTitle}</DialogTitle>
            <DialogDescription>{T.dialogIntro}</DialogDescription>
          </DialogHeader>
          {state.isPending ? (
            <p className="text-sm text-muted-foreground" role="status">
              {T.creating}
            </p>
          ) : share ? (
            <div className="grid gap-4">
              <div className="grid gap-2">
                <Label htmlFor={`share-url-${pieceId}`}>{T.linkLabel}</Label>
                <Input id={`share-url-${pieceId}`} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
              </div>
              <Button className="min-h-11" onClick={() => void copy(share.url)}>
                <Link2 aria-hidden="true" />
                {T.copy}
              </Button>
              <div className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={`share-notes-${pieceId}`}
                  checked={share.showNotes}
                  disabled={notes.isPending}
                  onCheckedChange={(on) => notes.mutate(on === true, { onError: failed })}
                />
                <Label htmlFor={`share-notes-${pieceId}`} className="font-normal">
                  {T.showNotes}
                </Label>
              </div>
              <Button variant="outline" className="min-h-11" onClick={() => setRevoking(true)}>
                {T.revoke}
              </Button>
            </div>
          ) : (
            <Button className="min-h-11" disabled={create.isPending} onClick={() => create.mutate(undefined, { onError: failed })}>
              {create.isPending ? T.creating : T.createLink}
            </Button>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={T.revokeConfirmTitle}
        description={T.revokeConfirmBody}
        confirmLabel={T.revoke}
        destructive
        onConfirm={async () => {
          try {
            await revoke.mutateAsync(undefined);
            toast({ title: T.revoked });
          } catch (err) {
            failed(err);
          }
        }}
      />
    </>
  );
}
