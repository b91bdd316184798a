/**
 * The import area's calls (product.md#r140, r213): start an import or a preview, follow its job, or cancel it. Components use these
 * hooks and never a path or the raw client. The job being followed is remembered on the device per potter, so its
 * progress is shown again after leaving Settings or reloading the app.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { IMPORT_ENDPOINTS } from "../../../contract/import/endpoints";
import { IMPORT_FIELDS } from "../../../contract/import/rules";
import type { ImportRoutes } from "../../../contract/import/routes";
import type { ImportJob } from "../../../contract/import/schemas";
import { areaClient } from "../../lib/api-client";
import { deviceTimeZone } from "../../lib/time-zones";
import { importKeys } from "./import-keys";

const importApi = areaClient<ImportRoutes>(
  IMPORT_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/import/routes").then((m) => m.IMPORT_ROUTES) : undefined,
  // A multipart upload is never queued in the outbox (a file of up to 500 MB); the empty table says so.
  { calls: {} },
);

const POLL_MS = 700;
const UPLOAD_TIMEOUT_MS = 30 * 60_000;
const isActive = (job: ImportJob | undefined) => job === undefined || job.status === "queued" || job.status === "running";

/** A job, asked again every 0.7 s until it has ended. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: importKeys.job(id ?? 0),
    queryFn: ({ signal }) => importApi.get({ params: { id: id! } }, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (isActive(query.state.data) ? POLL_MS : false),
  });
}

export function useStartImport() {
  return useMutation({
    mutationFn: ({ file, dryRun, mapping }: { file: File; dryRun: boolean; mapping?: Record<string, string> }) => {
      const form = new FormData();
      form.append(IMPORT_FIELDS.file, file);
      // No format: the server tells a Claybook export from another app's file (product.md#r144).
      form.append(IMPORT_FIELDS.dryRun, String(dryRun));
      if (mapping && Object.keys(mapping).length > 0) form.append(IMPORT_FIELDS.mapping, JSON.stringify(mapping));
      // A date the file gives without a time is that day where the potter is (product.md#r231).
      form.append(IMPORT_FIELDS.timeZone, deviceTimeZone() ?? "UTC");
      // Up to 500 MB goes up before the answer: the usual 30-second time-out would cut a slow connection off.
      return importApi.start({ form }, { timeoutMs: UPLOAD_TIMEOUT_MS });
    },
  });
}

/** Cancels the potter's import; the answer (the job, cancelled) replaces the one being followed. */
export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => importApi.cancel({ params: { id } }),
    onSuccess: (job) => client.setQueryData(importKeys.job(job.id), job),
  });
}

/** After an import, every screen's data may have grown. */
export function useRefreshAfterImport() {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== importKeys.all[0] }), [client]);
}

const storageKey = (userId: number) => `claybook.import.${userId}`;
const listeners = new Set<() => void>();

/** The potter's running or last import job, kept on the device. */
export function useRememberedImport(userId: number): [number | null, (id: number | null) => void] {
  const id = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => Number(localStorage.getItem(storageKey(userId))) || null,
  );
  const set = useCallback(
    (next: number | null) => {
      if (next === null) localStorage.removeItem(storageKey(userId));
      else localStorage.setItem(storageKey(userId), String(next));
      for (const listener of listeners) listener();
    },
    [userId],
  );
  return [id, set];
}
