import { UploadIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ImportJob } from "../../../contract/import/schemas";
import { CSV_FIELDS } from "../../../contract/import/rules";
import { CSV_FIELD_LABELS, CSV_TEXTS, IMPORT_KIND_LABELS, IMPORT_TEXTS as T } from "../../../contract/import/texts";
import { NativeSelect } from "../../components/native-select";
import { Button } from "../../components/ui/button";
import { CancelImport } from "../import/cancel-import";
import { useImportJob, useRefreshAfterImport, useRememberedImport, useStartImport } from "../import/import-api";

/** Counts per kind, in the preview's words. */
function Counts({ job }: { job: ImportJob }) {
  const entries = Object.entries(job.counts);
  // A preview that cannot be imported (its message says why) lists no counts.
  if (entries.length === 0) return job.dryRun && job.message !== T.dryRunDone ? null : <p className="text-sm">{T.nothingToImport}</p>;
  return (
    <ul className="grid gap-0.5 text-sm" aria-label={T.previewTitle}>
      {entries.map(([kind, count]) => (
        <li key={kind}>
          {IMPORT_KIND_LABELS[kind] ?? kind}: <span className="font-medium">{count.toLocaleString("en-US")}</span>
        </li>
      ))}
    </ul>
  );
}

/** A field's values that could not be kept, on records that are imported; not a record skipped. */
const keptWithout = (s: ImportJob["skipped"][number]) => s.line === undefined && s.field !== undefined && s.kind !== "other";

function Skipped({ job }: { job: ImportJob }) {
  const lines = job.skipped.filter((s) => s.line !== undefined);
  const fields = job.skipped.filter(keptWithout);
  const others = job.skipped.filter((s) => s.line === undefined && !keptWithout(s));
  return (
    <>
      {fields.length > 0 && (
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{T.keptWithoutTitle}</p>
          <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={T.keptWithoutTitle}>
            {fields.map((s) => (
              <li key={`${s.kind}-${s.field ?? ""}-${s.reason}`}>
                {IMPORT_KIND_LABELS[s.kind] ?? s.kind}: {T.fieldProblem(s.field!, s.count, s.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {others.length > 0 && (
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{T.skippedTitle}</p>
          <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={T.skippedTitle}>
            {others.map((s) => (
              <li key={`${s.kind}-${s.field ?? ""}-${s.reason}`}>
                {IMPORT_KIND_LABELS[s.kind] ?? s.kind}: {s.field === undefined ? `${s.count} (${s.reason})` : T.fieldProblem(s.field, s.count, s.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {lines.length > 0 && (
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{T.linesTitle}</p>
          <ul className="grid gap-0.5 text-sm text-muted-foreground" aria-label={T.linesTitle}>
            {lines.map((s) => (
              <li key={s.line}>{T.lineProblem(s.line!, s.reason)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * product.md#r145 the column-mapping step: a select per CSV header Claybook did not recognise; applying it runs the
 * preview again with the mapping.
 */
function ColumnMapping({ job, mapping, onApply }: { job: ImportJob; mapping: Record<string, string>; onApply: (mapping: Record<string, string>) => void }) {
  const columns = job.skipped.filter((s) => s.reason === CSV_TEXTS.unknownColumn && s.field !== undefined).map((s) => s.field!);
  const [choice, setChoice] = useState<Record<string, string>>(mapping);
  const baseId = useId();
  if (job.format !== "csv" || columns.length === 0) return null;
  return (
    <fieldset className="grid gap-2 rounded-md border p-2">
      <legend className="px-1 text-sm font-medium">{T.mappingTitle}</legend>
      <p className="text-xs text-muted-foreground">{T.mappingDescription}</p>
      {columns.map((column, index) => (
        <div key={column} className="grid gap-1">
          <label htmlFor={`${baseId}-${index}`} className="text-sm">
            {column}
          </label>
          <NativeSelect
            id={`${baseId}-${index}`}
            aria-label={T.mappingColumn(column)}
            value={choice[column] ?? ""}
            onChange={(e) => setChoice({ ...choice, [column]: e.target.value })}
          >
            <option value="">{T.mappingNone}</option>
            {CSV_FIELDS.map((field) => (
              <option key={field} value={field}>
                {CSV_FIELD_LABELS[field]}
              </option>
            ))}
          </NativeSelect>
        </div>
      ))}
      <Button variant="outline" className="min-h-11 justify-self-start" onClick={() => onApply(Object.fromEntries(Object.entries(choice).filter(([, v]) => v !== "")))}>
        {T.mappingApply}
      </Button>
    </fieldset>
  );
}

function Progress({ value, label = T.running }: { value: number; label?: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * product.md#r140 'Import data' in Settings ▸ Account Info: choose a Claybook export, see what a dry run would add
 * and skip, then import with a progress bar and a way to cancel it (product.md#r213). The running import is remembered on the device, so leaving Settings
 * (or reloading) and coming back shows it again.
 */
export function ImportData({ userId }: { userId: number }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [importId, rememberImport] = useRememberedImport(userId);
  const [error, setError] = useState<string | null>(null);
  // CSV column → Claybook field, from the column-mapping step.
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const start = useStartImport();
  const preview = useImportJob(previewId);
  const running = useImportJob(importId);
  const refresh = useRefreshAfterImport();
  const finished = running.data?.status === "done";

  useEffect(() => {
    if (finished) refresh();
  }, [finished, refresh]);

  const previewFile = (chosen: File, withMapping: Record<string, string>) => {
    setFile(chosen);
    setMapping(withMapping);
    setError(null);
    setPreviewId(null);
    start.mutate({ file: chosen, dryRun: true, mapping: withMapping }, { onSuccess: ({ id }) => setPreviewId(id), onError: (e) => setError(e.message) });
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    // A new file starts over: the last import's result (finished, failed or cancelled) leaves the screen, so a
    // message about the new file is never read under an old file's result. A running import stays.
    if (running.data && !["queued", "running"].includes(running.data.status)) rememberImport(null);
    previewFile(chosen, {});
  };
  const reset = () => {
    setFile(null);
    setMapping({});
    setPreviewId(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = "";
  };
  const runImport = () => {
    if (!file) return;
    start.mutate(
      { file, dryRun: false, mapping },
      {
        onSuccess: ({ id }) => {
          rememberImport(id);
          reset();
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const job = running.data;
  const previewJob = preview.data;
  const previewing = start.isPending || (previewId !== null && (!previewJob || previewJob.status === "queued" || previewJob.status === "running"));

  return (
    <section className="grid gap-2" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`} className="text-base font-semibold">
        {T.sectionTitle}
      </h3>
      <p className="text-xs text-muted-foreground">{T.sectionDescription}</p>
      <p className="text-xs text-muted-foreground">{T.limits}</p>

      {job && importId !== null && (
        <div className="grid gap-2 rounded-lg border p-3" aria-live="polite">
          {(job.status === "queued" || job.status === "running") && (
            <>
              <p className="text-sm font-medium">
                {T.running} {Math.round(job.progress * 100)}%
              </p>
              <Progress value={job.progress} />
              <CancelImport id={job.id} />
            </>
          )}
          {job.status === "cancelled" && (
            <p role="status" className="text-sm">
              <span className="font-medium">{T.cancelledTitle}</span>: {job.message}
            </p>
          )}
          {job.status === "done" && (
            <>
              <p className="text-sm font-medium">{T.finishedTitle}</p>
              <Counts job={job} />
              <Skipped job={job} />
            </>
          )}
          {job.status === "failed" && (
            <p role="alert" className="text-sm text-destructive">
              {T.failedTitle}: {job.message}
            </p>
          )}
          {(job.status === "done" || job.status === "failed" || job.status === "cancelled") && (
            <Button variant="ghost" className="min-h-11 justify-self-start" onClick={() => rememberImport(null)}>
              {T.dismiss}
            </Button>
          )}
        </div>
      )}

      <input
        ref={inputRef}
        id={inputId}
        type="file"
        // Text too: Pottery Life's export is a shared message, often saved as a .txt file (product.md#r181).
        accept=".zip,.csv,.json,.txt,application/zip,text/csv,application/json,text/plain"
        // Labelled on its own too: the visible label is hidden while a preview is shown.
        aria-label={T.chooseFile}
        className="sr-only"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {!previewJob && (
        <Button variant="outline" className="min-h-11 justify-self-start" disabled={previewing || (job !== undefined && !["done", "failed", "cancelled"].includes(job.status))} asChild>
          <label htmlFor={inputId}>
            <UploadIcon aria-hidden="true" />
            {previewing ? T.previewing : T.chooseFile}
          </label>
        </Button>
      )}
      {previewJob?.status === "running" && previewJob.progress > 0 && <Progress value={previewJob.progress} label={T.previewing} />}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}

      {previewJob?.status === "failed" && (
        <div className="grid gap-2">
          <p role="alert" className="text-sm text-destructive">
            {previewJob.message}
          </p>
          <Button variant="outline" className="min-h-11 justify-self-start" onClick={reset}>
            {T.cancel}
          </Button>
        </div>
      )}
      {previewJob?.status === "done" && (
        <div className="grid gap-2 rounded-lg border p-3">
          <p className="text-sm font-medium">
            {T.previewTitle} ({file?.name})
          </p>
          {previewJob.message !== T.dryRunDone && <p className="text-sm">{previewJob.message}</p>}
          <Counts job={previewJob} />
          <Skipped job={previewJob} />
          <ColumnMapping key={previewJob.id} job={previewJob} mapping={mapping} onApply={(next) => file && previewFile(file, next)} />
          <div className="flex flex-wrap gap-2">
            <Button className="min-h-11" onClick={runImport} disabled={start.isPending || Object.keys(previewJob.counts).length === 0}>
              {T.startImport}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={reset}>
              {T.cancel}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
