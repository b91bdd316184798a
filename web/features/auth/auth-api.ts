/**
 * The sign-in area's changes, built on the contract's route table: sign-up, sign-in, sign-out and password recovery.
 * The signed-in user's query is in auth-queries.ts (the shell needs it at start); the /jwt-test page's calls are in
 * jwt-test-api.ts. Components use these and never a path or the raw client (docs/architecture.md).
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AUTH_ENDPOINTS } from "../../../contract/auth/endpoints";
import type { AuthRoutes } from "../../../contract/auth/routes";
import type { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, User } from "../../../contract/auth/schemas";
import type { CallAnswer } from "../../../contract/common/route-table";
import { loadNativeRuntime } from "../../lib/native/install";
import { forgetAccount } from "../../lib/offline/outbox-runtime";
import { isNativeApp } from "../../lib/platform";
import { createPreferences } from "../preferences/preferences-api";
import { preferencesKeys } from "../preferences/preferences-keys";
import { authApi } from "./auth-queries";
import { userKeys } from "./auth-keys";

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
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.me, user);
      // A new account has no preferences yet: they are created now, so no screen asks for them first and gets 404.
      queryClient.setQueryData(preferencesKeys.mine, null);
      createPreferences(queryClient).catch((error: unknown) => console.warn("Creating preferences failed", error));
    },
  });
}

/** product.md#r41: whether the server call succeeds or fails, the cache is cleared and the user lands on /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Native: the logged-out flag, the server (with the refresh token to revoke), then the device data.
    mutationFn: async () => {
      if (isNativeApp()) return (await loadNativeRuntime()).logout();
      // While still signed in: this browser's push subscription ends with the session (loaded only now, off the start).
      await (await import("../reminders/reminders-api")).forgetPushOnSignOut();
      return authApi.logout({ body: {} });
    },
    onSettled: async () => {
      // The account's copy and outbox leave the device with it (docs/decisions/0116-outbox.md).
      const account = queryClient.getQueryData<User | null>(userKeys.me)?.id;
      if (account) await forgetAccount(account);
      queryClient.clear();
      // Seed "signed out" so /auth does not flash a loader while re-asking the server.
      queryClient.setQueryData(userKeys.me, null);
      navigate("/auth", { replace: true });
    },
  });
}

/** Forgot password (product.md#r11): the server's answer text, the same whether or not the address has an account. */
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
      queryKey: userKeys.resetLink(email, token),
      queryFn: ({ signal }) => authApi.verifyReset({ query: { email, token } }, { signal }),
    }),
};
