import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import type { InviteState } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useAcceptInvite, useInvitePreview } from "./studios-api";

const NOT_OPEN: Record<Exclude<InviteState, "open">, string> = { used: T.inviteUsed, void: T.inviteVoid, expired: T.inviteExpired };

/**
 * An invite link opens here (signing in or up on the way comes back here). It names the studio and the role, and
 * says at once when the link no longer works (product.md#r220); one tap joins and opens the studio.
 */
export default function StudioInviteScreen() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);
  const join = () => {
    setError(null);
    accept.mutate(token, {
      onSuccess: (studio) => {
        toast({ title: T.joined(studio.name) });
        void navigate(`/studios/${studio.id}`, { replace: true });
      },
      onError: (err) => setError(err.message || T.changeFailed),
    });
  };
  const invite = preview.data;
  const closed = preview.error ? preview.error.message || T.inviteNotFound : invite && invite.state !== "open" ? NOT_OPEN[invite.state] : null;
  return (
    <PageContainer>
      <PageHeader title={invite ? T.joinStudio(invite.studioName) : T.inviteTitle} />
      <div className="grid max-w-md gap-4 rounded-xl border p-5">
        <UsersIcon className="size-8 text-primary" aria-hidden="true" />
        {preview.isPending ? (
          <Skeleton className="h-6 rounded" />
        ) : invite ? (
          <p>{T.invitePreviewBody(invite.studioName, invite.role)}</p>
        ) : (
          <p>{T.inviteBody}</p>
        )}
        {closed ? (
          <p role="alert" className="text-sm text-destructive">
            {closed}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {closed || preview.isPending ? null : (
          <Button className="min-h-11" disabled={accept.isPending} onClick={join}>
            {accept.isPending ? T.joining : T.join}
          </Button>
        )}
      </div>
    </PageContainer>
  );
}
