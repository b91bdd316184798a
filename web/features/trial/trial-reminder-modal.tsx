import { CalendarClockIcon } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { TIMINGS } from "../../../contract/app/constants";
import type { TrialStatus } from "../../../contract/trial/schemas";
import { TRIAL_TEXTS } from "../../../contract/trial/texts";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/toast";
import { forgetAccount } from "../../lib/offline/outbox-runtime";
import { userKeys } from "../auth/auth-keys";
import { clearDeviceAuth } from "../auth/clear-device-auth";
import { formatDate, useCancelTrial, useMarkReminderShown } from "./trial-api";

const RETENTION_MS = 60 * 24 * 60 * 60 * 1000;

/** product.md#r36 trial reminder: shown when the server flags it for a free user (product.md#r12: last 10 days, once a day). */
export function TrialReminderModal({ status }: { status: TrialStatus }) {
  const [closed, setClosed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const markShown = useMarkReminderShown();
  const cancelTrial = useCancelTrial();
  const queryClient = useQueryClient();
  const open = !closed && status.shouldShowReminder && status.subscriptionTier === "free";

  const close = () => {
    setClosed(true);
    markShown.mutate();
  };

  const subscribe = () => {
    close();
    navigate("/subscribe?discount=trial10");
  };

  // Resolves once the server has answered: the confirm dialog stays open (showing 'Canceling...') until then, and
  // stays open after a failure.
  const confirmCancel = () =>
    cancelTrial.mutateAsync().then(
      (answer) => {
        setConfirming(false);
        setClosed(true);
        toast({ title: TRIAL_TEXTS.canceledTitle, description: TRIAL_TEXTS.canceledBody(formatDate(answer.dataRetentionUntil)) });
        // The server ended every session; a full load of /auth starts the app clean (product.md#r41). Signed out
        // everywhere: the account's copy and outbox leave this device too (decision 0116).
        const account = queryClient.getQueryData<{ id: number } | null>(userKeys.me)?.id;
        setTimeout(() => {
          void Promise.all([clearDeviceAuth(), account ? forgetAccount(account) : undefined])
            .catch(() => undefined)
            .finally(() => window.location.assign("/auth"));
        }, TIMINGS.deletionRedirectMs);
      },
      (error: unknown) => {
        toast({ title: TRIAL_TEXTS.cancelErrorTitle, description: TRIAL_TEXTS.cancelError, variant: "destructive" });
        throw error;
      },
    );

  return (
    <>
      <Dialog open={open && !confirming} onOpenChange={(next) => !next && close()}>
        <DialogContent>
          <DialogHeader>
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary" aria-hidden="true">
              <CalendarClockIcon className="size-6" />
            </span>
            <DialogTitle className="text-center">{TRIAL_TEXTS.reminderTitle}</DialogTitle>
            <DialogDescription className="text-center">{TRIAL_TEXTS.reminderBody(status.daysRemaining)}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:flex-col sm:justify-stretch">
            <Button onClick={subscribe} className="w-full">
              {TRIAL_TEXTS.subscribe}
            </Button>
            <Button variant="outline" onClick={close} className="w-full">
              {TRIAL_TEXTS.remindLater}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(true)} className="w-full text-destructive hover:text-destructive">
              {TRIAL_TEXTS.cancelTrial}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={open && confirming}
        onOpenChange={(next) => !next && setConfirming(false)}
        title={TRIAL_TEXTS.cancelConfirmTitle}
        description={TRIAL_TEXTS.cancelConfirmBody(formatDate(new Date(Date.now() + RETENTION_MS).toISOString()))}
        cancelLabel={TRIAL_TEXTS.keepTrial}
        confirmLabel={TRIAL_TEXTS.cancelConfirm}
        pendingLabel={TRIAL_TEXTS.canceling}
        destructive={false}
        onConfirm={confirmCancel}
        pending={cancelTrial.isPending}
      />
    </>
  );
}
