/**
 * The share dialog a piece's and a recipe's 'Share' open (product.md#r160, product.md#r286): make the public link,
 * copy it, and stop sharing after a confirm. What differs between them (the texts, a piece's "show notes" switch) is
 * passed in, so both links are made, copied and revoked the same way.
 */
import { Link2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";

export interface ShareLinkTexts {
  dialogTitle: string;
  dialogIntro: string;
  createLink: string;
  creating: string;
  linkLabel: string;
  copy: string;
  copied: string;
  revoke: string;
  revokeConfirmTitle: string;
  revokeConfirmBody: string;
  revoked: string;
  shareFailed: string;
}

/** A refusal's own message, else the texts' plain sentence, as a toast. */
export const shareFailed = (texts: Pick<ShareLinkTexts, "shareFailed">) => (err: unknown) =>
  toast({ title: err instanceof Error && err.message ? err.message : texts.shareFailed, variant: "destructive" });

interface Props<S extends { url: string }> {
  texts: ShareLinkTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link field's id: the field a refused clipboard leaves the link selected in. */
  fieldId: string;
  loading: boolean;
  share: S | null;
  create: { mutate: (v: undefined, o: { onError: (err: unknown) => void }) => void; isPending: boolean };
  revoke: { mutateAsync: (v: undefined) => Promise<unknown> };
  /** What the shared record adds under the link (a piece's "show notes"). */
  children?: (share: S) => ReactNode;
}

export function ShareLinkDialog<S extends { url: string }>({ texts: T, open, onOpenChange, fieldId, loading, share, create, revoke, children }: Props<S>) {
  const [revoking, setRevoking] = useState(false);
  const failed = shareFailed(T);

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
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{T.dialogTitle}</DialogTitle>
            <DialogDescription>{T.dialogIntro}</DialogDescription>
          </DialogHeader>
          {loading ? (
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
              {children?.(share)}
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
