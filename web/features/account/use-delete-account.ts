import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app/constants";
import { ACCOUNT_TEXTS } from "../../../contract/account/texts";
import { toast } from "../../components/ui/toast";
import { clearDeviceAuth } from "../auth/clear-device-auth";
import { userKeys } from "../auth/auth-keys";
import { forgetAccount } from "../../lib/offline/outbox-runtime";
import { deleteAccount } from "./account-api";

/**
 * Deleting the account (product.md#r15) and what follows it (product.md#r41, product.md#r34, product.md#r119): a 3 s toast, and after 2.5 s the
 * device's auth keys and the cache are cleared and the potter lands on /auth. Clearing waits for the redirect:
 * doing it under the still-mounted settings screen would make every open query refetch against an account that
 * no longer exists (and the signed-out user would be bounced to /auth before the toast could be read).
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      // The account's copy and outbox on this device go with it (docs/decisions/0116-outbox.md).
      const account = queryClient.getQueryData<{ id: number } | null>(userKeys.me)?.id;
      if (account) await forgetAccount(account);
      toast({
        title: ACCOUNT_TEXTS.deleteSuccessTitle,
        description: ACCOUNT_TEXTS.deleteSuccessDescription,
        duration: TIMINGS.deletionToastMs,
      });
      // Not cancelled on unmount: the account is gone, so the redirect must happen wherever the potter is.
      setTimeout(() => {
        void clearDeviceAuth()
          .catch(() => undefined)
          .finally(() => {
            queryClient.clear();
            queryClient.setQueryData(userKeys.me, null);
            navigate("/auth", { replace: true });
          });
      }, TIMINGS.deletionRedirectMs);
    },
    onError: () => {
      toast({ title: ACCOUNT_TEXTS.deleteErrorTitle, description: ACCOUNT_TEXTS.deleteError, variant: "destructive" });
    },
  });
}
