/**
 * A firing's temperature log (docs/decisions/0160-firing-traces.md): the peak, hold and duration it gave, the curve,
 * and importing or removing the controller's CSV.
 */
import { FileUpIcon, Trash2Icon } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { TemperatureUnit } from "../../../contract/firings/rules";
import type { FiringDetail } from "../../../contract/firings/schemas";
import { FIRING_SCREEN_TEXTS as T } from "../../../contract/firings/texts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { NativeSelect } from "../../components/native-select";
import { toast } from "../../components/ui/toast-store";
import { useImportTrace, useRemoveTrace } from "./firings-api";

const TraceChart = lazy(() => import("./trace-chart"));

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{value ?? "—"}</dd>
    </div>
  );
}

export function TraceSection({ firing }: { firing: FiringDetail }) {
  const upload = useImportTrace(firing.id);
  const remove = useRemoveTrace(firing.id);
  const [unit, setUnit] = useState<TemperatureUnit>("C");
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const failed = (err: unknown) => toast({ title: err instanceof Error ? err.message : String(err), variant: "destructive" });
  const pick = (file: File | undefined) => {
    if (!file) return;
    upload.mutate({ file, unit }, { onSuccess: () => toast({ title: T.traceImported }), onError: failed });
    if (input.current) input.current.value = "";
  };
  const trace = firing.trace;
  return (
    <section aria-labelledby="firing-trace" className="grid gap-3">
      <h2 id="firing-trace" className="text-lg font-semibold">
        {T.traceHeading}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        <Figure label={T.tracePeak} value={firing.peakTemperatureC === null ? null : T.degrees(firing.peakTemperatureC)} />
        <Figure label={T.traceHold} value={firing.holdMinutes === null ? null : T.minutes(firing.holdMinutes)} />
        <Figure label={T.traceDuration} value={firing.durationMinutes === null ? null : T.minutes(firing.durationMinutes)} />
      </dl>
      {trace ? (
        <>
          <Suspense fallback={<div className="h-[220px] animate-pulse rounded-md bg-muted" />}>
            <TraceChart trace={trace} />
          </Suspense>
          <p className="text-sm text-muted-foreground">{T.traceFrom(trace.fileName, trace.rows)}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{T.traceNone}</p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <NativeSelect label={T.traceUnit} value={unit} onChange={(e) => setUnit(e.target.value as TemperatureUnit)}>
          <option value="C">{T.traceUnitC}</option>
          <option value="F">{T.traceUnitF}</option>
        </NativeSelect>
        <input ref={input} id="trace-file" type="file" aria-label={T.traceImport} tabIndex={-1} accept=".csv,.txt,text/csv,text/plain" className="sr-only" onChange={(e) => pick(e.target.files?.[0])} />
        <Button variant="outline" className="min-h-11" disabled={upload.isPending} onClick={() => input.current?.click()}>
          <FileUpIcon aria-hidden="true" />
          {upload.isPending ? T.traceImporting : T.traceImport}
        </Button>
        {trace ? (
          <Button variant="ghost" className="min-h-11" disabled={remove.isPending} onClick={() => setAsking(true)}>
            <Trash2Icon aria-hidden="true" />
            {T.traceRemove}
          </Button>
        ) : null}
      </div>
      {upload.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {T.traceImporting}
        </p>
      ) : null}
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{T.traceRemoveTitle}</AlertDialogTitle>
            <AlertDialogDescription>{T.traceRemoveBody}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{T.cancel}</AlertDialogCancel>
            <AlertDialogAction onClick={() => remove.mutate(undefined, { onSuccess: () => toast({ title: T.traceRemoved }), onError: failed })}>
              {T.traceRemove}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
