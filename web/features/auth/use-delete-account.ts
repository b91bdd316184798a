import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app";
import { AUTH_TEXTS } from "../../../contract/auth";
import { toast } from "../../components/ui/toast";
import { api } from "../../lib/api";
import { clearDeviceAuth } from "./clear-device-auth";

const USER_KEY = ["/api/user"] as const;

/**
 * DELETE /api/user (D15) and what follows it (spec 000 §4, §8, §9): the device's auth keys go, a 3 s toast
 * says so, and after 2.5 s the cache is cleared and the potter lands on /auth. The cache is cleared at the
 * redirect rather than at once: clearing it under the still-mounted settings screen would make every open
 * query refetch against an account that no longer exists.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return useMutation({
    mutationFn: () => api.delete<{ message: string }>("/api/user"),
    onSuccess: async () => {
      await queryClient.cancelQueries();
      await clearDeviceAuth().catch(() => undefined);
      toast({
        title: AUTH_TEXTS.deleteSuccessTitle,
        description: AUTH_TEXTS.deleteSuccessDescription,
        duration: TIMINGS.deletionToastMs,
      });
      timer.current = setTimeout(() => {
        queryClient.clear();
        queryClient.setQueryData(USER_KEY, null);
        navigate("/auth", { replace: true });
      }, TIMINGS.deletionRedirectMs);
    },
    onError: () => {
      toast({ title: AUTH_TEXTS.deleteErrorTitle, description: AUTH_TEXTS.deleteError, variant: "destructive" });
    },
  });
}
