/** /kilns (decision 0191): the potter's kilns with their firing counts, each opening its screen, and adding one. */
import { useState } from "react";
import { Link } from "react-router";
import { KILN_TYPES, showsMaintenanceKind } from "../../../contract/firings/rules";
import type { Kiln } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { BackLink } from "../../components/back-link";
import { PageContainer } from "../../components/page-container";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/native-select";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/toast-store";
import { formatDay } from "../../lib/calendar-day";
import { useCreateKiln, useKilns } from "./firings-api";

/** An electric kiln's element count, since when; none for a gas, wood or other kiln (product.md#r247). */
function elementsLine(k: Kiln): string | null {
  const on = k.lastMaintenance["element change"] ?? null;
  if (!showsMaintenanceKind(k.type, "element change", on !== null)) return null;
  return T.sinceElements(k.firingsSince["element change"] ?? null, on ? formatDay(on) : null);
}

export default function KilnsScreen() {
  const kilns = useKilns();
  const create = useCreateKiln();
  const [name, setName] = useState("");
  const [type, setType] = useState<(typeof KILN_TYPES)[number]>("Electric");
  return (
    <PageContainer className="grid gap-4">
      <BackLink to="/firings" label={T.backToFirings}>
        {T.backToFirings}
      </BackLink>
      <PageHeader title={T.kilnsTitle} />
      <form
        className="grid gap-3 rounded-lg border bg-card p-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            { name, type },
            {
              onSuccess: () => setName(""),
              onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }),
            },
          );
        }}
      >
        <div className="grid gap-1">
          <Label htmlFor="kiln-name">{T.kilnName}</Label>
          <Input id="kiln-name" value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
        </div>
        <NativeSelect label={T.kilnType} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
          {KILN_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </NativeSelect>
        <Button type="submit" className="min-h-11" disabled={create.isPending}>
          {T.addKiln}
        </Button>
      </form>
      <ul className="grid gap-2">
        {(kilns.data ?? []).map((k) => (
          <li key={k.id}>
            <Link
              to={`/kilns/${k.id}`}
              className="grid min-h-11 gap-1 rounded-lg border bg-card px-4 py-3 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-semibold">
                {k.name}
                {k.archived ? <span className="font-normal text-muted-foreground"> · {T.archived}</span> : null}
              </span>
              <span className="text-sm text-muted-foreground">
                {[k.type, T.firingsCount(k.firingsTotal), elementsLine(k)].filter(Boolean).join(" · ")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
