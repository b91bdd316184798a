import { UsersIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { useAcceptInvite } from "./studios-api";

/** An invite link opens here (signing in or up on the way comes back here): one tap joins the studio. */
export default function StudioInviteScreen() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const [error, setError] = useState<string | null>(null);
  const join = () => {
    setError(null);
    accept.mutate(token, {
      onSuccess: (studio) => {
        toast({ title: T.joined(studio.name) });
        void navigate("/settings", { replace: true });
      },
      onError: (err) => setError(err.message || T.changeFailed),
    });
  };
  return (
    <PageContainer>
      <PageHeader title={T.inviteTitle} />
      <div className="grid max-w-md gap-4 rounded-xl border p-5">
        <UsersIcon className="size-8 text-primary" aria-hidden="true" />
        <p>{T.inviteBody}</p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button className="min-h-11" disabled={accept.isPending} onClick={join}>
          {accept.isPending ? T.joining : T.join}
        </Button>
      </div>
    </PageContainer>
  );
}
