import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import { INVITE_ROLES } from "../../../contract/studios/rules";
import type { StudioInvite } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { toast } from "../../components/ui/toast-store";
import { copyInviteLink, StudioOpenInvites } from "./studio-open-invites";
import { useCreateInvite } from "./studios-api";

/**
 * Owner and staff make an invite link (single use, 7 days), optionally for one e-mail, which gets the link by mail
 * (product.md#r219), and copy it; the open invites are listed below, to copy again or revoke.
 */
export function StudioInvitePanel({ studioId }: { studioId: number }) {
  const id = useId();
  const [role, setRole] = useState<(typeof INVITE_ROLES)[number]>("member");
  const [email, setEmail] = useState("");
  const [invite, setInvite] = useState<StudioInvite | null>(null);
  const create = useCreateInvite(studioId);

  const make = () =>
    create.mutate(
      { role, email: email.trim() || null },
      {
        onSuccess: (made) => {
          setInvite(made);
          if (made.mailed && made.email) {
            toast({ title: T.inviteMailed(made.email) });
            setEmail("");
          }
        },
        onError: (err) => toast({ title: err.message || T.changeFailed, variant: "destructive" }),
      },
    );

  const copy = async (url: string) => {
    // Clipboard refused: the link stays in its field, selected on focus, for a manual copy.
    if (!(await copyInviteLink(url))) document.getElementById(`${id}-url`)?.focus();
  };

  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold">{T.invite}</h4>
      <div className="grid gap-2 sm:grid-cols-2">
        <NativeSelect label={T.inviteRoleLabel} value={role} onChange={(e) => setRole(e.target.value as typeof role)}>
          {INVITE_ROLES.map((r) => (
            <option key={r} value={r}>
              {T.roleLabel(r)}
            </option>
          ))}
        </NativeSelect>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-email`}>{T.inviteEmailLabel}</Label>
          <Input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
      </div>
      <Button className="min-h-11" variant="outline" disabled={create.isPending} onClick={make}>
        {email.trim() ? T.sendInvite : T.makeInvite}
      </Button>
      {invite ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{T.inviteReady}</p>
          <Label htmlFor={`${id}-url`} className="sr-only">
            {T.invite}
          </Label>
          <Input id={`${id}-url`} readOnly value={invite.url} onFocus={(e) => e.currentTarget.select()} />
          <Button className="min-h-11" onClick={() => void copy(invite.url)}>
            <Link2 aria-hidden="true" />
            {T.copy}
          </Button>
        </div>
      ) : null}
      <StudioOpenInvites studioId={studioId} />
    </div>
  );
}
