/**
 * The trial area's changes, built on the contract's route table: the reminder, cancelling the trial and applying a
 * promo code (product.md#r12, product.md#r13, product.md#r14). The trial status query, which the guard reads at start-up, is in trial-queries.ts.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userKeys } from "../auth/auth-keys";
import { trialKeys } from "./trial-keys";
import { trialApi } from "./trial-queries";

export function useMarkReminderShown() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => trialApi.reminderShown(),
    onSuccess: (status) => queryClient.setQueryData(trialKeys.status, status),
  });
}

/**
 * The user and trial status are refreshed by the full load of /auth that follows (product.md#r41); refetching them
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
