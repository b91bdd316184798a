import { useState } from "react";
import { STUDIO_ROLES, type StudioRole } from "../../../contract/studios/rules";
import type { Studio, StudioMember } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/native-select";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useChangeRole, useRemoveMember, useStudioMembers } from "./studios-api";

const failed = (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : T.changeFailed, variant: "destructive" });

/** Who may remove whom (the server decides; this only hides buttons that would be refused). */
const mayRemove = (me: StudioRole, them: StudioMember) => !them.you && (me === "owner" || (me === "staff" && them.role === "member"));

/** A studio's members: the owner changes roles, owner and staff remove members (with a confirm). */
export function StudioMembers({ studio }: { studio: Studio }) {
  const members = useStudioMembers(studio.id);
  const changeRole = useChangeRole(studio.id);
  const remove = useRemoveMember(studio.id);
  const [removing, setRemoving] = useState<StudioMember | null>(null);
  const [makingOwner, setMakingOwner] = useState<StudioMember | null>(null);
  // Every role change says "Saved"; making an owner is asked first (product.md#r246).
  const saveRole = (userId: number, role: StudioRole) => changeRole.mutateAsync({ userId, role }).then(() => toast({ title: T.roleSaved }), failed);

  if (members.isPending) return <Skeleton className="h-16 rounded-lg" />;
  if (members.error) return <p role="alert" className="text-sm text-destructive">{members.error.message}</p>;

  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{T.members}</h4>
      <ul className="grid gap-2">
        {members.data.data.map((m) => (
          <li key={m.userId} className="flex min-h-11 flex-wrap items-center gap-2">
            <span className="flex-1 font-medium">
              {m.name}
              {m.you ? <span className="text-muted-foreground"> (you)</span> : null}
            </span>
            {studio.role === "owner" && !m.you ? (
              <NativeSelect
                aria-label={T.changeRole(m.name)}
                className="w-32"
                value={m.role}
                disabled={changeRole.isPending}
                onChange={(e) => {
                  const role = e.target.value as StudioRole;
                  if (role === "owner") setMakingOwner(m);
                  else void saveRole(m.userId, role);
                }}
              >
                {STUDIO_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {T.roleLabel(role)}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <span className="text-sm text-muted-foreground">{T.roleLabel(m.role)}</span>
            )}
            {mayRemove(studio.role, m) ? (
              <Button variant="outline" className="min-h-11" aria-label={`${T.remove} ${m.name}`} onClick={() => setRemoving(m)}>
                {T.remove}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={T.removeConfirmTitle(removing?.name ?? "")}
        description={T.removeConfirmBody}
        confirmLabel={T.remove}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(removing!.userId);
            toast({ title: T.removed });
            setRemoving(null);
          } catch (err) {
            failed(err);
          }
        }}
      />
      <ConfirmDialog
        open={makingOwner !== null}
        onOpenChange={(open) => !open && setMakingOwner(null)}
        title={T.makeOwnerTitle(makingOwner?.name ?? "")}
        description={T.makeOwnerBody}
        confirmLabel={T.makeOwner}
        destructive={false}
        onConfirm={async () => {
          await saveRole(makingOwner!.userId, "owner");
          setMakingOwner(null);
        }}
      />
    </div>
  );
}
