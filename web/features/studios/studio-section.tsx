import { useId, useState } from "react";
import { Link } from "react-router";
import type { Studio } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Skeleton } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { useUser } from "../auth/auth-queries";
import { StudioDetailsForm } from "./studio-details-form";
import { StudioInvitePanel } from "./studio-invite";
import { StudioMembers } from "./studio-members";
import { PastStudios } from "./studio-past";
import { useCreateStudio, useDeleteStudio, useRemoveMember, useStudios } from "./studios-api";

const failed = (err: unknown) => toast({ title: err instanceof Error && err.message ? err.message : T.changeFailed, variant: "destructive" });

function CreateStudioForm() {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStudio();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      { name },
      {
        onSuccess: () => {
          setName("");
          toast({ title: T.created });
        },
        onError: (err) => setError(err.message || T.changeFailed),
      },
    );
  };
  return (
    <form className="grid gap-2" onSubmit={submit} aria-label={T.createTitle}>
      <Label htmlFor={`${id}-name`}>{T.nameLabel}</Label>
      <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="min-h-11" disabled={create.isPending}>
        {create.isPending ? T.creating : T.create}
      </Button>
    </form>
  );
}

function StudioCard({ studio, userId }: { studio: Studio; userId: number }) {
  const [confirm, setConfirm] = useState<"leave" | "delete" | null>(null);
  const leave = useRemoveMember(studio.id);
  const remove = useDeleteStudio(studio.id);
  return (
    <article className="grid gap-4 rounded-lg border p-4" aria-label={studio.name}>
      <header className="grid gap-1">
        <h3 className="text-base font-semibold">{studio.name}</h3>
        <p className="text-sm text-muted-foreground">
          {T.roleLabel(studio.role)} · {T.memberCount(studio.memberCount)}
        </p>
        <Link to={`/studios/${studio.id}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline">
          {T.open}
        </Link>
      </header>
      {studio.role === "owner" ? <StudioDetailsForm studio={studio} /> : null}
      {studio.role !== "member" ? <StudioInvitePanel studioId={studio.id} /> : null}
      <StudioMembers studio={studio} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" onClick={() => setConfirm("leave")}>
          {T.leave}
        </Button>
        {studio.role === "owner" ? (
          <Button variant="outline" className="min-h-11" onClick={() => setConfirm("delete")}>
            {T.deleteStudio}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "delete" ? T.deleteConfirmTitle(studio.name) : T.leaveConfirmTitle(studio.name)}
        description={confirm === "delete" ? T.deleteConfirmBody : T.leaveConfirmBody}
        confirmLabel={confirm === "delete" ? T.deleteStudio : T.leave}
        destructive
        onConfirm={async () => {
          try {
            if (confirm === "delete") {
              await remove.mutateAsync(undefined);
              toast({ title: T.deleted });
            } else {
              await leave.mutateAsync(userId);
              toast({ title: T.left });
            }
            setConfirm(null);
          } catch (err) {
            failed(err);
          }
        }}
      />
    </article>
  );
}

/** Settings ▸ Studio (docs/decisions/0230-community-studios.md): create a studio, invite, manage members, leave. */
export function StudioSection() {
  const { data: user } = useUser();
  const studios = useStudios();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      {studios.isPending ? (
        <Skeleton className="h-20 rounded-lg" />
      ) : studios.error ? (
        <p role="alert" className="text-sm text-destructive">
          {studios.error.message}
        </p>
      ) : studios.data.data.length === 0 ? (
        <p className="text-sm">{T.none}</p>
      ) : (
        studios.data.data.map((studio) => <StudioCard key={studio.id} studio={studio} userId={user?.id ?? 0} />)
      )}
      <PastStudios />
      <CreateStudioForm />
    </div>
  );
}
