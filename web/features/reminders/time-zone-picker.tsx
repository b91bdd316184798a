/**
 * The time zone of Settings ▸ Reminders (docs/decisions/0194-time-zone-picker.md): the saved zone shows, and "Change"
 * opens a search over the IANA zones this browser knows, the device's zone first. Picking one saves it; what shows is
 * always the saved value, never one the server has not taken.
 */
import { useMemo, useState } from "react";
import { REMINDER_TEXTS as T } from "../../../contract/reminders/texts";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { allZones } from "../../lib/time-zones";

const SHOWN = 30;


/** "new york" finds America/New_York; every word must be found in the zone's name. */
export function matchZones(zones: readonly string[], search: string): string[] {
  const words = search.toLowerCase().replace(/_/g, " ").split(/[\s/]+/).filter(Boolean);
  if (words.length === 0) return [...zones];
  return zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, " ");
    return words.every((w) => name.includes(w));
  });
}

interface Props {
  saved: string;
  device: string | undefined;
  pending: boolean;
  onPick: (zone: string) => void;
}

export function TimeZonePicker({ saved, device, pending, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const zones = useMemo(() => {
    const all = allZones();
    return device && all.includes(device) ? [device, ...all.filter((z) => z !== device)] : all;
  }, [device]);
  const found = matchZones(zones, search);
  return (
    <div className="grid gap-2">
      <p id="reminder-zone-label" className="text-sm leading-none font-medium">
        {T.settingsTimeZone}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <output aria-labelledby="reminder-zone-label" className="font-medium">
          {saved}
        </output>
        <Button variant="outline" className="min-h-11" aria-expanded={open} aria-controls="reminder-zone-list" onClick={() => setOpen(!open)}>
          {pending ? T.settingsZoneSaving : T.settingsZoneChange}
        </Button>
      </div>
      {open ? (
        <div className="grid gap-2 rounded-lg border p-2">
          <Label htmlFor="reminder-zone-search" className="sr-only">
            {T.settingsZoneSearch}
          </Label>
          <Input
            id="reminder-zone-search"
            type="search"
            autoComplete="off"
            value={search}
            placeholder={T.settingsZonePlaceholder}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ul id="reminder-zone-list" aria-label={T.settingsZoneSearch} className="grid max-h-72 gap-1 overflow-y-auto">
            {found.slice(0, SHOWN).map((zone) => (
              <li key={zone}>
                <Button
                  variant={zone === saved ? "secondary" : "ghost"}
                  className="min-h-11 w-full justify-start"
                  aria-current={zone === saved ? "true" : undefined}
                  disabled={pending}
                  onClick={() => {
                    onPick(zone);
                    setOpen(false);
                    setSearch("");
                  }}
                >
                  {zone === device ? T.settingsZoneDevice(zone) : zone}
                </Button>
              </li>
            ))}
          </ul>
          {found.length === 0 ? <p className="text-sm text-muted-foreground">{T.settingsZoneNone}</p> : null}
          {found.length > SHOWN ? <p className="text-sm text-muted-foreground">{T.settingsZoneMore(found.length - SHOWN)}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
