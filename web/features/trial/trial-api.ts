/**
 * The trial area's calls, built on the contract's route table: the trial status (refetched on focus and every
 * 5 minutes), the reminder, cancelling the trial and applying a promo code (D12, D13, D14).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TIMINGS } from "../../../contract/app/constants";
import { TRIAL_ENDPOINTS } from "../../../contract/trial/endpoints";
import type { TrialRoutes } from "../../../contract/trial/routes";
import { areaClient } from "../../lib/api-client";
import { userKeys } from "../auth/auth-keys";
import { trialKeys } from "./trial-keys";

const trialApi = areaClient<TrialRoutes>(
  TRIAL_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/trial/routes").then((m) => m.TRIAL_ROUTES) : undefined,
);

const trialQueries = {
  status: () =>
    queryOptions({
      queryKey: trialKeys.status,
      queryFn: ({ signal }) => trialApi.status({}, { signal }),
    }),
};

/** Spec 000 §7/§9: the one query refetched on window focus and every 5 minutes. */
export function useTrialStatus() {
  return useQuery({
    ...trialQueries.status(),
    refetchOnWindowFocus: true,
    refetchInterval: TIMINGS.trialStatusRefetchMs,
    refetchIntervalInBackground: false,
  });
}

export function useMarkReminderShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => trialApi.reminderShown(),
    onSuccess: (status) => queryClient.setQueryData(trialKeys.status, status),
  });
}

/**
 * The user and trial status are refreshed by the full load of /auth that follows (spec 000 §4); refetching them
 * here would already answer 401 (every session ended) and route to /auth a second time, under the toast.
 */
export function useCancelTrial() {
  return useMutation({
    mutationFn: () => trialApi.cancel(),
  });
}

export function useApplyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => trialApi.applyPromo({ body: { code } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.me });
      void queryClient.invalidateQueries({ queryKey: trialKeys.status });
    },
  });
}

/** Dates as a potter reads them: 'June 14, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
