/**
 * The sign-in area's calls, built on the contract's route table: the signed-in user (null when signed out),
 * sign-up, sign-in, sign-out, password recovery, and the token-only calls of the /jwt-test page. Components use
 * these and never a path or the raw client (docs/architecture.md).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app/constants";
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import type { AuthRoutes } from "../../../contract/auth/routes";
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, User } from "../../../contract/auth/schemas";
import type { CallAnswer, Endpoint } from "../../../contract/common/route-table";
import { ApiError } from "../../lib/api";
import { areaClient, pathOf } from "../../lib/api-client";
import { loadNativeRuntime } from "../../lib/native/install";
import { apiBaseUrl, isNativeApp } from "../../lib/platform";
import { userKeys } from "./auth-keys";

const authApi = areaClient<AuthRoutes>(
  AUTH_ENDPOINTS,
  import.meta.env.DEV ? () => import("../../../contract/auth/routes").then((m) => m.AUTH_ROUTES) : undefined,
);

/** Signed-out is a normal state: a 401 resolves to null instead of an error (spec 000 §7). */
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
      // Native: the device's saved login first, then the server with the bearer token (spec 000 §4).
      queryFn: native ? async ({ signal }) => (await loadNativeRuntime()).fetchUser(signal) : ({ signal }) => userOrNull(signal),
      // Spec 000 §9: 5 minutes on the web, always refreshed on mobile.
      staleTime: native ? 0 : TIMINGS.staleUserWebMs,
    });
  },
};

export function useUser() {
  return useQuery(userQueries.me());
}

/** Web calls never say X-Client-Type: mobile, so the server answers the user alone; the native app signs in through its runtime. */
const webUser = (answer: CallAnswer<AuthRoutes["login"]>) => answer as User;

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      isNativeApp()
        ? (await loadNativeRuntime()).signIn(AUTH_ENDPOINTS.login.path, body)
        : webUser(await authApi.login({ body })),
    onSuccess: (user) => queryClient.setQueryData(userKeys.me, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      isNativeApp()
        ? (await loadNativeRuntime()).signIn(AUTH_ENDPOINTS.register.path, body)
        : webUser(await authApi.register({ body })),
    onSuccess: (user) => queryClient.setQueryData(userKeys.me, user),
  });
}

/** Spec 000 §4: whether the server call succeeds or fails, the cache is cleared and the user lands on /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Native: the logged-out flag, the server (with the refresh token to revoke), then the device data.
    mutationFn: async () => (isNativeApp() ? (await loadNativeRuntime()).logout() : authApi.logout({ body: {} })),
    onSettled: () => {
      queryClient.clear();
      // Seed "signed out" so /auth does not flash a loader while re-asking the server.
      queryClient.setQueryData(userKeys.me, null);
      navigate("/auth", { replace: true });
    },
  });
}

/** Forgot password (D11): the server's answer text, the same whether or not the address has an account. */
export async function sendResetLink(body: ForgotPasswordBody): Promise<string> {
  return (await authApi.forgotPassword({ body })).message;
}

export function resetPassword(body: ResetPasswordBody) {
  return authApi.resetPassword({ body });
}

export const resetLinkQueries = {
  /** Whether a reset link is still usable. */
  check: (email: string, token: string) =>
    queryOptions({
      queryKey: ["auth", "reset-link", { email, token }] as const,
      queryFn: ({ signal }) => authApi.verifyReset({ query: { email, token } }, { signal }),
    }),
};

// ---------------------------------------------------------------------------------------------------------------
// The /jwt-test page signs in the way the native app does, with its own tokens and never the browser's session:
// plain fetch with the headers it is given and no cookie, so it works in any browser.

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One call with only the given headers (mobile markers, a bearer token) and no cookie; answers the body and headers. */
export async function tokenOnlyCall<T>(endpoint: Endpoint, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${apiBaseUrl()}${pathOf(endpoint)}`, {
    method: endpoint.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // Only the tokens speak for this page; the browser's session cookie stays out of it.
    credentials: "omit",
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const message = data && typeof data === "object" && "message" in data ? String((data as { message: unknown }).message) : `${response.status}`;
    throw new HttpError(message, response.status);
  }
  return { data: data as T, headers: response.headers };
}
