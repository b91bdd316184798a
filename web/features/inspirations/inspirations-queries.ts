/**
 * The inspirations area's client and query options: small, so the start-up prefetch (web/app/route-prefetch.ts) asks for
 * exactly what the screens will ask for without bringing the area's hooks and mutations into the first screen.
 */
import { queryOptions } from "@tanstack/react-query";
import { INSPIRATIONS_ENDPOINTS } from "../../../contract/inspirations/endpoints";
import type { InspirationsRoutes } from "../../../contract/inspirations/routes";
import { areaClient } from "../../lib/api-client";
import { inspirationKeys } from "./inspiration-keys";

export const inspirationsApi = areaClient<InspirationsRoutes>(
  INSPIRATIONS_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/inspirations/routes").then((m) => m.INSPIRATIONS_ROUTES) : undefined,
  // What a change shows while it waits loads after the first screen (docs/decisions/0157-declarative-router.md).
  { calls: () => import("./inspirations-offline").then((m) => m.INSPIRATIONS_OFFLINE) },
);

export const inspirationQueries = {
  list: () =>
    queryOptions({
      queryKey: inspirationKeys.list,
      queryFn: ({ signal }) => inspirationsApi.list({}, { signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: inspirationKeys.detail(id),
      queryFn: ({ signal }) => inspirationsApi.get({ params: { id } }, { signal }),
    }),
};
