/**
 * The sign-in area's client and the signed-in user's query, null when signed out: small, because every screen's
 * guard reads it at start-up, before the area's mutations are needed.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { TIMINGS } from "../../../contract/app/constants";
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import type { AuthRoutes } from "../../../contract/auth/routes";
import type { User } from "../../../contract/auth/schemas";
import { ApiError } from "../../lib/api-error";
import { areaClient } from "../../lib/api-client";
import { loadNativeRuntime } from "../../lib/native/install";
import { isNativeApp } from "../../lib/platform";
import { userKeys } from "./auth-keys";

export const authApi = areaClient<AuthRoutes>(
  AUTH_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/auth/routes").then((m) => m.AUTH_ROUTES) : undefined,
);

/** Signed-out is a normal state: a 401 resolves to null instead of an error (product.md#r30). */
async function userOrNull(signal?: AbortSignal): Promise<User | null> {
  try {
    return await authApi.user({}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const userQueries = {
  me: () => {
    const native = isNativeApp();
    return queryOptions<User | null>({
      queryKey: userKeys.me,
      // Native: the device's saved login first, then the server with the bearer token (product.md#r41).
      queryFn: native ? async ({ signal }) => (await loadNativeRuntime()).fetchUser(signal) : ({ signal }) => userOrNull(signal),
      // product.md#r119: 5 minutes on the web, always refreshed on mobile.
      staleTime: native ? 0 : TIMINGS.staleUserWebMs,
    });
  },
};

export function useUser() {
  return useQuery(userQueries.me());
}
