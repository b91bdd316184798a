import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { TIMINGS } from "../../../contract/app/constants";
import type { PreferencesPatch, UserPreferences } from "../../../contract/preferences/schemas";
import { DEFAULT_THEME, PREFERENCES_TEXTS } from "../../../contract/preferences/texts";
import { api, ApiError, isNetworkError } from "../../lib/api";

import { PREFERENCES_PATH, PREFERENCES_QUERY_KEY } from "./preferences-key";


const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.message === PREFERENCES_TEXTS.notFound);

/**
 * The user's preferences (spec 000 §4, §8): cached 5 minutes; a 404 is not retried and, when `create` is
 * set, creates them once with theme system (decision 0020: PATCH creates on first use). Data null means the
 * same as that 404: the served page said so at start-up (decision 0105), so nothing was asked.
 */
export function usePreferences({ create = false }: { create?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery<UserPreferences | null>({
    queryKey: PREFERENCES_QUERY_KEY,
    staleTime: TIMINGS.stalePreferencesMs,
    retry: (failureCount, error) => !isMissing(error) && failureCount < 3 && isNetworkError(error),
  });
  const creating = useRef(false);
  const missing = query.data === null || isMissing(query.error);

  useEffect(() => {
    if (!create || !missing || creating.current) return;
    creating.current = true;
    api
      .patch<UserPreferences>(PREFERENCES_PATH, { theme: DEFAULT_THEME })
      .then((created) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, created))
      .catch((error: unknown) => {
        creating.current = false;
        console.warn("Creating preferences failed", error);
      });
  }, [create, missing, queryClient]);

  return { ...query, missing };
}

/**
 * Saves preference changes in the order they were made (each PATCH carries whole lists, so a late answer
 * must never overwrite a newer list). A failed save is only logged (spec 000 §8); the header Save retries.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const mutation = useMutation({
    mutationFn: (patch: PreferencesPatch) => {
      const next = chain.current.catch(() => undefined).then(() => api.patch<UserPreferences>(PREFERENCES_PATH, patch));
      chain.current = next;
      return next;
    },
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
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
