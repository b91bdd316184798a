import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app/constants";
import type { LoginBody, RegisterBody, User } from "../../../contract/auth/schemas";
import { api, queryFnReturningNullOn401 } from "../../lib/api";
import { loadNativeRuntime } from "../../lib/native/install";
import { isNativeApp } from "../../lib/platform";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** Signed-out is a normal state: a 401 resolves to null instead of an error (spec 000 §7). */
export function useUser() {
  const native = isNativeApp();
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    // Native: the device's saved login first, then the server with the bearer token (spec 000 §4).
    queryFn: native
      ? async ({ signal }) => (await loadNativeRuntime()).fetchUser(signal)
      : (queryFnReturningNullOn401 as () => Promise<User | null>),
    // Spec 000 §9: 5 minutes on the web, always refreshed on mobile.
    staleTime: native ? 0 : TIMINGS.staleUserWebMs,
  });
}

/** Web login may answer the user or `{ user, ...tokens }` (spec 000 §3); screens only need the user. */
function pickUser(answer: User | { user: User }): User {
  return "user" in answer ? answer.user : answer;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) =>
      isNativeApp()
        ? (await loadNativeRuntime()).signIn("/api/login", body)
        : pickUser(await api.post<User | { user: User }>("/api/login", body)),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) =>
      isNativeApp()
        ? (await loadNativeRuntime()).signIn("/api/register", body)
        : pickUser(await api.post<User | { user: User }>("/api/register", body)),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

/** Spec 000 §4: whether the server call succeeds or fails, the cache is cleared and the user lands on /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Native: the logged-out flag, the server (with the refresh token to revoke), then the device data.
    mutationFn: async () => (isNativeApp() ? (await loadNativeRuntime()).logout() : api.post<unknown>("/api/logout")),
    onSettled: () => {
      queryClient.clear();
      // Seed "signed out" so /auth does not flash a loader while re-asking the server.
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate("/auth", { replace: true });
    },
  });
}
