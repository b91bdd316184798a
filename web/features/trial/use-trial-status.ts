import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TIMINGS } from "../../../contract/app/constants";
import type { ApplyPromoAnswer, CancelTrialAnswer, TrialStatus } from "../../../contract/trial/schemas";
import { api } from "../../lib/api";
import { USER_QUERY_KEY } from "../auth/use-user";

export const TRIAL_STATUS_KEY = ["/api/trial-status"] as const;

/** Spec 000 §7/§9: the one query refetched on window focus and every 5 minutes. */
export function useTrialStatus() {
  return useQuery<TrialStatus>({
    queryKey: TRIAL_STATUS_KEY,
    refetchOnWindowFocus: true,
    refetchInterval: TIMINGS.trialStatusRefetchMs,
    refetchIntervalInBackground: false,
  });
}

/** Guard rule (spec 000 §2 and D13): a free tier with no days left, or a canceled account, must subscribe. */
export function mustSubscribe(status: TrialStatus): boolean {
  if (status.accountStatus === "canceled") return true;
  return status.subscriptionTier === "free" && status.daysRemaining <= 0;
}

export function useMarkReminderShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TrialStatus>("/api/trial-reminder-shown"),
    onSuccess: (status) => queryClient.setQueryData(TRIAL_STATUS_KEY, status),
  });
}

/**
 * The user and trial status are refreshed by the full load of /auth that follows (spec 000 §4); refetching them
 * here would already answer 401 (every session ended) and route to /auth a second time, under the toast.
 */
export function useCancelTrial() {
  return useMutation({
    mutationFn: () => api.post<CancelTrialAnswer>("/api/cancel-trial"),
  });
}

export function useApplyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<ApplyPromoAnswer>("/api/promo-code/apply", { code }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: TRIAL_STATUS_KEY });
    },
  });
}

/** Dates as a potter reads them: 'June 14, 2026'. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
}
