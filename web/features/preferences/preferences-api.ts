/**
 * The preferences area's calls, built on the contract's route table: the potter's preferences (cached 5 minutes)
 * and saving them in order. Components use these and never a path or the raw client (docs/architecture.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { TIMINGS } from "../../../contract/app/constants";
import { PREFERENCES_ENDPOINTS } from "../../../contract/preferences/endpoints";
import type { PreferencesRoutes } from "../../../contract/preferences/routes";
import { DEFAULT_THEME } from "../../../contract/preferences/rules";
import type { PreferencesPatch, UserPreferences } from "../../../contract/preferences/schemas";
import { PREFERENCES_TEXTS } from "../../../contract/preferences/texts";
import { ApiError, isNetworkError } from "../../lib/api-error";
import { areaClient } from "../../lib/api-client";
import { firingKeys } from "../firings/firing-keys";
import { pieceKeys } from "../pieces/piece-keys";
import { tileKeys } from "../tiles/tile-keys";
import { preferencesKeys } from "./preferences-keys";

const preferencesApi = areaClient<PreferencesRoutes>(
  PREFERENCES_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/preferences/routes").then((m) => m.PREFERENCES_ROUTES) : undefined,
  // Changes go through the outbox: kept on the device and sent once (docs/decisions/0116-outbox.md).
  { calls: {} },
);

const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.message === PREFERENCES_TEXTS.notFound);

export const preferencesQueries = {
  /**
   * Null stands for the GET's 404 (no preferences yet), also when the served page said so at start-up (decision 0105).
   * As data, not an error, it is kept on the device with the rest, so screens that wait for preferences open offline
   * too (decision 0116).
   */
  mine: () =>
    queryOptions<UserPreferences | null>({
      queryKey: preferencesKeys.mine,
      queryFn: ({ signal }) =>
        preferencesApi.get({}, { signal }).catch((error: unknown) => {
          if (isMissing(error)) return null;
          throw error;
        }),
      staleTime: TIMINGS.stalePreferencesMs,
    }),
};

/**
 * Creates the potter's preferences with theme system (decision 0020: PATCH creates on first use) and caches them.
 * Sign-up calls it at once, with the cache saying "none yet" meanwhile, so a new account never asks the GET that
 * answers 404 and logs a console error (decision 0142); two creations at once make one row.
 */
export async function createPreferences(queryClient: QueryClient): Promise<void> {
  const created = await preferencesApi.update({ body: { theme: DEFAULT_THEME } });
  queryClient.setQueryData(preferencesKeys.mine, created);
}

/**
 * The user's preferences (product.md#r41, product.md#r34): cached 5 minutes; a 404 is not retried and, when `create` is
 * set, creates them once with theme system (decision 0020: PATCH creates on first use). Data null means the
 * same as that 404: the served page said so at start-up (decision 0105), so nothing was asked.
 */
export function usePreferences({ create = false }: { create?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...preferencesQueries.mine(),
    retry: (failureCount, error) => !isMissing(error) && failureCount < 3 && isNetworkError(error),
  });
  const creating = useRef(false);
  const missing = query.data === null || isMissing(query.error);
  // A creation that failed (no connection on a first visit) is said on screen with Try Again, never an endless wait.
  const [createError, setCreateError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!create || !missing || creating.current) return;
    creating.current = true;
    setCreateError(null);
    createPreferences(queryClient).catch((error: unknown) => {
      creating.current = false;
      console.warn("Creating preferences failed", error);
      setCreateError(error instanceof Error ? error : new Error(String(error)));
    });
  }, [create, missing, queryClient, attempt]);

  const retryCreate = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...query, missing, createError: missing ? createError : null, retryCreate };
}

/**
 * Saves preference changes in the order they were made (each PATCH carries whole lists, so a late answer
 * must never overwrite a newer list). A failed save is only logged (product.md#r34); the header Save retries.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const mutation = useMutation({
    mutationFn: (patch: PreferencesPatch) => {
      const next = chain.current.catch(() => undefined).then(() => preferencesApi.update({ body: patch }));
      chain.current = next;
      return next;
    },
    onSuccess: (saved, patch) => {
      queryClient.setQueryData(preferencesKeys.mine, saved);
      // A rename reached the pieces, stage entries, tiles and firings (product.md#r153): show them with the new name.
      if (patch.rename) {
        for (const queryKey of [pieceKeys.all, firingKeys.all, tileKeys.all]) void queryClient.invalidateQueries({ queryKey });
      }
    },
  });

  const { mutate, mutateAsync } = mutation;
  /** Fire-and-forget save of one edit. */
  const saveNow = useCallback(
    (patch: PreferencesPatch) =>
      mutate(patch, {
        onError: (error) => console.warn("Saving preferences failed", error),
      }),
    [mutate],
  );

  return { saveNow, saveAll: mutateAsync, isPending: mutation.isPending };
}
