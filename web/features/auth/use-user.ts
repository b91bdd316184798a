import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app";
import type { LoginBody, RegisterBody, User } from "../../../contract/auth";
import { api, queryFnReturningNullOn401 } from "../../lib/api";

export const USER_QUERY_KEY = ["/api/user"] as const;

/** Signed-out is a normal state: a 401 resolves to null instead of an error (spec 000 §7). */
export function useUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: queryFnReturningNullOn401 as () => Promise<User | null>,
    staleTime: TIMINGS.staleUserWebMs,
  });
}

/** Web login may answer the user or `{ user, ...tokens }` (spec 000 §3); screens only need the user. */
function pickUser(answer: User | { user: User }): User {
  return "user" in answer ? answer.user : answer;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => pickUser(await api.post<User | { user: User }>("/api/login", body)),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => pickUser(await api.post<User | { user: User }>("/api/register", body)),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

/** Spec 000 §4: whether the server call succeeds or fails, the cache is cleared and the user lands on /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<unknown>("/api/logout"),
    onSettled: () => {
      queryClient.clear();
      // Seed "signed out" so /auth does not flash a loader while re-asking the server.
      queryClient.setQueryData(USER_QUERY_KEY, null);
      navigate("/auth", { replace: true });
    },
  });
}
