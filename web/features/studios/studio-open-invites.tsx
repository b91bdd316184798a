/**
 * A studio's open invites for owner and staff (docs/decisions/0267-studio-invites-listed-and-revoked.md): who each is
 * for, the role, until when it works; copy the link again or revoke it, which stops it at once.
 */
import { Link2 } from "lucide-react";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useRevokeInvite, useStudioInvites } from "./studios-api";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short" });

/** Copies a link; a refused clipboard says what to do instead of failing silently. */
export async function copyInviteLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: T.copied });
    return true;
  } catch {
    return false;
  }
}

export function StudioOpenInvites({ studioId }: { studioId: number }) {
  const invites = useStudioInvites(studioId);
  const revoke = useRevokeInvite(studioId);

  if (invites.isPending) return <Skeleton className="h-12 rounded-lg" />;
  if (invites.error) return <p role="alert" className="text-sm text-destructive">{invites.error.message}</p>;
  const open = invites.data.data;
  return (
    <section className="grid gap-2" aria-label={T.openInvites}>
      <h4 className="text-sm font-semibold">{T.openInvites}</h4>
      {open.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noOpenInvites}</p>
      ) : (
        <ul className="grid gap-2">
          {open.map((invite) => {
            const who = invite.email ?? T.inviteAnyone;
            return (
              <li key={invite.id} className="grid gap-1 rounded-lg border p-3">
                <span className="break-all font-medium">{who}</span>
                <span className="text-sm text-muted-foreground">
                  {T.inviteLine(invite.role, invite.createdBy)} · {T.inviteExpires(day(invite.expiresAt))}
                </span>
                {invite.url ? null : <span className="text-sm text-muted-foreground">{T.noLinkAgain}</span>}
                <div className="flex flex-wrap gap-2">
                  {invite.url ? (
                    <Button variant="outline" className="min-h-11" aria-label={`${T.copy}: ${who}`} onClick={() => void copyInviteLink(invite.url!)}>
                      <Link2 aria-hidden="true" />
                      {T.copy}
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    className="min-h-11"
                    aria-label={T.revokeLabel(who)}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invite.id, {
                        onSuccess: () => toast({ title: T.revoked }),
                        onError: (err) => toast({ title: err.message || T.changeFailed, variant: "destructive" }),
                      })
                    }
                  >
                    {T.revoke}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
