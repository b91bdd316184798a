import { useId, useState } from "react";
import type { Studio } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { useUpdateStudio } from "./studios-api";

/** The owner's: the studio's name, address and currency. */
export function StudioDetailsForm({ studio }: { studio: Studio }) {
  const id = useId();
  const [name, setName] = useState(studio.name);
  const [address, setAddress] = useState(studio.address ?? "");
  const [currency, setCurrency] = useState(studio.currency);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStudio(studio.id);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    update.mutate(
      { name, address, currency },
      { onSuccess: () => toast({ title: T.saved }), onError: (err) => setError(err.message || T.changeFailed) },
    );
  };
  return (
    <form className="grid gap-2" onSubmit={submit} aria-label={T.detailsTitle}>
      <Label htmlFor={`${id}-name`}>{T.nameLabel}</Label>
      <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
      <Label htmlFor={`${id}-address`}>{T.addressLabel}</Label>
      <Input id={`${id}-address`} value={address} onChange={(e) => setAddress(e.target.value)} />
      <Label htmlFor={`${id}-currency`}>{T.currencyLabel}</Label>
      <Input id={`${id}-currency`} value={currency} maxLength={3} autoCapitalize="characters" onChange={(e) => setCurrency(e.target.value)} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" className="min-h-11" disabled={update.isPending}>
        {T.save}
      </Button>
    </form>
  );
}
