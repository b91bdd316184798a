import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app/constants";
import { AUTH_TEXTS } from "../../../contract/auth/texts";
import { toast } from "../../components/ui/toast";
import { api } from "../../lib/api";
import { clearDeviceAuth } from "./clear-device-auth";
import { USER_QUERY_KEY } from "./use-user";

/**
 * DELETE /api/user (D15) and what follows it (spec 000 §4, §8, §9): a 3 s toast, and after 2.5 s the
 * device's auth keys and the cache are cleared and the potter lands on /auth. Clearing waits for the redirect:
 * doing it under the still-mounted settings screen would make every open query refetch against an account that
 * no longer exists (and the signed-out user would be bounced to /auth before the toast could be read).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("/api/user"),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      toast({
        title: AUTH_TEXTS.deleteSuccessTitle,
        description: AUTH_TEXTS.deleteSuccessDescription,
        duration: TIMINGS.deletionToastMs,
      });
      // Not cancelled on unmount: the account is gone, so the redirect must happen wherever the potter is.
      setTimeout(() => {
        void clearDeviceAuth()
          .catch(() => undefined)
          .finally(() => {
            queryClient.clear();
            queryClient.setQueryData(USER_QUERY_KEY, null);
            navigate("/auth", { replace: true });
          });
      }, TIMINGS.deletionRedirectMs);
    },
    onError: () => {
      toast({ title: AUTH_TEXTS.deleteErrorTitle, description: AUTH_TEXTS.deleteError, variant: "destructive" });
    },
  });
}
