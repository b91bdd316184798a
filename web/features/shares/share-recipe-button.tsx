import { Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { RECIPE_SHARE_TEXTS as T } from "../../../contract/shares/recipe-texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { useCreateRecipeShare, useRecipeShare, useRevokeRecipeShare } from "./recipe-shares-api";

const failed = (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : T.shareFailed, variant: "destructive" });

/**
 * 'Share recipe' on a recipe's page (product.md#r286): a public read-only link the potter can copy and revoke, made as
 * a piece's is (docs/decisions/0322-recipe-photos-and-share-link.md).
 */
export function ShareRecipeButton({ recipeId }: { recipeId: number }) {
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const state = useRecipeShare(recipeId, open);
  const create = useCreateRecipeShare(recipeId);
  const revoke = useRevokeRecipeShare(recipeId);
  const share = state.data?.share ?? null;
  const fieldId = `recipe-share-url-${recipeId}`;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: T.copied });
    } catch {
      // Clipboard refused (no permission): the link stays selected in its field for a manual copy.
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {T.action}
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
                <Label htmlFor={fieldId}>{T.linkLabel}</Label>
                <Input id={fieldId} readOnly value={share.url} onFocus={(e) => e.currentTarget.select()} />
              </div>
              <Button className="min-h-11" onClick={() => void copy(share.url)}>
                <Link2 aria-hidden="true" />
                {T.copy}
              </Button>
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
