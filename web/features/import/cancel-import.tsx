import { useState } from "react";
import { IMPORT_TEXTS as T } from "../../../contract/import/texts";
import { Button } from "../../components/ui/button";
import { useCancelImport } from "./import-api";

/**
 * product.md#r213 'Cancel import' beside a running import's progress: asks first (what it stored so far is removed),
 * then cancels; a refusal (it had just ended) is shown in its own words.
 */
export function CancelImport({ id }: { id: number }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelImport();
  if (!asking) {
    return (
      <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => setAsking(true)}>
        {T.cancelImport}
      </Button>
    );
  }
  return (
    <div className="grid gap-2" role="group" aria-label={T.cancelImport}>
      <p className="text-sm">{T.cancelQuestion}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" className="min-h-11" disabled={cancel.isPending} onClick={() => cancel.mutate(id, { onSettled: () => setAsking(false) })}>
          {cancel.isPending ? T.cancelling : T.cancelYes}
        </Button>
        <Button variant="outline" className="min-h-11" disabled={cancel.isPending} onClick={() => setAsking(false)}>
          {T.keepImporting}
        </Button>
      </div>
      {cancel.error && (
        <p role="alert" className="text-sm text-destructive">
          {cancel.error.message}
        </p>
      )}
    </div>
  );
}
