/** A firing's details on its screen, every field editable; Save sends only what changed. */
import { useState } from "react";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { bodyOf, FiringFields, fieldsOf } from "./firing-fields";
import { useKilns, useUpdateFiring } from "./firings-api";

export function FiringDetailsSection({ firing }: { firing: FiringDetail }) {
  const kilns = useKilns();
  const update = useUpdateFiring(firing.id);
  const saved = fieldsOf(firing);
  const [values, setValues] = useState(saved);
  const changes = bodyOf(values, saved);
  return (
    <section aria-labelledby="firing-details" className="grid gap-3 rounded-lg border bg-card p-3">
      <h2 id="firing-details" className="text-lg font-semibold">
        {T.detailsHeading}
      </h2>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          update.mutate(changes, {
            onSuccess: () => toast({ title: T.saved }),
            onError: (err) => toast({ title: err instanceof Error ? err.message : T.saveFailed, variant: "destructive" }),
          });
        }}
      >
        <FiringFields values={values} onChange={setValues} kilns={kilns.data ?? []} />
        <Button type="submit" className="min-h-11 justify-self-start" disabled={update.isPending || Object.keys(changes).length === 0}>
          {update.isPending ? T.saving : T.save}
        </Button>
      </form>
    </section>
  );
}
