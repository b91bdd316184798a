/**
 * The trial area's client and the trial status query (refetched on focus and every 5 minutes): small, because the
 * trial guard reads it at start-up, before the area's changes are needed.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMINGS } from "../../../contract/app/constants";
import { TRIAL_ENDPOINTS } from "../../../contract/trial/endpoints";
import type { TrialRoutes } from "../../../contract/trial/routes";
import { areaClient } from "../../lib/api-client";
import { trialKeys } from "./trial-keys";

export const trialApi = areaClient<TrialRoutes>(
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

/** product.md#r30, product.md#r119: the one query refetched on window focus and every 5 minutes. */
export function useTrialStatus() {
  return useQuery({
    ...trialQueries.status(),
    refetchOnWindowFocus: true,
    refetchInterval: TIMINGS.trialStatusRefetchMs,
    refetchIntervalInBackground: false,
  });
}
