import { useId, useMemo, useState } from "react";
import type { Studio } from "../../../contract/studios/schemas";
import { STUDIO_TEXTS as T } from "../../../contract/studios/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/native-select";
import { toast } from "../../components/ui/toast-store";
import { allZones, deviceTimeZone } from "../../lib/time-zones";
import { useUpdateStudio } from "./studios-api";

/**
 * The zones to choose from: every zone this browser knows, with the saved one kept even when the list lacks it (an
 * older name such as US/Pacific, or a browser with an older list), so saving the other fields never changes it.
 */
function zoneChoices(saved: string): string[] {
  const zones = allZones();
  return zones.includes(saved) ? zones : [saved, ...zones];
}

/** The owner's: the studio's name, address, currency and time zone (its fees months, docs/decisions/0252-studio-time-zone.md). */
export function StudioDetailsForm({ studio }: { studio: Studio }) {
  const id = useId();
  const [name, setName] = useState(studio.name);
  const [address, setAddress] = useState(studio.address ?? "");
  const [currency, setCurrency] = useState(studio.currency);
  const [timeZone, setTimeZone] = useState(studio.timeZone);
  const [error, setError] = useState<string | null>(null);
  const zones = useMemo(() => zoneChoices(studio.timeZone), [studio.timeZone]);
  const device = deviceTimeZone();
  const update = useUpdateStudio(studio.id);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    update.mutate(
      { name, address, currency, timeZone },
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
      <Label htmlFor={`${id}-zone`}>{T.timeZoneLabel}</Label>
      <NativeSelect id={`${id}-zone`} value={timeZone} aria-describedby={`${id}-zone-hint`} onChange={(e) => setTimeZone(e.target.value)}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone === device ? T.timeZoneDevice(zone) : zone}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-zone-hint`} className="text-sm text-muted-foreground">
        {T.timeZoneHint}
      </p>
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
